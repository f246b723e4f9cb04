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

/** What a called shot threatens (004 "Called shot"): a held item dropped, a spell, spirit or reload disrupted, concentration broken. */
export const GM_CALLED_SHOT_EFFECTS = ["drop", "disrupt", "concentration"] as const;
export type GmCalledShotEffect = (typeof GM_CALLED_SHOT_EFFECTS)[number];
export type GmCalledShotReaction = "evasion" | "fortitude";

/**
 * The reactions that may resist each effect: evasion to dodge it or fortitude to stand strong; a disrupted complex action
 * (a spell, a spirit's manifestation, a reload) is completed only with "an evasion roll" (004 "Called shot").
 */
export const GM_CALLED_SHOT_REACTIONS: Readonly<Record<GmCalledShotEffect, readonly GmCalledShotReaction[]>> = {
  drop: ["evasion", "fortitude"],
  disrupt: ["evasion"],
  concentration: ["evasion", "fortitude"],
};

/** Whether `reaction` may resist `effect`; anything else (an unknown effect or reaction) is refused. */
export function gmCalledShotReactionAllowed(effect: unknown, reaction: unknown): boolean {
  if (typeof effect !== "string" || !(GM_CALLED_SHOT_EFFECTS as readonly string[]).includes(effect)) return false;
  return (GM_CALLED_SHOT_REACTIONS[effect as GmCalledShotEffect] as readonly unknown[]).includes(reaction);
}

/** Both reaction targets against a called shot's effect, each at the damage's penalty with the movement's bonus. */
export function gmCalledShotReactionTargets(reactions: { evasion: number; fortitude: number }, damage: number, movement: number): Record<GmCalledShotReaction, number> {
  return {
    evasion: gmCalledShotReactionTarget(reactions.evasion, damage, movement),
    fortitude: gmCalledShotReactionTarget(reactions.fortitude, damage, movement),
  };
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
