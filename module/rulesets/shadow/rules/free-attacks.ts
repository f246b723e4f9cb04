/**
 * Free Attacks (text 002, "Free Attack", "Disengage from Melee Combat", "Flanking", "Pain Threshold",
 * "Surprise"): triggered by a Long weapon in the first turn of melee, an enemy withdrawing from melee,
 * an enemy moving past, a successful surprise, damage over the Pain Threshold, or an ability.
 * A combatant normally gains only one Free Attack per triggering factor and turn.
 */

import { shadowList } from "./coerce.js";

export const SHADOW_FREE_ATTACK_TRIGGERS = [
  "longWeapon",
  "withdraw",
  "movePast",
  "surprise",
  "painThreshold",
  "ability",
] as const;
export type ShadowFreeAttackTrigger = (typeof SHADOW_FREE_ATTACK_TRIGGERS)[number];

/**
 * Free Attacks one combatant gains in a turn from the triggers it saw: one per distinct trigger.
 * Two enemies withdrawing give 1; one withdrawing and one running past give 2 (the text's example).
 * Unknown triggers (and a non-list) give none.
 */
export function shadowFreeAttacksGained(triggers: readonly ShadowFreeAttackTrigger[]): number {
  return new Set(shadowList(triggers).filter((t) => (SHADOW_FREE_ATTACK_TRIGGERS as readonly unknown[]).includes(t))).size;
}

/**
 * Free Attacks suffered by a combatant who disengages from melee or moves past enemies: each engaged
 * (or bypassed) enemy gets one. Going around an enemy without entering melee, by trading the Combat
 * Action for a second Movement Action, avoids the bypass attacks; disengaging cannot avoid them.
 */
export function shadowFreeAttacksSuffered(
  movement: "disengage" | "movePast",
  enemies: unknown,
  goesAround = false,
): number {
  if (movement === "movePast" && goesAround) return 0;
  const n = typeof enemies === "number" && Number.isFinite(enemies) ? Math.floor(enemies) : 0;
  return Math.max(0, n);
}
