/**
 * Reactions (NOTES.md "Reactions"; 004 Toromeen's reaction table and "Reactions" under advancement):
 * 4 + one ability as major + one as minor, plus species bonuses, plus level bonuses: the archetypal
 * reaction gains +1 every level, every other reaction +1 every even level.
 */
import { GM_REACTIONS } from "../equipment/types.js";
import type { GmAbilityName, GmReactionName, GmSpecies } from "../equipment/types.js";
import { gmLevelInput } from "../coerce.js";
import { GM_ARCHETYPES, GM_ARCHETYPE_RULES, gmArchetypeOf } from "./archetypes.js";
import type { GmArchetype, GmArchetypeLevels } from "./archetypes.js";
import { contributor } from "./contributors.js";
import { gmSpeciesReactionBonus } from "./species.js";
import type { GmAbilityScores } from "./species.js";

/** The base of every reaction. */
export const GM_REACTION_BASE = 4;

export const GM_REACTION_CONTRIBUTORS: Readonly<Record<GmReactionName, { major: GmAbilityName; minor: GmAbilityName }>> = {
  health: { major: "endurance", minor: "strength" },
  fortitude: { major: "strength", minor: "endurance" },
  willpower: { major: "wisdom", minor: "charisma" },
  evasion: { major: "agility", minor: "intelligence" },
  reason: { major: "intelligence", minor: "wisdom" },
  perception: { major: "charisma", minor: "agility" },
};

export type GmReactionScores = Record<GmReactionName, number>;

/** 4 + major + minor, before species and level bonuses. */
export function gmReactionFromAbilities(reaction: GmReactionName, abilities: GmAbilityScores): number {
  const c = GM_REACTION_CONTRIBUTORS[reaction];
  return GM_REACTION_BASE + contributor(abilities[c.major], "major") + contributor(abilities[c.minor], "minor");
}

/**
 * Level bonus of one reaction. With one archetype: +level on the archetypal reaction, +level÷2
 * (rounded down) on the others. With several archetypes (through a specialty) 004 says reaction
 * bonuses follow archetype levels: each archetype adds its own level to its archetypal reaction and
 * its level÷2 to every other reaction.
 */
export function gmReactionLevelBonus(reaction: GmReactionName, levels: GmArchetypeLevels): number {
  let bonus = 0;
  for (const a of GM_ARCHETYPES) {
    const raw = levels[a];
    if (raw === undefined || !(Number(raw) >= 1)) continue;
    const l = gmLevelInput(raw);
    bonus += GM_ARCHETYPE_RULES[a].archetypalReaction === reaction ? l : Math.floor(l / 2);
  }
  return bonus;
}

export interface GmReactionsInput {
  abilities: GmAbilityScores;
  species: GmSpecies;
  /** Archetype levels; a single-archetype character is `{ [archetype]: level }`. */
  levels: GmArchetypeLevels;
}

/** All six reactions with species and level bonuses. */
export function gmReactions(input: GmReactionsInput): GmReactionScores {
  const out = {} as GmReactionScores;
  for (const r of GM_REACTIONS) {
    out[r] = gmReactionFromAbilities(r, input.abilities) + gmSpeciesReactionBonus(input.species, r, input.abilities) + gmReactionLevelBonus(r, input.levels);
  }
  return out;
}

/** `{ [archetype]: level }` for a single-archetype character. */
export function gmSingleArchetype(archetype: GmArchetype | string, level: number): GmArchetypeLevels {
  return { [gmArchetypeOf(archetype)]: gmLevelInput(level) };
}
