/**
 * Range penalties for thrown and propelled weapons (004, Weapons): no penalty within range, 1
 * beyond it and another 1 for every further range. Thrown weapons: strength as a minor contributor
 * cancels that many penalties. Propelled weapons built for a higher strength (004, Propelled
 * weapons) gain range, damage and cost.
 */
import { GM_ITEM_MAX, gmAmount, gmBonus, gmCents } from "./input.js";

/**
 * Attack penalty (positive number) at `distance` yards with a weapon of range `range` yards:
 * 0 within range, then +1 for every started range beyond (004: spear, range 6, at 13 yards: 2;
 * sling, range 10: 1; bow, range 20: 0). A weapon without a range (0 or less) has no range
 * penalty to give: it returns 0. The penalty is at most GM_ITEM_MAX (a vanishingly small range
 * cannot make it infinite).
 */
export function gmRangePenalty(range: unknown, distance: unknown): number {
  const r = gmAmount(range);
  const d = gmAmount(distance);
  if (r <= 0 || d <= r) return 0;
  return Math.min(GM_ITEM_MAX, Math.ceil(d / r) - 1);
}

/**
 * Range penalty of a thrown weapon: strength as a minor contributor cancels up to that many range
 * penalties (Toromeen, minor +2: "reduced by up to 2"). A negative minor contributor cancels none
 * (the text only speaks of negating).
 */
export function gmThrownRangePenalty(range: unknown, distance: unknown, strengthMinor: unknown): number {
  return Math.max(0, gmRangePenalty(range, distance) - Math.max(0, gmBonus(strengthMinor)));
}

/** Contributor values of a strength score, as the character rules compute them. */
export interface GmStrengthContributors {
  major: number;
  minor: number;
}

/** A propelled weapon built for a strength rating, and what a given user gets from it. */
export interface GmStrengthRatedWeapon {
  /** Price: the base cost times (1 + the rating's major contributor): ×2, ×3, ×4 … */
  cost: number;
  /** Range: +25% per point of the rating's major contributor, rounded normally. */
  range: number;
  /** Damage bonus: the rating's minor contributor, for a user strong enough. */
  damageBonus: number;
  /** Attack penalty (positive) for a user whose major contributor is below the rating's. */
  attackPenalty: number;
}

/**
 * A bow (or other propelled weapon) built for a strength: 004's example, 16 strength, bow base 25
 * coins, range 20: built for 12–14 (major +1) it costs 50 with range 25; for 15–16 (major +2,
 * minor +1) it costs 75 with range 30 and +1 damage. A user whose major contributor is lower than
 * the rating's takes the difference as an attack penalty and gets the base range and no bonus damage.
 */
export function gmStrengthRatedWeapon(
  base: { cost: unknown; range: unknown },
  rating: GmStrengthContributors,
  user: GmStrengthContributors,
): GmStrengthRatedWeapon {
  const ratingMajor = Math.max(0, gmBonus(rating.major));
  const ratingMinor = Math.max(0, gmBonus(rating.minor));
  const userMajor = gmBonus(user.major);
  const baseRange = gmAmount(base.range);
  const cost = gmCents(gmAmount(base.cost) * (1 + ratingMajor));
  const strongEnough = userMajor >= ratingMajor;
  return {
    cost,
    range: strongEnough ? Math.round(baseRange * (1 + 0.25 * ratingMajor)) : baseRange,
    damageBonus: strongEnough ? ratingMinor : 0,
    attackPenalty: strongEnough ? 0 : ratingMajor - userMajor,
  };
}
