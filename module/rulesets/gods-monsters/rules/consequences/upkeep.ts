/**
 * Upkeep and living expenses (001): a silver coin a day for basic living, one a week for poor
 * living, ten or a hundred a day for extravagance; weapon maintenance 10% of cost a year, armor 5%
 * a month; riding animals 10% of cost a month, other animals 5%.
 */
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
