/**
 * Input coercion for the gm equipment and consequence rules (internal, not re-exported): every
 * number that comes in is made finite and kept in range, so no derived number is NaN or infinite.
 */

/** The largest count, distance or amount these rules accept; larger input is clamped. */
export const GM_ITEM_MAX = 1_000_000;

function toNumber(value: unknown): number {
  if (typeof value === "number") return value;
  if (typeof value === "string" && value.trim() !== "") return Number(value);
  return NaN;
}

/** A finite number within [min, max] (fractions kept); NaN or non-numeric input becomes `fallback`. */
export function gmNumberIn(value: unknown, min: number, max: number, fallback: number): number {
  const n = toNumber(value);
  const v = Number.isNaN(n) ? fallback : n === Infinity ? max : n === -Infinity ? min : n;
  return Math.min(max, Math.max(min, v));
}

/** A whole number within [min, max], fractions rounded down. */
export function gmWholeIn(value: unknown, min: number, max: number, fallback: number): number {
  return Math.floor(gmNumberIn(value, min, max, fallback));
}

/** A non-negative amount (cost, bulk, distance, weight); bad input becomes `fallback` (0). */
export function gmAmount(value: unknown, fallback = 0): number {
  return gmNumberIn(value, 0, GM_ITEM_MAX, fallback);
}

/** A non-negative whole count; bad input becomes `fallback` (0). */
export function gmWhole(value: unknown, fallback = 0): number {
  return gmWholeIn(value, 0, GM_ITEM_MAX, fallback);
}

/** A signed whole modifier (bonus, penalty, contributor); bad input becomes 0. */
export function gmBonus(value: unknown): number {
  return gmWholeIn(value, -GM_ITEM_MAX, GM_ITEM_MAX, 0);
}

/** Rounds to cents of a silver coin (0.01) so table arithmetic stays exact (0.1 × 3 = 0.3). */
export function gmCents(value: number): number {
  return Math.round(value * 100) / 100;
}

/** The same number with −0 made 0 (sums of penalties can give −0, which compares unequal to 0 in tests and shows as "-0"). */
export function gmClean(value: number): number {
  return value === 0 ? 0 : value;
}
