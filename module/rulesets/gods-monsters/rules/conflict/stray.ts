/**
 * Firing into close combat (004 "Firing into close combat"): a shot that hits its target also hits every combatant in
 * close combat with it whom the same die would have hit, unless they make an evasion roll (they take the same damage
 * the target did); a successful called shot hits only the target. A miss puts one random adjacent opponent of the
 * target at risk: their evasion roll, with their Defense as a bonus, avoids being hit.
 */
import { GM_MAX_NUMBER, gmInt } from "../coerce.js";
import { gmAttackHits } from "./hit.js";

/** At most this many combatants in close combat with the target are weighed for one shot. */
export const GM_STRAY_MAX = 12;

const signed = (v: unknown) => gmInt(v, -GM_MAX_NUMBER, GM_MAX_NUMBER, 0);

/**
 * The hit number the shot would have had against another combatant: the same shot (every maneuver the same) against
 * that combatant's defense instead of the target's.
 */
export function gmStrayHitNumber(hitNumber: number, targetDefense: number, strayDefense: number): number {
  return signed(hitNumber) + signed(targetDefense) - signed(strayDefense);
}

/**
 * Which combatants a hit also strikes (their indices in `hitNumbers`): those whose hit number the attack's die was at
 * or under. None after a called shot (it hits only the target). At most `GM_STRAY_MAX` are weighed.
 */
export function gmStrayShotsOnHit(die: number, calledShot: boolean, hitNumbers: readonly number[]): number[] {
  if (calledShot === true || !Array.isArray(hitNumbers)) return [];
  return hitNumbers.slice(0, GM_STRAY_MAX).flatMap((n, i) => (gmAttackHits(die, signed(n)) ? [i] : []));
}

/** The evasion a combatant struck by a hit must make to take no damage: their evasion as it is. */
export function gmStrayHitEvasionTarget(evasion: number): number {
  return signed(evasion);
}

/** The evasion of the random adjacent opponent a miss puts at risk: their evasion with their Defense as a bonus. */
export function gmStrayMissEvasionTarget(evasion: number, defense: number): number {
  return signed(evasion) + signed(defense);
}
