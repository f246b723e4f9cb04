/**
 * Input coercion for the odds and evaluators: derivation code never throws and never returns NaN,
 * so every number that comes in is made a finite integer inside a range first.
 * (The dialogs refuse bad input earlier with a message, see `limits.ts`.)
 */

import { clampInteger } from "../../core/rules/integer.js";
import { asList } from "../../core/rules/shape.js";

export { asList, asRecord } from "../../core/rules/shape.js";

/** A finite integer within [min, max]; non-numeric or NaN input becomes `fallback` (then clamped). */
export function coerceInt(value: unknown, min: number, max: number, fallback: number): number {
  return clampInteger(value, { min, max, fallback, rounding: "trunc" });
}

/** Like `coerceInt`, but a fraction rounds up: for thresholds ("at least 6.5" means at least 7). */
export function coerceThreshold(value: unknown, min: number, max: number, fallback: number): number {
  const n = typeof value === "number" ? Math.ceil(value) : value;
  return coerceInt(n, min, max, fallback);
}

/** The sign-and-size split of a net advantage/favour: how many dice are rolled and which one is kept. */
export interface ExtraDice {
  /** Number of dice rolled: 1 + |net|. */
  count: number;
  /** Which die counts: the highest (net ≥ 0) or the lowest (net < 0). */
  keep: "highest" | "lowest";
}

/** Net advantage n > 0: roll 1+n keep the highest; n < 0: roll 1+|n| keep the lowest; 0: one die. */
export function extraDice(net: number): ExtraDice {
  return { count: 1 + Math.abs(net), keep: net < 0 ? "lowest" : "highest" };
}

/** The faces of a `sides`-sided die in a list: integers 1–sides only (anything else is not a die and is skipped), at most `max`. */
export function dieFaces(value: unknown, sides: number, max: number): number[] {
  return asList(value)
    .filter((f): f is number => Number.isInteger(f) && (f as number) >= 1 && (f as number) <= sides)
    .slice(0, max);
}
