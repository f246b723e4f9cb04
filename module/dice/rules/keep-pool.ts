import { asList, asRecord, coerceInt, coerceThreshold } from "./coerce.js";
import { clampProbability } from "./distribution.js";
import { limitedInt, MAX_EXTENDED_ROUNDS, MAX_KEEP_DICE } from "./limits.js";

/** Exact odds of a Roll & Keep pool. `exactly[k]` = P(k kept successes), k = 0 … min(keep, roll). */
export interface KeepOdds {
  exactly: number[];
  /** P(botch): no success and at least one die (kept or dropped) showing 1. Part of `exactly[0]`. */
  botch: number;
}

/** A keep pool after coercion: what the odds and the evaluators actually use. */
export interface KeepPoolSize {
  roll: number;
  keep: number;
  difficulty: number;
}

/**
 * Clamp a keep pool read from stored data (a roll's options) to the limits: roll 0–40 d10, keep 1–40 (keep > roll means keep every die),
 * difficulty 1–10. Non-numbers fall back to the text's Standard difficulty 6, one die, keep one.
 */
export function clampKeepPool(input: { roll: unknown; keep: unknown; difficulty: unknown }): KeepPoolSize {
  const roll = coerceInt(input.roll, 0, MAX_KEEP_DICE, 1);
  const keep = coerceInt(input.keep, 1, MAX_KEEP_DICE, 1);
  const difficulty = coerceThreshold(input.difficulty, 1, 10, 6);
  return { roll, keep: Math.min(keep, roll), difficulty };
}

/**
 * A keep pool the odds compute with: roll 0–40 d10 (MAX_KEEP_DICE), keep ≥ 1 (more than rolled keeps every die),
 * difficulty 1–10 (a fraction rounds up). A number beyond these limits is refused with a RangeError naming the
 * limit; a value that is not a number takes the text's defaults (one die, keep one, Standard difficulty 6).
 */
function limitedKeepPool(fn: string, input: { roll: unknown; keep: unknown; difficulty: unknown }): KeepPoolSize {
  const pool = asRecord(input);
  const roll = limitedInt(fn, "roll", pool.roll, { min: 0, max: MAX_KEEP_DICE, limit: "MAX_KEEP_DICE" }, 1);
  const keep = limitedInt(fn, "keep", pool.keep, { min: 1, max: Number.POSITIVE_INFINITY, limit: "one die kept" }, 1);
  const rawDifficulty = typeof pool.difficulty === "number" ? Math.ceil(pool.difficulty) : pool.difficulty;
  const difficulty = limitedInt(fn, "difficulty", rawDifficulty, { min: 1, max: 10, limit: "difficulty 1–10" }, 6);
  return { roll, keep: Math.min(keep, roll), difficulty };
}

/**
 * Exact success distribution of `roll`d10 keep `keep` highest, counting kept dice ≥ difficulty.
 * Beyond the limits (more than 40 dice, keep < 1, difficulty outside 1–10) it throws a RangeError.
 * Dynamic programming over the dice: state = successes among the dice so far (capped at `keep`,
 * because the highest dice are kept, so kept successes = min(keep, dice ≥ difficulty)), plus the
 * probability of "no success and no 1 so far", from which the botch follows.
 */
export function keepOdds(input: { roll: number; keep: number; difficulty: number }): KeepOdds {
  const { roll, keep, difficulty } = limitedKeepPool("keepOdds", input);
  const success = (11 - difficulty) / 10; // faces difficulty…10
  const blank = Math.max(0, difficulty - 2) / 10; // faces 2…difficulty−1: neither success nor 1
  let dist = new Array<number>(keep + 1).fill(0);
  dist[0] = 1;
  let noSuccessNoOne = 1;
  for (let die = 0; die < roll; die++) {
    const next = new Array<number>(keep + 1).fill(0);
    for (let k = 0; k <= keep; k++) {
      if (dist[k] === 0) continue;
      next[k] += dist[k] * (1 - success);
      next[Math.min(keep, k + 1)] += dist[k] * success;
    }
    dist = next;
    noSuccessNoOne *= blank;
  }
  const exactly = dist.map(clampProbability);
  return { exactly, botch: clampProbability(exactly[0] - noSuccessNoOne) };
}

/**
 * P(at least `needed` kept successes) from keep odds (a complex action needing several successes).
 * Odds that are not `keepOdds`' shape count as no chance: a missing `exactly` list is empty, and an entry
 * that is not a number counts as 0 (each entry held to [0, 1]).
 */
export function keepOddsAtLeast(odds: KeepOdds, needed: number): number {
  const exactly = asList(asRecord(odds).exactly);
  const from = coerceInt(needed, 0, Number.MAX_SAFE_INTEGER, 1);
  let sum = 0;
  for (let k = from; k < exactly.length; k++) {
    const p = exactly[k];
    sum += typeof p === "number" && Number.isFinite(p) ? clampProbability(p) : 0;
  }
  return clampProbability(sum);
}

/**
 * Extended action: P(the successes summed over `rounds` rolls of the same pool reach `needed`).
 * The per-round distribution is convolved with itself `rounds` times (1–100 rounds, MAX_EXTENDED_ROUNDS;
 * more is refused with a RangeError).
 */
export function extendedKeepOdds(input: { roll: number; keep: number; difficulty: number; rounds: number; needed: number }): number {
  const rounds = limitedInt("extendedKeepOdds", "rounds", asRecord(input).rounds, { min: 1, max: MAX_EXTENDED_ROUNDS, limit: "MAX_EXTENDED_ROUNDS" }, 1);
  const per = keepOdds(input).exactly;
  let total = [1];
  for (let r = 0; r < rounds; r++) {
    const next = new Array<number>(total.length + per.length - 1).fill(0);
    for (let i = 0; i < total.length; i++) for (let j = 0; j < per.length; j++) next[i + j] += total[i] * per[j];
    total = next;
  }
  const needed = coerceInt(asRecord(input).needed, 0, Number.MAX_SAFE_INTEGER, 1);
  let sum = 0;
  for (let k = needed; k < total.length; k++) sum += total[k];
  return clampProbability(sum);
}

/** Odds of a directly opposed action: each side's kept successes cancel the other's; most left wins. */
export interface KeepOpposedOdds {
  /** P(the actor ends with more successes). */
  win: number;
  /** P(both end equal: nobody wins). */
  tie: number;
  /** P(the opponent ends with more successes). */
  lose: number;
}

/** Exact odds of a directly opposed keep roll between two pools (independent rolls); each pool within `keepOdds`' limits. */
export function keepOpposedOdds(actor: KeepPoolSize, opponent: KeepPoolSize): KeepOpposedOdds {
  const a = keepOdds(actor).exactly;
  const b = keepOdds(opponent).exactly;
  let win = 0;
  let tie = 0;
  let lose = 0;
  for (let i = 0; i < a.length; i++) {
    for (let j = 0; j < b.length; j++) {
      const p = a[i] * b[j];
      if (i > j) win += p;
      else if (i === j) tie += p;
      else lose += p;
    }
  }
  return { win: clampProbability(win), tie: clampProbability(tie), lose: clampProbability(lose) };
}
