/**
 * Complex actions (`000_…`, "Complex and Extended Actions"): one roll that needs more than one success.
 * The GM sets the successes required; an ordinary action needs 1.
 */
import { rkDegree, type RkDegree } from "./degree.js";
import { rkRating } from "./rating.js";

export type RkActionOutcome = "success" | "failure" | "botch";

export interface RkComplexInput {
  /** Successes the roll kept. */
  successes: number;
  /** Successes the action needs (at least 1; 1 when absent). */
  required?: number;
  /** Whether the roll botched (only meaningful with no success). */
  botch?: boolean;
}

export interface RkComplexResult {
  outcome: RkActionOutcome;
  successes: number;
  required: number;
  /** Successes still lacking (0 on success). */
  missing: number;
  /** The degree the successes reach, as for any roll. */
  degree: RkDegree;
}

/** Successes required, cleaned: a whole number, at least 1. */
export function rkRequired(value: unknown): number {
  return Math.max(1, rkRating(value ?? 1));
}

/** Whether a roll achieved a complex action, how many successes it lacked and its degree. Never throws. */
export function rkComplexAction(input: RkComplexInput): RkComplexResult {
  const successes = rkRating(input?.successes);
  const required = rkRequired(input?.required);
  const degree = rkDegree(successes, input?.botch === true);
  const outcome: RkActionOutcome = successes >= required ? "success" : degree === "botch" ? "botch" : "failure";
  return { outcome, successes, required, missing: Math.max(0, required - successes), degree };
}
