/**
 * The inventory drawn as slots (pure): each carried item fills as many cells as it takes (the first cell
 * named, the rest marked as its continuation), each Fatigue one cell, then the free cells; cells past the
 * inventory's size are marked as overflow.
 */
import { wardenItemSlots, type WardenCarried } from "../rules/inventory.js";

export interface WardenSlotItem extends WardenCarried {
  id: string;
  name: string;
  img: string;
  type: string;
}

export interface WardenSlotCell {
  /** The cell's place in the list, from 0. */
  index: number;
  /** The slot's number as the player counts it on a paper sheet, from 1. */
  number: number;
  kind: "item" | "continued" | "fatigue" | "free";
  id: string | null;
  name: string;
  img: string;
  /** The cell lies beyond the inventory's slots (the load is too heavy). */
  overflow: boolean;
}

export function wardenSlotCells(items: readonly WardenSlotItem[], maxSlots: number): WardenSlotCell[] {
  const cells: Omit<WardenSlotCell, "index" | "number" | "overflow">[] = [];
  for (const item of items) {
    if (item.type === "wardenFatigue") continue;
    const n = wardenItemSlots(item);
    for (let i = 0; i < n; i += 1) {
      cells.push({ kind: i === 0 ? "item" : "continued", id: item.id, name: item.name, img: item.img });
    }
  }
  for (const item of items) {
    if (item.type === "wardenFatigue") cells.push({ kind: "fatigue", id: item.id, name: item.name, img: item.img });
  }
  const max = Math.max(0, Math.floor(maxSlots) || 0);
  while (cells.length < max) cells.push({ kind: "free", id: null, name: "", img: "" });
  return cells.map((c, index) => ({ ...c, index, number: index + 1, overflow: index >= max }));
}
