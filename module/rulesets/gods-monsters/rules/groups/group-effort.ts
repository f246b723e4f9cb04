/**
 * Group effort (004 "Group Effort"): a group acts as one individual with a bonus from its size
 * (2–3: +1, 4–7: +2, … doubling), as many extra actions as the bonus, and the median of its
 * members' final numbers (and of their bonuses, when a bonus is what matters).
 */
import { GM_MAX_NUMBER, gmCount, gmInt, gmList } from "../coerce.js";

/**
 * The Group Effort Bonuses chart exactly as 004 prints it: 1 → 0, 2–3 → 1, 4–7 → 2 … 512–1023 → 9 and
 * 1024–2055 → 10 (the last row ends at 2055 in the text, not at 2047 as doubling would give; the text wins).
 */
export const GM_GROUP_EFFORT_TABLE: readonly { from: number; to: number; bonus: number }[] = Array.from({ length: 11 }, (_, b) => ({
  from: b === 0 ? 1 : 2 ** b,
  to: b === 0 ? 1 : b === 10 ? 2055 : 2 ** (b + 1) - 1,
  bonus: b,
}));

const CHART_END = GM_GROUP_EFFORT_TABLE[GM_GROUP_EFFORT_TABLE.length - 1]!;

/** Group size → bonus: the chart's row; past its last row (2055), +1 more at each further doubling. */
export function gmGroupEffortBonus(count: number): number {
  const c = gmCount(count);
  if (c < 1) return 0;
  const row = GM_GROUP_EFFORT_TABLE.find((r) => c >= r.from && c <= r.to);
  if (row) return row.bonus;
  return CHART_END.bonus + Math.floor(Math.log2(c / (CHART_END.to + 1))) + 1;
}

/**
 * The median: the middle number, or the average of the two middle numbers (004: 9, 10, 11, 13 and
 * 39 → 11; 0 and 2 → 1). Non-numbers (and ±Infinity) are ignored; an empty list or a non-list gives 0.
 */
export function gmMedian(numbers: readonly number[]): number {
  const xs = gmList(numbers)
    .filter((x) => typeof x === "number" && Number.isFinite(x))
    .sort((a, b) => a - b);
  if (xs.length === 0) return 0;
  const mid = Math.floor(xs.length / 2);
  // Halved before adding, so that two numbers near the largest double average without overflowing.
  return xs.length % 2 === 1 ? xs[mid] : xs[mid - 1] / 2 + xs[mid] / 2;
}

export interface GmGroupEffort {
  count: number;
  bonus: number;
  /** Extra actions per round: the bonus. */
  extraActions: number;
  /** Median of the members' final numbers. */
  median: number;
  /** The group's number: median + bonus, rounded down (a d20 cannot roll a half). */
  target: number;
}

/**
 * A group's roll from its members' final numbers (ability + bonuses each). 004: two historians,
 * 15 + History 2 and 17 + 0, both final 17 → with the group bonus of 1 they need 18 or less.
 * Non-numbers are not members; a non-list is an empty group.
 */
export function gmGroupEffort(finalNumbers: readonly number[]): GmGroupEffort {
  const xs = gmList(finalNumbers).filter((x) => typeof x === "number" && Number.isFinite(x));
  const bonus = gmGroupEffortBonus(xs.length);
  const median = gmMedian(xs);
  return { count: xs.length, bonus, extraActions: bonus, median, target: Math.floor(median + bonus) };
}

/** Extra rounds a group needs to change to an unplanned course of action, or for one member to leave it. */
export function gmGroupDecisionRounds(count: number): number {
  return gmGroupEffortBonus(count);
}

/**
 * Rounds lost when a group fails the roll (a morale check) against a spontaneous reaction: as many
 * as the roll missed by, at most the group bonus.
 */
export function gmGroupMoraleDelay(count: number, missedBy: number): number {
  return Math.min(gmGroupEffortBonus(count), gmCount(missedBy));
}

/** A leader's successful charisma roll cuts the group's decision time by the margin it was made by. */
export function gmLedDecisionRounds(count: number, leaderMargin: number): number {
  return Math.max(0, gmGroupEffortBonus(count) - gmInt(leaderMargin, 0, GM_MAX_NUMBER, 0));
}
