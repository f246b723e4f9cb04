/**
 * Free Attacks (text 002, "Free Attack", "Disengage from Melee Combat", "Flanking", "Pain Threshold",
 * "Surprise"): triggered by a Long weapon in the first turn of melee, an enemy withdrawing from melee,
 * an enemy moving past, a successful surprise, damage over the Pain Threshold, or an ability.
 * A combatant normally gains only one Free Attack per triggering factor and turn.
 */

import { shadowList } from "./coerce.js";
import { shadowLongWeaponFreeAttack, type ShadowCombatantArms } from "./weapons.js";

export const SHADOW_FREE_ATTACK_TRIGGERS = ["longWeapon", "withdraw", "movePast", "surprise", "painThreshold", "ability"] as const;
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
export function shadowFreeAttacksSuffered(movement: "disengage" | "movePast", enemies: unknown, goesAround = false): number {
  if (movement === "movePast" && goesAround) return 0;
  const n = typeof enemies === "number" && Number.isFinite(enemies) ? Math.floor(enemies) : 0;
  return Math.max(0, n);
}

/** A weapon as the Free Attack's choice reads it: its id, whether it is drawn, its qualities. */
export interface ShadowFreeAttackWeapon {
  id: string;
  equipped: boolean;
  qualities: readonly string[];
}

/**
 * The weapon a Free Attack strikes with: a ready melee weapon (drawn, or natural, which is always ready; 002 "Combat
 * With Weapons Ready"), never a ranged one; for the Long weapon's Free Attack a ready Long weapon only. Among several,
 * the first in the given order. Null when none is ready (the Free Attack cannot be made).
 */
export function shadowFreeAttackWeapon(weapons: readonly ShadowFreeAttackWeapon[], trigger: ShadowFreeAttackTrigger): string | null {
  const ready = shadowList(weapons).filter((w): w is ShadowFreeAttackWeapon => {
    if (typeof w !== "object" || w === null) return false;
    const qualities = shadowList((w as ShadowFreeAttackWeapon).qualities);
    if (qualities.includes("ranged")) return false;
    return (w as ShadowFreeAttackWeapon).equipped === true || qualities.includes("natural");
  });
  const usable = trigger === "longWeapon" ? ready.filter((w) => shadowList(w.qualities).includes("long")) : ready;
  const chosen = usable[0];
  return chosen && typeof chosen.id === "string" ? chosen.id : null;
}

/** Who of two combatants meeting in melee gets the Long weapon's Free Attack (002): "mover", "foe" or null. */
export function shadowEngagementFreeAttack(mover: ShadowCombatantArms, foe: ShadowCombatantArms): "mover" | "foe" | null {
  if (shadowLongWeaponFreeAttack(mover, foe, true)) return "mover";
  if (shadowLongWeaponFreeAttack(foe, mover, true)) return "foe";
  return null;
}
