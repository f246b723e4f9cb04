/**
 * Applying damage (004 "Survival", "Using verve", "Injury points", "Temporary bonus pools",
 * "Failure" under Contests, "Killing blow", "Knockout blow"): a temporary pool takes eligible damage
 * first, verve takes it next when the loss is archetypal, then survival, then injuries. Some damage
 * goes straight to injuries: one point per damage die in a lost weapon contest (or a fall), half of a
 * killing blow, one (a warrior's: two) of a knockout blow.
 */
import { gmCount } from "../coerce.js";

/** A character's current survival numbers. */
export interface GmVitals {
  survival: number;
  verve: number;
  injuries: number;
  /** Temporary bonus pool of survival from a spell, specialty or spirit (0 if none). */
  pool: number;
}

export type GmBlow = "killing" | "knockout" | "knockoutWarrior";

export interface GmDamageInput {
  /** Points of damage rolled (with bonuses). */
  amount: number;
  /** The loss is archetypal: verve may take it (see `gmIsArchetypalLoss`). */
  archetypal: boolean;
  /**
   * Dice of damage in a lost weapon contest (or a fall): one point per die becomes an injury, unless
   * the pool and verve can take all of it.
   */
  injuryDice?: number;
  /** A successful evasion roll negated those injuries (allowed only when the damage is one or two dice). */
  evaded?: boolean;
  /** A killing blow (half the damage, rounded up, to injuries) or knockout blow (1, a warrior's 2). */
  blow?: GmBlow | null;
  /** The temporary pool may take this damage (true unless the pool's source says otherwise). */
  poolEligible?: boolean;
}

export interface GmDamageResult {
  vitals: GmVitals;
  toPool: number;
  toVerve: number;
  toSurvival: number;
  toInjuries: number;
  /** Injuries were gained: roll to stay conscious and check for death. */
  gainedInjuries: boolean;
  /** Survival dropped to zero with this damage. */
  droppedToZero: boolean;
  /** A fortitude or willpower roll to stay conscious is due (004 "Unconsciousness"). */
  consciousnessCheck: boolean;
  /** Injuries exceed survival (and verve, when archetypal): the death contest is due at the end of the round. */
  deathRisk: boolean;
}

/** Current numbers from any input: counts below 0 or not numbers become 0. */
export function gmVitals(input: Partial<GmVitals> | null | undefined): GmVitals {
  const v = input ?? {};
  return { survival: gmCount(v.survival), verve: gmCount(v.verve), injuries: gmCount(v.injuries), pool: gmCount(v.pool) };
}

/** Whether an evasion roll can negate the injuries of a weapon contest: only for one or two dice. */
export function gmEvasionCanNegate(injuryDice: number): boolean {
  const d = gmCount(injuryDice);
  return d >= 1 && d <= 2;
}

/** Points of a blow that go straight to injuries. */
export function gmBlowInjuries(blow: GmBlow | null | undefined, amount: number): number {
  const a = gmCount(amount);
  if (blow === "killing") return Math.ceil(a / 2);
  if (blow === "knockout") return Math.min(1, a);
  if (blow === "knockoutWarrior") return Math.min(2, a);
  return 0;
}

export function gmApplyDamage(current: Partial<GmVitals>, input: GmDamageInput): GmDamageResult {
  const before = gmVitals(current);
  const amount = gmCount(input.amount);
  const poolEligible = input.poolEligible !== false;
  const softCapacity = (poolEligible ? before.pool : 0) + (input.archetypal ? before.verve : 0);

  const dice = gmCount(input.injuryDice);
  const negated = input.evaded === true && gmEvasionCanNegate(dice);
  const contestInjuries = dice > 0 && !negated && softCapacity < amount ? Math.min(dice, amount) : 0;
  const forced = Math.min(amount, contestInjuries + gmBlowInjuries(input.blow, amount));

  let rest = amount - forced;
  const toPool = poolEligible ? Math.min(before.pool, rest) : 0;
  rest -= toPool;
  const toVerve = input.archetypal ? Math.min(before.verve, rest) : 0;
  rest -= toVerve;
  const toSurvival = Math.min(before.survival, rest);
  rest -= toSurvival;
  const toInjuries = forced + rest;

  const vitals: GmVitals = {
    survival: before.survival - toSurvival,
    verve: before.verve - toVerve,
    injuries: before.injuries + toInjuries,
    pool: before.pool - toPool,
  };
  const gainedInjuries = toInjuries > 0;
  const droppedToZero = before.survival > 0 && vitals.survival === 0;
  return {
    vitals,
    toPool,
    toVerve,
    toSurvival,
    toInjuries,
    gainedInjuries,
    droppedToZero,
    consciousnessCheck: gainedInjuries || droppedToZero,
    deathRisk: gainedInjuries && gmInjuriesExceedSurvival(vitals, input.archetypal),
  };
}

/** Injuries gained directly (poison, aging, a failed forced march): no survival is lost. */
export function gmAddInjuries(current: Partial<GmVitals>, injuries: number, archetypal = false): GmDamageResult {
  const before = gmVitals(current);
  const n = gmCount(injuries);
  const vitals = { ...before, injuries: before.injuries + n };
  return {
    vitals,
    toPool: 0,
    toVerve: 0,
    toSurvival: 0,
    toInjuries: n,
    gainedInjuries: n > 0,
    droppedToZero: false,
    consciousnessCheck: n > 0,
    deathRisk: n > 0 && gmInjuriesExceedSurvival(vitals, archetypal),
  };
}

/**
 * The test for "a time to die": injuries above current survival, counting verve too when the latest
 * injuries came from archetypal activity.
 */
export function gmInjuriesExceedSurvival(vitals: GmVitals, archetypal: boolean): boolean {
  return vitals.injuries > vitals.survival + (archetypal ? vitals.verve : 0);
}

/** The penalty injuries put on attack, reaction and ability rolls: one per injury. */
export function gmInjuryPenalty(injuries: number): number {
  return gmCount(injuries);
}

/** The highest spell level a sorceror can cast or memorize while injured: level − injuries (0 = none). */
export function gmMaxSpellLevelWhileInjured(level: number, injuries: number): number {
  return Math.max(0, gmCount(level) - gmCount(injuries));
}

/** A temporary pool disappears when its spell, specialty or spirit ends. */
export function gmEndPool(current: Partial<GmVitals>): GmVitals {
  return { ...gmVitals(current), pool: 0 };
}

/**
 * What a damage card may say to everyone when the numbers are kept from them (the roll mode is private): the state
 * the damage left, with no number in it. Dying: injuries exceed survival, the death contest is due (004 "Death");
 * injured: injuries were gained, a consciousness roll is due (004 "Unconsciousness"); wounded: survival, verve or the
 * temporary pool took it; unhurt: nothing got through (an evaded contest, no damage).
 */
export type GmDamageState = "dying" | "injured" | "wounded" | "unhurt";

export function gmDamageState(result: Pick<GmDamageResult, "deathRisk" | "toInjuries" | "toPool" | "toVerve" | "toSurvival">): GmDamageState {
  if (result.deathRisk) return "dying";
  if (result.toInjuries > 0) return "injured";
  return result.toPool + result.toVerve + result.toSurvival > 0 ? "wounded" : "unhurt";
}
