/**
 * What weapon qualities and shields change (text 002, "Combat With Weapons Ready", "Surprise",
 * "Shield"): Short weapons are drawn as a Free Action, other weapons take a Movement Action, natural
 * weapons are always ready; a shield forbids ranged and Heavy weapons and neutralizes a Long weapon's
 * reach, because the weapon is held in one hand; a buckler leaves both hands free.
 */

import { shadowList, shadowRecord } from "./coerce.js";

export const SHADOW_WEAPON_QUALITIES = ["short", "long", "heavy", "natural", "ranged"] as const;
export type ShadowWeaponQuality = (typeof SHADOW_WEAPON_QUALITIES)[number];

export const SHADOW_SHIELD_KINDS = ["none", "shield", "buckler"] as const;
export type ShadowShieldKind = (typeof SHADOW_SHIELD_KINDS)[number];

export interface ShadowWeaponTraits {
  qualities: readonly ShadowWeaponQuality[];
}

/** Whether the weapon has the quality (a missing weapon, or qualities that are not a list, have none). */
export function shadowHasQuality(weapon: ShadowWeaponTraits | null | undefined, quality: ShadowWeaponQuality): boolean {
  return shadowList(shadowRecord(weapon).qualities).includes(quality);
}

/** Only the known qualities, each once, in the canonical order (a non-list has none). */
export function shadowWeaponQualities(input: readonly unknown[] | null | undefined): ShadowWeaponQuality[] {
  const given = new Set(shadowList(input));
  return SHADOW_WEAPON_QUALITIES.filter((q) => given.has(q));
}

export type ShadowDrawCost = "none" | "free" | "movement";

/** The action needed to ready a weapon: natural weapons none, Short a Free Action, others a Movement Action. */
export function shadowDrawCost(weapon: ShadowWeaponTraits | null | undefined): ShadowDrawCost {
  if (!weapon || shadowHasQuality(weapon, "natural")) return "none";
  return shadowHasQuality(weapon, "short") ? "free" : "movement";
}

/** Whether a weapon may be used with the shield carried: a shield rules out ranged and Heavy weapons. */
export function shadowShieldAllows(shield: ShadowShieldKind, weapon: ShadowWeaponTraits | null | undefined): boolean {
  if (shield !== "shield") return true;
  return !shadowHasQuality(weapon, "ranged") && !shadowHasQuality(weapon, "heavy");
}

/** A Long weapon keeps its reach unless wielded one-handed beside a shield (a buckler does not hinder). */
export function shadowHasReach(weapon: ShadowWeaponTraits | null | undefined, shield: ShadowShieldKind = "none"): boolean {
  return shadowHasQuality(weapon, "long") && shield !== "shield";
}

export interface ShadowCombatantArms {
  weapon: ShadowWeaponTraits | null | undefined;
  shield?: ShadowShieldKind;
}

/**
 * The Long weapon's Free Attack against one enemy in the first turn of melee, provided that enemy has
 * no Long weapon as well. A Long weapon whose reach a shield neutralizes counts as no Long weapon, on
 * either side (our reading of the Shield rule). Only `firstMeleeTurn === true` counts as the first turn;
 * a side that is not an object has no weapon.
 */
export function shadowLongWeaponFreeAttack(attacker: ShadowCombatantArms, enemy: ShadowCombatantArms, firstMeleeTurn: boolean): boolean {
  return firstMeleeTurn === true && reach(attacker) && !reach(enemy);
}

function reach(side: ShadowCombatantArms): boolean {
  const arms = shadowRecord(side);
  return shadowHasReach(arms.weapon as ShadowWeaponTraits | null | undefined, arms.shield === "shield" ? "shield" : "none");
}
