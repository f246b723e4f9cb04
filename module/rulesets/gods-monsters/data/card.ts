/**
 * gmCard: the data a Gods & Monsters chat card carries for its buttons (CONTRIBUTING "Chat cards"), one section per
 * kind of card; a card fills the sections it is (a damage card `damage`, a bid card `mojoBid`) and the others stay
 * null. Foundry validates it when the card is posted and whenever a button marks it (mojo bid spent, increase chosen).
 */
import { cardBool, cardChoice, cardInt, cardSection, cardSignedInt, cardText, cardUuid } from "../../../core/chat/card-fields.js";
import { cardOfType, type ChatCardData } from "../../../core/chat/card-data.js";
import type { GmMojoIncrease } from "../rules/mojo/bids.js";

const BLOWS = ["", "knockout", "killing"] as const;
const INCREASES = ["fieldBonus", "skill", "field"] as const;

export type GmBlow = (typeof BLOWS)[number];

/** A roll under an ability or reaction: what a later mojo bid needs to know about it. */
export interface GmCardRoll {
  kind: string;
  key: string;
  archetypal: boolean;
  fieldId: string;
  skill: string;
  newField: string;
  purpose: string;
}
/**
 * An attack roll: what a bid that turns it into a hit needs to roll the damage. `calledShot`: the attack was a called
 * shot (its damage card offers the target's reaction against the effect); absent on attacks rolled before it existed.
 */
export interface GmCardAttack {
  actorUuid: string;
  targetUuid: string;
  dice: string;
  damageBonus: number;
  diceCount: number;
  blow: GmBlow | "knockoutWarrior";
  label: string;
  archetypal: boolean;
  calledShot?: boolean;
  immobilizing?: boolean;
}
export interface GmCardDamage {
  targetUuid: string;
  amount: number;
  blow: GmBlow | "knockoutWarrior";
  diceCount: number;
}
/**
 * A called shot's damage: the target's reaction targets against its effect (004 "Called shot"), worked out when the
 * damage was rolled (`gmCalledShotReactionTargets`); the reaction button rolls against these, never a number of its own.
 */
export interface GmCardCalled {
  targetUuid: string;
  damage: number;
  evasion: number;
  fortitude: number;
  /** The target's spells and manifestations, each with the evasion that completes it at the reduced movement of casting. */
  casting?: { name: string; movement: number; evasion: number }[];
  /** The target may be shooting or throwing: the card offers the reaction against being distracted. */
  distract?: boolean;
}
/**
 * A shot into close combat (004 "Firing into close combat"): who is at risk and the evasion each rolls (`list`), the
 * damage the target took on a hit (`amount`), or the shot's dice to roll against a combatant a miss strikes.
 */
export interface GmCardStray {
  attackerUuid: string;
  hit: boolean;
  amount: number;
  dice: string;
  damageBonus: number;
  label: string;
  list: { uuid: string; name: string; target: number }[];
}
/**
 * An immobilizing attack that hit (004 "Immobilizing an opponent"): the target's evasion against the grab, and each
 * side's fortitude in the hold's rounds, with the size bonuses, worked out when the attack hit.
 */
export interface GmCardHold {
  holderUuid: string;
  targetUuid: string;
  evasion: number;
  holderFortitude: number;
  targetFortitude: number;
}
export interface GmCardMojoBid {
  actorUuid: string;
  rollMessageId: string;
  die: number;
  /** The roll's target including any earlier bonus. */
  target: number;
  needed: number;
  fieldId: string;
  /** The skill that applied ("" = none named). */
  skill: string;
  /** The appropriate field the character lacks ("" = none). */
  newField: string;
  purpose: string;
  spent: boolean;
}
export interface GmCardMojoIncrease {
  actorUuid: string;
  fieldId: string;
  skill: string;
  newField: string;
  options: GmMojoIncrease[];
  chosen: GmMojoIncrease | "";
}

