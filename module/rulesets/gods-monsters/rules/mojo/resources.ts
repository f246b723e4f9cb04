/**
 * Mojo resources (004 "Mojo resources", "Cultural immersion", "Student exceeds resource",
 * "Intelligence"): books, libraries, tutors and schools add mojo to each study period according to
 * their combined mojo total.
 */
import { GM_MAX_NUMBER, gmCount, gmInt } from "../coerce.js";
import { contributor, gmAbilityScore } from "../character/contributors.js";

export const GM_MOJO_RESOURCE_TYPES = ["generalBook", "specializedBook", "immersion", "generalLibrary", "specializedLibrary", "tutor", "school"] as const;
export type GmMojoResourceType = (typeof GM_MOJO_RESOURCE_TYPES)[number];

/** Each type's multiplier on the level/bonus difference (immersion uses charisma instead), and its level range. */
export const GM_MOJO_RESOURCE_RULES: Readonly<Record<GmMojoResourceType, { times: number; minLevel: number; maxLevel: number | null }>> = {
  generalBook: { times: 1, minLevel: 1, maxLevel: 7 },
  specializedBook: { times: 1, minLevel: 1, maxLevel: 12 },
  immersion: { times: 0, minLevel: 0, maxLevel: null },
  generalLibrary: { times: 10, minLevel: 1, maxLevel: null },
  specializedLibrary: { times: 20, minLevel: 1, maxLevel: null },
  tutor: { times: 10, minLevel: 1, maxLevel: null },
  school: { times: 20, minLevel: 1, maxLevel: null },
};

export interface GmMojoResource {
  type: GmMojoResourceType;
  /** The resource's level, or for a tutor their field bonus (ignored for immersion). */
  level: number;
}

export interface GmMojoResourceTotal {
  /** Mojo total of the resource for this student. */
  total: number;
  /** The student exceeds the resource: usable once, for one project, with its level as total. */
  oneTime: boolean;
}

/**
 * A resource's mojo total for a student whose field bonus (or level) is `student`:
 * (resource level − student) × the type's multiplier; immersion: the student's charisma.
 * If the student exceeds the resource, it counts once, as its level (a 6th-level sorceror with a
 * level 5 guide: 5).
 */
export function gmMojoResourceTotal(resource: GmMojoResource, student: number, charisma = 10): GmMojoResourceTotal {
  const rules = GM_MOJO_RESOURCE_RULES[resource.type];
  if (!rules) return { total: 0, oneTime: false };
  if (resource.type === "immersion") return { total: gmAbilityScore(charisma), oneTime: false };
  const level = gmInt(resource.level, 0, rules.maxLevel ?? GM_MAX_NUMBER, 0);
  const s = gmInt(student, 0, GM_MAX_NUMBER, 0);
  if (s > level) return { total: level, oneTime: true };
  return { total: (level - s) * rules.times, oneTime: false };
}

/** A study rate: `mojo` every `periods` time periods. */
export interface GmMojoRate {
  mojo: number;
  periods: number;
}

/** The mojo bonus chart: rows by mojo total (1 · 2–3 · 4–7 · 8–15 · …), each row doubling. */
export const GM_MOJO_BONUS_TABLE: readonly { from: number; to: number; rate: GmMojoRate }[] = [
  { from: 1, to: 1, rate: { mojo: 1, periods: 4 } },
  { from: 2, to: 3, rate: { mojo: 1, periods: 3 } },
  { from: 4, to: 7, rate: { mojo: 1, periods: 2 } },
  { from: 8, to: 15, rate: { mojo: 1, periods: 1 } },
  { from: 16, to: 31, rate: { mojo: 2, periods: 1 } },
  { from: 32, to: 63, rate: { mojo: 3, periods: 1 } },
  { from: 64, to: 127, rate: { mojo: 4, periods: 1 } },
  { from: 128, to: 255, rate: { mojo: 5, periods: 1 } },
  { from: 256, to: 511, rate: { mojo: 6, periods: 1 } },
];

/** Row of the chart for a mojo total (0 for 1, 1 for 2–3, …); −1 for a total below 1. Rows go on doubling past 511. */
export function gmMojoBonusRow(total: number): number {
  const t = gmCount(total);
  if (t < 1) return -1;
  return Math.floor(Math.log2(t));
}

/** The rate of a chart row; rows past the table go on at +1 mojo per period; below row 0 there is none. */
export function gmMojoRateOfRow(row: number): GmMojoRate {
  const r = gmInt(row, -GM_MAX_NUMBER, GM_MAX_NUMBER, -1);
  if (r < 0) return { mojo: 0, periods: 1 };
  if (r < GM_MOJO_BONUS_TABLE.length) return { ...GM_MOJO_BONUS_TABLE[r].rate };
  return { mojo: r - 2, periods: 1 };
}

export interface GmMojoBonusResult {
  /** Sum of the totals, one resource of each type (the best of each). */
  total: number;
  /** Chart row after the intelligence shift. */
  row: number;
  rate: GmMojoRate;
  /** The resources may not give more than their total to one project. */
  cap: number;
}

/**
 * The mojo bonus of studying with `resources`: one of each type (the best when several are given),
 * totals added, looked up on the chart, then shifted by intelligence as a major contributor.
 * 004: Philosophy +2 with a level 5 specialized library → 60 → 3 per period; with a tutor of
 * Philosophy +4 as well → 80 → 4 per period.
 */
export function gmMojoBonus(input: { resources: readonly GmMojoResource[]; student: number; intelligence?: number; charisma?: number }): GmMojoBonusResult {
  const best = new Map<GmMojoResourceType, number>();
  for (const res of input.resources ?? []) {
    if (!res || !(res.type in GM_MOJO_RESOURCE_RULES)) continue;
    const t = gmMojoResourceTotal(res, input.student, input.charisma).total;
    best.set(res.type, Math.max(best.get(res.type) ?? 0, t));
  }
  const total = [...best.values()].reduce((a, b) => a + b, 0);
  if (total < 1) return { total: 0, row: -1, rate: { mojo: 0, periods: 1 }, cap: 0 };
  const row = gmMojoBonusRow(total) + contributor(gmAbilityScore(input.intelligence ?? 10), "major");
  return { total, row, rate: gmMojoRateOfRow(row), cap: total };
}

/**
 * Bonus mojo over `periods` periods at `rate`, never above `cap` (the resource's total for a project;
 * `alreadyGained` counts what it gave this project before).
 */
export function gmMojoFromResources(rate: GmMojoRate, periods: number, cap: number, alreadyGained = 0): number {
  const p = gmCount(periods);
  const every = Math.max(1, gmCount(rate.periods, 1));
  const gained = Math.floor(p / every) * gmCount(rate.mojo);
  return Math.max(0, Math.min(gained, gmCount(cap) - gmCount(alreadyGained)));
}
