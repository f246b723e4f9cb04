/**
 * Ability scores: the six abilities, rolling them at creation (4d6, the three highest dice) and
 * applying the species adjustments (004, "Ability scores"; NOTES.md "Species").
 */
import { GM_ABILITIES } from "../equipment/types.js";
import type { GmSpecies } from "../equipment/types.js";
import { gmInt } from "../coerce.js";
import { gmAbilityScore } from "./contributors.js";
import { GM_SPECIES_RULES, gmSpeciesOf } from "./species.js";
import type { GmAbilityScores } from "./species.js";

/** Six scores from any input: missing or bad values count as 10, fractions round down, minimum 1. */
export function gmAbilityScores(input: Partial<Record<string, unknown>> | null | undefined): GmAbilityScores {
  const src = input ?? {};
  const out = {} as GmAbilityScores;
  for (const a of GM_ABILITIES) out[a] = gmAbilityScore(src[a]);
  return out;
}

/**
 * One ability roll at creation: four six-sided dice, the three highest added (004: 2, 5, 3, 6 → 14).
 * `faces` are the dice already rolled; faces outside 1–6 are clamped, a missing die counts as 1.
 */
export function gmRollAbility(faces: readonly number[]): number {
  const dice = [0, 1, 2, 3].map((i) => gmInt(faces[i], 1, 6, 1)).sort((a, b) => b - a);
  return dice[0] + dice[1] + dice[2];
}

/** The ability scores after the species adjustments (dwarf: +1 endurance, −1 charisma). */
export function gmApplySpecies(original: Partial<Record<string, unknown>>, species: GmSpecies | string): GmAbilityScores {
  const scores = gmAbilityScores(original);
  const adjust = GM_SPECIES_RULES[gmSpeciesOf(species)].abilities;
  for (const a of GM_ABILITIES) scores[a] = gmAbilityScore(scores[a] + (adjust[a] ?? 0));
  return scores;
}
