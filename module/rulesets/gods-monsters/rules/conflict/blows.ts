/**
 * Called shots, killing blows and knockout blows (004 "Called shot", "Killing blow", "Knockout
 * blow"). The damage split itself is `gmApplyDamage` with `blow`.
 */
import { GM_MAX_NUMBER, gmCount, gmInt } from "../coerce.js";
import type { GmTargetState } from "./maneuvers.js";
import type { GmDuration } from "../equipment/types.js";
import { gmCastingMovement } from "../consequences/movement.js";

/**
 * The reaction (evasion to dodge, fortitude to stand firm) against a called shot's special effect:
 * at a penalty of the damage done, with the target's movement as a bonus (a casting sorceror or
 * calling prophet uses their reduced movement).
 */
export function gmCalledShotReactionTarget(reaction: number, damage: number, movement: number): number {
  return gmInt(reaction, -GM_MAX_NUMBER, GM_MAX_NUMBER, 0) - gmCount(damage) + gmCount(movement);
}

/**
 * What a called shot threatens (004 "Called shot"): a held item dropped, a spell, spirit or reload disrupted,
 * concentration broken, or an attacker with a thrown or propelled weapon distracted (the missile misses).
 */
export const GM_CALLED_SHOT_EFFECTS = ["drop", "disrupt", "concentration", "distract"] as const;
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
  // "The arrow or other missile automatically misses ... unless the target of the called shot makes an evasion or
  // fortitude roll" (004 "Called shot").
  distract: ["evasion", "fortitude"],
};

/** Whether `reaction` may resist `effect`; anything else (an unknown effect or reaction) is refused. */
export function gmCalledShotReactionAllowed(effect: unknown, reaction: unknown): boolean {
  if (typeof effect !== "string" || !(GM_CALLED_SHOT_EFFECTS as readonly string[]).includes(effect)) return false;
  return (GM_CALLED_SHOT_REACTIONS[effect as GmCalledShotEffect] as readonly unknown[]).includes(reaction);
}

/** Both reaction targets against a called shot's effect, each at the damage's penalty with the movement's bonus. */
export function gmCalledShotReactionTargets(
  reactions: { evasion: number; fortitude: number },
  damage: number,
  movement: number,
): Record<GmCalledShotReaction, number> {
  return {
    evasion: gmCalledShotReactionTarget(reactions.evasion, damage, movement),
    fortitude: gmCalledShotReactionTarget(reactions.fortitude, damage, movement),
  };
}

/** At most this many spells or manifestations are offered on one called shot's card. */
export const GM_CALLED_SHOT_MAX_CASTINGS = 12;

export interface GmCalledShotCasting {
  name: string;
  movement: number;
  evasion: number;
}

/**
 * The evasion that completes a spell or a spirit's manifestation against a called shot (004 "Called shot": "Sorcerors
 * and prophets use their reduced movement if casting spells and manifesting spirits"): the movement bonus is the
 * movement left while casting or calling (`gmCastingMovement`, 001 "Spells and spirits": reduced by the casting time in
 * seconds, none at a round or more or past the movement). One entry per spell or manifestation given, at most
 * `GM_CALLED_SHOT_MAX_CASTINGS`; anything that is not a list gives none.
 */
export function gmCalledShotCastingTargets(
  evasion: number,
  damage: number,
  movement: number,
  castings: readonly { name: string; castingTime: GmDuration }[],
): GmCalledShotCasting[] {
  if (!Array.isArray(castings)) return [];
  return castings.slice(0, GM_CALLED_SHOT_MAX_CASTINGS).flatMap((c: unknown) => {
    if (c === null || typeof c !== "object") return [];
    const { name, castingTime } = c as { name?: unknown; castingTime?: unknown };
    if (castingTime === null || typeof castingTime !== "object") return [];
    const time = castingTime as { amount?: unknown; unit?: unknown };
    const reduced = gmCount(gmCastingMovement(movement, { amount: String(time.amount ?? ""), unit: time.unit as GmDuration["unit"] }));
    return [{ name: typeof name === "string" ? name : "", movement: reduced, evasion: gmCalledShotReactionTarget(evasion, damage, reduced) }];
  });
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
