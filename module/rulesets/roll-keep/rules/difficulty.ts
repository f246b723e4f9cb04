/**
 * The named difficulties of unopposed actions (`000_…`, "Unopposed actions"): a kept die equal to or over
 * the difficulty is a success.
 *
 * Easy 3, Routine 4, Straightforward 5, Standard 6, Challenging 7, Difficult 8, Extremely difficult 9,
 * Virtually impossible 10.
 */
import { clampInteger, readInteger } from "../../../core/rules/integer.js";

export interface RkDifficulty {
  /** A stable code, also the last part of the localization key. */
  id: string;
  /** The number a kept die must equal or beat. */
  value: number;
  /** Localization key of the name. */
  label: string;
}

const row = (id: string, value: number): RkDifficulty => Object.freeze({ id, value, label: `ANTHOLOGY.RollKeep.Difficulty.${id}` });

/** The text's table, easiest first. */
export const RK_DIFFICULTIES: readonly RkDifficulty[] = Object.freeze([
  row("easy", 3),
  row("routine", 4),
  row("straightforward", 5),
  row("standard", 6),
  row("challenging", 7),
  row("difficult", 8),
  row("extremelyDifficult", 9),
  row("virtuallyImpossible", 10),
]);

/** The difficulty a GM picks when nothing else is said: Standard (6). */
export const RK_DEFAULT_DIFFICULTY = 6;

/** The lowest and highest difficulty a d10 can be rolled against (1: every die succeeds; 10: only a 10). */
export const RK_DIFFICULTY_MIN = 1;
export const RK_DIFFICULTY_MAX = 10;

/** The table's row for a code (`"challenging"`) or undefined. */
export function rkDifficultyById(id: string): RkDifficulty | undefined {
  return RK_DIFFICULTIES.find((d) => d.id === id);
}

/** The table's row whose number is exactly `value` (3 to 10), or undefined for numbers the table does not name. */
export function rkDifficultyByValue(value: number): RkDifficulty | undefined {
  return RK_DIFFICULTIES.find((d) => d.value === value);
}

/**
 * A difficulty as a whole number from 1 to 10: a table code (`"difficult"` → 8) or a number (rounded,
 * clamped). Anything unreadable gives the default, Standard (6). Never throws.
 */
export function rkDifficultyValue(input: unknown): number {
  if (typeof input === "string") {
    const named = rkDifficultyById(input);
    if (named) return named.value;
  }
  return clampInteger(input, { min: RK_DIFFICULTY_MIN, max: RK_DIFFICULTY_MAX, fallback: RK_DEFAULT_DIFFICULTY, rounding: "round" });
}

/** The dice room's message for a difficulty a d10 cannot be rolled against (outside 1–10). */
export const RK_DIFFICULTY_RANGE_ERROR = "ANTHOLOGY.Dice.Error.difficultyRange";

/**
 * A difficulty as a player typed or picked it: a table code (`"difficult"` → 8) or a number from 1 to 10 (a
 * fraction is rounded). Null when it is none of these (blank, not a number, outside 1–10): a dialog refuses it
 * with `RK_DIFFICULTY_RANGE_ERROR` rather than roll against a number the player did not ask for. Never throws.
 */
export function rkTypedDifficulty(input: unknown): number | null {
  if (typeof input === "string") {
    const named = rkDifficultyById(input);
    if (named) return named.value;
  }
  const whole = readInteger(input, "round");
  if (whole === null) return null;
  return whole >= RK_DIFFICULTY_MIN && whole <= RK_DIFFICULTY_MAX ? whole : null;
}
