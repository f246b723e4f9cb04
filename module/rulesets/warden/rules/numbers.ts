import { readInteger } from "../../../core/rules/integer.js";
import { asRecord, asRecords } from "../../../core/rules/shape.js";
import type { WardenRoller } from "./dice.js";

/**
 * Safe input handling for the Warden rules: every derived number passes through here so that
 * strings, NaN and infinities coming from hand-edited data never reach a result, and every list or
 * object argument is read through `wardenList`/`wardenRecord` so that a value of the wrong kind
 * (a number where a list goes, a string where an object goes) counts as empty instead of crashing.
 */

/** The finite integer an input holds (a number, or a numeric string), or null when it holds none. */
function finiteInt(value: unknown): number | null {
  return readInteger(value, "trunc");
}

/**
 * A finite integer from any input; `fallback` when the input is not a finite number. The fallback is the
 * caller's own constant: one that is not a finite number is refused with a RangeError (it used
 * to be returned as is, so `wardenInt("x", Infinity)` answered Infinity).
 */
export function wardenInt(value: unknown, fallback = 0): number {
  if (typeof fallback !== "number" || !Number.isFinite(fallback)) {
    throw new RangeError(`wardenInt: the fallback must be a finite number (got ${shown(fallback)})`);
  }
  return finiteInt(value) ?? Math.trunc(fallback);
}

/**
 * `wardenInt` clamped to [lo, hi]; a fallback that is not a finite number counts as `lo`.
 * The bounds are the caller's own constants, with no sensible default: bounds that are not finite
 * numbers with lo <= hi are refused with a RangeError.
 */
export function wardenClamp(value: unknown, lo: number, hi: number, fallback: number = lo): number {
  if (typeof lo !== "number" || typeof hi !== "number" || !Number.isFinite(lo) || !Number.isFinite(hi) || lo > hi) {
    throw new RangeError(`wardenClamp: lo and hi must be finite numbers with lo <= hi (got lo=${shown(lo)}, hi=${shown(hi)})`);
  }
  const n = wardenInt(value, wardenInt(fallback, lo));
  return Math.min(hi, Math.max(lo, n));
}

/** A die face clamped to 1..sides (a die never shows 0 or more than its sides). */
export function wardenFace(value: unknown, sides: number): number {
  return wardenClamp(value, 1, Math.max(1, wardenInt(sides, 1)), 1);
}

/** Only the finite entries of a list of faces, each clamped to 1..sides. */
export function wardenFaces(values: unknown, sides: number): number[] {
  if (!Array.isArray(values)) return [];
  return values.filter((v) => finiteInt(v) !== null).map((v) => wardenFace(v, sides));
}

/** Only the finite entries of a list of numbers, as integers (no sides to clamp to); a non-list is empty. */
export function wardenInts(values: unknown): number[] {
  if (!Array.isArray(values)) return [];
  return values.map(finiteInt).filter((v): v is number => v !== null);
}

/** A plain object's fields (typed as optional, since any may be missing), or `{}` for anything else. */
export function wardenRecord<T extends object>(value: T | null | undefined): Partial<T> {
  return asRecord(value) as Partial<T>;
}

/**
 * An input of unknown shape read as the record it should be (its fields typed as optional; the caller checks each
 * one before use). The rules' entry points take `unknown` and clean what they read through here.
 */
export function wardenRecordOf<T extends object>(value: unknown): Partial<T> {
  return wardenRecord<T>(isObject<T>(value) ? value : null);
}

/** Any non-null object counts as a record of `T` for reading (each field is checked where it is read). */
function isObject<T extends object>(value: unknown): value is T {
  return typeof value === "object" && value !== null;
}

/** The objects of a list: a non-list counts as empty, and entries that are not objects (junk) are skipped. */
export function wardenList<T extends object>(values: readonly T[] | null | undefined): T[] {
  return Array.isArray(values) ? (asRecords(values) as T[]) : [];
}

/** A string id or label from any input ("" for missing values; numbers and the like as their text). */
export function wardenText(value: unknown): string {
  if (typeof value === "string") return value;
  return value === undefined || value === null || typeof value === "object" ? "" : String(value);
}

/**
 * The injected dice roller (see `WardenRoller`), refused with a RangeError naming `where` when it is not a
 * function: without one there is nothing to roll, and no roll may be made up.
 */
export function wardenRoller(roll: unknown, where: string): WardenRoller {
  if (typeof roll !== "function") throw new RangeError(`${where}: roll must be a function (sides) => face (got ${shown(roll)})`);
  return roll as WardenRoller;
}

/** A short description of a bad value for a RangeError message (long text is cut). */
function shown(value: unknown): string {
  const text =
    typeof value === "string"
      ? JSON.stringify(value)
      : Array.isArray(value)
        ? "a list"
        : value === null
          ? "null"
          : typeof value === "object"
            ? "an object"
            : String(value);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}
