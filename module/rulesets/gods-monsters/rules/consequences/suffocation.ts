/**
 * Suffocation (001): a buffer of endurance rounds after a deep breath, otherwise d4 rounds plus
 * endurance as a minor contributor (possibly none); after it a health roll or one injury, and again
 * every further minute (six rounds) at a cumulative penalty of one. Staying completely still
 * doubles these times.
 */
import { gmBonus, gmWhole } from "../equipment/input.js";

/** Rounds in a minute. */
export const GM_ROUNDS_PER_MINUTE = 6;

/**
 * Rounds a character can go without air before rolling: endurance rounds when prepared, else the d4
 * rolled plus endurance as a minor contributor (never below 0); doubled while inactive.
 */
export function gmSuffocationBuffer(input: { prepared: boolean; endurance?: number; enduranceMinor?: number; d4?: number; inactive?: boolean }): number {
  const base = input.prepared ? gmWhole(input.endurance) : Math.max(0, Math.min(4, Math.max(1, gmWhole(input.d4, 1))) + gmBonus(input.enduranceMinor));
  return input.inactive ? base * 2 : base;
}

/** A health roll against suffocation: the round it falls in and its penalty (positive). */
export interface GmSuffocationRoll {
  round: number;
  penalty: number;
}

/**
 * The health rolls due in the first `rounds` rounds without air: the first in the round after the
 * buffer (penalty 0), then every minute (every two minutes while inactive) at +1 penalty each.
 * Each failure is one injury.
 */
export function gmSuffocationRolls(rounds: unknown, buffer: unknown, inactive = false): GmSuffocationRoll[] {
  const total = Math.min(gmWhole(rounds), 100_000);
  const first = gmWhole(buffer) + 1;
  const every = GM_ROUNDS_PER_MINUTE * (inactive ? 2 : 1);
  const out: GmSuffocationRoll[] = [];
  for (let r = first, k = 0; r <= total; r += every, k++) out.push({ round: r, penalty: k });
  return out;
}
