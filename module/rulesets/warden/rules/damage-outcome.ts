/**
 * Damage as a whole outcome (CONTRIBUTING "Whole outcomes"; 003 "Damage", "Critical Damage"): the HP and STR left
 * and, when STR reached 0, the condition (dead, or destroyed for a detachment) with its token status, the other
 * condition statuses the actor shows set off.
 */
import type { ActorOutcome } from "../../../core/rules/outcome.js";
import { wardenZeroStrState, type WardenDamageResult, type WardenVictim } from "./damage.js";
import { wardenInt, wardenRecord, wardenText } from "./numbers.js";

/** The condition statuses (`CONFIG.statusEffects` ids); an actor shows at most one. */
export const WARDEN_CONDITION_STATUSES = ["critical", "stable", "dead", "routed", "destroyed"] as const;

/** The statuses for a new condition: it on, any other condition status the actor shows (`active`) off. */
export function wardenConditionStatuses(condition: string, active: readonly string[]): Record<string, boolean> {
  const shown: readonly unknown[] = Array.isArray(active) ? active : [];
  const statuses: Record<string, boolean> = { [wardenText(condition)]: true };
  for (const status of WARDEN_CONDITION_STATUSES) if (status !== condition && shown.includes(status)) statuses[status] = false;
  return statuses;
}

export function wardenDamageOutcome(result: WardenDamageResult, options: { victim: WardenVictim; active: readonly string[] }): ActorOutcome {
  const r = wardenRecord(result);
  const { victim, active } = wardenRecord(options);
  const actor: Record<string, unknown> = { "system.hp.value": Math.max(0, wardenInt(r.hp)), "system.str.value": Math.max(0, wardenInt(r.str)) };
  if (r.dead !== true) return { actor };
  const condition = wardenZeroStrState(victim === "detachment" ? "detachment" : "character");
  actor["system.condition"] = condition;
  return { actor, statuses: wardenConditionStatuses(condition, active ?? []) };
}
