import { asList, asRecord, coerceInt, coerceThreshold, dieFaces } from "./coerce.js";
import { MAX_KEEP_DICE } from "./limits.js";

/** Degree of a keep roll; "botch" replaces "failure" when a 1 shows among the dice. */
export type KeepDegree = "botch" | "failure" | "marginal" | "moderate" | "complete" | "exceptional" | "phenomenal";

/** The result of a keep roll, exactly the fields the issue names. */
export interface KeepEvaluation {
  /** Kept faces, highest first. */
  kept: number[];
  /** Kept dice equal to or over the difficulty. */
  successes: number;
  /** No success and at least one die (kept or dropped) showing 1. */
  botch: boolean;
  degree: KeepDegree;
}

const DEGREES: readonly KeepDegree[] = ["failure", "marginal", "moderate", "complete", "exceptional", "phenomenal"];

/** The degree for a number of successes (0 failure … 5 or more phenomenal), botch when flagged. */
export function keepDegree(successes: number, botch: boolean): KeepDegree {
  if (botch) return "botch";
  const s = coerceInt(successes, 0, DEGREES.length - 1, 0);
  return DEGREES[s];
}

/** Valid d10 faces only: integers 1–10 (anything else is not a die and is ignored; not a list: no dice), at most 40. */
function d10Faces(faces: unknown): number[] {
  return dieFaces(faces, 10, MAX_KEEP_DICE);
}

/**
 * Split rolled d10 faces into kept (the `keep` highest, highest first) and dropped (in roll order).
 * keep > number of dice keeps all of them.
 */
export function splitKeep(faces: readonly number[], keep: number): { kept: number[]; dropped: number[] } {
  const dice = d10Faces(faces);
  const k = coerceInt(keep, 1, MAX_KEEP_DICE, 1);
  const order = dice.map((face, index) => ({ face, index })).sort((a, b) => b.face - a.face || a.index - b.index);
  const keptIndexes = new Set(order.slice(0, k).map((d) => d.index));
  return {
    kept: order.slice(0, k).map((d) => d.face),
    dropped: dice.filter((_, index) => !keptIndexes.has(index)),
  };
}

/** For each rolled face in roll order: is it kept? (the same choice as `splitKeep`; faces that are not d10 faces are never kept) */
export function keptMarks(faces: readonly number[], keep: number): boolean[] {
  const k = coerceInt(keep, 1, MAX_KEEP_DICE, 1);
  const rolled = asList(faces);
  const order = rolled
    .map((face, index) => ({ face, index }))
    .filter((d): d is { face: number; index: number } => Number.isInteger(d.face) && (d.face as number) >= 1 && (d.face as number) <= 10)
    .slice(0, MAX_KEEP_DICE)
    .sort((a, b) => b.face - a.face || a.index - b.index);
  const kept = new Set(order.slice(0, k).map((d) => d.index));
  return rolled.map((_, index) => kept.has(index));
}

/** Evaluate rolled d10 faces: keep the `keep` highest, count kept ≥ difficulty, flag a botch, name the degree. */
export function evaluateKeep(faces: number[], options: { keep: number; difficulty: number }): KeepEvaluation {
  const { keep, difficulty: wanted } = asRecord(options);
  const difficulty = coerceThreshold(wanted, 1, 10, 6);
  const { kept } = splitKeep(faces, keep as number);
  const successes = kept.filter((f) => f >= difficulty).length;
  const botch = successes === 0 && d10Faces(faces).includes(1);
  return { kept, successes, botch, degree: keepDegree(successes, botch) };
}

/**
 * Where the 1 of a botch shows (000 "Failure and Botching actions": "a 1 with no accompanying successes"): among the
 * kept dice, or only among the dropped ones, which still botch because the text counts every die rolled. Null when
 * the roll is no botch. A player who kept a 10 and failed is told why a die they dropped ruined the roll.
 */
export function keepBotchDie(faces: number[], options: { keep: number; difficulty: number }): "kept" | "dropped" | null {
  const evaluation = evaluateKeep(faces, options);
  if (!evaluation.botch) return null;
  return evaluation.kept.includes(1) ? "kept" : "dropped";
}

/** A complex action succeeds when the kept successes reach the number needed (1 for a simple action). */
export function keepMeetsNeeded(successes: number, needed = 1): boolean {
  return successes >= coerceInt(needed, 0, Number.MAX_SAFE_INTEGER, 1);
}

/** The outcome of a directly opposed keep roll. */
export interface KeepOpposedResult {
  /** Actor's successes minus the opponent's. */
  net: number;
  /** Who has successes left after cancelling; "tie" when equal. */
  winner: "actor" | "opponent" | "tie";
  /** Successes the winner has left (0 on a tie). */
  margin: number;
}

/** Directly opposed actions: subtract each side's kept successes from the other's; the one with most left wins. */
export function evaluateKeepOpposed(actorSuccesses: number, opponentSuccesses: number): KeepOpposedResult {
  const a = coerceInt(actorSuccesses, 0, MAX_KEEP_DICE, 0);
  const b = coerceInt(opponentSuccesses, 0, MAX_KEEP_DICE, 0);
  const net = a - b;
  return { net, winner: net > 0 ? "actor" : net < 0 ? "opponent" : "tie", margin: Math.abs(net) };
}

/** An extended action: successes summed over the rounds so far (not a list: no round yet), against the total needed. */
export function evaluateKeepExtended(roundSuccesses: readonly number[], needed: number): { total: number; rounds: number; done: boolean } {
  const rounds = asList(roundSuccesses);
  const total = rounds.reduce<number>((sum, s) => sum + coerceInt(s, 0, MAX_KEEP_DICE, 0), 0);
  return { total, rounds: rounds.length, done: total >= coerceInt(needed, 0, Number.MAX_SAFE_INTEGER, 1) };
}
