/**
 * The attack sequence (text 002, "Combat Action", "Defense", "Success Test"): an attack is an
 * [Accurate←Defense] test; an aware target may then defend with [Defense←Accurate]; a failed defense
 * means a hit, and the weapon's damage minus the armor roll comes off Toughness.
 *
 * The player always rolls: a player character's attack is its attack test; an attack on a player
 * character is decided by that character's defense test (only when it is aware of the attack; an unseen
 * attack simply hits). Between two non-player combatants the GM rolls the attack test.
 */

import { isShadowAttributeKey, type ShadowAttributeKey } from "./attributes.js";
import { shadowRecord } from "./coerce.js";
import { shadowAdvantageReasons, type ShadowAdvantageReason, type ShadowAdvantageSituation } from "./advantage.js";
import { shadowTestValue } from "./modifier.js";
import { shadowFavour } from "./opposition.js";
import { shadowBlindChances, shadowAttackTarget, shadowDefenseTarget, type ShadowBlindness, type ShadowTargetPart } from "./success-test.js";

export interface ShadowAttackTests {
  /** Roll [Accurate←Defense] for the attacker. */
  attackTest: boolean;
  /** Roll [Defense←Accurate] for the defender. */
  defenseTest: boolean;
}

/** Only `true` makes a player; awareness is assumed unless `defenderAware` is `false`. */
export function shadowAttackTests(attackerIsPlayer: boolean, defenderIsPlayer: boolean, defenderAware = true): ShadowAttackTests {
  return {
    attackTest: attackerIsPlayer === true || defenderIsPlayer !== true,
    defenseTest: defenderIsPlayer === true && defenderAware !== false,
  };
}

export type ShadowAttackOutcome = "missed" | "defended" | "hit";

/**
 * The outcome from the tests that were rolled (null for a test not rolled): a failed attack test misses,
 * a successful defense test parries or dodges, anything else hits.
 */
export function shadowAttackOutcome(attackSuccess: boolean | null, defenseSuccess: boolean | null): ShadowAttackOutcome {
  if (attackSuccess === false) return "missed";
  if (defenseSuccess === true) return "defended";
  return "hit";
}

/** One combatant as the attack plan sees it. */
export interface ShadowCombatant {
  /** Player characters roll; monsters do not. */
  isPlayer: boolean;
  attributes: Partial<Record<ShadowAttributeKey, unknown>>;
  defense: unknown;
  /** Cannot see (blindness, darkness, smoke). */
  blind?: boolean;
}

export interface ShadowAttackSetup {
  attacker: ShadowCombatant;
  defender: ShadowCombatant & Omit<ShadowAdvantageSituation, "unaware"> & { unaware?: boolean };
  /** The attribute the weapon attacks with (Accurate unless an ability says otherwise). */
  attribute: ShadowAttributeKey;
  ranged: boolean;
}

/** A test to roll: the attribute value, the modifier that makes its target, and the favour (two chances). */
export interface ShadowPlannedTest {
  value: number;
  modifier: number;
  target: number;
  favour: number;
  /** The target term by term (`shadowTestTarget`), for the card's "Why this result". */
  parts?: ShadowTargetPart[];
}

export interface ShadowAttackPlan {
  attack: ShadowPlannedTest | null;
  defense: ShadowPlannedTest | null;
  advantage: boolean;
  reasons: ShadowAdvantageReason[];
}

function blindness(tester: Record<string, unknown>, other: Record<string, unknown>): ShadowBlindness {
  const self = tester.blind === true;
  const enemy = other.blind === true;
  return self && enemy ? "both" : self ? "self" : enemy ? "enemy" : "none";
}

/**
 * Which tests an attack needs and their numbers: the attacker's [Attribute←Defense] with Advantage's +2,
 * the defender's [Defense←Attribute] with the attacker's Advantage counting against it, and two chances
 * for whichever side fights blind. A setup or combatant that is not an object counts as `{}` (a
 * non-player with every value 10), an attribute that is not one of the eight as Accurate, and only
 * `ranged === true` makes a ranged attack.
 */
export function shadowAttackPlan(setup: ShadowAttackSetup): ShadowAttackPlan {
  const s = shadowRecord(setup);
  const attacker = shadowRecord(s.attacker);
  const defender = shadowRecord(s.defender);
  const attribute: ShadowAttributeKey = isShadowAttributeKey(s.attribute) ? s.attribute : "accurate";
  const reasons = shadowAdvantageReasons(defender, s.ranged === true ? "ranged" : "melee");
  const advantage = reasons.length > 0;
  const tests = shadowAttackTests(attacker.isPlayer === true, defender.isPlayer === true, defender.unaware !== true);
  const attackValue = shadowTestValue(shadowRecord(attacker.attributes)[attribute]);
  const defenseValue = shadowTestValue(defender.defense);
  let attack: ShadowPlannedTest | null = null;
  if (tests.attackTest) {
    const t = shadowAttackTarget(attackValue, defenseValue, { advantage });
    attack = {
      value: attackValue,
      modifier: t.target - attackValue,
      target: t.target,
      favour: shadowFavour(shadowBlindChances(blindness(attacker, defender))),
      parts: t.parts,
    };
  }
  let defense: ShadowPlannedTest | null = null;
  if (tests.defenseTest) {
    const t = shadowDefenseTarget(defenseValue, attackValue, { opponentAdvantage: advantage });
    defense = {
      value: defenseValue,
      modifier: t.target - defenseValue,
      target: t.target,
      favour: shadowFavour(shadowBlindChances(blindness(defender, attacker))),
      parts: t.parts,
    };
  }
  return { attack, defense, advantage, reasons };
}

/** What the attacker's player enters when no foe is targeted: the foe's Defense and whether the attack has the Advantage. */
export interface ShadowEnteredDefense {
  /** The foe's Defense, held to the values a test reads (±30; unreadable: 10). */
  defense: number;
  advantage: boolean;
}

export const SHADOW_ENTERED_DEFENSE_DEFAULTS: ShadowEnteredDefense = { defense: 10, advantage: false };

/** Form values over the current ones: a given Defense is held to a test value, `advantage` is on for true, "true" or "on". */
export function shadowParseEnteredDefense(raw: Record<string, unknown>, current: ShadowEnteredDefense = SHADOW_ENTERED_DEFENSE_DEFAULTS): ShadowEnteredDefense {
  const r = shadowRecord(raw);
  const c = shadowRecord(current);
  return {
    defense: shadowTestValue("defense" in r ? r.defense : c.defense),
    advantage: "advantage" in r ? r.advantage === true || r.advantage === "true" || r.advantage === "on" : c.advantage === true,
  };
}

/**
 * An attack on a foe nobody targeted (README "Shadow"): the attacker's [Attribute←Defense] test against the Defense its player
 * entered, +2 with the Advantage they tick, two worse chances when the attacker is blind. The defender's own test needs
 * a known defender, so without one the attack test decides whoever attacks.
 */
export function shadowEnteredDefenseAttack(attacker: ShadowCombatant, attribute: unknown, entered: ShadowEnteredDefense): ShadowPlannedTest {
  const a = shadowRecord(attacker);
  const key: ShadowAttributeKey = isShadowAttributeKey(attribute) ? attribute : "accurate";
  const value = shadowTestValue(shadowRecord(a.attributes)[key]);
  const e = shadowRecord(entered);
  const t = shadowAttackTarget(value, shadowTestValue(e.defense), { advantage: e.advantage === true });
  return { value, modifier: t.target - value, target: t.target, favour: shadowFavour(shadowBlindChances(a.blind === true ? "self" : "none")), parts: t.parts };
}
