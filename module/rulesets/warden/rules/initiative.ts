import { wardenInt, wardenList, wardenText } from "./numbers.js";

/** "Each creature rolls an initiative roll (1d20 + WIL)". */
export function wardenInitiative({ d20, wil }: { d20: number; wil: number }): number {
  return wardenInt(d20) + wardenInt(wil);
}

/** The initiative formula for Foundry's Combat: the actor's roll data is its system data, so WIL is `@wil.value`. */
export const WARDEN_INITIATIVE_FORMULA = "1d20 + @wil.value";

export interface WardenInitiativeEntry {
  id: string;
  /** The side this combatant belongs to (party, a band of goblins, ...). */
  group: string;
  initiative: number;
}

/**
 * Turn order: "The initiative is sorted from largest to lowest, for each Group separately", then
 * "each Group takes one Turn at a time ... This continue rotating until each member of each Group
 * has taken a Turn". The group whose best initiative is highest starts (ties: the group met first);
 * within a group ties keep the given order. Returns the ids in turn order. Entries that are not objects
 * are skipped (a non-list has no turns); an initiative that is not a number goes last in its group.
 */
export function wardenTurnOrder(entries: readonly WardenInitiativeEntry[]): string[] {
  const groups = new Map<string, { first: number; members: { id: string; init: number; index: number }[] }>();
  wardenList(entries).forEach((e, index) => {
    const key = String(e.group);
    const init = typeof e.initiative === "number" && Number.isFinite(e.initiative) ? e.initiative : -Number.MAX_VALUE;
    const g = groups.get(key) ?? { first: index, members: [] };
    g.members.push({ id: wardenText(e.id), init, index });
    groups.set(key, g);
  });
  const ordered = [...groups.values()].map((g) => ({
    first: g.first,
    members: [...g.members].sort((a, b) => b.init - a.init || a.index - b.index),
  }));
  ordered.sort((a, b) => b.members[0].init - a.members[0].init || a.first - b.first);
  const order: string[] = [];
  const longest = Math.max(0, ...ordered.map((g) => g.members.length));
  for (let round = 0; round < longest; round += 1) {
    for (const g of ordered) if (round < g.members.length) order.push(g.members[round].id);
  }
  return order;
}
