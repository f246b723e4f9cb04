/**
 * A time to die (004): when injuries exceed survival (and verve, for archetypal injuries) the injuries
 * contest the character's endurance. The injuries are the acting side: the Guide rolls at or under
 * the injuries, the player at or under endurance less the injury penalty (+2 while unconscious,
 * plus a field bonus for a fitting skill). The character is dying when the player fails and the
 * injuries succeed; death comes after endurance − injuries minutes, hours while unconscious.
 */
import type { ActorOutcome } from "../../../../core/rules/outcome.js";
import { GM_MAX_NUMBER, gmCount, gmInt } from "../coerce.js";
import { gmContestDoubles } from "../contests/contest.js";

/** Bonus to the death roll while unconscious or semi-conscious. */
export const GM_DEATH_ROLL_UNCONSCIOUS_BONUS = 2;

export interface GmDeathContestInput {
  injuries: number;
  endurance: number;
  /** The Guide's d20 for the injuries. */
  injuryRoll: number;
  /** The player's d20 for endurance. */
  enduranceRoll: number;
  unconscious?: boolean;
  /** Field bonus when the field has a fitting skill (falling, …). */
  fieldBonus?: number;
  /** Any other modifier on the player's roll. */
  modifier?: number;
}

export type GmDeathOutcome =
  /** The injuries succeeded and the player failed: the character is dying. */
  | "dying"
  /** The character holds on. */
  | "survives"
  /** Both succeeded: as in any contest, both roll again. */
  | "rollAgain";

export interface GmDeathContestResult {
  outcome: GmDeathOutcome;
  injuriesTarget: number;
  enduranceTarget: number;
  injuriesSucceed: boolean;
  characterSucceeds: boolean;
  /** Both sides could not fail, so both rolls were doubled (004 "Contested actions"). */
  doubled: boolean;
  /** Minutes until death when dying: endurance − injuries (at least 0). */
  minutesToDie: number;
}

/** The player's number: endurance − injuries (+2 unconscious) + field bonus + modifier. */
export function gmDeathRollTarget(input: Omit<GmDeathContestInput, "injuryRoll" | "enduranceRoll">): number {
  return (
    gmInt(input.endurance, 0, GM_MAX_NUMBER, 10) -
    gmCount(input.injuries) +
    (input.unconscious ? GM_DEATH_ROLL_UNCONSCIOUS_BONUS : 0) +
    gmInt(input.fieldBonus, -GM_MAX_NUMBER, GM_MAX_NUMBER, 0) +
    gmInt(input.modifier, -GM_MAX_NUMBER, GM_MAX_NUMBER, 0)
  );
}

/**
 * 004: Toromeen, endurance 15 with 2 injuries: the Guide rolls 1 (≤ 2), Tony needs 13 or less and
 * rolls 20 → dying, in 13 minutes.
 */
export function gmDeathContest(input: GmDeathContestInput): GmDeathContestResult {
  const injuriesTarget = gmCount(input.injuries);
  const enduranceTarget = gmDeathRollTarget(input);
  const doubled = gmContestDoubles([injuriesTarget, enduranceTarget]);
  const factor = doubled ? 2 : 1;
  const injuriesSucceed = gmInt(input.injuryRoll, 1, 20, 20) * factor <= injuriesTarget;
  const characterSucceeds = gmInt(input.enduranceRoll, 1, 20, 20) * factor <= enduranceTarget;
  const outcome: GmDeathOutcome = injuriesSucceed && !characterSucceeds ? "dying" : injuriesSucceed && characterSucceeds ? "rollAgain" : "survives";
  return {
    outcome,
    injuriesTarget,
    enduranceTarget,
    injuriesSucceed,
    characterSucceeds,
    doubled,
    minutesToDie: outcome === "dying" ? gmTimeToDie(input.endurance, input.injuries) : 0,
  };
}

/** Minutes until death: endurance − total injuries, never below 0. */
export function gmTimeToDie(endurance: number, injuries: number): number {
  return Math.max(0, gmInt(endurance, 0, GM_MAX_NUMBER, 10) - gmCount(injuries));
}

export interface GmDeathClock {
  amount: number;
  unit: "minute" | "hour";
}

/**
 * The remaining time while dying: minutes, or as many hours once the character is unconscious
 * (004: 12 minutes left, he goes unconscious → 12 hours). Death is cancelled if injuries reach 0.
 */
export function gmDeathClock(remainingMinutes: number, unconscious: boolean): GmDeathClock {
  return { amount: gmCount(remainingMinutes), unit: unconscious ? "hour" : "minute" };
}

/** Whether healing in time cancelled death: the injury total dropped to zero. */
export function gmDeathCancelled(injuries: number): boolean {
  return gmCount(injuries) === 0;
}

/**
 * The heroic last effort after a character's time runs out: a bonus of the character's level, no
 * injury penalty; any mojo may be bid (by other players too), and the effort is archetypal.
 */
export function gmHeroicLastEffortTarget(baseNumber: number, level: number): number {
  return gmInt(baseNumber, -GM_MAX_NUMBER, GM_MAX_NUMBER, 0) + gmCount(level);
}

/**
 * The death contest as a whole outcome (CONTRIBUTING "Whole outcomes"): a dying character's clock starts at the
 * minutes to die; holding on or rolling again changes nothing yet (004 "A time to die").
 */
export function gmDeathContestOutcome(result: Pick<GmDeathContestResult, "outcome" | "minutesToDie">): ActorOutcome {
  if (result.outcome !== "dying") return {};
  return { actor: { "system.state.dying": true, "system.state.deathTime": gmCount(result.minutesToDie) } };
}

/**
 * A failed death roll bought with mojo (004 "Rolls"): the character succeeds too, so both keep rolling
 * (004 "Contested actions"): no longer dying, the clock cleared.
 */
export function gmDeathHeldOutcome(): ActorOutcome {
  return { actor: { "system.state.dying": false, "system.state.deathTime": 0 } };
}
