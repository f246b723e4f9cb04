/**
 * Healing (text 002, "Healing Wounds", "First Aid", "Dying Characters"): natural healing 1 Toughness a
 * day; an alchemical herbal cure heals 1 at once; the Medicus ability heals 1d4; mystical powers heal as
 * their descriptions say. First aid on a dying character (a Combat Action) needs an herbal cure, Medicus
 * or a healing power, and stabilizes it: no more death tests. Toughness never rises above its maximum.
 */

import { shadowDieFace, shadowInteger } from "./coerce.js";

export const SHADOW_NATURAL_HEALING_PER_DAY = 1;
export const SHADOW_HERBAL_CURE_HEALING = 1;
export const SHADOW_MEDICUS_DIE = 4;

export type ShadowHealingSource = "natural" | "herbalCure" | "medicus" | "mystical";

/** Natural healing over whole days of rest. */
export function shadowNaturalHealing(days: unknown): number {
  return shadowInteger(days, 0, 10_000, 0) * SHADOW_NATURAL_HEALING_PER_DAY;
}

/** Medicus: the 1d4 face. */
export function shadowMedicusHealing(d4Face: number): number {
  return shadowDieFace(d4Face, SHADOW_MEDICUS_DIE, "Shadow Medicus healing");
}

/** Sources that can stabilize a dying character: all but natural healing. */
export function shadowCanStabilize(source: ShadowHealingSource): boolean {
  return source !== "natural";
}

/** Toughness after healing `amount`, capped at the maximum (Strong, never below 10). */
export function shadowHeal(toughness: unknown, maxToughness: unknown, amount: unknown): number {
  const max = shadowInteger(maxToughness, 0, 1000, 0);
  const now = shadowInteger(toughness, 0, max, 0);
  return Math.min(max, now + shadowInteger(amount, 0, 1000, 0));
}

export interface ShadowFirstAid {
  /** An herbal cure is applied (1 Toughness). */
  herbalCure?: boolean;
  /** The Medicus ability is used: its 1d4 face. */
  medicus?: number | null;
  /** Toughness restored by a mystical power, as its description says. */
  mystical?: unknown;
}

export interface ShadowFirstAidResult {
  healed: number;
  toughness: number;
  /** A dying character treated this way stops rolling death tests. */
  stabilized: boolean;
}

/**
 * First aid: each means applied heals its own amount (a Medicus with an herbal cure heals the d4 plus
 * the cure's 1; the text says only "even more", so the published bonus dice of Medicus are not assumed).
 */
export function shadowFirstAid(toughness: unknown, maxToughness: unknown, aid: ShadowFirstAid): ShadowFirstAidResult {
  const cure = aid.herbalCure === true ? SHADOW_HERBAL_CURE_HEALING : 0;
  const medicus = aid.medicus === undefined || aid.medicus === null ? 0 : shadowMedicusHealing(aid.medicus);
  const mystical = aid.mystical === undefined ? 0 : shadowInteger(aid.mystical, 0, 1000, 0);
  const used = aid.herbalCure === true || (aid.medicus !== undefined && aid.medicus !== null) || aid.mystical !== undefined;
  const before = shadowInteger(toughness, 0, 1000, 0);
  const after = shadowHeal(before, maxToughness, cure + medicus + mystical);
  return { healed: after - Math.min(before, after), toughness: after, stabilized: used };
}
