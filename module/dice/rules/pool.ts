/**
 * The pool family's pure reading (Warden's Magic Dice, 003 "Casting Spells"): a pool of d6 in groups, summed; what
 * the rules read from the faces is the [sum] and how many dice show the same face. Exact odds of the largest match by
 * counting (no sampling). No Foundry.
 */
import { asList, coerceInt } from "./coerce.js";
import { limitedInt, type DiceInputError } from "./limits.js";

/** The pool's die. */
export const POOL_FACES = 6;
/** Most d6 in one pool (6^20 < 2^53, so the exact counts stay exact). */
export const MAX_POOL_DICE = 20;
/** Most groups a pool's dice come in (one dice term each). */
export const MAX_POOL_GROUPS = 6;

export interface PoolEvaluation {
  /** The faces of each group, in the request's group order (a group of 0 dice: []). */
  groups: number[][];
  /** Every face in roll order. */
  faces: number[];
  dice: number;
  sum: number;
  /** The most dice showing one face (0 without dice). */
  match: number;
  /** The face those dice show (the highest such face on a tie), or null without dice. */
  matchFace: number | null;
  /** Whether `failAt` dice or more show one face; null when the pool has no failing match. */
  fails: boolean | null;
}

/** The most dice showing one face, and that face (the highest on a tie). */
export function largestMatch(faces: readonly number[]): { match: number; face: number | null } {
  const counts = new Map<number, number>();
  // Read as a list (a stored or hostile value that is not one counts as no dice).
  for (const f of asList(faces)) if (typeof f === "number" && Number.isFinite(f)) counts.set(f, (counts.get(f) ?? 0) + 1);
  let match = 0;
  let face: number | null = null;
  for (const [f, c] of counts) if (c > match || (c === match && face !== null && f > face)) [match, face] = [c, f];
  return { match, face };
}

/** Read evaluated faces (stored rolls clamp, never throw): each face 1–6. */
export function evaluatePool(groups: readonly (readonly number[])[], failAt: number | null): PoolEvaluation {
  const clean = asList(groups).map((g) => asList(g).map((f) => coerceInt(f, 1, POOL_FACES, 1)));
  const faces = clean.flat();
  const { match, face } = largestMatch(faces);
  return {
    groups: clean,
    faces,
    dice: faces.length,
    sum: faces.reduce((a, b) => a + b, 0),
    match,
    matchFace: face,
    fails: typeof failAt === "number" && Number.isFinite(failAt) ? match >= failAt : null,
  };
}

/** n choose k, exact for the pool's sizes. */
function choose(n: number, k: number): number {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return Math.round(r);
}

/**
 * The exact chance that at least `atLeast` of `dice` d6 show one face (Warden: 2 brings a Mishap, 3 fails the spell).
 * Counts the sequences whose every face appears fewer than `atLeast` times, face by face. Throws a RangeError beyond
 * MAX_POOL_DICE; `atLeast` ≤ 1 is certain for any die.
 */
export function poolMatchOdds(dice: unknown, atLeast: unknown): number {
  const n = limitedInt("poolMatchOdds", "dice", dice, { min: 0, max: MAX_POOL_DICE, limit: "MAX_POOL_DICE" }, 0);
  const k = limitedInt("poolMatchOdds", "atLeast", atLeast, { min: 0, max: MAX_POOL_DICE + 1, limit: "MAX_POOL_DICE" }, 2);
  if (n === 0) return 0;
  if (k <= 1) return 1;
  // below[m]: sequences of m dice over the faces so far, each face fewer than k times.
  let below = [1, ...Array<number>(n).fill(0)];
  for (let face = 0; face < POOL_FACES; face++) {
    const next = Array<number>(n + 1).fill(0);
    for (let m = 0; m <= n; m++) for (let c = 0; c < k && c <= m; c++) next[m]! += below[m - c]! * choose(m, c);
    below = next;
  }
  return 1 - below[n]! / POOL_FACES ** n;
}

/** Validate a pool: whole numbers, no group below 0, at most 6 groups, 1–20 dice in all; a failing match of 2–21 or none. */
export function validatePoolInput(input: { groups: unknown; failAt?: unknown }): DiceInputError {
  const { groups, failAt = null } = input;
  if (!Array.isArray(groups) || groups.length > MAX_POOL_GROUPS) return "ANTHOLOGY.Dice.Error.poolGroups";
  const counts: unknown[] = groups;
  if (!counts.every((g): g is number => typeof g === "number" && Number.isInteger(g))) return "ANTHOLOGY.Dice.Error.notInteger";
  if (counts.some((g) => Number(g) < 0)) return "ANTHOLOGY.Dice.Error.rollMin";
  const dice = counts.reduce<number>((a, g) => a + Number(g), 0);
  if (dice < 1) return "ANTHOLOGY.Dice.Error.rollMin";
  if (dice > MAX_POOL_DICE) return "ANTHOLOGY.Dice.Error.poolMax";
  if (failAt !== null && (typeof failAt !== "number" || !Number.isInteger(failAt) || failAt < 2 || failAt > MAX_POOL_DICE + 1))
    return "ANTHOLOGY.Dice.Error.notInteger";
  return null;
}
