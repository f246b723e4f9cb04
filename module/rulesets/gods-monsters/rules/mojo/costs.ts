/**
 * What mojo buys and for how much (004 "Using mojo", "Acquiring spells with mojo", "Spell
 * compatibility"; "Money and Equipment" for coins).
 */
import { GM_MAX_NUMBER, gmCount, gmInt } from "../coerce.js";
import { gmAbilityScore } from "../character/contributors.js";

/**
 * Raising an ability by one point costs 3 × the current score, 2 × for the archetypal ability, and
 * only 1 × when a single point stands between the character and a specialty they take now
 * (004: a warrior with strength 17 pays 17 for Exceptional Ability).
 */
export function gmAbilityIncreaseCost(input: { score: number; archetypal?: boolean; forSpecialty?: boolean }): number {
  const score = gmAbilityScore(input.score);
  if (input.forSpecialty) return score;
  return (input.archetypal ? 2 : 3) * score;
}

/** A new field: 11 mojo, at +1 with one skill. */
export const GM_NEW_FIELD_COST = 11;
/** The bonus a new field starts at. */
export const GM_NEW_FIELD_BONUS = 1;

/** Raising a field bonus by one: 4 + the current bonus (+2 → +3 costs 6, +5 → +6 costs 9). */
export function gmFieldBonusCost(currentBonus: number): number {
  return 4 + gmInt(currentBonus, 0, GM_MAX_NUMBER, 0);
}

/** Raising a field from `from` to `to` one step at a time. */
export function gmFieldBonusCostBetween(from: number, to: number): number {
  const a = gmInt(from, 0, GM_MAX_NUMBER, 0);
  const b = gmInt(to, 0, GM_MAX_NUMBER, 0);
  let total = 0;
  for (let bonus = a; bonus < b; bonus += 1) total += gmFieldBonusCost(bonus);
  return total;
}

/** A skill in a field: 5 mojo; 7 for an archetype other than the field's preferred one. */
export function gmSkillCost(preferredArchetype = true): number {
  return preferredArchetype ? 5 : 7;
}

/** A weapon skill in the Fighting Art: 5 mojo for warriors, 7 for everyone else. */
export function gmWeaponSkillCost(warrior: boolean): number {
  return warrior ? 5 : 7;
}

/** The Fighting Art bonus cannot be bought with mojo; it grows with level only. */
export const GM_FIGHTING_ART_BUYABLE = false;

/** Monk techniques: for one skill 2, for a whole field 4; widening a one-skill technique 3, a two-skill one 2. */
export const GM_MONK_TECHNIQUE_COSTS = { skill: 2, field: 4, convertOneSkill: 3, convertTwoSkills: 2 } as const;

/** A new spell: 3 mojo per spell level. */
export function gmSpellCost(spellLevel: number): number {
  return 3 * gmInt(spellLevel, 0, GM_MAX_NUMBER, 0);
}

/** Trying again at a later level for an incompatible spell: 2 mojo (and five times the components on hand). */
export const GM_SPELL_RETRY_COST = 2;
export const GM_SPELL_RETRY_COMPONENTS = 5;
/** Components on hand for experimentation: ten times the basic ones, unless enough archetypal mojo was spent. */
export const GM_SPELL_EXPERIMENT_COMPONENTS = 10;

/**
 * Spending at least spell-level archetypal mojo on a spell skips the experimentation components,
 * inscribes it at once and skips the compatibility roll.
 */
export function gmSpellPaidWithArchetypalMojo(spellLevel: number, archetypalMojo: number): boolean {
  return gmCount(archetypalMojo) >= gmInt(spellLevel, 0, GM_MAX_NUMBER, 0);
}

/** The compatibility roll's target: reason + 6 − spell level. */
export function gmSpellCompatibilityTarget(reason: number, spellLevel: number): number {
  return gmInt(reason, -GM_MAX_NUMBER, GM_MAX_NUMBER, 0) + 6 - gmInt(spellLevel, 0, GM_MAX_NUMBER, 0);
}

/** An unconscious character's player may spend one mojo to make them semi-conscious. */
export const GM_SEMI_CONSCIOUS_MOJO = 1;

/**
 * Buying a skill, field or field bonus right before a roll it helps (004 "Fields and skills") adds
 * the mojo spent as a bonus to that roll.
 */
export function gmPurchaseRollBonus(mojoSpent: number): number {
  return gmCount(mojoSpent);
}
