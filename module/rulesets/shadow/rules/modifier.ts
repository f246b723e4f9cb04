/**
 * The [Attribute←Opposition] modifier (text 002, "Success Test"): an opposed test modifies the attribute
 * by 10 − the opposing attribute; an unopposed one by the GM's difficulty, typically +5 (very easy) to
 * −5 (very hard). The text's table lists the modifier for opposing values 5 to 15.
 */

import { shadowInteger } from "./coerce.js";

export const SHADOW_MODIFIER_BASE = 10;
export const SHADOW_DIFFICULTY_MIN = -5;
export const SHADOW_DIFFICULTY_MAX = 5;

/** Bound of a value taking part in a test (an attribute, or Defense, which heavy armor can push below 1). */
export const SHADOW_TEST_VALUE_LIMIT = 30;

/** A value taking part in a test: an integer in [−30, 30]; unreadable input is 10 (modifier 0). */
export function shadowTestValue(value: unknown): number {
  return shadowInteger(value, -SHADOW_TEST_VALUE_LIMIT, SHADOW_TEST_VALUE_LIMIT, SHADOW_MODIFIER_BASE);
}

/** The opposing value's modifier: 10 − opposing. */
export function shadowModifier(opposing: unknown): number {
  return SHADOW_MODIFIER_BASE - shadowTestValue(opposing);
}

export interface ShadowModifierRow {
  readonly attribute: number;
  readonly modifier: number;
}

/** The attribute modifier table of text 002, row by row as printed. */
export const SHADOW_MODIFIER_TABLE: readonly ShadowModifierRow[] = [
  { attribute: 5, modifier: 5 },
  { attribute: 6, modifier: 4 },
  { attribute: 7, modifier: 3 },
  { attribute: 8, modifier: 2 },
  { attribute: 9, modifier: 1 },
  { attribute: 10, modifier: 0 },
  { attribute: 11, modifier: -1 },
  { attribute: 12, modifier: -2 },
  { attribute: 13, modifier: -3 },
  { attribute: 14, modifier: -4 },
  { attribute: 15, modifier: -5 },
];

/** The GM's difficulty modifier, an integer clamped to [−5, +5]; unreadable input is 0. */
export function shadowDifficulty(difficulty: unknown): number {
  return shadowInteger(difficulty, SHADOW_DIFFICULTY_MIN, SHADOW_DIFFICULTY_MAX, 0);
}
