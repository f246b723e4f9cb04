/**
 * Practical mojo (004 "Practical mojo", "Normal study", "Free-time study", "Intensive study",
 * "Breaks"): mojo gained by study, dedicated to one field, skill, spell or specialty.
 */
import { GM_MAX_NUMBER, gmCount, gmInt } from "../coerce.js";
import { gmAbilityScore } from "../character/contributors.js";

export const GM_STUDY_METHODS = ["normal", "freeTime", "intensive"] as const;
export type GmStudyMethod = (typeof GM_STUDY_METHODS)[number];

export interface GmStudyRules {
  /** The time period, for mojo and resource rates. */
  period: { amount: number; unit: "day" | "week" | "month" };
  /** Mojo gained per period without resources (intensive study gains none by itself). */
  mojoPerPeriod: number;
  /** Silver coins per mojo gained, for materials and instruction. */
  coinsPerMojo: number;
  /** Days off allowed while gaining each mojo. */
  breakDaysPerMojo: number;
  /** A mojo resource is required. */
  requiresResource: boolean;
  /** How many things may be studied at once this way. */
  subjectsAtOnce: number;
}

export const GM_STUDY_RULES: Readonly<Record<GmStudyMethod, GmStudyRules>> = {
  normal: { period: { amount: 1, unit: "week" }, mojoPerPeriod: 1, coinsPerMojo: 1, breakDaysPerMojo: 1, requiresResource: false, subjectsAtOnce: 1 },
  freeTime: { period: { amount: 1, unit: "month" }, mojoPerPeriod: 1, coinsPerMojo: 2, breakDaysPerMojo: 6, requiresResource: false, subjectsAtOnce: 3 },
  intensive: { period: { amount: 2, unit: "day" }, mojoPerPeriod: 0, coinsPerMojo: 3, breakDaysPerMojo: 0.5, requiresResource: true, subjectsAtOnce: 1 },
};

/** Intensive study lasts at most half wisdom days (rounded down), then needs as long a pause. */
export function gmIntensiveStudyMaxDays(wisdom: number): number {
  return Math.floor(gmAbilityScore(wisdom) / 2);
}

/** Mojo from intensive study is lost unless used within intelligence days. */
export function gmIntensiveMojoExpiryDays(intelligence: number): number {
  return gmAbilityScore(intelligence);
}

/** What practical mojo may be spent on: fields, skills, spells and specialties. */
export const GM_PRACTICAL_MOJO_USES = ["field", "skill", "spell", "specialty"] as const;
export type GmPracticalMojoUse = (typeof GM_PRACTICAL_MOJO_USES)[number];

/**
 * Whether practical mojo can pay for something: never for abilities, nor for restricted fields such
 * as the Fighting Art or thief fields and skills.
 */
export function gmPracticalMojoAllowed(use: string, restrictedField = false): boolean {
  return (GM_PRACTICAL_MOJO_USES as readonly string[]).includes(use) && !restrictedField;
}

/** Coins paid for `mojo` practical mojo gained with `method`. */
export function gmStudyCost(method: GmStudyMethod, mojo: number): number {
  return (GM_STUDY_RULES[method] ?? GM_STUDY_RULES.normal).coinsPerMojo * gmInt(mojo, 0, GM_MAX_NUMBER, 0);
}

/** Base mojo (without resources) gained over `periods` study periods. */
export function gmStudyBaseMojo(method: GmStudyMethod, periods: number): number {
  return (GM_STUDY_RULES[method] ?? GM_STUDY_RULES.normal).mojoPerPeriod * gmCount(periods);
}
