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

/** One store of practical mojo: the field, skill or spell it is dedicated to (by name), and how much. */
export interface GmPracticalMojo {
  name: string;
  mojo: number;
}

const PRACTICAL_NAME_MAX = 100;

function practicalName(value: unknown): string {
  return typeof value === "string" ? value.trim().slice(0, PRACTICAL_NAME_MAX) : "";
}

function sameName(a: string, b: string): boolean {
  return a.toLocaleLowerCase() === b.toLocaleLowerCase();
}

/** The stores as a clean list: named, positive amounts, one entry per name (amounts of a repeated name added). */
function cleanStores(stores: readonly GmPracticalMojo[]): GmPracticalMojo[] {
  const out: GmPracticalMojo[] = [];
  for (const s of Array.isArray(stores) ? stores : []) {
    const name = practicalName((s as Partial<GmPracticalMojo> | null)?.name);
    const mojo = gmCount((s as Partial<GmPracticalMojo> | null)?.mojo);
    if (!name || mojo <= 0) continue;
    const have = out.find((o) => sameName(o.name, name));
    if (have) have.mojo = Math.min(GM_MAX_NUMBER, have.mojo + mojo);
    else out.push({ name, mojo });
  }
  return out;
}

/**
 * Study's mojo dedicated to one field, skill or spell (004 "Practical mojo": "it must be dedicated to a specific
 * field, skill, or spell during the learning process"): the stores with `gained` added to the one named `name`.
 * Null when there is nothing to add or no name to dedicate it to.
 */
export function gmPracticalMojoGain(stores: readonly GmPracticalMojo[], name: string, gained: number): GmPracticalMojo[] | null {
  const target = practicalName(name);
  const amount = gmCount(gained);
  if (!target || amount <= 0) return null;
  return cleanStores([...cleanStores(stores), { name: target, mojo: amount }]);
}

/**
 * How a purchase of `cost` mojo for the field, skill or spell named `name` is paid: the practical mojo dedicated to it
 * first (never when `allowed` is false: abilities, the Fighting Art, thieving fields), then the character's mojo.
 * The whole payment (the mojo left and the stores left), or null when the two together fall short.
 */
export function gmPracticalMojoPayment(input: {
  cost: number;
  mojo: number;
  stores: readonly GmPracticalMojo[];
  name: string;
  allowed: boolean;
}): { mojo: number; stores: GmPracticalMojo[]; practicalSpent: number } | null {
  const cost = gmCount(input?.cost);
  const mojo = gmCount(input?.mojo);
  const stores = cleanStores(input?.stores ?? []);
  const name = practicalName(input?.name);
  const store = input?.allowed === true && name ? stores.find((s) => sameName(s.name, name)) : undefined;
  const practicalSpent = Math.min(cost, store?.mojo ?? 0);
  if (cost - practicalSpent > mojo) return null;
  const left = stores.map((s) => (s === store ? { ...s, mojo: s.mojo - practicalSpent } : s)).filter((s) => s.mojo > 0);
  return { mojo: mojo - (cost - practicalSpent), stores: left, practicalSpent };
}
