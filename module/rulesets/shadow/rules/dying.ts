/**
 * Dying characters and the death test (text 002, "Dying Characters"): a player character at 0 Toughness
 * collapses and rolls 1d20 on its Initiative every turn until someone stabilizes it (herbal cure,
 * Medicus, mystical healing), it wakes on a 1 or dies on a 20.
 *   1: wakes up with 1d4 Toughness and can act next turn;
 *   2–10: remains at death's threshold;
 *   11–19: a step closer to death, the third such result kills;
 *   20: dies.
 */

import { shadowDieFace, shadowInteger } from "./coerce.js";

export type ShadowDeathOutcome = "wakes" | "stable" | "closer" | "dies";

export interface ShadowDeathTestRow {
  readonly range: readonly [number, number];
  readonly outcome: ShadowDeathOutcome;
}

/** The death test table of text 002, row by row. */
export const SHADOW_DEATH_TEST_TABLE: readonly ShadowDeathTestRow[] = [
  { range: [1, 1], outcome: "wakes" },
  { range: [2, 10], outcome: "stable" },
  { range: [11, 19], outcome: "closer" },
  { range: [20, 20], outcome: "dies" },
];

export const SHADOW_DEATH_TEST_DIE = 20;
/** The third 11–19 result kills. */
export const SHADOW_DEATH_CLOSER_LIMIT = 3;
/** Toughness on waking is 1d4. */
export const SHADOW_WAKE_TOUGHNESS_DIE = 4;

/**
 * One death test: the d20 face and how many earlier tests came out 11–19. Throws a RangeError for a face
 * that is not 1–20; a non-numeric or negative `priorCloser` counts as 0.
 */
export function deathTest(face: number, priorCloser: unknown = 0): ShadowDeathOutcome {
  const d20 = shadowDieFace(face, SHADOW_DEATH_TEST_DIE, "Shadow death test");
  const prior = shadowInteger(priorCloser, 0, SHADOW_DEATH_CLOSER_LIMIT, 0);
  const row = SHADOW_DEATH_TEST_TABLE.find(({ range }) => d20 >= range[0] && d20 <= range[1]);
  const outcome = row ? row.outcome : "stable";
  if (outcome === "closer" && prior + 1 >= SHADOW_DEATH_CLOSER_LIMIT) return "dies";
  return outcome;
}

export type ShadowDyingStatus = "dying" | "awake" | "dead";

export interface ShadowDeathTestStep {
  outcome: ShadowDeathOutcome;
  status: ShadowDyingStatus;
  /** 11–19 results so far, this one included. */
  closer: number;
  /** Toughness after the test: the 1d4 on waking, else 0. */
  toughness: number;
}

/**
 * One turn of dying: the death test, the updated count of 11–19 results, and on a 1 the Toughness woken
 * with (`wakeFace`, a d4, must be given when `face` is 1).
 */
export function shadowDeathTestStep(priorCloser: unknown, face: number, wakeFace?: number): ShadowDeathTestStep {
  const prior = shadowInteger(priorCloser, 0, SHADOW_DEATH_CLOSER_LIMIT, 0);
  const outcome = deathTest(face, prior);
  const closer = face >= 11 && face <= 19 ? prior + 1 : prior;
  switch (outcome) {
    case "wakes":
      return {
        outcome,
        status: "awake",
        closer,
        toughness: shadowDieFace(wakeFace, SHADOW_WAKE_TOUGHNESS_DIE, "Shadow death test, Toughness on waking"),
      };
    case "dies":
      return { outcome, status: "dead", closer, toughness: 0 };
    default:
      return { outcome, status: "dying", closer, toughness: 0 };
  }
}

/** Localization key of a death test outcome. */
export function shadowDeathOutcomeKey(outcome: ShadowDeathOutcome): string {
  return `ANTHOLOGY.Shadow.Death.${outcome}`;
}
