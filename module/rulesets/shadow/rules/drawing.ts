/**
 * Drawing weapons (text 002, "Combat With Weapons Ready", "Surprise"): whether combatants have their weapons drawn
 * matters when combat starts; those surprised must draw theirs; a Short weapon is unsheathed as a Free Action, any other
 * takes a Movement Action; natural weapons are always ready. A weapon's drawn state is its item's `system.equipped`.
 */
import type { ActorOutcome, OutcomeItemUpdate } from "../../../core/rules/outcome.js";
import { shadowList, shadowRecord, shadowRecords } from "./coerce.js";
import { shadowDrawCost, type ShadowDrawCost, type ShadowWeaponTraits } from "./weapons.js";

/** A weapon as drawing reads it: its item id, whether it is drawn, its qualities. */
export interface ShadowDrawnWeapon {
  id: string;
  drawn: boolean;
  qualities: readonly string[];
}

function weaponOf(value: unknown): ShadowDrawnWeapon | null {
  const w = shadowRecord(value);
  if (typeof w.id !== "string" || w.id === "") return null;
  return { id: w.id, drawn: w.drawn === true, qualities: shadowList(w.qualities).filter((q): q is string => typeof q === "string") };
}

/** Whether the weapon can strike now: drawn, or natural (always ready). */
export function shadowWeaponReady(weapon: ShadowDrawnWeapon | null | undefined): boolean {
  const w = shadowRecord(weapon);
  return w.drawn === true || shadowList(w.qualities).includes("natural");
}

export interface ShadowDrawPlan {
  /** The action drawing takes: "none" when the weapon is ready already (or natural), else "free" or "movement". */
  cost: ShadowDrawCost;
  /** The weapon drawn, as one whole outcome (empty when nothing is to draw). */
  outcome: ActorOutcome;
}

/** Drawing one weapon: its cost (002) and the change that marks it drawn; nothing for a ready or natural weapon. */
export function shadowDrawPlan(weapon: ShadowDrawnWeapon | null | undefined): ShadowDrawPlan {
  const w = weaponOf(weapon);
  if (!w || shadowWeaponReady(w)) return { cost: "none", outcome: {} };
  const cost = shadowDrawCost({ qualities: w.qualities } as ShadowWeaponTraits);
  return { cost, outcome: { items: { update: [{ _id: w.id, "system.equipped": true }] } } };
}

/**
 * The surprised at the start of combat must draw their weapons (002 "Surprise"): every drawn weapon that is not natural
 * is sheathed, as one outcome (empty when none is drawn). Non-objects and weapons without an id are skipped.
 */
export function shadowSurprisedSheathe(weapons: readonly ShadowDrawnWeapon[] | null | undefined): ActorOutcome {
  const update: OutcomeItemUpdate[] = [];
  for (const raw of shadowRecords(weapons)) {
    const w = weaponOf(raw);
    if (w && w.drawn && !w.qualities.includes("natural")) update.push({ _id: w.id, "system.equipped": false });
  }
  return update.length ? { items: { update } } : {};
}
