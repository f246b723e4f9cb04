/**
 * Staying conscious (004 "Unconsciousness"): dropping to zero survival or gaining injuries calls for
 * an immediate fortitude or willpower roll at a penalty of the injuries; failing it, the character
 * falls unconscious at the end of the round for as many minutes as they have injuries.
 */
import type { ActorOutcome } from "../../../../core/rules/outcome.js";
import { GM_MAX_NUMBER, gmCount, gmInt } from "../coerce.js";

export interface GmConsciousnessResult {
  /** The number to roll at or under. */
  target: number;
  conscious: boolean;
  /** Minutes unconscious when the roll fails (0 when it succeeds). */
  minutes: number;
}

/** The better of fortitude and willpower (the player picks), less the injuries. */
export function gmConsciousnessTarget(fortitude: number, willpower: number, injuries: number): number {
  const f = gmInt(fortitude, -GM_MAX_NUMBER, GM_MAX_NUMBER, 0);
  const w = gmInt(willpower, -GM_MAX_NUMBER, GM_MAX_NUMBER, 0);
  return Math.max(f, w) - gmCount(injuries);
}

/** 004: Toromeen, fortitude 11 with two injuries, must roll 9 or less; he rolls 6 and stays conscious. */
export function gmConsciousnessRoll(input: { fortitude: number; willpower: number; injuries: number; roll: number; modifier?: number }): GmConsciousnessResult {
  const target = gmConsciousnessTarget(input.fortitude, input.willpower, input.injuries) + gmInt(input.modifier, -GM_MAX_NUMBER, GM_MAX_NUMBER, 0);
  const conscious = gmInt(input.roll, 1, 20, 20) <= target;
  return { target, conscious, minutes: conscious ? 0 : gmCount(input.injuries) };
}

/** Rolls to wake an injured character are at a penalty of their injuries. */
export function gmAwakenPenalty(injuries: number): number {
  return gmCount(injuries);
}

/**
 * The consciousness roll as a whole outcome (CONTRIBUTING "Whole outcomes"): failing it, the actor falls
 * unconscious; a success changes nothing (the roll keeps a conscious actor awake, it wakes no one), unless it was
 * bought with mojo after the failure had put them under (004 "Rolls": the roll becomes a success).
 */
export function gmConsciousnessOutcome(result: { conscious: boolean; afterFailure?: boolean }): ActorOutcome {
  if (result.conscious !== true) return { actor: { "system.state.unconscious": true } };
  return result.afterFailure === true ? { actor: { "system.state.unconscious": false } } : {};
}
