/**
 * The actor update that takes a Warden actor from one set of numbers to another (the changes of a scar or mishap,
 * `wardenApplyChanges`): only the paths that change, as one flat update of dotted paths (CONTRIBUTING "Whole
 * outcomes"). Slots are stored as the bonus over the world's base slots; a creature's effect armor is its
 * `armorValue`, a character's its `armorBonus`.
 */
import type { WardenNumbers } from "./effects.js";

export function wardenNumbersUpdate(
  before: WardenNumbers,
  after: WardenNumbers,
  { creature, baseSlots }: { creature: boolean; baseSlots: number },
): Record<string, number> {
  const update: Record<string, number> = {};
  for (const key of ["hp", "str", "dex", "wil"] as const) {
    if (after[key].max !== before[key].max) update[`system.${key}.max`] = after[key].max;
    if (after[key].value !== before[key].value) update[`system.${key}.value`] = after[key].value;
  }
  if (after.slots !== before.slots) update["system.slotsBonus"] = after.slots - baseSlots;
  if (after.armorBonus !== before.armorBonus) update[creature ? "system.armorValue" : "system.armorBonus"] = after.armorBonus;
  return update;
}

/** New Fatigue items (one inventory slot each), as the actor's item creation takes them. */
export function wardenFatigueItems(count: number, { name, source, tumor = false }: { name: string; source: string; tumor?: boolean }) {
  const n = Math.max(0, Math.floor(Number(count) || 0));
  return Array.from({ length: n }, () => ({
    name,
    type: "wardenFatigue",
    img: "icons/svg/unconscious.svg",
    system: tumor ? { source, tumor: true } : { source },
  }));
}
