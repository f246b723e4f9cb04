/**
 * Age, height and weight at creation, as worked for Toromeen in 004 ("Age, height, and weight").
 * Only the dwarf's base height (41 inches) and weight (80 pounds) are in the text; the functions
 * take the species base as input.
 */
import { GM_MAX_NUMBER, gmInt } from "../coerce.js";
import { contributor } from "./contributors.js";
import type { GmAbilityScores } from "./species.js";

/** Human base age: a dwarf (8 times as old as humans) has base age 120 in 004, so 120 ÷ 8. */
export const GM_HUMAN_BASE_AGE = 15;

/** Base age for a species that ages `multiplier` times slower than humans (dwarf 8 → 120). */
export function gmBaseAge(multiplier: number): number {
  return GM_HUMAN_BASE_AGE * gmInt(multiplier, 1, GM_MAX_NUMBER, 1);
}

/** Age: base age + the age roll of `multiplier`d6 (Toromeen: 120 + 31 on 8d6 = 151). */
export function gmAge(multiplier: number, ageRoll: number): number {
  return gmBaseAge(multiplier) + gmInt(ageRoll, 0, GM_MAX_NUMBER, 0);
}

/** The height modifier: endurance as minor + strength as major (Toromeen: +1 + 4 = 5). */
export function gmHeightModifier(abilities: GmAbilityScores): number {
  return contributor(abilities.endurance, "minor") + contributor(abilities.strength, "major");
}

/** The weight modifier: endurance as major + strength as minor (Toromeen: 2 + 2 = 4). */
export function gmWeightModifier(abilities: GmAbilityScores): number {
  return contributor(abilities.endurance, "major") + contributor(abilities.strength, "minor");
}

/** Height in inches: base + 2d6 + height modifier (Toromeen: 41 + 10 + 5 = 56). */
export function gmHeightInches(baseInches: number, heightRoll: number, abilities: GmAbilityScores): number {
  return Math.max(1, gmInt(baseInches, 0, GM_MAX_NUMBER, 0) + gmInt(heightRoll, 0, GM_MAX_NUMBER, 0) + gmHeightModifier(abilities));
}

/** Weight in pounds: base + 10 × (height roll + weight modifier) (Toromeen: 80 + 10 × 14 = 220). */
export function gmWeightPounds(basePounds: number, heightRoll: number, abilities: GmAbilityScores): number {
  return Math.max(1, gmInt(basePounds, 0, GM_MAX_NUMBER, 0) + 10 * (gmInt(heightRoll, 0, GM_MAX_NUMBER, 0) + gmWeightModifier(abilities)));
}

/** Inches as feet and inches (56 → 4 feet 8 inches). */
export function gmFeetAndInches(inches: number): { feet: number; inches: number } {
  const n = gmInt(inches, 0, GM_MAX_NUMBER, 0);
  return { feet: Math.floor(n / 12), inches: n % 12 };
}

/**
 * The species' base height (inches) and weight (pounds) the text gives: only the dwarf's (Toromeen, 004). Another
 * species' base is typed by the player at creation (the dialog asks for it).
 */
export const GM_BASE_PHYSIQUE: Readonly<Partial<Record<string, { heightInches: number; weightPounds: number }>>> = {
  dwarf: { heightInches: 41, weightPounds: 80 },
};
