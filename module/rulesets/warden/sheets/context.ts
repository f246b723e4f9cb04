/** Template data shared by the Warden actor sheets. */
import { WARDEN_ATTRIBUTES } from "../rules/attributes.js";
import type { WardenPending } from "../data/numbers.js";
import type { WardenActorModel } from "../data/types.js";
import { changeLines } from "../chat/change-lines.js";
import type { WardenChanges } from "../rules/effects.js";
import { wardenSlotCells, type WardenSlotItem } from "./slot-grid.js";
import { actorItems } from "../../../core/foundry/items.js";

export interface ItemRow {
  id: string;
  name: string;
  img: string;
  type: string;
  system: Record<string, unknown>;
  slots: number;
  rollable: boolean;
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

export function itemRows(actor: Actor.Implementation): ItemRow[] {
  return [...actorItems(actor)]
    .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))
    .map((item) => {
      const system = item.system as unknown as Record<string, unknown>;
      const type = item.type as string;
      const objectDie = Number(system.objectDie ?? 0);
      return {
        id: item.id ?? "",
        name: item.name ?? "",
        img: item.img ?? "",
        type,
        system,
        slots: Number(system.petty ? 0 : system.bulky ? Math.max(2, Number(system.slots ?? 1)) : (system.slots ?? 1)),
        rollable: ROLLABLE.has(type) || objectDie >= 2,
      };
    });
}

export function slotCells(rows: ItemRow[], maxSlots: number) {
  const items: WardenSlotItem[] = rows
    .filter((r) => r.type !== "wardenSpell")
    .map((r) => ({
      id: r.id,
      name: r.name,
      img: r.img,
      type: r.type,
      slots: Number(r.system.slots ?? 1),
      bulky: Boolean(r.system.bulky),
      petty: Boolean(r.system.petty),
      weightless: Boolean(r.system.weightless),
    }));
  return wardenSlotCells(items, maxSlots);
}

export function markRows(marks: readonly unknown[]) {
  return marks.filter((id): id is string => typeof id === "string").map((id) => ({ id, label: `ANTHOLOGY.Warden.Status.${id}` }));
}

export function pendingRows(pending: WardenPending) {
  // Entries that failed validation on load may come back empty: they are skipped.
  return (pending ?? []).flatMap((p, index) => (p && typeof p === "object" ? [{ p, index }] : [])).map(({ p, index }) => ({
    index,
    name: p.kind === "mishap" ? `ANTHOLOGY.Warden.Mishap.${p.id}.name` : `ANTHOLOGY.Warden.Scar.${p.id}.name`,
    timing: `ANTHOLOGY.Warden.Timing.${p.timing}`,
    changes: changeLines((p.changes ?? {}) as WardenChanges),
  }));
}
