/**
 * Damage (text 002, "Defense", "Damage & Healing", "Dying Characters", "Advantage"): the weapon's die,
 * +1d4 with Advantage, minus the roll of the target's armor; it lowers Toughness only when the damage is
 * higher than the armor roll. At 0 Toughness a monster or non-player character dies (unless the GM
 * wants otherwise); a player character is dying.
 */

import { SHADOW_ADVANTAGE_DAMAGE_DIE } from "./advantage.js";
import { shadowDieFace, shadowInteger } from "./coerce.js";

export const SHADOW_ROLLED_VALUE_MAX = 1000;

export interface ShadowDamageRolls {
  /** The total rolled on the weapon's damage dice. */
  weapon: unknown;
  /** The d4 face of Advantage's extra damage, when the attacker has Advantage. */
  advantage?: number | null;
  /** The total rolled on the target's armor protection dice (0 without armor). */
  armor?: unknown;
}

export interface ShadowDamageResult {
  /** Weapon roll plus the Advantage d4. */
  dealt: number;
  /** The armor roll subtracted. */
  protection: number;
  /** What reaches Toughness: dealt − protection, never below 0. */
  damage: number;
}

function damageTerms(rolls: ShadowDamageRolls): { weapon: number; extra: number | null; protection: number } {
  const r: Partial<ShadowDamageRolls> = typeof rolls === "object" && rolls !== null ? rolls : {};
  const weapon = shadowInteger(r.weapon, 0, SHADOW_ROLLED_VALUE_MAX, 0);
  const extra = r.advantage === undefined || r.advantage === null ? null : shadowDieFace(r.advantage, SHADOW_ADVANTAGE_DAMAGE_DIE, "Shadow Advantage damage");
  const protection = shadowInteger(r.armor ?? 0, 0, SHADOW_ROLLED_VALUE_MAX, 0);
  return { weapon, extra, protection };
}

export function shadowDamage(rolls: ShadowDamageRolls): ShadowDamageResult {
  const { weapon, extra, protection } = damageTerms(rolls);
  const dealt = weapon + (extra ?? 0);
  return { dealt, protection, damage: Math.max(0, dealt - protection) };
}

/** One term of a hit's damage, for a card's "Why this result": the weapon's roll, Advantage's d4, the armor roll taken off. */
export interface ShadowDamagePart {
  key: "weapon" | "advantage" | "armor";
  /** What the term adds (the armor's is negative). */
  value: number;
}

/**
 * The damage term by term, read as `shadowDamage` reads the rolls: the weapon's total, the Advantage d4 when there is
 * one, and the armor roll subtracted when `armor` is given (a damage card before the armor is rolled has none).
 */
export function shadowDamageParts(rolls: ShadowDamageRolls): ShadowDamagePart[] {
  const { weapon, extra, protection } = damageTerms(rolls);
  const parts: ShadowDamagePart[] = [{ key: "weapon", value: weapon }];
  if (extra !== null) parts.push({ key: "advantage", value: extra });
  const given = typeof rolls === "object" && rolls !== null && rolls.armor !== undefined;
  if (given) parts.push({ key: "armor", value: -protection });
  return parts;
}

export type ShadowCreatureKind = "character" | "monster";
export type ShadowVitalState = "standing" | "dying" | "dead";

export interface ShadowDamageTarget {
  /** Current Toughness. */
  toughness: unknown;
  painThreshold: unknown;
  /** Player characters are dying at 0 Toughness; monsters and non-player characters die. */
  kind: ShadowCreatureKind;
  /** The GM may spare a monster at 0 Toughness: it is then dying instead of dead. */
  spareMonster?: boolean;
}

export interface ShadowDamageApplied {
  damage: number;
  toughness: number;
  state: ShadowVitalState;
  /** The damage of this single attack, after armor, exceeds the Pain Threshold. */
  painExceeded: boolean;
}

/** Applies one attack's damage (after armor) to Toughness. */
export function shadowApplyDamage(target: ShadowDamageTarget, damage: unknown): ShadowDamageApplied {
  const before = shadowInteger(target.toughness, 0, SHADOW_ROLLED_VALUE_MAX, 0);
  const dmg = shadowInteger(damage, 0, SHADOW_ROLLED_VALUE_MAX, 0);
  const painThreshold = shadowInteger(target.painThreshold, 0, SHADOW_ROLLED_VALUE_MAX, 0);
  const toughness = Math.max(0, before - dmg);
  return { damage: dmg, toughness, state: shadowVitalState(toughness, target.kind, target.spareMonster), painExceeded: dmg > painThreshold };
}

/** Standing above 0 Toughness; at 0, a player character (or a spared monster) is dying, others dead. */
export function shadowVitalState(toughness: unknown, kind: ShadowCreatureKind, spareMonster = false): ShadowVitalState {
  if (shadowInteger(toughness, 0, SHADOW_ROLLED_VALUE_MAX, 0) > 0) return "standing";
  return kind === "character" || spareMonster ? "dying" : "dead";
}
