/**
 * Input coercion shared by the Shadow rules: turns whatever a sheet, a macro or a test hands in into
 * the shape a rule expects (a finite integer inside a range, a list, a record), so no rule crashes on
 * the wrong kind of value and no derived number is ever NaN or infinite. Die faces, which the caller
 * rolled as the rule asked, are refused when they are not faces of that die.
 */
import { clampInteger } from "../../../core/rules/integer.js";
import { asList, asRecord, asRecords } from "../../../core/rules/shape.js";

/** A short, printable description of any value for a refusal message (long text is cut). */
export function shadowDescribe(value: unknown): string {
  let text: string;
  if (typeof value === "string") text = JSON.stringify(value);
  else if (Array.isArray(value)) text = "an array";
  else if (typeof value === "object" && value !== null) text = "an object";
  else if (typeof value === "function") text = "a function";
  else text = String(value as number | boolean | bigint | symbol | null | undefined);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

/**
 * A finite integer in [min, max]; anything unreadable becomes `fallback` (itself clamped). The bounds
 * and the fallback are the calling rule's own constants: a bound that is not a number (NaN included),
 * bounds in the wrong order or a fallback that is not finite are refused. Infinite bounds mean no limit.
 */
export function shadowInteger(value: unknown, min: number, max: number, fallback: number): number {
  // No integer lies in [+∞, …] or […, −∞]: such bounds are refused like bounds in the wrong order.
  if (typeof min !== "number" || typeof max !== "number" || Number.isNaN(min) || Number.isNaN(max) || min > max || min === Infinity || max === -Infinity) {
    throw new RangeError(`shadowInteger: min and max must be numbers with min ≤ max, got ${shadowDescribe(min)} and ${shadowDescribe(max)}`);
  }
  if (typeof fallback !== "number" || !Number.isFinite(fallback)) {
    throw new RangeError(`shadowInteger: fallback must be a finite number, got ${shadowDescribe(fallback)}`);
  }
  return clampInteger(value, { min, max, fallback, rounding: "round" });
}

/**
 * A rolled die face, validated: an integer from 1 to `sides`. A face outside the die is a programming
 * error in the caller (the dice were not what the rule asked for), so it is refused.
 */
export function shadowDieFace(face: unknown, sides: number, what: string): number {
  if (typeof face !== "number" || !Number.isInteger(face) || face < 1 || face > sides) {
    throw new RangeError(`${what}: expected a d${sides} face (an integer from 1 to ${sides}), got ${shadowDescribe(face)}`);
  }
  return face;
}

/**
 * A list argument as an array: an array as it is, any other iterable (a Foundry Collection) spread into
 * one; anything else (an object, a number, a string, null) counts as empty.
 */
export function shadowList(value: unknown): readonly unknown[] {
  return asList(value);
}

/** An object argument as a record: anything that is not a non-array object (null, a number, a list) counts as `{}`. */
export function shadowRecord(value: unknown): Record<string, unknown> {
  return asRecord(value);
}

/** The objects of a list argument, skipping every element that is not one (numbers, strings, null). */
export function shadowRecords(value: unknown): Record<string, unknown>[] {
  return asRecords(value);
}
