/**
 * Called shots, killing blows and knockout blows (004 "Called shot", "Killing blow", "Knockout
 * blow"). The damage split itself is `gmApplyDamage` with `blow`.
 */
import { GM_MAX_NUMBER, gmCount, gmInt } from "../coerce.js";
import type { GmTargetState } from "./maneuvers.js";

/**
 * The reaction (evasion to dodge, fortitude to stand firm) against a called shot's special effect:
 * at a penalty of the damage done, with the target's movement as a bonus (a casting sorceror or
 * calling prophet uses their reduced movement).
 */
export function gmCalledShotReactionTarget(reaction: number, damage: number, movement: number): number {
  return gmInt(reaction, -GM_MAX_NUMBER, GM_MAX_NUMBER, 0) - gmCount(damage) + gmCount(movement);
}

/** Only immobile targets can take a killing blow (a successful called shot to kill). */
export function gmKillingBlowAllowed(targetState: GmTargetState | null | undefined): boolean {
  return targetState === "immobile";
}

/**
 * Knockout blows need an unaware, surprised, covered or immobilized target (and a called shot). Only `true`
 * counts as surprised (any truthy value used to be returned as is, NaN and Infinity included).
 */
export function gmKnockoutBlowAllowed(targetState: GmTargetState | null | undefined, targetSurprised = false): boolean {
  return targetSurprised === true || targetState === "immobile" || targetState === "unaware" || targetState === "covered";
}

/**
 * The target's evasion roll against a knockout blow: +1 for any head protection, plus the defense
 * bonus of that head protection (creatures with tough skin usually get their skin's bonus too).
 */
export function gmKnockoutEvasionTarget(evasion: number, headProtection: boolean, headDefenseBonus = 0): number {
  return gmInt(evasion, -GM_MAX_NUMBER, GM_MAX_NUMBER, 0) + (headProtection ? 1 + gmCount(headDefenseBonus) : gmCount(headDefenseBonus));
}
