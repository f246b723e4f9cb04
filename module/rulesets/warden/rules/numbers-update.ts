/**
 * The actor update that takes a Warden actor from one set of numbers to another (the changes of a scar or mishap,
 * `wardenApplyChanges`): only the paths that change, as one flat update of dotted paths (CONTRIBUTING "Whole
 * outcomes"). Slots are stored as the bonus over the world's base slots; a creature's effect armor is its
 * `armorValue`, a character's its `armorBonus`.
 */
import { wardenNumbers, type WardenNumbers } from "./effects.js";
import { WARDEN_DEFAULT_SLOTS, WARDEN_SLOT_CAP } from "./inventory.js";
import { wardenClamp, wardenInt, wardenRecord, wardenText } from "./numbers.js";

/** Numbers that are not numbers count as `wardenNumbers` says (missing scores 0, slots 10). */
export function wardenNumbersUpdate(
  beforeInput: Partial<WardenNumbers>,
  afterInput: Partial<WardenNumbers>,
  options: { creature: boolean; baseSlots: number },
): Record<string, number> {
  const before = wardenNumbers(beforeInput);
  const after = wardenNumbers(afterInput);
  const { creature, baseSlots: base } = wardenRecord(options);
  const baseSlots = wardenClamp(base, 0, WARDEN_SLOT_CAP, WARDEN_DEFAULT_SLOTS);
  const update: Record<string, number> = {};
  for (const key of ["hp", "str", "dex", "wil"] as const) {
    if (after[key].max !== before[key].max) update[`system.${key}.max`] = after[key].max;
    if (after[key].value !== before[key].value) update[`system.${key}.value`] = after[key].value;
  }
  if (after.slots !== before.slots) update["system.slotsBonus"] = after.slots - baseSlots;
  if (after.armorBonus !== before.armorBonus) update[creature === true ? "system.armorValue" : "system.armorBonus"] = after.armorBonus;
  return update;
}

/** New Fatigue items (one inventory slot each, so never more than an inventory's slots), as item creation takes them. */
export function wardenFatigueItems(count: number, options: { name: string; source: string; tumor?: boolean }) {
  const n = wardenClamp(wardenInt(count), 0, WARDEN_SLOT_CAP);
  // Read as text whatever a macro hands in (a property test found a NaN name copied into the new items).
  const given = wardenRecord(options);
  const name = wardenText(given.name);
  const source = wardenText(given.source);
  const tumor = given.tumor === true;
  return Array.from({ length: n }, () => ({
    name,
    type: "wardenFatigue",
    img: "icons/svg/unconscious.svg",
    system: tumor ? { source, tumor: true } : { source },
  }));
}