/** The card's system data, as the model holds it (absent kinds null). */
export interface GmCardSystem {
  roll: GmCardRoll | null;
  attack: GmCardAttack | null;
  damage: GmCardDamage | null;
  called: GmCardCalled | null;
  stray: GmCardStray | null;
  hold: GmCardHold | null;
  applied: { actorUuid: string } | null;
  mojoBid: GmCardMojoBid | null;
  mojoIncrease: GmCardMojoIncrease | null;
  ailment: { itemUuid: string; injuries: number } | null;
}

export class GmCardData extends foundry.abstract.TypeDataModel<foundry.data.fields.DataSchema, ChatMessage.Implementation> {
  static override defineSchema() {
    return {
      roll: cardSection({
        kind: cardText(),
        key: cardText(),
        archetypal: cardBool(),
        fieldId: cardText(),
        skill: cardText(),
        newField: cardText(),
        purpose: cardText(),
      }),
      attack: cardSection({
        actorUuid: cardUuid(),
        targetUuid: cardText(),
        dice: cardText(),
        damageBonus: cardSignedInt(),
        diceCount: cardInt(0),
        blow: cardChoice([...BLOWS, "knockoutWarrior"], ""),
        label: cardText(),
        archetypal: cardBool(),
        calledShot: cardBool(),
        immobilizing: cardBool(),
      }),
      damage: cardSection({ targetUuid: cardText(), amount: cardInt(0), blow: cardChoice([...BLOWS, "knockoutWarrior"], ""), diceCount: cardInt(0) }),
      called: cardSection({
        targetUuid: cardUuid(),
        damage: cardInt(0),
        evasion: cardSignedInt(),
        fortitude: cardSignedInt(),
        casting: new foundry.data.fields.ArrayField(new foundry.data.fields.SchemaField({ name: cardText(), movement: cardInt(0), evasion: cardSignedInt() }), {
          required: true,
          initial: [],
        }),
        distract: cardBool(),
      }),
      stray: cardSection({
        attackerUuid: cardUuid(),
        hit: cardBool(),
        amount: cardInt(0),
        dice: cardText(),
        damageBonus: cardSignedInt(),
        label: cardText(),
        list: new foundry.data.fields.ArrayField(new foundry.data.fields.SchemaField({ uuid: cardUuid(), name: cardText(), target: cardSignedInt() }), {
          required: true,
          initial: [],
        }),
      }),
      hold: cardSection({
        holderUuid: cardUuid(),
        targetUuid: cardUuid(),
        evasion: cardSignedInt(),
        holderFortitude: cardSignedInt(),
        targetFortitude: cardSignedInt(),
      }),
      applied: cardSection({ actorUuid: cardUuid() }),
      mojoBid: cardSection({
        actorUuid: cardUuid(),
        rollMessageId: cardText(),
        die: cardInt(1),
        target: cardSignedInt(),
        needed: cardInt(0),
        fieldId: cardText(),
        skill: cardText(),
        newField: cardText(),
        purpose: cardText(),
        spent: cardBool(),
      }),
      mojoIncrease: cardSection({
        actorUuid: cardUuid(),
        fieldId: cardText(),
        skill: cardText(),
        newField: cardText(),
        options: new foundry.data.fields.ArrayField(cardChoice(INCREASES, "fieldBonus"), { required: true, initial: [] }),
        chosen: cardChoice(["", ...INCREASES], ""),
      }),
      ailment: cardSection({ itemUuid: cardUuid(), injuries: cardInt(0) }),
    };
  }
}

export const GM_CARD_MODELS = { gmCard: GmCardData };

/** A G&M card, its system typed (one guard, module/core/chat/card-data.ts). */
export const isGmCard = cardOfType<GmCardSystem>("gmCard");

/**
 * What a writer gives for a G&M card: the kinds it is, each with the values it knows; the model fills the rest with
 * their initial values (a blank skill, no purpose) and the other kinds with null, and refuses what it cannot hold.
 */
export type GmCardSource = { [K in keyof GmCardSystem]?: Partial<NonNullable<GmCardSystem[K]>> };

/** What `postChatCard` stores for a G&M card. */
export function gmCard(system: GmCardSource = {}): ChatCardData {
  return { type: "gmCard", system };
}
