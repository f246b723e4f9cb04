/**
 * The Pain Threshold (text 002, "Pain Threshold"): when one attack's damage, after armor, exceeds it,
 * either the victim is knocked down (and must get up), or the one who dealt the damage gets an immediate
 * Free Attack on it. A player always decides: for their character when it is hurt, and for the enemy
 * when their character deals the pain.
 */

import { shadowInteger } from "./coerce.js";

export const SHADOW_PAIN_CHOICES = ["knockedDown", "freeAttack"] as const;
export type ShadowPainChoice = (typeof SHADOW_PAIN_CHOICES)[number];

/** Strictly more damage than the threshold. */
export function shadowPainExceeded(damage: unknown, painThreshold: unknown): boolean {
  return shadowInteger(damage, 0, 1000, 0) > shadowInteger(painThreshold, 0, 1000, 0);
}

/** Who picks the outcome: the victim's player if the victim is a player character, else the attacker's. */
export function shadowPainChooser(victimIsPlayerCharacter: boolean): "victim" | "attacker" {
  return victimIsPlayerCharacter ? "victim" : "attacker";
}

export interface ShadowPainEffect {
  /** The victim is prone (melee attacks on it have Advantage until it stands up). */
  prone: boolean;
  /** The dealer may make an immediate Free Attack on the victim. */
  freeAttack: boolean;
}

export function shadowPainEffect(choice: ShadowPainChoice): ShadowPainEffect {
  return choice === "knockedDown" ? { prone: true, freeAttack: false } : { prone: false, freeAttack: true };
}
