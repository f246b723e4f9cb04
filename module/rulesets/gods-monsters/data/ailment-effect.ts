/**
 * The Active Effect an ailment puts on its victim: one change per number it lowers
 * (`system.bonuses.<target>`, added as a negative number) and a status for each condition.
 * Pure (no Foundry globals): the ailment model and its tests build effect data with it.
 *
 * Contract with the character data model: `system.bonuses.<target>` holds a number for each of
 * the ailment targets (the six abilities, the six reactions, defense, attack, movement and
 * concentration), 0 by default, which the derived numbers add. Active Effects apply between base
 * and derived data, so the penalty reaches every derived number.
 */
import type { GmAilmentTarget } from "../rules/equipment/types.js";
import type { GmAilmentTotals } from "../rules/consequences/ailments.js";

/**
 * One number an ailment lowers: `value` (negative) added to `key` with `priority` among the effect changes. The
 * Foundry side writes it in the running generation's change shape (module/core/compat/effect-change.ts).
 */
export interface GmAilmentChange {
  key: string;
  value: number;
  priority: number;
}

/** The actor data path an ailment penalty changes. */
export function gmAilmentChangeKey(target: GmAilmentTarget): string {
  return `system.bonuses.${target}`;
}

/** Status ids for ailment conditions (Foundry's core "sleep", "paralysis", "unconscious"). */
export const GM_CONDITION_STATUSES: Readonly<Record<string, string>> = { sleep: "sleep", paralysis: "paralysis", unconscious: "unconscious" };

export interface GmAilmentEffectData {
  name: string;
  img: string;
  transfer: boolean;
  disabled: boolean;
  changes: GmAilmentChange[];
  statuses: string[];
  flags: { anthology: { gmAilment: true } };
}

/**
 * The effect of an ailment that has applied as often as `totals` sums up; `null` when it changes
 * no number and gives no condition (nothing to show).
 */
export function gmAilmentEffectData(name: string, img: string, totals: GmAilmentTotals, active: boolean): GmAilmentEffectData | null {
  const changes = totals.penalties.filter((p) => p.amount > 0).map((p) => ({ key: gmAilmentChangeKey(p.target), value: -p.amount, priority: 20 }));
  const statuses = [...new Set(totals.conditions.map((c) => GM_CONDITION_STATUSES[c.condition]).filter((s): s is string => Boolean(s)))];
  if (changes.length === 0 && statuses.length === 0) return null;
  return { name, img, transfer: true, disabled: !active, changes, statuses, flags: { anthology: { gmAilment: true } } };
}
