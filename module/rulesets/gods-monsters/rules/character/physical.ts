/**
 * Movement, carry and the combat numbers that come from abilities (NOTES.md "First-level numbers";
 * 004 Toromeen's "Movement and carry" and "Defense and attack").
 */
import type { GmSpecies } from "../equipment/types.js";
import { gmFields } from "../coerce.js";
import { contributor, gmAbilityScore } from "./contributors.js";
import { GM_SPECIES_RULES, gmSpeciesOf } from "./species.js";
import type { GmAbilityScores } from "./species.js";

/** Species movement base + agility as major + strength as minor (Toromeen: 8 + 0 + 2 = 10). Never below 0. */
export function gmMovement(abilities: GmAbilityScores, species: GmSpecies): number {
  return Math.max(0, GM_SPECIES_RULES[gmSpeciesOf(species)].movementBase + contributor(abilities.agility, "major") + contributor(abilities.strength, "minor"));
}

/** Carry: strength ÷ 2 rounded down + endurance as special (Toromeen: 9 + 4 = 13). Bad scores count as 10 (see gmAbilityScore). */
export function gmCarry(abilities: GmAbilityScores): number {
  const a = gmFields(abilities);
  return Math.floor(gmAbilityScore(a.strength) / 2) + contributor(a.endurance, "special");
}

/** No carried item may have a bulk above the strength score (Toromeen: 18). A bad score counts as 10. */
export function gmMaxItemBulk(abilities: GmAbilityScores): number {
  return gmAbilityScore(gmFields(abilities).strength);
}

/** Defense from abilities: agility as major (armor and shields add their bonus on top). */
export function gmAbilityDefense(abilities: GmAbilityScores): number {
  return contributor(abilities.agility, "major");
}

export interface GmAttackBonuses {
  close: number;
  thrown: number;
  propelled: number;
}

export interface GmDamageBonuses {
  close: number;
  thrown: number;
}

/** Close: strength as minor; thrown and propelled: agility as minor (Toromeen: 2, 0, 0). */
export function gmAttackBonuses(abilities: GmAbilityScores): GmAttackBonuses {
  const agilityMinor = contributor(abilities.agility, "minor");
  return { close: contributor(abilities.strength, "minor"), thrown: agilityMinor, propelled: agilityMinor };
}

/** Close: strength as major; thrown: strength as minor (Toromeen: 4, 2). */
export function gmDamageBonuses(abilities: GmAbilityScores): GmDamageBonuses {
  return { close: contributor(abilities.strength, "major"), thrown: contributor(abilities.strength, "minor") };
}

/** Range penalties of thrown weapons are reduced by strength as minor (Toromeen: up to 2). */
export function gmThrownRangeReduction(abilities: GmAbilityScores): number {
  return Math.max(0, contributor(abilities.strength, "minor"));
}
