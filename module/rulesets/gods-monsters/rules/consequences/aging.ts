/**
 * Aging (001): an unhealable injury at age 40 plus endurance and then regularly afterward; the
 * interval is a year modified by endurance as a special contributor, read here as 1 + that
 * contributor years. An aging injury may be traded for −2 to an ability that stays above 1.
 * Ages are human years: a species that ages slower (dwarves ×8, 004) multiplies both. The steps already taken are
 * kept on the character, so each threshold is met once, and the injuries they left stay out of healing.
 */
import type { ActorOutcome } from "../../../../core/rules/outcome.js";
import { gmAmount, gmWhole } from "../equipment/input.js";
import { GM_ABILITIES } from "../equipment/types.js";
import type { GmAbilityName } from "../equipment/types.js";

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

/** What an aging step becomes: an unhealable injury, or −2 to one ability that stays above 1. */
export type GmAgingChoice = "injury" | GmAbilityName;

export interface GmAgingState extends GmAgingInput {
  /** Aging steps already taken (as injuries or trades). */
  taken: number;
  injuries: number;
  /** Injuries that rest cannot heal (those taken from aging). */
  unhealable: number;
  /** The stored ability scores, where a trade takes its two points. */
  abilities: Readonly<Record<GmAbilityName, number>>;
}

export interface GmAgingResult {
  /** Aging steps the age calls for in all. */
  due: number;
  /** Steps to take now (due less those taken). */
  steps: number;
  /** The age of the next step after these. */
  nextAt: number;
  /** Injuries added now, and the abilities traded (one entry per trade). */
  injuries: number;
  trades: GmAbilityName[];
  /** One update: the steps taken, the injuries and unhealable count, the abilities lowered. Empty when none is due. */
  outcome: ActorOutcome;
  /** A choice that cannot be: an ability at 3 or less, or one that is not an ability. */
  refused?: { step: number; choice: string };
}

/**
 * Takes the aging steps the age calls for beyond those taken, each as the choice given for it (a missing choice is an
 * injury, as the text's default). An ability traded twice loses 2 each time and must still stay above 1.
 */
export function gmAgingOutcome(state: GmAgingState, choices: readonly unknown[] = []): GmAgingResult {
  const schedule = gmAgingSchedule(state);
  const due = gmAgingInjuries(state);
  const taken = gmWhole(state.taken);
  const steps = Math.max(0, due - taken);
  const nextAt = schedule.firstAt + due * schedule.every;
  const scores = Object.fromEntries(GM_ABILITIES.map((a) => [a, gmWhole(state.abilities?.[a])])) as Record<GmAbilityName, number>;
  const list = Array.isArray(choices) ? choices : [];
  const trades: GmAbilityName[] = [];
  let injuries = 0;
  for (let step = 0; step < steps; step += 1) {
    const choice = list[step] ?? "injury";
    if (choice === "injury") {
      injuries += 1;
      continue;
    }
    if (!(GM_ABILITIES as readonly unknown[]).includes(choice) || !gmCanTradeAgingInjury(scores[choice as GmAbilityName])) {
      return { due, steps, nextAt, injuries: 0, trades: [], outcome: {}, refused: { step, choice: String(choice) } };
    }
    scores[choice as GmAbilityName] -= 2;
    trades.push(choice as GmAbilityName);
  }
  if (steps === 0) return { due, steps, nextAt, injuries: 0, trades, outcome: {} };
  const actor: Record<string, unknown> = {
    "system.aging.taken": due,
    "system.injuries": gmWhole(state.injuries) + injuries,
    "system.aging.unhealable": gmWhole(state.unhealable) + injuries,
  };
  for (const a of new Set(trades)) actor[`system.abilities.${a}`] = scores[a];
  return { due, steps, nextAt, injuries, trades, outcome: { actor } };
}
