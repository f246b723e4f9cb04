/**
 * Reading whole numbers from whatever a form, stored data or a macro hands in, written once for every ruleset.
 * Pure: importable in Node. Each caller names its rounding, because the texts differ: a G&M score is never rounded
 * up (floor), a Shadow or Roll & Keep typed value is rounded to the nearest, a Warden or dice-room count drops its
 * fraction (trunc). Nothing here returns NaN or an infinite number.
 */

/** How a fraction becomes a whole number. */
export type Rounding = "floor" | "round" | "trunc";

const ROUND: Record<Rounding, (n: number) => number> = { floor: Math.floor, round: Math.round, trunc: Math.trunc };

/** The number a value holds: a number as it is, a non-blank string read with `Number`, anything else NaN. */
export function readNumber(value: unknown): number {
  if (typeof value === "number") return value;
  if (typeof value === "string" && value.trim() !== "") return Number(value);
  return NaN;
}

/** The finite number a value holds (fractions kept), or `fallback` when it holds none. */
export function readFinite(value: unknown, fallback: number): number {
  const n = readNumber(value);
  return Number.isFinite(n) ? n : fallback;
}

/** The finite whole number a value holds, rounded as asked, or null when it holds none (NaN and ±Infinity included). */
export function readInteger(value: unknown, rounding: Rounding): number | null {
  const n = readNumber(value);
  return Number.isFinite(n) ? ROUND[rounding](n) : null;
}

export interface IntegerRange {
  min: number;
  max: number;
  /** Used, rounded and clamped, when the value holds no finite number. */
  fallback: number;
  rounding: Rounding;
  /** What ±Infinity reads as: the nearest bound ("clamp") or the fallback (the default). */
  infinity?: "clamp" | "fallback";
}

/** A whole number within [min, max]: the value rounded as asked and clamped, or the fallback when it holds none. */
export function clampInteger(value: unknown, range: IntegerRange): number {
  const { min, max, fallback, rounding } = range;
  const n = readNumber(value);
  const whole = Number.isFinite(n)
    ? ROUND[rounding](n)
    : range.infinity === "clamp" && (n === Infinity || n === -Infinity)
      ? n === Infinity
        ? max
        : min
      : ROUND[rounding](fallback);
  return Math.min(max, Math.max(min, whole));
}
