/**
 * Upkeep and living expenses (001): a silver coin a day for basic living, one a week for poor
 * living, ten or a hundred a day for extravagance; weapon maintenance 10% of cost a year, armor 5%
 * a month; riding animals 10% of cost a month, other animals 5%.
 */
import type { ActorOutcome } from "../../../../core/rules/outcome.js";
import { gmAmount, gmCents } from "../equipment/input.js";

export const GM_LIFESTYLES = ["poor", "basic", "extravagant", "lavish"] as const;
export type GmLifestyle = (typeof GM_LIFESTYLES)[number];

/** Silver coins per day for each way of living (poor: one a week). */
export const GM_LIVING_COST_PER_DAY: Readonly<Record<GmLifestyle, number>> = {
  poor: 1 / 7,
  basic: 1,
  extravagant: 10,
  lavish: 100,
};

/** Cost of living for `days` days. */
export function gmLivingExpenses(lifestyle: GmLifestyle | string, days: unknown): number {
  const rate = GM_LIVING_COST_PER_DAY[lifestyle as GmLifestyle] ?? GM_LIVING_COST_PER_DAY.basic;
  return gmCents(rate * gmAmount(days));
}

export const GM_UPKEEP_KINDS = ["weapon", "armor", "ridingAnimal", "animal"] as const;
export type GmUpkeepKind = (typeof GM_UPKEEP_KINDS)[number];

/** Upkeep rate: a fraction of the cost per period. */
export const GM_UPKEEP_RATES: Readonly<Record<GmUpkeepKind, { fraction: number; period: "year" | "month" }>> = {
  weapon: { fraction: 0.1, period: "year" },
  armor: { fraction: 0.05, period: "month" },
  ridingAnimal: { fraction: 0.1, period: "month" },
  animal: { fraction: 0.05, period: "month" },
};

/** Upkeep of an item or animal costing `cost` over `periods` of its period (years for weapons, months otherwise). */
export function gmUpkeep(kind: GmUpkeepKind | string, cost: unknown, periods: unknown = 1): number {
  const rate = GM_UPKEEP_RATES[kind as GmUpkeepKind] ?? GM_UPKEEP_RATES.weapon;
  return gmCents(gmAmount(cost) * rate.fraction * gmAmount(periods));
}

export interface GmUpkeepBillInput {
  /** The cost of each weapon the character keeps (one entry per weapon: a quantity of 3 is three entries). */
  weapons: readonly number[];
  /** The cost of each suit of armor or shield. */
  armor: readonly number[];
  /** Months since the last upkeep was paid (weapons: 10% a year, so a twelfth of that a month; armor 5% a month). */
  months: number;
  /** Days of living expenses, at the lifestyle's rate. */
  days: number;
  lifestyle: GmLifestyle | string;
  /** The silver the character has. */
  silver: number;
}

export interface GmUpkeepBill {
  weapons: number;
  armor: number;
  living: number;
  total: number;
  /** Silver left after paying; the silver unchanged when it is short. */
  silver: number;
  /** How much is missing when the character cannot pay (0 when they can). */
  short: number;
  /** The payment: silver less the total; empty when short or when nothing is owed. */
  outcome: ActorOutcome;
}

/**
 * A character's upkeep and living expenses for a stretch of time (001 "Upkeep and living expenses"): maintenance on
 * every weapon and armor they keep, and living at their lifestyle, paid from their silver. A bill beyond their silver
 * is not paid at all (the Guide decides what goes unmaintained).
 */
export function gmUpkeepBill(input: GmUpkeepBillInput): GmUpkeepBill {
  const months = gmAmount(input?.months);
  const costs = (list: unknown) => (Array.isArray(list) ? list : []).map((c) => gmAmount(c));
  const weapons = gmCents(costs(input?.weapons).reduce((s, c) => s + gmUpkeep("weapon", c, months / 12), 0));
  const armor = gmCents(costs(input?.armor).reduce((s, c) => s + gmUpkeep("armor", c, months), 0));
  const living = gmLivingExpenses(String(input?.lifestyle ?? "basic"), input?.days);
  const total = gmCents(weapons + armor + living);
  const purse = gmAmount(input?.silver);
  const short = total > purse ? gmCents(total - purse) : 0;
  const silver = short || total === 0 ? purse : gmCents(purse - total);
  return { weapons, armor, living, total, silver, short, outcome: short || total === 0 ? {} : { actor: { "system.silver": silver } } };
}
