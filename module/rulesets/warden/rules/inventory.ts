import { wardenClamp, wardenInt, wardenList } from "./numbers.js";

/** Inventory slots of a character by default (a world setting may change it). */
export const WARDEN_DEFAULT_SLOTS = 10;
/** Most slots any inventory may have (a sanity bound for hand-edited data). */
export const WARDEN_SLOT_CAP = 40;
/** Slots taken by a bulky item (bulky items are two-handed or awkward: two slots). */
export const WARDEN_BULKY_SLOTS = 2;

/** Anything carried: a slot count, or the bulky/petty flags. */
export interface WardenCarried {
  /** Slots the item takes when neither bulky nor petty (default 1). */
  slots?: number;
  /** Bulky: takes two slots. */
  bulky?: boolean;
  /** Petty: takes no slot. */
  petty?: boolean;
  /** Items that take no room (a grimoire turned soul-vessel, mishap 15) set this. */
  weightless?: boolean;
}

/** Slots one item occupies: petty or weightless 0, bulky 2 (or more if set higher), else its slots (default 1). */
export function wardenItemSlots(item: WardenCarried): number {
  if (item.petty || item.weightless) return 0;
  const slots = wardenClamp(item.slots, 0, WARDEN_SLOT_CAP, 1);
  return item.bulky ? Math.max(WARDEN_BULKY_SLOTS, slots) : slots;
}

export interface WardenInventory {
  /** Slots the character has. */
  max: number;
  /** Slots taken by items. */
  items: number;
  /** Slots taken by Fatigue (one each). */
  fatigue: number;
  /** max − items − fatigue, never below 0. */
  free: number;
  /** How many slots the load exceeds the inventory by (items to drop). */
  over: number;
}

/** The slot budget: each Fatigue occupies one slot (items that are not objects are skipped). */
export function wardenInventory({
  maxSlots = WARDEN_DEFAULT_SLOTS,
  items = [],
  fatigue = 0,
}: {
  maxSlots?: number;
  items?: readonly WardenCarried[];
  fatigue?: number;
}): WardenInventory {
  const max = wardenClamp(maxSlots, 0, WARDEN_SLOT_CAP, WARDEN_DEFAULT_SLOTS);
  const itemSlots = wardenList(items).reduce((sum, item) => sum + wardenItemSlots(item), 0);
  const fatigueSlots = Math.max(0, wardenInt(fatigue));
  const used = itemSlots + fatigueSlots;
  return { max, items: itemSlots, fatigue: fatigueSlots, free: Math.max(0, max - used), over: Math.max(0, used - max) };
}

/**
 * Adding Fatigue: each one takes a slot; "If a character is forced to add Fatigue to their inventory
 * but they have no free slots, they must drop an item from their inventory."
 */
export function wardenAddFatigue({ free, count }: { free: number; count: number }): {
  added: number;
  mustDrop: number;
} {
  const added = Math.max(0, wardenInt(count));
  const room = Math.max(0, wardenInt(free));
  return { added, mustDrop: Math.max(0, added - room) };
}
