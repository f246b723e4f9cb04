/**
 * Aging (001): an unhealable injury at age 40 plus endurance and then regularly afterward; the
 * interval is a year modified by endurance as a special contributor, read here as 1 + that
 * contributor years. An aging injury may be traded for −2 to an ability that stays above 1.
 * Ages are human years: a species that ages slower (dwarves ×8, 004) multiplies both.
 */
import { gmAmount, gmWhole } from "../equipment/input.js";

/** Base age of the first aging injury, before endurance. */
export const GM_AGING_BASE = 40;

export interface GmAgingInput {
  age: number;
  endurance: number;
  /** Endurance as a special contributor. */
  enduranceSpecial: number;
  /** Species' age multiplier against humans (1 for humans, 8 for dwarves). */
  ageMultiplier?: number;
}

/** Age of the first aging injury and years between later ones. */
export function gmAgingSchedule(input: Omit<GmAgingInput, "age">): { firstAt: number; every: number } {
  const mult = Math.max(1, gmAmount(input.ageMultiplier, 1));
  return {
    firstAt: (GM_AGING_BASE + gmWhole(input.endurance)) * mult,
    every: (1 + Math.max(0, gmWhole(input.enduranceSpecial))) * mult,
  };
}

/** Unhealable injuries from age so far. */
export function gmAgingInjuries(input: GmAgingInput): number {
  const { firstAt, every } = gmAgingSchedule(input);
  const age = gmAmount(input.age);
  if (age < firstAt) return 0;
  return 1 + Math.floor((age - firstAt) / every + 1e-9);
}

/** Whether an aging injury can be traded for −2 to an ability of this score (it must stay above 1). */
export function gmCanTradeAgingInjury(score: unknown): boolean {
  return gmWhole(score) - 2 > 1;
}
