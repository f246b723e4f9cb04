/**
 * Contested actions (004 "Contested actions"): every side rolls; if all fail, the side trying to do
 * something fails (a draw when all were after the same goal); if several succeed, they keep trying,
 * the contest taking the next longer time period; if exactly one succeeds it wins. When no side can
 * fail, every roll is doubled (before mojo) and the time period steps up; a player may also ask for
 * doubling when the opponent cannot fail.
 */
import { GM_MAX_NUMBER, gmCount, gmFields, gmInt, gmIsRecord, gmList } from "../coerce.js";

export interface GmContestSide {
  /** The number to roll at or under. */
  target: number;
  /** The d20 face rolled. */
  roll: number;
  /** This side is trying to do something (false: resisting). */
  acting: boolean;
}

export type GmContestOutcome =
  /** Exactly one side succeeded: `winner`. */
  | "winner"
  /** Every side failed and at least one was resisting: the resisting side(s) prevail. */
  | "actingFails"
  /** Every side failed and all were acting toward the same goal: nobody achieves it. */
  | "draw"
  /** More than one side succeeded: those in `remaining` keep trying, in the next time period. */
  | "continue";

export interface GmContestResult {
  outcome: GmContestOutcome;
  /** Index of the winning side (outcome "winner"), else −1. */
  winner: number;
  /** Indexes of the sides still in the contest (the winner, the succeeding sides, or the resisters). */
  remaining: number[];
  /** Per side: succeeded. */
  successes: boolean[];
  /** The rolls were doubled. */
  doubled: boolean;
}

/** No side can fail when every target is 20 or more: then every roll is doubled. A non-list has no sides (no doubling). */
export function gmContestDoubles(targets: readonly number[]): boolean {
  const list = gmList(targets);
  return list.length > 0 && list.every((t) => gmInt(t, -GM_MAX_NUMBER, GM_MAX_NUMBER, 0) >= 20);
}

/**
 * Resolves one round of a contest. `requestDoubling`: a player asked for doubling because their
 * opponent cannot fail (it also moves the contest to the next time period). A non-list is a contest
 * of no sides (a draw); a side that is not an object keeps its place (indexes stay the caller's)
 * as a resisting side with target 0 that cannot succeed.
 */
export function gmContest(sides: readonly GmContestSide[], options: { requestDoubling?: boolean } = {}): GmContestResult {
  const list: readonly GmContestSide[] = gmList(sides).map((s) => (gmIsRecord(s) ? s : ({} as GmContestSide)));
  const targets = list.map((s) => gmInt(s.target, -GM_MAX_NUMBER, GM_MAX_NUMBER, 0));
  const doubled = gmContestDoubles(targets) || gmFields(options).requestDoubling === true;
  const successes = list.map((s, i) => gmInt(s.roll, 1, 20, 20) * (doubled ? 2 : 1) <= targets[i]);
  const succeeded = successes.flatMap((ok, i) => (ok ? [i] : []));
  if (succeeded.length === 1) return { outcome: "winner", winner: succeeded[0], remaining: succeeded, successes, doubled };
  if (succeeded.length > 1) return { outcome: "continue", winner: -1, remaining: succeeded, successes, doubled };
  const resisting = list.flatMap((s, i) => (s.acting ? [] : [i]));
  if (resisting.length > 0 && resisting.length < list.length) {
    return { outcome: "actingFails", winner: resisting.length === 1 ? resisting[0] : -1, remaining: resisting, successes, doubled };
  }
  return { outcome: "draw", winner: -1, remaining: [], successes, doubled };
}

/** A contest's time period: "immediately", then 1 round, 1 minute, 10 minutes, 1 hour, 1 day, 2 days, 3 days … */
export interface GmContestPeriod {
  amount: number;
  unit: "immediately" | "round" | "minute" | "hour" | "day";
}

const FIRST_PERIODS: readonly GmContestPeriod[] = [
  { amount: 0, unit: "immediately" },
  { amount: 1, unit: "round" },
  { amount: 1, unit: "minute" },
  { amount: 10, unit: "minute" },
  { amount: 1, unit: "hour" },
];

/** The `step`-th period of the scale (0 = immediately). */
export function gmContestPeriod(step: number): GmContestPeriod {
  const s = gmCount(step);
  if (s < FIRST_PERIODS.length) return { ...FIRST_PERIODS[s] };
  return { amount: s - FIRST_PERIODS.length + 1, unit: "day" };
}

/** The step of a period on the scale (inverse of `gmContestPeriod`); unknown periods are step 0. */
export function gmContestPeriodStep(period: GmContestPeriod): number {
  const i = FIRST_PERIODS.findIndex((p) => p.unit === period.unit && p.amount === period.amount);
  if (i >= 0) return i;
  if (period.unit === "day") return FIRST_PERIODS.length - 1 + gmCount(period.amount);
  return 0;
}
