/** Template data shared by the Warden actor sheets. */
import { WARDEN_ATTRIBUTES } from "../rules/attributes.js";
import type { WardenPending } from "../data/numbers.js";
import type { WardenActorModel } from "../data/types.js";
import { changeLines } from "../chat/change-lines.js";
import { wardenChangesOf } from "../rules/state-outcome.js";
import { wardenSlotCells, type WardenSlotItem } from "./slot-grid.js";
import { actorItems } from "../../../core/foundry/items.js";
import { wardenItemSlots, type WardenCarried } from "../rules/inventory.js";
import { isWardenArmor, isWardenCarried, isWardenFatigue, isWardenGear, isWardenGrimoire, isWardenWeapon } from "../data/types.js";

export interface ItemRow {
  id: string;
  name: string;
  img: string;
  type: string;
  /** The item's prepared system data, for the row's own details (a weapon's die, armor, a dust's quantity). */
  system: object;
  /** What the item takes in the inventory: the rules' `wardenItemSlots` (petty or weightless 0, bulky 2, Fatigue 1). */
  slots: number;
  /** How the slot grid reads it (rules/inventory.ts). */
  carried: WardenCarried;
  rollable: boolean;
  /** Short tags for what the row's columns do not say (bulky, petty, weightless, ranged…), localization keys. */
  tags: string[];
}

const ROLLABLE = new Set(["wardenWeapon", "wardenSpell", "wardenScroll"]);

export function attributeRows(s: WardenActorModel) {
  return WARDEN_ATTRIBUTES.map((key) => ({
    key,
    label: `ANTHOLOGY.Warden.Attribute.${key}`,
    abbr: `ANTHOLOGY.Warden.AttributeAbbr.${key}`,
    value: s[key].value,
    max: s[key].max,
  }));
}

/** What an item takes in the inventory: a carried item as the rules count it, each Fatigue one slot, a spell none. */
function carriedOf(item: Item.Implementation): WardenCarried {
  if (isWardenCarried(item))
    return { slots: item.system.slots, bulky: item.system.bulky, petty: item.system.petty, weightless: isWardenGrimoire(item) && item.system.weightless };
  return isWardenFatigue(item) ? { slots: 1 } : { slots: 0 };
}

/** The object die an item lends a check (a weapon's own die is its damage die), 0 for none. */
function objectDieOf(item: Item.Implementation): number {
  return isWardenArmor(item) || isWardenGear(item) ? item.system.objectDie : 0;
}

/** The row's tags, from the item's own flags (each a key under ANTHOLOGY.Warden.Tag). */
function tagsOf(item: Item.Implementation): string[] {
  const on: string[] = [];
  if (isWardenCarried(item)) {
    if (item.system.petty) on.push("petty");
    else if (item.system.bulky) on.push("bulky");
    if (item.system.equipped && (isWardenWeapon(item) || isWardenArmor(item))) on.push("equipped");
  }
  if (isWardenWeapon(item)) {
    if (item.system.ranged) on.push("ranged");
    if (item.system.twoHanded) on.push("twoHanded");
  }
  if (isWardenArmor(item) && item.system.shield) on.push("shield");
  if (isWardenGrimoire(item)) {
    if (item.system.weightless) on.push("weightless");
    if (item.system.damaged) on.push("damaged");
  }
  if (isWardenFatigue(item) && item.system.tumor) on.push("tumor");
  return on.map((t) => `ANTHOLOGY.Warden.Tag.${t}`);
}

export function itemRows(actor: Actor.Implementation): ItemRow[] {
  return [...actorItems(actor)]
    .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))
    .map((item) => {
      const type: string = item.type;
      const carried = carriedOf(item);
      return {
        id: item.id ?? "",
        name: item.name ?? "",
        img: item.img ?? "",
        type,
        system: item.system,
        slots: wardenItemSlots(carried),
        carried,
        rollable: ROLLABLE.has(type) || objectDieOf(item) >= 2,
        tags: tagsOf(item),
      };
    });
}

export function slotCells(rows: ItemRow[], maxSlots: number) {
  const items: WardenSlotItem[] = rows.filter((r) => r.type !== "wardenSpell").map((r) => ({ id: r.id, name: r.name, img: r.img, type: r.type, ...r.carried }));
  return wardenSlotCells(items, maxSlots);
}

export function markRows(marks: readonly unknown[]) {
  return marks.filter((id): id is string => typeof id === "string").map((id) => ({ id, label: `ANTHOLOGY.Warden.Status.${id}` }));
}

export function pendingRows(pending: WardenPending) {
  // Entries that failed validation on load may come back empty: they are skipped.
  return (pending ?? [])
    .flatMap((p, index) => (p && typeof p === "object" ? [{ p, index }] : []))
    .map(({ p, index }) => ({
      index,
      name: p.kind === "mishap" ? `ANTHOLOGY.Warden.Mishap.${p.id}.name` : `ANTHOLOGY.Warden.Scar.${p.id}.name`,
      timing: `ANTHOLOGY.Warden.Timing.${p.timing}`,
      changes: changeLines(wardenChangesOf(p.changes)),
    }));
}
