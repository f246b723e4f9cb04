/**
 * Ability contributors (NOTES.md, "Ability contributors"): how much an ability score adds to a roll
 * or a number as a major, minor or special contributor.
 */
import { GM_MAX_NUMBER, gmInt } from "../coerce.js";

export type GmContributorKind = "major" | "minor" | "special";
export const GM_CONTRIBUTOR_KINDS: readonly GmContributorKind[] = ["major", "minor", "special"];

/** One row of the contributor table: scores `from`…`to` give these three values. */
export interface GmContributorRow {
  from: number;
  to: number;
  major: number;
  minor: number;
  special: number;
}

/** The table for scores 1–22, exactly as NOTES.md gives it. */
export const GM_CONTRIBUTOR_TABLE: readonly GmContributorRow[] = [
  { from: 1, to: 1, major: -5, minor: -3, special: 0 },
  { from: 2, to: 2, major: -4, minor: -2, special: 0 },
  { from: 3, to: 3, major: -3, minor: -2, special: 0 },
  { from: 4, to: 5, major: -2, minor: -1, special: 1 },
  { from: 6, to: 6, major: -1, minor: 0, special: 1 },
  { from: 7, to: 8, major: -1, minor: 0, special: 2 },
  { from: 9, to: 10, major: 0, minor: 0, special: 2 },
  { from: 11, to: 11, major: 0, minor: 0, special: 3 },
  { from: 12, to: 13, major: 1, minor: 0, special: 3 },
  { from: 14, to: 14, major: 1, minor: 0, special: 4 },
  { from: 15, to: 16, major: 2, minor: 1, special: 4 },
  { from: 17, to: 17, major: 3, minor: 2, special: 4 },
  { from: 18, to: 18, major: 4, minor: 2, special: 5 },
  { from: 19, to: 19, major: 5, minor: 2, special: 5 },
  { from: 20, to: 20, major: 6, minor: 3, special: 5 },
  { from: 21, to: 21, major: 7, minor: 3, special: 6 },
  { from: 22, to: 22, major: 8, minor: 3, special: 6 },
];

/** The highest score the table lists; above it the "+1 per point / per 3 points" rule applies. */
export const GM_CONTRIBUTOR_TABLE_TOP = 22;

/**
 * An ability score as the rules read it: a whole number from 1 up. Non-numeric input counts as an
 * average 10, fractions round down, scores below 1 count as 1.
 */
export function gmAbilityScore(score: unknown): number {
  return gmInt(score, 1, GM_MAX_NUMBER, 10);
}

/**
 * What `score` adds as a `kind` contributor.
 *
 * Above 22 (NOTES): major +1 for every point (23 → +9), minor +1 for every 3 points, continuing the
 * table's three-score bands (20–22 → +3, so 23–25 → +4, 26–28 → +5), and special stays at +6 (the
 * table gives no further steps for it).
 */
export function contributor(score: unknown, kind: GmContributorKind): number {
  const s = gmAbilityScore(score);
  const top = GM_CONTRIBUTOR_TABLE[GM_CONTRIBUTOR_TABLE.length - 1];
  if (s > GM_CONTRIBUTOR_TABLE_TOP) {
    const over = s - GM_CONTRIBUTOR_TABLE_TOP;
    if (kind === "major") return top.major + over;
    if (kind === "minor") return top.minor + Math.ceil(over / 3);
    if (kind === "special") return top.special;
    return 0;
  }
  const row = GM_CONTRIBUTOR_TABLE.find((r) => s >= r.from && s <= r.to) ?? GM_CONTRIBUTOR_TABLE[0];
  if (kind === "major" || kind === "minor" || kind === "special") return row[kind];
  return 0;
}
