/**
 * shadowCard: the data a Shadow chat card carries for its buttons (CONTRIBUTING "Chat cards"), one section per kind
 * of card: an attack (its roll and the defender's "Defend" card), a damage card, the Pain Threshold's choice, a
 * death-test reminder, a surprise; the others stay null. `applied` marks a card whose one-time button was used (set
 * by a GM or the card's author). Foundry validates it when the card is posted and when a button marks it.
 */
import { cardBool, cardChoice, cardInt, cardSection, cardSignedInt, cardText, cardUuid } from "../../../core/chat/card-fields.js";
import { cardOfType, type ChatCardData } from "../../../core/chat/card-data.js";
import type { ShadowPlannedTest } from "../rules/attack.js";
import { SHADOW_FREE_ATTACK_TRIGGERS, type ShadowFreeAttackTrigger } from "../rules/free-attacks.js";
import type { ShadowTargetPart } from "../rules/success-test.js";

const PART_KEYS: readonly ShadowTargetPart["key"][] = ["attribute", "opposition", "opponentAdvantage", "difficulty", "advantage"];
const CHOOSERS = ["victim", "attacker"] as const;

/** A whole number a card may not have (no Advantage die, no defense entered): null. */
function optionalInt(min: number, max?: number) {
  return new foundry.data.fields.NumberField({ required: true, nullable: true, integer: true, min, max, initial: null });
}

function uuidList() {
  return new foundry.data.fields.ArrayField(cardUuid(), { required: true, initial: [] });
}

/** What the chat cards of one attack carry: who attacks whom with what, and the defender's test when one is due. */
export interface ShadowAttackContext {
  attacker: string;
  /** The targeted defender's uuid; "" when the attacker targeted nobody and entered the Defense. */
  defender: string;
  weaponName: string;
  damage: string;
  advantage: boolean;
  /** The defender's test, when one is due. */
  defense: ShadowPlannedTest | null;
  /** The Defense the attacking player entered for a foe not targeted (null: the target's own was used). */
  enteredDefense: number | null;
}

/** A damage card: the weapon's roll and the Advantage die, applied against the defender's armor by its button. */
export interface ShadowDamageContext {
  attacker: string;
  /** "" when the attack had no target: the clicker's targeted or controlled tokens take it. */
  defender: string;
  weaponName: string;
  /** The weapon's damage dice. */
  formula: string;
  weaponTotal: number;
  advantageFace: number | null;
}

export interface ShadowPainContext {
  attacker: string;
  defender: string;
  chooser: (typeof CHOOSERS)[number];
}

/** A Free Attack offered (rolls/free-attack.ts): who may strike whom ("" = the foe each striker targets), and why. */
export interface ShadowFreeAttackContext {
  attackers: string[];
  defender: string;
  trigger: ShadowFreeAttackTrigger;
}

/** The card's system data, as the model holds it (absent kinds null). */
export interface ShadowCardSystem {
  attack: ShadowAttackContext | null;
  damage: ShadowDamageContext | null;
  pain: ShadowPainContext | null;
  death: { actor: string } | null;
  surprise: { attackers: string[]; defenders: string[]; surprised: boolean } | null;
  freeAttack: ShadowFreeAttackContext | null;
  /** A flanking position taken (flows/flanking.ts): the mover and the foe it flanks. */
  flank: { mover: string; foe: string } | null;
  applied: boolean;
}

export class ShadowCardData extends foundry.abstract.TypeDataModel<foundry.data.fields.DataSchema, ChatMessage.Implementation> {
  static override defineSchema() {
    const fields = foundry.data.fields;
    const test = () =>
      cardSection({
        value: cardSignedInt(),
        modifier: cardSignedInt(),
        target: cardSignedInt(),
        favour: cardSignedInt(),
        parts: new fields.ArrayField(new fields.SchemaField({ key: cardChoice(PART_KEYS, "attribute"), value: cardSignedInt() }), {
          required: true,
          initial: [],
        }),
      });
    return {
      attack: cardSection({
        attacker: cardUuid(),
        defender: cardText(),
        weaponName: cardText(),
        damage: cardText(),
        advantage: cardBool(),
        defense: test(),
        enteredDefense: optionalInt(0),
      }),
      damage: cardSection({
        attacker: cardUuid(),
        defender: cardText(),
        weaponName: cardText(),
        formula: cardText(),
        weaponTotal: cardInt(0),
        advantageFace: optionalInt(1, 4),
      }),
      pain: cardSection({ attacker: cardText(), defender: cardUuid(), chooser: cardChoice(CHOOSERS, "victim") }),
      death: cardSection({ actor: cardUuid() }),
      surprise: cardSection({ attackers: uuidList(), defenders: uuidList(), surprised: cardBool() }),
      freeAttack: cardSection({ attackers: uuidList(), defender: cardText(), trigger: cardChoice(SHADOW_FREE_ATTACK_TRIGGERS, "withdraw") }),
      flank: cardSection({ mover: cardUuid(), foe: cardUuid() }),
      applied: cardBool(),
    };
  }
}

export const SHADOW_CARD_MODELS = { shadowCard: ShadowCardData };

/** A Shadow card, its system typed (one guard, module/core/chat/card-data.ts). */
export const isShadowCard = cardOfType<ShadowCardSystem>("shadowCard");

/** What a writer gives: the kinds the card is; the model sets the others to null and refuses what it cannot hold. */
export type ShadowCardSource = Partial<ShadowCardSystem>;

/** What `postChatCard` (or a dice flow's `card`) stores for a Shadow card. */
export function shadowCard(system: ShadowCardSource = {}): ChatCardData {
  return { type: "shadowCard", system };
}

/** What a Shadow card carries, or null for any other message (an older card's flags included). */
export function shadowCardOf<D extends object>(message: D | null | undefined): ShadowCardSystem | null {
  return isShadowCard(message) ? message.system : null;
}
