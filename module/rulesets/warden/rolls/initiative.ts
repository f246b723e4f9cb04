/**
 * Combat order: 1d20 + WIL, sorted within each group, groups taking turns one member at a time
 * (`wardenTurnOrder`). A combatant's group is its Combatant Group when it has one, else its token's
 * disposition (friendly, neutral, hostile, secret).
 */
import { wardenTurnOrder, type WardenInitiativeEntry } from "../rules/initiative.js";

interface CombatantLike {
  id: string | null;
  initiative: number | null;
  group?: { id?: string | null } | string | null;
  token?: { disposition?: number } | null;
  parent?: { combatants?: Iterable<CombatantLike> } | null;
}

export function wardenCombatantGroup(c: CombatantLike): string {
  const g = c.group;
  if (typeof g === "string" && g) return `group:${g}`;
  if (g && typeof g === "object" && g.id) return `group:${g.id}`;
  return `disposition:${c.token?.disposition ?? 0}`;
}

let cacheKey = "";
let cacheOrder = new Map<string, number>();

function orderOf(combatants: CombatantLike[]): Map<string, number> {
  const entries: WardenInitiativeEntry[] = combatants.map((c) => ({
    id: c.id ?? "",
    group: wardenCombatantGroup(c),
    initiative: c.initiative === null || c.initiative === undefined ? Number.NaN : c.initiative,
  }));
  const key = entries.map((e) => `${e.id}|${e.group}|${e.initiative}`).join(";");
  if (key !== cacheKey) {
    cacheKey = key;
    cacheOrder = new Map(wardenTurnOrder(entries).map((id, i) => [id, i]));
  }
  return cacheOrder;
}

/** Combat#_sortCombatants for the Warden (called unbound with two combatants of the same combat). */
export function wardenCombatSort(a: Combatant.Implementation, b: Combatant.Implementation): number {
  const ca = a;
  const cb = b;
  const all = [...(ca.parent?.combatants ?? [ca, cb])];
  const order = orderOf(all);
  return (order.get(ca.id ?? "") ?? Number.MAX_SAFE_INTEGER) - (order.get(cb.id ?? "") ?? Number.MAX_SAFE_INTEGER);
}
