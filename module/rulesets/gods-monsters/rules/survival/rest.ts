/**
 * Rest and healing (004 "Regaining survival and healing injuries", "Using verve", "Non-player
 * characters"): a night's rest brings back level survival or heals one injury on a successful health
 * roll, one survival otherwise; a full day's rest does the same without a roll; verve returns in full
 * each morning and by level at each non-conflict encounter; NPCs regain level survival each night.
 */
import { gmCount, gmLevelInput } from "../coerce.js";

export interface GmRestInput {
  survival: number;
  maxSurvival: number;
  injuries: number;
  level: number;
  /** Heal an injury rather than regain survival (only when there are injuries; default: heal an injury if any). */
  healInjury?: boolean;
  /** Injuries no rest heals (001 "Aging": aging's injuries are unhealable); rest heals only those above them. */
  unhealable?: number;
}

export interface GmRestResult {
  survival: number;
  injuries: number;
  survivalRegained: number;
  injuriesHealed: number;
}

function rest(input: GmRestInput, full: boolean): GmRestResult {
  const max = gmCount(input.maxSurvival);
  const survival = Math.min(gmCount(input.survival), max);
  const injuries = gmCount(input.injuries);
  const level = gmLevelInput(input.level);
  const healInjury = injuries > gmCount(input.unhealable) && (input.healInjury ?? true);
  if (full && healInjury) return { survival, injuries: injuries - 1, survivalRegained: 0, injuriesHealed: 1 };
  const gain = Math.min(max - survival, full ? level : 1);
  return { survival: survival + gain, injuries, survivalRegained: gain, injuriesHealed: 0 };
}

/**
 * A night (eight hours) of rest. 004: Toromeen, 2nd level with 2 of 7 survival, makes his health
 * roll and rises to 4.
 */
export function gmNightRest(input: GmRestInput & { healthRollSucceeded: boolean }): GmRestResult {
  return rest(input, input.healthRollSucceeded);
}

/** A full day of rest: as a successful night, with no roll. */
export function gmDayRest(input: GmRestInput): GmRestResult {
  return rest(input, true);
}

/** Non-player characters regain level survival each night without rolling. */
export function gmNpcNightRest(survival: number, maxSurvival: number, level: number): number {
  return Math.min(gmCount(maxSurvival), gmCount(survival) + gmLevelInput(level));
}

/** Verve in the morning: fully restored. */
export function gmMorningVerve(maxVerve: number): number {
  return gmCount(maxVerve);
}

/** Verve after a non-conflict encounter of the adventure begins: + level, up to the maximum. */
export function gmEncounterVerve(verve: number, maxVerve: number, level: number): number {
  return Math.min(gmCount(maxVerve), gmCount(verve) + gmLevelInput(level));
}
