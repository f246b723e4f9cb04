/**
 * Carrying (004, Money and Equipment and Equipment for different-sized creatures): an item's bulk
 * for the creature carrying it, the count of carried items where a container and its contents are
 * one item, the bulk limit per item (strength) and the hands a weapon needs.
 */
import type { GmSize } from "./types.js";
import { gmBulkForCarrier } from "./sizes.js";
import { gmAmount, gmWhole } from "./input.js";
import { gmObjects } from "../coerce.js";

/** The parts of a physical item the carry rules read. */
export interface GmCarriedItem {
  id: string;
  bulk: number | null;
  quantity?: number;
  size?: GmSize | string;
  carried?: boolean;
  /** Id of the container it is in, "" if none. */
  containerId?: string;
  /** The item is a container. */
  isContainer?: boolean;
  /** Weapons never used as one: half bulk, if the Guide allows. */
  halfBulkUnused?: boolean;
  /** Armor: bulk multiplier when carried rather than worn. */
  carriedBulkMultiplier?: number;
  /** Armor worn (its bulk as listed). */
  worn?: boolean;
}

/** Bulk of one unit of an item for a carrier of `carrierSize`, with the half-bulk and carried-armor rules. */
export function gmItemBulk(item: GmCarriedItem, carrierSize: GmSize | string = "medium"): number {
  let bulk = gmBulkForCarrier(item.bulk ?? 0, item.size ?? "medium", carrierSize);
  if (item.carriedBulkMultiplier !== undefined && !item.worn) bulk *= Math.max(1, gmAmount(item.carriedBulkMultiplier, 1));
  if (item.halfBulkUnused) bulk /= 2;
  return bulk;
}

/**
 * How many items count against Carry: each carried unit outside a container counts once, a
 * container counts once with all it holds, and an item inside a container does not count
 * ("a container allows the character to carry multiple items as if they were one item").
 * A container that is itself inside another container does not count either. A non-list is no
 * items; junk entries are skipped.
 */
export function gmCarryCount(items: readonly GmCarriedItem[]): number {
  const list = gmObjects(items);
  const ids = new Set(list.filter((i) => i.carried !== false).map((i) => i.id));
  let count = 0;
  for (const item of list) {
    if (item.carried === false) continue;
    if (item.containerId && ids.has(item.containerId)) continue;
    count += item.isContainer ? 1 : Math.max(1, gmWhole(item.quantity, 1));
  }
  return count;
}

/**
 * Ids of the carried items whose bulk is above the most a character may carry per item (their
 * strength). A non-list is no items, junk entries are skipped, an id that is not text is given as text.
 */
export function gmTooBulky(items: readonly GmCarriedItem[], maxItemBulk: unknown, carrierSize: GmSize | string = "medium"): string[] {
  const limit = gmAmount(maxItemBulk);
  return gmObjects(items)
    .filter((i) => i.carried !== false && gmItemBulk(i, carrierSize) > limit)
    .map((i) => (typeof i.id === "string" ? i.id : String(i.id ?? "")));
}

/**
 * Hands needed to wield a weapon: the hands its table gives (1 where blank), and two whenever its
 * bulk for the wielder is above the wielder's strength (004: Toromeen's 18 strength lets him wield
 * his bulk-18 battleaxe one-handed).
 */
export function gmHandsToWield(
  weapon: { hands: number | null; bulk: number | null; size?: GmSize | string },
  strength: unknown,
  wielderSize: GmSize | string = "medium",
): number {
  const listed = weapon.hands === null || weapon.hands === undefined ? 1 : Math.min(2, Math.max(1, gmWhole(weapon.hands, 1)));
  const bulk = gmBulkForCarrier(weapon.bulk ?? 0, weapon.size ?? "medium", wielderSize);
  return bulk > gmAmount(strength) ? 2 : listed;
}

/** Price and bulk of a book or journal of `pages` pages: the listed minimum plus the per-ten-pages amounts. */
export function gmBookCostAndBulk(
  base: { cost: unknown; bulk: unknown },
  perPages: { costPerTen: unknown; bulkPerTen: unknown },
  pages: unknown,
): { cost: number; bulk: number } {
  const tens = gmAmount(pages) / 10;
  return {
    cost: Math.round((gmAmount(base.cost) + tens * gmAmount(perPages.costPerTen)) * 100) / 100,
    bulk: Math.round((gmAmount(base.bulk) + tens * gmAmount(perPages.bulkPerTen)) * 1000) / 1000,
  };
}
