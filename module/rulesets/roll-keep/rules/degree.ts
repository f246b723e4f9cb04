/**
 * Degrees of success (`000_…`, "Successes and degrees of success") and botches ("Failure and Botching").
 *
 * 1 success Marginal, 2 Moderate, 3 Complete, 4 Exceptional, 5 Phenomenal (more than 5 stays Phenomenal).
 * No success is a failure; no success with a 1 among the dice rolled is a botch.
 */
import { keepDegree } from "../../../dice/rules/index.js";
import { rkRating } from "./rating.js";

export type RkDegree = "botch" | "failure" | "marginal" | "moderate" | "complete" | "exceptional" | "phenomenal";

export interface RkDegreeRow {
  id: RkDegree;
  /** The successes the text gives for this degree. */
  successes: number;
  label: string;
}

const row = (id: RkDegree, successes: number): RkDegreeRow => Object.freeze({ id, successes, label: `ANTHOLOGY.RollKeep.Degree.${id}` });

/** The text's table of degrees, one success to five. */
export const RK_DEGREES: readonly RkDegreeRow[] = Object.freeze([
  row("marginal", 1),
  row("moderate", 2),
  row("complete", 3),
  row("exceptional", 4),
  row("phenomenal", 5),
]);

/** Localization key of a degree's name, including `botch` and `failure`. */
export function rkDegreeLabel(degree: RkDegree): string {
  return `ANTHOLOGY.RollKeep.Degree.${degree}`;
}

/**
 * The degree of a result, by the dice module's `keepDegree` (which the roll cards also use). `botch` is
 * honoured only when there is no success (the text: a 1 "with no accompanying successes"), so a caller
 * cannot report a botch beside a success by mistake.
 */
export function rkDegree(successes: number, botch = false): RkDegree {
  const n = rkRating(successes);
  return keepDegree(n, botch && n === 0);
}
