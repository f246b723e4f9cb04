/**
 * Attacks: a weapon against the targeted token. The player rolls: a character's attack is its
 * [Accurate←Defense] test; an attack on a character is decided by its [Defense←Accurate] test, offered on
 * a chat card to the defender's owner; an unaware character is hit without a test. A hit rolls the
 * weapon's damage (+1d4 with Advantage) onto a card whose button applies it against the armor.
 * With no token targeted (README "Shadow"), the dice dialog asks for the foe's Defense and the Advantage, and the attack
 * test decides; its damage card applies to the clicker's targeted or controlled tokens.
 * The cards' data is a `shadowCard` message's system (data/card.ts).
 */
import { postChatCard } from "../../../core/chat/post-card.js";
import { formatChance } from "../../../dice/requests/chance.js";
import { rollUnderOdds } from "../../../dice/rules/index.js";
import {
  SHADOW_ACTIVITY_COSTS,
  SHADOW_ENTERED_DEFENSE_DEFAULTS,
  SHADOW_WEAPON_QUALITIES,
  shadowAttackPlan,
  shadowDamage,
  shadowDamageParts,
  shadowParseDice,
  shadowParseEnteredDefense,
  shadowShieldAllows,
  type ShadowFreeAttackTrigger,
  type ShadowWeaponTraits,
} from "../rules/index.js";
import { actorFromUuid, localize, shadowCombatant, shadowKind, shadowView, targetedShadowActor } from "../data/view.js";
import { shadowRollUnder } from "./dice.js";
import { isShadowWeapon } from "../data/types.js";
import type { ShadowWeaponData } from "../data/weapon.js";
import { shadowDamageWhy, shadowTestWhy } from "../chat/why-terms.js";
import { shadowCard, type ShadowAttackContext } from "../data/card.js";
import { shadowEnteredDefenseExtension } from "./attack-extension.js";
import { shadowSpendTurnAction } from "../flows/turn-actions.js";
import { shadowReadyToStrike } from "../flows/draw-weapon.js";

export type { ShadowAttackContext } from "../data/card.js";

export const SHADOW_CHAT_TEMPLATES = {
  defend: "systems/anthology/templates/shadow/chat/defend.hbs",
  damage: "systems/anthology/templates/shadow/chat/damage.hbs",
  applied: "systems/anthology/templates/shadow/chat/damage-applied.hbs",
  pain: "systems/anthology/templates/shadow/chat/pain-choice.hbs",
  death: "systems/anthology/templates/shadow/chat/death-test.hbs",
  deathReminder: "systems/anthology/templates/shadow/chat/death-reminder.hbs",
  healing: "systems/anthology/templates/shadow/chat/healing.hbs",
} as const;

/** The weapon's qualities as the pure rules read them. */
export function shadowWeaponTraits(weapon: Pick<ShadowWeaponData, "qualities">): ShadowWeaponTraits {
  return { qualities: SHADOW_WEAPON_QUALITIES.filter((q) => weapon.qualities?.[q] === true) };
}

export type ShadowAttackOutcomeCode = "missed" | "defended" | "awaitingDefense" | "hit" | null;

/** The weapon's wielder and data when it may strike (a Shadow actor carries it, its dice are valid, no shield forbids it); else a message and null. */
function usableWeapon(item: Item.Implementation): { attacker: Actor.Implementation; weapon: ShadowWeaponData } | null {
  const attacker = item.actor;
  if (!attacker || !shadowKind(attacker) || !isShadowWeapon(item)) {
    ui.notifications?.warn(localize("ANTHOLOGY.Shadow.Warn.NoActor"));
    return null;
  }
  const weapon = item.system;
  if (!shadowParseDice(weapon.damage)) {
    ui.notifications?.warn(localize("ANTHOLOGY.Shadow.Warn.BadDamage", { name: item.name ?? "" }));
    return null;
  }
  if (!shadowShieldAllows(shadowView(attacker).shield, shadowWeaponTraits(weapon))) {
    ui.notifications?.warn(localize("ANTHOLOGY.Shadow.Warn.ShieldForbids", { name: item.name ?? "" }));
    return null;
  }
  return { attacker, weapon };
}

