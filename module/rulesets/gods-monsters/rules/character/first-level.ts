/**
 * First-level numbers of a character (NOTES.md "First-level numbers"; each checks against Toromeen in
 * 004): mojo, survival, verve, starting silver and initial fields.
 */
import type { GmArchetype } from "./archetypes.js";
import { GM_ARCHETYPE_RULES, gmArchetypeOf } from "./archetypes.js";
import { gmFields } from "../coerce.js";
import { contributor, gmAbilityScore } from "./contributors.js";
import type { GmAbilityScores } from "./species.js";
import { gmSpeciesOf } from "./species.js";
import type { GmSpecies } from "../equipment/types.js";

/** Every first-level character's mojo before the archetypal ability adds to it. */
export const GM_FIRST_LEVEL_MOJO = 12;
/** Survival and verve both start from 5. */
export const GM_FIRST_LEVEL_SURVIVAL = 5;
export const GM_FIRST_LEVEL_VERVE = 5;

/** 12 + archetypal ability as major (Toromeen, strength 18: 12 + 4 = 16). */
export function gmFirstLevelMojo(abilities: GmAbilityScores, archetype: GmArchetype): number {
  return GM_FIRST_LEVEL_MOJO + contributor(abilities[GM_ARCHETYPE_RULES[gmArchetypeOf(archetype)].archetypalAbility], "major");
}

/** 5 + endurance as major (Toromeen, endurance 15: 7). Never below 0. */
export function gmFirstLevelSurvival(abilities: GmAbilityScores): number {
  return Math.max(0, GM_FIRST_LEVEL_SURVIVAL + contributor(abilities.endurance, "major"));
}

/** The verve modifier of an archetype: archetypal ability and verve contributor, both as minor. */
export function gmVerveModifier(abilities: GmAbilityScores, archetype: GmArchetype): number {
  const rules = GM_ARCHETYPE_RULES[gmArchetypeOf(archetype)];
  return contributor(abilities[rules.archetypalAbility], "minor") + contributor(abilities[rules.verveContributor], "minor");
}

/** 5 + archetypal ability as minor + verve contributor as minor (Toromeen: 5 + 2 + 0 = 7). Never below 0. */
export function gmFirstLevelVerve(abilities: GmAbilityScores, archetype: GmArchetype): number {
  return Math.max(0, GM_FIRST_LEVEL_VERVE + gmVerveModifier(abilities, archetype));
}

/** Starting silver coins: the archetypal ability score (004, "Money and Equipment"); a bad score counts as 10. */
export function gmStartingSilver(abilities: GmAbilityScores, archetype: GmArchetype): number {
  return gmAbilityScore(gmFields(abilities)[GM_ARCHETYPE_RULES[gmArchetypeOf(archetype)].archetypalAbility]);
}

/**
 * Initial fields (each at +1 with one skill): intelligence as major + wisdom as minor + charisma as
 * minor; a total below zero means none (Toromeen, 12/15/8: 1 + 1 + 0 = 2).
 */
export function gmInitialFields(abilities: GmAbilityScores): number {
  return Math.max(0, contributor(abilities.intelligence, "major") + contributor(abilities.wisdom, "minor") + contributor(abilities.charisma, "minor"));
}

/** A warrior starts with the Fighting Art field at +1 (004, Toromeen). */
export const GM_STARTING_FIGHTING_ART_BONUS = 1;
/** Every character starts with the native culture's field at +2 (004, Toromeen's Dwarven Culture). */
export const GM_NATIVE_CULTURE_BONUS = 2;
/**
 * Skills a species specialty adds to the native culture (004: a dwarf's Spelunking). The text names
 * only the dwarf's; the other species add none here (the Guide can add one).
 */
export const GM_SPECIES_CULTURE_SKILLS: Readonly<Partial<Record<GmSpecies, readonly string[]>>> = { dwarf: ["spelunking"] };

/** A starting field: its kind, bonus and skills (as keys the sheet names: "unarmedCombat", "language"…). */
export interface GmStartingField {
  kind: "fightingArt" | "culture";
  bonus: number;
  skills: string[];
}

/**
 * The fields a new character starts with besides the initial fields (004, Toromeen): a warrior's
 * Fighting Art at +1 with unarmed combat and weapon fluency; the native culture at +2 with its
 * language, an etiquette and the species specialty's skill. Anything not an archetype or species
 * counts as warrior / human (as the other rules read them).
 */
export function gmStartingFields(archetype: unknown, species: unknown): GmStartingField[] {
  const out: GmStartingField[] = [];
  if (gmArchetypeOf(archetype) === "warrior")
    out.push({ kind: "fightingArt", bonus: GM_STARTING_FIGHTING_ART_BONUS, skills: ["unarmedCombat", "weaponFluency"] });
  out.push({ kind: "culture", bonus: GM_NATIVE_CULTURE_BONUS, skills: ["language", "etiquette", ...(GM_SPECIES_CULTURE_SKILLS[gmSpeciesOf(species)] ?? [])] });
  return out;
}
