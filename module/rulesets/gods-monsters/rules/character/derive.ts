/**
 * `deriveGodsMonsters`: every number a character's abilities, archetype, level and species give,
 * in a fixed shape (tests outside this repository call it).
 */
import type { GmSpecies } from "../equipment/types.js";
import { gmLevelInput } from "../coerce.js";
import { gmAbilityScores } from "./abilities.js";
import { gmArchetypeOf, gmFightingArt } from "./archetypes.js";
import type { GmArchetype } from "./archetypes.js";
import { gmFirstLevelMojo, gmFirstLevelSurvival, gmFirstLevelVerve, gmInitialFields, gmStartingSilver } from "./first-level.js";
import { gmAbilityDefense, gmAttackBonuses, gmCarry, gmDamageBonuses, gmMaxItemBulk, gmMovement } from "./physical.js";
import type { GmAttackBonuses, GmDamageBonuses } from "./physical.js";
import { gmReactions, gmSingleArchetype } from "./reactions.js";
import type { GmReactionScores } from "./reactions.js";
import { gmSpeciesOf } from "./species.js";

export interface GodsMonstersInput {
  /** Final scores, species adjustments already applied. */
  abilities: { strength: number; agility: number; endurance: number; intelligence: number; wisdom: number; charisma: number };
  archetype: GmArchetype | string;
  level: number;
  species: GmSpecies | string;
}

export interface GodsMonstersDerived {
  /** First-level mojo. */
  mojo: number;
  /** First-level survival. */
  survival: number;
  /** First-level verve. */
  verve: number;
  movement: number;
  carry: number;
  maxItemBulk: number;
  /** Number of initial fields. */
  fields: number;
  /** Starting silver coins. */
  silver: number;
  /** Defense from agility (before armor). */
  defense: number;
  /** Fighting Art bonus at `level`. */
  fightingArt: number;
  attack: GmAttackBonuses;
  damage: GmDamageBonuses;
  /** Reactions at `level`, with species bonuses. */
  reactions: GmReactionScores;
}

/**
 * Derives a character's numbers. Bad input never throws: unknown abilities count as 10, an unknown
 * archetype as warrior, an unknown species as human, a level below 1 as 1.
 */
export function deriveGodsMonsters(input: GodsMonstersInput): GodsMonstersDerived {
  const abilities = gmAbilityScores(input?.abilities);
  const archetype = gmArchetypeOf(input?.archetype);
  const species = gmSpeciesOf(input?.species);
  const level = gmLevelInput(input?.level);
  return {
    mojo: gmFirstLevelMojo(abilities, archetype),
    survival: gmFirstLevelSurvival(abilities),
    verve: gmFirstLevelVerve(abilities, archetype),
    movement: gmMovement(abilities, species),
    carry: gmCarry(abilities),
    maxItemBulk: gmMaxItemBulk(abilities),
    fields: gmInitialFields(abilities),
    silver: gmStartingSilver(abilities, archetype),
    defense: gmAbilityDefense(abilities),
    fightingArt: gmFightingArt(archetype, level),
    attack: gmAttackBonuses(abilities),
    damage: gmDamageBonuses(abilities),
    reactions: gmReactions({ abilities, species, levels: gmSingleArchetype(archetype, level) }),
  };
}
