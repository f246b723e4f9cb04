/**
 * Immobilizing an opponent (004 "Immobilizing an opponent", "Size differences"): a called shot, then
 * the target's evasion roll at +2 per size it is larger than the attacker; then both roll fortitude
 * each round, the larger at +4 per size of difference.
 */
import { GM_MAX_NUMBER, gmInt } from "../coerce.js";
import { gmSizeSteps } from "../equipment/index.js";

/** All physical actions and reactions of an immobilized target: −6. */
export const GM_IMMOBILIZED_PENALTY = -6;

/** The target's evasion to avoid the grab: +2 for each size larger than the attacker (small vs large: +4). */
export function gmImmobilizeEvasionTarget(evasion: number, targetSize: string, attackerSize: string): number {
  return gmInt(evasion, -GM_MAX_NUMBER, GM_MAX_NUMBER, 0) + 2 * Math.max(0, gmSizeSteps(attackerSize, targetSize));
}

/** Fortitude bonuses in the hold contest: the larger side gets +4 per size of difference. */
export function gmHoldBonuses(holderSize: string, targetSize: string): { holder: number; target: number } {
  const steps = gmSizeSteps(holderSize, targetSize);
  return { holder: steps < 0 ? -4 * steps : 0, target: steps > 0 ? 4 * steps : 0 };
}

export type GmHoldOutcome =
  /** Both succeeded or both failed: neither may do anything. */
  | "struggle"
  /** The target broke free and may attack the holder once at +6. */
  | "broken"
  /** The target is immobilized for good (−6 to physical actions and reactions). */
  | "immobilized";

export function gmHoldOutcome(holderSucceeded: boolean, targetSucceeded: boolean): GmHoldOutcome {
  if (holderSucceeded === targetSucceeded) return "struggle";
  return targetSucceeded ? "broken" : "immobilized";
}

/**
 * One round of the hold (004 "Immobilizing an opponent"): both roll fortitude, the larger at +4 per size of difference;
 * the outcome and the statuses it leaves on the target's token: still held (a struggle), free (the hold broken), or
 * immobilized for good (no longer held).
 */
export function gmHoldRoundOutcome(holderSucceeded: boolean, targetSucceeded: boolean): { outcome: GmHoldOutcome; statuses: Record<string, boolean> } {
  const outcome = gmHoldOutcome(holderSucceeded === true, targetSucceeded === true);
  if (outcome === "struggle") return { outcome, statuses: {} };
  return { outcome, statuses: outcome === "broken" ? { held: false } : { held: false, immobilized: true } };
}
