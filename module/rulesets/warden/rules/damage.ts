import { WARDEN_MAX_ARMOR } from "./armor.js";
import { wardenSavePasses } from "./check.js";
import { wardenClamp, wardenInt, wardenInts, wardenList, wardenText } from "./numbers.js";
import { scarFor } from "./scars-table.js";

/** "Unarmed attacks always do d4 damage." */
export const WARDEN_UNARMED_DIE = 4;

/** "Make a STR Save (DC=15) to avoid taking Critical Damage, using their new STR score." */
export const WARDEN_CRITICAL_DC = 15;

/** "Subtract the target's Armor value from the result of damage rolls" (never below 0; Armor at most 3). */
export function wardenDamageAfterArmor({ damage, armor = 0 }: { damage: number; armor?: number }): number {
  const raw = Math.max(0, wardenInt(damage));
  return Math.max(0, raw - wardenClamp(armor, 0, WARDEN_MAX_ARMOR, 0));
}

/** "Attacking with two weapons at the same time, the Attacker rolls both damage dice and keep the single highest result." */
export function wardenTwoWeaponDamage(faces: readonly number[]): number {
  return wardenInts(faces).reduce((best, f) => Math.max(best, f), 0);
}

/** A target of an attack on several targets: its armor and whether its own save succeeded. */
export interface WardenAreaTarget {
  id: string;
  armor?: number;
  /** True when this target's save beat the attacker's single roll. */
  saved: boolean;
}

/**
 * "Attacks against multiple targets, the Attacker rolls once, and Each Target roll a Save."
 * One damage roll; each target that failed its save takes it minus its own Armor. Targets that are not
 * objects are skipped (a non-list is no target); an id that is not text becomes text.
 */
export function wardenAreaDamage({ damage, targets }: { damage: number; targets: readonly WardenAreaTarget[] }): {
  id: string;
  damage: number;
}[] {
  return wardenList(targets).map((t) => ({
    id: wardenText(t.id),
    damage: t.saved ? 0 : wardenDamageAfterArmor({ damage, armor: t.armor }),
  }));
}

/** Who takes the damage: a PC (scars), an NPC or monster, or a detachment. */
export type WardenVictim = "character" | "creature" | "detachment";

export interface WardenDamageResult {
  /** Damage that got through armor. */
  damage: number;
  hpBefore: number;
  hp: number;
  str: number;
  hpLost: number;
  /** Damage past 0 HP, taken off STR. */
  strLost: number;
  /** A STR save at DC 15 with the new STR is due (damage went past 0 HP and STR is still above 0). */
  criticalSave: boolean;
  /** The Scars entry of a PC whose HP went from above 0 to 0 or under; null otherwise. */
  scar: number | null;
  /** STR reached 0: a PC or creature dies, a detachment is destroyed. */
  dead: boolean;
}

/**
 * Applies damage: armor first, then HP; "Damage that reduces a Target's HP below zero is subtracted
 * from their STR by the amount of damage remaining", then a critical damage save is due. A PC whose
 * HP would go to 0 or under looks up the Scars entry of the HP it had before the blow.
 */
export function wardenApplyDamage({
  hp,
  str,
  damage,
  armor = 0,
  victim = "character",
}: {
  hp: number;
  str: number;
  damage: number;
  armor?: number;
  victim?: WardenVictim;
}): WardenDamageResult {
  const dealt = wardenDamageAfterArmor({ damage, armor });
  const hpBefore = Math.max(0, wardenInt(hp));
  const strBefore = Math.max(0, wardenInt(str));
  const hpLost = Math.min(hpBefore, dealt);
  const overflow = dealt - hpLost;
  const strLost = Math.min(strBefore, overflow);
  const hpAfter = hpBefore - hpLost;
  const strAfter = strBefore - strLost;
  const dead = strAfter <= 0;
  const scar = victim === "character" && hpBefore > 0 && dealt >= hpBefore ? scarFor(hpBefore) : null;
  return {
    damage: dealt,
    hpBefore,
    hp: hpAfter,
    str: strAfter,
    hpLost,
    strLost,
    criticalSave: overflow > 0 && !dead,
    scar,
    dead,
  };
}

/** What a critical damage save decides. */
export type WardenCriticalState =
  /** Passed: still in the fight, with the lower STR. */
  | "fighting"
  /** A PC that failed: can only crawl; bandages stabilize it, untreated it dies within the hour. */
  | "critical"
  /** An NPC or monster that failed (per the Warden), a doomed PC that failed, or STR 0. */
  | "dead"
  /** A detachment that took critical damage is routed or significantly weakened. */
  | "routed"
  /** A detachment at 0 STR. */
  | "destroyed";

/**
 * The critical damage save: STR save against DC 15 using the new STR (TR > DC passes), and what a
 * failure means for this kind of victim. A PC marked Doomed (Scars entry 12) dies on a failure.
 */
export function wardenCriticalSave({ tr, victim = "character", doomed = false }: { tr: number; victim?: WardenVictim; doomed?: boolean }): {
  passed: boolean;
  state: WardenCriticalState;
} {
  const passed = wardenSavePasses({ tr, dc: WARDEN_CRITICAL_DC });
  if (passed) return { passed, state: "fighting" };
  if (victim === "detachment") return { passed, state: "routed" };
  if (victim === "creature" || doomed) return { passed, state: "dead" };
  return { passed, state: "critical" };
}

/** The state of a victim whose STR reached 0: dead, or destroyed for a detachment. */
export function wardenZeroStrState(victim: WardenVictim): WardenCriticalState {
  return victim === "detachment" ? "destroyed" : "dead";
}