export interface ShadowAttackOptions {
  skipDialog?: boolean;
  /** The foe a card names (a Free Attack's); otherwise the targeted token's actor. */
  defender?: Actor.Implementation | null;
  /** What gave this attack as a Free Attack (rolls/free-attack.ts); its flavor says so. */
  freeAttack?: ShadowFreeAttackTrigger | null;
}

export async function shadowAttack(
  item: Item.Implementation,
  { skipDialog = false, defender: named = null, freeAttack = null }: ShadowAttackOptions = {},
): Promise<ShadowAttackOutcomeCode> {
  const usable = usableWeapon(item);
  if (!usable) return null;
  const { attacker, weapon } = usable;
  // A sheathed weapon is drawn first, its action spent, or the attack is not made (002 "Combat With Weapons Ready").
  if (!freeAttack && !(await shadowReadyToStrike(item))) return null;
  const defender = named ?? targetedShadowActor();
  if (!defender) return shadowAttackUntargeted(attacker, item, weapon, skipDialog);
  const plan = shadowAttackPlan({
    attacker: shadowCombatant(attacker),
    defender: shadowCombatant(defender),
    attribute: weapon.attribute,
    ranged: weapon.qualities.ranged,
  });
  const context: ShadowAttackContext = {
    attacker: attacker.uuid,
    defender: defender.uuid,
    weaponName: item.name ?? "",
    damage: weapon.damage,
    advantage: plan.advantage,
    defense: plan.defense,
    enteredDefense: null,
  };
  const reasons = plan.reasons.map((r) => localize(`ANTHOLOGY.Shadow.Advantage.${r}`)).join(", ");
  const plain = localize(plan.advantage ? "ANTHOLOGY.Shadow.Attack.FlavorAdvantage" : "ANTHOLOGY.Shadow.Attack.Flavor", {
    weapon: item.name ?? "",
    target: defender.name ?? "",
    reasons,
  });
  const flavor = freeAttack
    ? localize("ANTHOLOGY.Shadow.FreeAttack.Flavor", { attack: plain, trigger: localize(`ANTHOLOGY.Shadow.FreeAttack.Trigger.${freeAttack}`) })
    : plain;
  // The attack roll whose audience the damage card follows (none when the defender tests instead).
  let attackMessage: ChatMessage.Implementation | null = null;
  if (plan.attack) {
    const result = await shadowRollUnder({
      actor: attacker,
      label: localize("ANTHOLOGY.Shadow.Attack.Label", { weapon: item.name ?? "", attribute: localize(`ANTHOLOGY.Shadow.Attribute.${weapon.attribute}`) }),
      target: plan.attack.value,
      modifier: plan.attack.modifier,
      favour: plan.attack.favour,
      why: shadowTestWhy(plan.attack.parts, {
        attribute: localize(`ANTHOLOGY.Shadow.Attribute.${weapon.attribute}`),
        opposition: localize("ANTHOLOGY.Shadow.Why.of", { name: defender.name ?? "", attribute: localize("ANTHOLOGY.Shadow.Opposing.defense") }),
      }),
      skipDialog,
      flavor,
      card: shadowCard({ attack: context }),
    });
    if (!result) return null;
    await spendAttack(attacker, freeAttack);
    if (!result.evaluation.success) return "missed";
    attackMessage = result.message ?? null;
  } else await spendAttack(attacker, freeAttack);
  if (plan.defense) {
    await postChatCard({
      template: SHADOW_CHAT_TEMPLATES.defend,
      context: {
        attacker: attacker.name ?? "",
        defender: defender.name ?? "",
        weapon: item.name ?? "",
        target: plan.defense.target,
        // The exact chance of the defender's test, as every dice dialog shows it (the dice room's odds).
        chance: formatChance(rollUnderOdds({ target: plan.defense.target, favour: plan.defense.favour })),
        twoChances: plan.defense.favour !== 0,
        advantage: plan.advantage,
      },
      actor: attacker,
      card: shadowCard({ attack: context }),
      // Meant for the players (its buttons are theirs): public, whatever roll mode the posting GM has chosen;
      // under "Private GM Roll" it would be whispered to GMs only (v13 ChatMessage.applyRollMode).
      rollMode: "publicroll",
    });
    return "awaitingDefense";
  }
  await shadowRollDamage(context, attackMessage);
  return "hit";
}

