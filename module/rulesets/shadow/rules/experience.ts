/**
 * Experience and abilities (text 002, "Improving Your Character", "Dead Player Characters"; NOTES.md):
 * a new ability at novice costs 10 Experience, novice to adept 20, adept to master 30. A new character
 * has 50 Experience (five novice abilities, or two novice and one adept). A player whose character died
 * builds the next one with all the Experience the dead one had gathered.
 */

import { shadowInteger, shadowList } from "./coerce.js";

export const SHADOW_ABILITY_LEVELS = ["novice", "adept", "master"] as const;
export type ShadowAbilityLevel = (typeof SHADOW_ABILITY_LEVELS)[number];
/** "none" is an ability not (yet) learned. */
export type ShadowAbilityRank = "none" | ShadowAbilityLevel;

/** Cost of reaching each level from the one below it. */
export const SHADOW_ABILITY_STEP_COST: Readonly<Record<ShadowAbilityLevel, number>> = { novice: 10, adept: 20, master: 30 };
export const SHADOW_STARTING_EXPERIENCE = 50;

function rankIndex(rank: ShadowAbilityRank): number {
  return rank === "none" ? 0 : SHADOW_ABILITY_LEVELS.indexOf(rank) + 1;
}

export function isShadowAbilityLevel(value: unknown): value is ShadowAbilityLevel {
  return typeof value === "string" && (SHADOW_ABILITY_LEVELS as readonly string[]).includes(value);
}

/** Experience to go from one rank to a higher one (0 when `to` is not higher). */
export function shadowAbilityCost(from: ShadowAbilityRank, to: ShadowAbilityRank): number {
  let cost = 0;
  for (let i = rankIndex(from); i < rankIndex(to); i++) cost += SHADOW_ABILITY_STEP_COST[SHADOW_ABILITY_LEVELS[i]];
  return cost;
}

/** Experience spent in all on abilities at these ranks (anything but a level costs nothing; a non-list is no abilities). */
export function shadowExperienceSpent(ranks: readonly ShadowAbilityRank[]): number {
  return shadowList(ranks).reduce<number>((sum, rank) => sum + (isShadowAbilityLevel(rank) ? shadowAbilityCost("none", rank) : 0), 0);
}

export interface ShadowPurchase {
  ok: boolean;
  cost: number;
  /** Unspent Experience after the purchase (unchanged when refused). */
  remaining: number;
  /** Why it was refused. */
  reason?: "notHigher" | "notEnoughExperience";
}

/** Buying a new ability or raising one, from unspent Experience. */
export function shadowPurchaseAbility(unspent: unknown, from: ShadowAbilityRank, to: ShadowAbilityRank): ShadowPurchase {
  const available = shadowInteger(unspent, 0, 1_000_000, 0);
  const cost = shadowAbilityCost(from, to);
  if (rankIndex(to) <= rankIndex(from)) return { ok: false, cost: 0, remaining: available, reason: "notHigher" };
  if (cost > available) return { ok: false, cost, remaining: available, reason: "notEnoughExperience" };
  return { ok: true, cost, remaining: available - cost };
}

/** The next rank up, or null at master. */
export function shadowNextRank(rank: ShadowAbilityRank): ShadowAbilityLevel | null {
  return SHADOW_ABILITY_LEVELS[rankIndex(rank)] ?? null;
}

/** A dead character's replacement starts with all the Experience it had gathered (at least the 50 of a new character). */
export function shadowReplacementExperience(gathered: unknown): number {
  return Math.max(SHADOW_STARTING_EXPERIENCE, shadowInteger(gathered, 0, 1_000_000, 0));
}
