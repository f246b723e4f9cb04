/**
 * Opposed actions (`000_…`, "Opposed Actions").
 *
 * Indirectly opposed (the passive character does not know): the actor rolls against a difficulty equal to
 * the passive character's relevant attribute plus its related specialities. Acuity 2 gives difficulty 2;
 * Acuity 4 with Acute Hearing gives 5.
 *
 * Directly opposed (both act): both roll against the GM's difficulty, each side's kept successes cancel the
 * other's, and whoever has successes left wins by that many. The text's race: 2 kept successes against 3,
 * the second wins with 1 left.
 */
import { evaluateKeepOpposed } from "../../../dice/rules/index.js";
import { RK_DIFFICULTY_MAX, RK_DIFFICULTY_MIN } from "./difficulty.js";
import { rkRating } from "./rating.js";

export interface RkIndirectDifficulty {
  /** The passive side's attribute + related specialities (at least 1: every d10 reaches 1). */
  difficulty: number;
  /** False when the difficulty is over 10, which no d10 can reach: the action cannot succeed. */
  reachable: boolean;
}

/** The difficulty set by a passive character: relevant attribute + related specialities. Never throws. */
export function rkIndirectDifficulty(passive: { attribute: number; specialities?: number }): RkIndirectDifficulty {
  const difficulty = Math.max(RK_DIFFICULTY_MIN, rkRating(passive?.attribute) + rkRating(passive?.specialities ?? 0));
  return { difficulty, reachable: difficulty <= RK_DIFFICULTY_MAX };
}

export type RkOpposedWinner = "first" | "second" | "tie";

export interface RkDirectOpposed {
  /** The side with successes left after cancelling, or `"tie"` when none has any. */
  winner: RkOpposedWinner;
  /** Successes the winner has left (0 on a tie). */
  margin: number;
  /** Each side's kept successes, as cleaned. */
  first: number;
  second: number;
}

/**
 * Cancels two sides' kept successes against each other (the dice module's `evaluateKeepOpposed`, named for
 * the two sides of a contest). Never throws.
 */
export function rkDirectOpposed(first: number, second: number): RkDirectOpposed {
  const a = rkRating(first);
  const b = rkRating(second);
  const { winner, margin } = evaluateKeepOpposed(a, b);
  return { winner: winner === "actor" ? "first" : winner === "opponent" ? "second" : "tie", margin, first: a, second: b };
}
