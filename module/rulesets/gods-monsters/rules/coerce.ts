/**
 * Input coercion for the Gods & Monsters rules: derivation code never throws a TypeError and never
 * returns NaN or an infinite number (README "Migration"), so every number that comes in is made a finite
 * integer inside a range first, and every object or list argument is read through `gmFields`,
 * `gmList` or `gmObjects` (a wrong kind of value reads as empty). The equipment rules' numbers with
 * fractions go through equipment/input.ts. Internal to the gm rules (not re-exported).
 */
import { clampInteger } from "../../../core/rules/integer.js";
import { asRecord, asRecords, isRecord } from "../../../core/rules/shape.js";

/** The largest ability score, level, pool or count the rules accept; larger input is clamped. */
export const GM_MAX_NUMBER = 10_000;

/** A finite integer within [min, max]; non-numeric or NaN input becomes `fallback` (then clamped). */
export function gmInt(value: unknown, min: number, max: number, fallback: number): number {
  // Scores are never rounded up (floor); an infinite value reads as the bound it runs into.
  return clampInteger(value, { min, max, fallback, rounding: "floor", infinity: "clamp" });
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

/** Whether a value is an object with fields (not null, not an array). */
export function gmIsRecord(value: unknown): value is Record<string, unknown> {
  return isRecord(value);
}

/**
 * The fields of an object argument; anything else (a number, a string, an array, null) reads as an
 * object with no fields, so every field is then coerced from `undefined` to its default.
 */
export function gmFields<T extends object>(value: T | null | undefined): Partial<T> {
  return asRecord(value) as Partial<T>;
}

/** The elements of a list argument; a non-array reads as an empty list. */
export function gmList<T>(value: readonly T[] | null | undefined): readonly T[] {
  return Array.isArray(value) ? value : [];
}

/**
 * The object elements of a list argument (items, armor pieces, sides of a contest); a non-array
 * reads as an empty list and junk elements (numbers, strings, null, nested arrays) are skipped.
 * The fields are still the caller's to coerce.
 */
export function gmObjects<T extends object>(value: readonly T[] | null | undefined): T[] {
  return asRecords(value) as T[];
}

/** `value` when it is one of `options` (a name from a fixed list), otherwise `fallback`. */
export function gmOneOf<T extends string, F extends string | null = T>(options: readonly T[], value: unknown, fallback: F): T | F {
  return (options as readonly unknown[]).includes(value) ? (value as T) : fallback;
}
