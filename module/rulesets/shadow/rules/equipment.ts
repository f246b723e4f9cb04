/**
 * Standard equipment values for the Shadow rules (shared/rules/NOTES.md, "Shadow"): armor protection
 * dice and Impeding, weapon damage dice and qualities, the shield's d4 and +1 Defense. The buckler is
 * the text's own ("Shield": +1 Defense, both hands free); no damage is given for it.
 */

import type { ShadowShieldKind, ShadowWeaponQuality } from "./weapons.js";

export interface ShadowStandardWeapon {
  readonly slug: string;
  readonly name: string;
  /** Damage dice as a formula, e.g. "1d8". */
  readonly damage: string;
  readonly qualities: readonly ShadowWeaponQuality[];
}

export interface ShadowStandardArmor {
  readonly slug: string;
  readonly name: string;
  /** Protection dice as a formula. */
  readonly protection: string;
  readonly impeding: number;
}

export interface ShadowStandardShield {
  readonly slug: string;
  readonly name: string;
  readonly kind: Exclude<ShadowShieldKind, "none">;
  /** Damage when striking with it, or null. */
  readonly damage: string | null;
  /** Defense bonus: +1 for every shield and buckler (the text's "Shield"). */
  readonly defense: number;
}

export const SHADOW_STANDARD_WEAPONS: readonly ShadowStandardWeapon[] = [
  { slug: "unarmed", name: "Unarmed", damage: "1d4", qualities: ["natural"] },
  { slug: "natural-weapon", name: "Natural Weapon", damage: "1d4", qualities: ["natural"] },
  { slug: "short-weapon", name: "Short Weapon", damage: "1d6", qualities: ["short"] },
  { slug: "one-handed-weapon", name: "One-Handed Weapon", damage: "1d8", qualities: [] },
  { slug: "long-weapon", name: "Long Weapon", damage: "1d8", qualities: ["long"] },
  { slug: "quarterstaff", name: "Quarterstaff", damage: "1d6", qualities: ["long"] },
  { slug: "heavy-weapon", name: "Heavy Weapon", damage: "1d10", qualities: ["heavy"] },
  { slug: "bow", name: "Bow", damage: "1d8", qualities: ["ranged"] },
  { slug: "crossbow", name: "Crossbow", damage: "1d10", qualities: ["ranged"] },
];

export const SHADOW_STANDARD_ARMOR: readonly ShadowStandardArmor[] = [
  { slug: "light-armor", name: "Light Armor", protection: "1d4", impeding: 2 },
  { slug: "medium-armor", name: "Medium Armor", protection: "1d6", impeding: 3 },
  { slug: "heavy-armor", name: "Heavy Armor", protection: "1d8", impeding: 4 },
];

export const SHADOW_STANDARD_SHIELDS: readonly ShadowStandardShield[] = [
  { slug: "shield", name: "Shield", kind: "shield", damage: "1d4", defense: 1 },
  { slug: "buckler", name: "Buckler", kind: "buckler", damage: null, defense: 1 },
];

/** A formula of the form "NdS" or "NdS+M" (N ≥ 1, S ≥ 2), as used by the equipment above. */
export const SHADOW_DICE_FORMULA = /^([1-9]\d?)d([1-9]\d{0,2})(?:\s*([+-])\s*(\d{1,3}))?$/;

export interface ShadowDiceFormula {
  count: number;
  sides: number;
  modifier: number;
}

/** Parses a damage or protection formula; null for anything else (an empty field means no dice). */
export function shadowParseDice(formula: unknown): ShadowDiceFormula | null {
  if (typeof formula !== "string") return null;
  const m = SHADOW_DICE_FORMULA.exec(formula.trim().toLowerCase());
  if (!m) return null;
  const sides = Number(m[2]);
  if (sides < 2) return null;
  const modifier = m[3] === undefined ? 0 : (m[3] === "-" ? -1 : 1) * Number(m[4]);
  return { count: Number(m[1]), sides, modifier };
}
