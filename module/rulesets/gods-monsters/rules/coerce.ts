/**
 * Input coercion for the Gods & Monsters character rules: derivation code never throws and never
 * returns NaN, so every number that comes in is made a finite integer inside a range first.
 * Internal to the gm rules (not re-exported).
 */

/** The largest ability score, level, pool or count the rules accept; larger input is clamped. */
export const GM_MAX_NUMBER = 10_000;

/** A finite integer within [min, max]; non-numeric or NaN input becomes `fallback` (then clamped). */
export function gmInt(value: unknown, min: number, max: number, fallback: number): number {
  const n =
    typeof value === "number"
      ? value
      : typeof value === "string" && value.trim() !== ""
        ? Number(value)
        : NaN;
  const finite = Number.isFinite(n) ? Math.floor(n) : n === Infinity ? max : n === -Infinity ? min : Math.floor(fallback);
  return Math.min(max, Math.max(min, finite));
}

/** A non-negative integer (pools, counts, damage); bad input becomes 0. */
export function gmCount(value: unknown, fallback = 0): number {
  return gmInt(value, 0, GM_MAX_NUMBER, fallback);
}

/** A signed integer modifier (bonuses, penalties); bad input becomes 0. */
export function gmModifier(value: unknown): number {
  return gmInt(value, -GM_MAX_NUMBER, GM_MAX_NUMBER, 0);
}

/** A level: at least 1. */
export function gmLevelInput(value: unknown): number {
  return gmInt(value, 1, 1000, 1);
}