/**
 * An attack on the attacker's initiative is its Combat Action (002 "Combat Action"), counted once the attack is made
 * (the dialog confirmed); a second one this turn is taken with a warning, the GM deciding. A Free Attack is a Reaction
 * and spends nothing (002 "Reactions").
 */
async function spendAttack(attacker: Actor.Implementation, freeAttack: ShadowFreeAttackTrigger | null): Promise<void> {
  if (!freeAttack) await shadowSpendTurnAction(attacker, SHADOW_ACTIVITY_COSTS.attack, { over: "warn" });
}

/**
 * An attack with no token targeted: the dice dialog asks for the foe's Defense (and the Advantage, which the foe's
 * state would otherwise give); the card says the Defense was entered. Rolled without the dialog (the skip-dialog key),
 * it takes the dialog's preset, Defense 10 without the Advantage.
 */
async function shadowAttackUntargeted(
  attacker: Actor.Implementation,
  item: Item.Implementation,
  weapon: ShadowWeaponData,
  skipDialog: boolean,
): Promise<ShadowAttackOutcomeCode> {
  const attribute = localize(`ANTHOLOGY.Shadow.Attribute.${weapon.attribute}`);
  const base: ShadowAttackContext = {
    attacker: attacker.uuid,
    defender: "",
    weaponName: item.name ?? "",
    damage: weapon.damage,
    advantage: false,
    defense: null,
    enteredDefense: null,
  };
  const extension = shadowEnteredDefenseExtension({
    attacker: shadowCombatant(attacker),
    attribute: weapon.attribute,
    attributeLabel: attribute,
    weapon: item.name ?? "",
    context: base,
  });
  const result = await shadowRollUnder({
    actor: attacker,
    label: localize("ANTHOLOGY.Shadow.Attack.Label", { weapon: item.name ?? "", attribute }),
    ...extension.apply(extension.options),
    extension,
    skipDialog,
  });
  if (!result) return null;
  await spendAttack(attacker, null);
  if (!result.evaluation.success) return "missed";
  const entered = shadowParseEnteredDefense(shadowEnteredOptions(result.options), SHADOW_ENTERED_DEFENSE_DEFAULTS);
  await shadowRollDamage({ ...base, advantage: entered.advantage, enteredDefense: entered.defense }, result.message ?? null);
  return "hit";
}

/** The dialog's options read back as the pure rules read a form (anything else: the defaults). */
function shadowEnteredOptions(options: unknown): Record<string, unknown> {
  return typeof options === "object" && options !== null ? { ...options } : {};
}

/** The defender's [Defense←Accurate] test (a chat-card button); a failure rolls the damage. */
export async function shadowDefend(context: ShadowAttackContext, { skipDialog = false }: { skipDialog?: boolean } = {}): Promise<ShadowAttackOutcomeCode> {
  const defender = await actorFromUuid(context.defender);
  if (!defender || !context.defense) return null;
  const attacker = await actorFromUuid(context.attacker);
  const result = await shadowRollUnder({
    actor: defender,
    label: localize("ANTHOLOGY.Shadow.Defense.Label"),
    target: context.defense.value,
    modifier: context.defense.modifier,
    favour: context.defense.favour,
    why: shadowTestWhy(context.defense.parts, {
      attribute: localize("ANTHOLOGY.Shadow.Defense.Label"),
      opposition: localize("ANTHOLOGY.Shadow.Why.of", { name: attacker?.name ?? "", attribute: localize("ANTHOLOGY.Shadow.Attribute.accurate") }),
    }),
    skipDialog,
    flavor: localize("ANTHOLOGY.Shadow.Defense.Flavor", { weapon: context.weaponName }),
    card: shadowCard({ attack: context }),
  });
  if (!result) return null;
  if (result.evaluation.success) return "defended";
  await shadowRollDamage(context, result.message ?? null);
  return "hit";
}

