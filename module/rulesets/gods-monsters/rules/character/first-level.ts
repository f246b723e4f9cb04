/**
 * First-level numbers of a character (NOTES.md "First-level numbers"; each checks against Toromeen in
 * 004): mojo, survival, verve, starting silver and initial fields.
 */
import type { GmArchetype } from "./archetypes.js";
import { GM_ARCHETYPE_RULES, gmArchetypeOf } from "./archetypes.js";
import { gmFields } from "../coerce.js";
import { contributor, gmAbilityScore } from "./contributors.js";
import type { GmAbilityScores } from "./species.js";

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
