/**
 * Cleaning of the whole numbers Roll & Keep counts with: attributes, specialities, mana.
 *
 * Derivation never throws on bad input (see the developers' guide): anything that is not a finite number
 * counts as 0, fractions are truncated towards zero, negatives become 0 and very large values are held at
 * {@link RK_RATING_MAX}, so no derived number can be NaN or infinite.
 */
import { clampInteger } from "../../../core/rules/integer.js";

/**
 * The largest rating any count may take. The text never goes near it (its examples use 1 to 6) and the
 * dice roller refuses pools above 40 dice; the cap only keeps sums of hostile values finite.
 */
export const RK_RATING_MAX = 100;

/** A rating as a whole number from 0 to {@link RK_RATING_MAX}; strings holding numbers are read. */
export function rkRating(value: unknown): number {
  return clampInteger(value, { min: 0, max: RK_RATING_MAX, fallback: 0, rounding: "trunc" });
}
