/**
 * Equipment for different-sized creatures (004): bulk is relative to the size an item was made for,
 * cost doubles for every size step away from the culture that makes it, weapon damage follows the
 * damage progression, range doubles or halves per step, and a weapon made for another size is at a
 * penalty of one per step.
 */
import { GM_SIZES } from "./types.js";
import type { GmSize } from "./types.js";
import { gmShiftDamage } from "./damage-dice.js";
import { gmAmount, gmCents } from "./input.js";

/** Position of a size on the scale (fine 0 … medium 3 … titanic 7); unknown input counts as medium. */
export function gmSizeIndex(size: unknown): number {
  const i = (GM_SIZES as readonly unknown[]).indexOf(typeof size === "string" ? size.trim().toLowerCase() : size);
  return i < 0 ? 3 : i;
}

/** The size an input names, medium when it names none. */
export function gmSizeOf(size: unknown): GmSize {
  return GM_SIZES[gmSizeIndex(size)];
}

/** Size steps from `from` to `to`: positive when `to` is larger (medium → large = +1). */
export function gmSizeSteps(from: unknown, to: unknown): number {
  return gmSizeIndex(to) - gmSizeIndex(from);
}

/**
 * Bulk of an item made for `madeFor` when a `carrier` creature carries it: doubled for each size the
 * item is larger than the carrier, halved for each size it is smaller (004: a huge bulk-20 weapon is
 * bulk 80 for a medium creature; a medium bulk-20 weapon is bulk 5 for a huge one).
 */
export function gmBulkForCarrier(bulk: unknown, madeFor: unknown, carrier: unknown): number {
  return gmAmount(bulk) * 2 ** gmSizeSteps(carrier, madeFor);
}

/**
 * Cost in a culture of size `culture` of an item made for `madeFor`, when it would cost `cost` in
 * its own culture: doubled for every size of difference (004: a tiny or a huge sword costs 80 in a
 * medium culture where a medium one costs 20).
 */
export function gmCostInCulture(cost: unknown, madeFor: unknown, culture: unknown): number {
  return gmCents(gmAmount(cost) * 2 ** Math.abs(gmSizeSteps(culture, madeFor)));
}

/**
 * Range of a thrown or propelled weapon made for `madeFor`, from its medium range: doubled or
 * halved per size step, rounded normally, at least 1 (004: a long sword, range 3, has range 6 when
 * large and 1 when tiny). A weapon with no range keeps none (`null`).
 */
export function gmRangeForSize(mediumRange: number | null, madeFor: unknown): number | null {
  if (mediumRange === null || mediumRange === undefined) return null;
  const r = gmAmount(mediumRange);
  if (r === 0) return 0;
  return Math.max(1, Math.round(r * 2 ** gmSizeSteps("medium", madeFor)));
}

/** Damage of a weapon made for `madeFor`, from its medium damage, along the damage progression (large long sword: d10). */
export function gmDamageForSize(mediumDamage: string, madeFor: unknown): string {
  return gmShiftDamage(mediumDamage, gmSizeSteps("medium", madeFor));
}

/** Attack penalty (positive) for using a weapon made for another size: one per step of difference. */
export function gmWrongSizePenalty(weaponSize: unknown, wielderSize: unknown): number {
  return Math.abs(gmSizeSteps(weaponSize, wielderSize));
}

/** The numbers of a medium weapon when it is made for another size. */
export interface GmSizedWeapon {
  size: GmSize;
  damage: string;
  range: number | null;
  /** Cost to buy it in a culture of `culture` size (medium unless given). */
  cost: number;
  /** Bulk for a creature of the size it was made for (unchanged: bulk is relative to that size). */
  bulk: number;
}

/**
 * A medium weapon remade for `size` (004's long sword table: large d10, range 6, cost 40).
 * `culture` is the size of the culture that sells it; items bought in their own culture cost the
 * listed price (Toromeen's small battleaxe, bought as a dwarf, still costs 7).
 */
export function gmWeaponForSize(
  medium: { damage: string; range: number | null; cost: number; bulk: number },
  size: unknown,
  culture: unknown = "medium",
): GmSizedWeapon {
  const s = gmSizeOf(size);
  return {
    size: s,
    damage: gmDamageForSize(medium.damage, s),
    range: gmRangeForSize(medium.range, s),
    cost: gmCostInCulture(medium.cost, s, culture),
    bulk: gmAmount(medium.bulk),
  };
}
