/**
 * Input limits of the three roll families. The odds functions refuse a number beyond these limits with a
 * RangeError naming the limit (clamping silently answered a different question, and the limits
 * bound the work so nothing can freeze a tab); the dialogs and flows call the `validate…` functions first
 * and show the returned localization key instead of rolling. Reading stored roll data still clamps
 * (`clampKeepPool`, `advantageCheck`): what a message carries is shown, never thrown on.
 */
import { readNumber } from "../../core/rules/integer.js";

/** Most d10 rolled in one keep pool. */
export const MAX_KEEP_DICE = 40;
/** Largest |net advantage| or |favour| on one die. */
export const MAX_ADVANTAGE = 10;
/** Most object dice added to one Warden check. */
export const MAX_OBJECT_DICE = 8;
/** Largest die an object die may be (d100). */
export const MAX_OBJECT_FACES = 100;
/** Largest |modifier| or |DC| accepted for a Warden check (far beyond any real value). */
export const MAX_WARDEN_NUMBER = 1000;
/** Largest |target| or |bonus| accepted for a roll-under check. */
export const MAX_ROLL_UNDER_NUMBER = 1000;
/** Most rounds of an extended keep action whose odds are computed. */
export const MAX_EXTENDED_ROUNDS = 100;

/** Read a number like the odds always did: a number as is, a numeric string as its number, anything else NaN. */
function numberOf(value: unknown): number {
  return readNumber(value);
}

/**
 * An integer the odds compute with, held to its documented range: a value that is not a number (or NaN)
 * takes `fallback` (documented per function), a fraction is truncated, and a number outside [min, max]
 * (±Infinity included) is refused with a RangeError naming the limit, instead of being clamped into a
 * different question. `limit` names the constant, e.g. "MAX_KEEP_DICE".
 */
export function limitedInt(fn: string, name: string, value: unknown, range: { min: number; max: number; limit: string }, fallback: number): number {
  const n = numberOf(value);
  if (Number.isNaN(n)) return fallback;
  const int = Math.trunc(n);
  if (int > range.max) throw new RangeError(`${fn}: ${name} ${String(n)} is above the limit ${range.limit} (${range.max})`);
  if (int < range.min) throw new RangeError(`${fn}: ${name} ${String(n)} is below the limit ${range.limit} (${range.min})`);
  return int;
}

/** A count of list entries held to its limit: more than `max` entries is refused with a RangeError naming the limit. */
export function limitedCount(fn: string, name: string, count: number, max: number, limit: string): void {
  if (count > max) throw new RangeError(`${fn}: ${count} ${name} are above the limit ${limit} (${max})`);
}

/** A localization key under ANTHOLOGY.Dice.Error, or null when the input is acceptable. */
export type DiceInputError = `ANTHOLOGY.Dice.Error.${string}` | null;

function isInt(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value);
}

/** Validate a keep pool: 1–40 dice rolled, keep at least 1, difficulty 1–10. */
export function validateKeepInput(input: { roll: unknown; keep: unknown; difficulty: unknown; needed?: unknown }): DiceInputError {
  const { roll, keep, difficulty, needed } = input;
  if (!isInt(roll) || !isInt(keep) || !isInt(difficulty)) return "ANTHOLOGY.Dice.Error.notInteger";
  if (roll < 1) return "ANTHOLOGY.Dice.Error.rollMin";
  if (roll > MAX_KEEP_DICE) return "ANTHOLOGY.Dice.Error.rollMax";
  if (keep < 1) return "ANTHOLOGY.Dice.Error.keepMin";
  if (difficulty < 1 || difficulty > 10) return "ANTHOLOGY.Dice.Error.difficultyRange";
  if (needed !== undefined && (!isInt(needed) || needed < 1)) return "ANTHOLOGY.Dice.Error.neededMin";
  return null;
}

/** Validate a net advantage or favour: an integer with |n| ≤ 10. */
export function validateAdvantageValue(net: unknown): DiceInputError {
  if (!isInt(net)) return "ANTHOLOGY.Dice.Error.notInteger";
  if (Math.abs(net) > MAX_ADVANTAGE) return "ANTHOLOGY.Dice.Error.advantageMax";
  return null;
}

/** Validate a Warden check: integer modifier and DC, |advantage| ≤ 10, at most 8 object dice, each d1–d100 with |advantage| ≤ 10. */
export function validateAdvantageInput(input: {
  modifier: unknown;
  advantage?: unknown;
  objects?: ReadonlyArray<{ faces: unknown; advantage?: unknown }>;
  dc?: unknown;
}): DiceInputError {
  const { modifier, advantage = 0, objects = [], dc } = input;
  if (!isInt(modifier) || Math.abs(modifier) > MAX_WARDEN_NUMBER) return "ANTHOLOGY.Dice.Error.notInteger";
  if (dc !== undefined && dc !== null && (!isInt(dc) || Math.abs(dc) > MAX_WARDEN_NUMBER)) return "ANTHOLOGY.Dice.Error.notInteger";
  const baseError = validateAdvantageValue(advantage);
  if (baseError) return baseError;
  if (!Array.isArray(objects)) return "ANTHOLOGY.Dice.Error.objectsList";
  if (objects.length > MAX_OBJECT_DICE) return "ANTHOLOGY.Dice.Error.objectsMax";
  for (const object of objects as unknown[]) {
    if (typeof object !== "object" || object === null) return "ANTHOLOGY.Dice.Error.objectsList";
    const { faces, advantage: objectAdvantage } = object as { faces?: unknown; advantage?: unknown };
    if (!isInt(faces) || faces < 1 || faces > MAX_OBJECT_FACES) return "ANTHOLOGY.Dice.Error.facesRange";
    const error = validateAdvantageValue(objectAdvantage ?? 0);
    if (error) return error;
  }
  return null;
}

/** Validate a roll-under check: integer target (any, ≤ 0 never succeeds, ≥ 20 cannot fail), |favour| ≤ 10. */
export function validateRollUnderInput(input: { target: unknown; favour?: unknown; bonus?: unknown }): DiceInputError {
  const { target, favour = 0, bonus = 0 } = input;
  if (!isInt(target) || Math.abs(target) > MAX_ROLL_UNDER_NUMBER) return "ANTHOLOGY.Dice.Error.notInteger";
  if (!isInt(bonus) || Math.abs(bonus) > MAX_ROLL_UNDER_NUMBER) return "ANTHOLOGY.Dice.Error.notInteger";
  return validateAdvantageValue(favour);
}
