/**
 * Item reactions (001): items only react when they are not carried, or their carrier is unconscious
 * or was injured by the attack. The reaction is against 4, plus the material's bonus against the
 * attack form, plus a thickness bonus: +1 at the material's bonus thickness and +1 more for every
 * doubling of it. Items have survival points equal to their weight in pounds.
 */
import type { GmAttackForm, GmMaterial } from "../equipment/types.js";
import { gmAmount } from "../equipment/input.js";

/** Base reaction of an item. */
export const GM_ITEM_REACTION_BASE = 4;

export interface GmMaterialRow {
  material: GmMaterial;
  /** Bonus against each attack form; `null` where the table is blank (no bonus). */
  fire: number | null;
  bludgeon: number | null;
  acid: number | null;
  /** Thickness in inches that earns the first +1. */
  bonusThickness: number;
}

/** The item reactions table of 001. */
export const GM_ITEM_REACTION_TABLE: readonly GmMaterialRow[] = [
  { material: "glass", fire: 8, bludgeon: null, acid: 16, bonusThickness: 0.25 },
  { material: "ice", fire: null, bludgeon: null, acid: 8, bonusThickness: 0.5 },
  { material: "metal", fire: 6, bludgeon: 5, acid: null, bonusThickness: 0.25 },
  { material: "paper", fire: -2, bludgeon: 6, acid: 8, bonusThickness: 0.5 },
  { material: "stone", fire: 8, bludgeon: null, acid: 10, bonusThickness: 1 },
  { material: "wood", fire: null, bludgeon: 3, acid: 5, bonusThickness: 1 },
];

export function gmMaterialRow(material: GmMaterial | string): GmMaterialRow | null {
  return GM_ITEM_REACTION_TABLE.find((r) => r.material === material) ?? null;
}

/**
 * Thickness bonus: 0 below the bonus thickness, +1 at it, +1 per doubling beyond (glass: ¼" +1,
 * ½" +2, 1" +3, 2" +4).
 */
export function gmThicknessBonus(material: GmMaterial | string, inches: unknown): number {
  const row = gmMaterialRow(material);
  const t = gmAmount(inches);
  if (!row || t < row.bonusThickness) return 0;
  return 1 + Math.floor(Math.log2(t / row.bonusThickness) + 1e-9);
}

/** Whether an item must react to an attack that could harm it. */
export function gmItemMustReact(situation: { carried: boolean; carrierUnconscious?: boolean; carrierInjured?: boolean }): boolean {
  return !situation.carried || Boolean(situation.carrierUnconscious) || Boolean(situation.carrierInjured);
}

/** The item's reaction number: roll d20 ≤ this or the item takes damage. */
export function gmItemReaction(material: GmMaterial | string, form: GmAttackForm | string, inches: unknown = 0): number {
  const row = gmMaterialRow(material);
  const formBonus = row && (form === "fire" || form === "bludgeon" || form === "acid") ? (row[form] ?? 0) : 0;
  return GM_ITEM_REACTION_BASE + formBonus + gmThicknessBonus(material, inches);
}

/** Survival points of an item: its weight in pounds. */
export function gmItemSurvival(pounds: unknown): number {
  return gmAmount(pounds);
}