/**
 * A weapon's damage from the sheet's damage button, without its attack test: the GM rules that the blow lands (a
 * monster's sure strike, a helpless foe, an attack settled at the table). Against the targeted token, with the
 * Advantage its state gives (+1d4, 002); with no token targeted, the card applies to the clicker's targeted or
 * controlled tokens, as an untargeted attack's does.
 */
export async function shadowWeaponDamage(item: Item.Implementation): Promise<ChatMessage.Implementation | undefined> {
  const usable = usableWeapon(item);
  if (!usable) return undefined;
  const { attacker, weapon } = usable;
  const defender = targetedShadowActor();
  const advantage = defender
    ? shadowAttackPlan({
        attacker: shadowCombatant(attacker),
        defender: shadowCombatant(defender),
        attribute: weapon.attribute,
        ranged: weapon.qualities.ranged,
      }).advantage
    : false;
  return shadowRollDamage({
    attacker: attacker.uuid,
    defender: defender?.uuid ?? "",
    weaponName: item.name ?? "",
    damage: weapon.damage,
    advantage,
    defense: null,
    enteredDefense: null,
  });
}

/**
 * Rolls the weapon's damage and, with Advantage, the extra 1d4; posts the card that applies them, to the audience of
 * the test it follows (`follows`: a private or blind attack keeps its damage from the players too).
 */
export async function shadowRollDamage(
  context: ShadowAttackContext,
  follows: ChatMessage.Implementation | null = null,
): Promise<ChatMessage.Implementation | undefined> {
  const attacker = await actorFromUuid(context.attacker);
  const defender = await actorFromUuid(context.defender);
  // The damage comes from a card's data, which a message's author could have written: validated again before
  // rolling (README "Trust": cards act only for their author's actors), as the weapon's dice were when the attack began.
  if (!shadowParseDice(context.damage) || !Roll.validate(String(context.damage))) {
    ui.notifications?.warn(localize("ANTHOLOGY.Shadow.Warn.BadDamage", { name: attacker?.name ?? "" }));
    return undefined;
  }
  const weaponRoll = await new Roll(context.damage).evaluate();
  const advantageRoll = context.advantage ? await new Roll("1d4").evaluate() : null;
  const rolls = advantageRoll ? [weaponRoll, advantageRoll] : [weaponRoll];
  const weaponTotal = weaponRoll.total ?? 0;
  const advantageFace = advantageRoll ? (advantageRoll.total ?? null) : null;
  const parts = shadowDamageParts({ weapon: weaponTotal, advantage: advantageFace });
  // The damage before armor, as the rules add it (the weapon's roll and Advantage's d4), shown with where it comes from.
  const total = shadowDamage({ weapon: weaponTotal, advantage: advantageFace }).dealt;
  return postChatCard({
    template: SHADOW_CHAT_TEMPLATES.damage,
    context: {
      weapon: context.weaponName,
      formula: context.damage,
      weaponTotal,
      advantage: advantageFace,
      total,
      defender: defender?.name ?? "",
      protection: defender ? shadowView(defender).protection : "",
      untargeted: context.defender === "",
      why: shadowDamageWhy(parts, { weapon: context.weaponName, formula: context.damage, armor: "", protection: "" }, null),
    },
    actor: attacker,
    rolls,
    card: shadowCard({
      damage: { attacker: context.attacker, defender: context.defender, weaponName: context.weaponName, formula: context.damage, weaponTotal, advantageFace },
    }),
    follows,
  });
}
