/**
 * Reactions (NOTES.md "Reactions"; 004 Toromeen's reaction table and "Reactions" under advancement):
 * 4 + one ability as major + one as minor, plus species bonuses, plus level bonuses: the archetypal
 * reaction gains +1 every level, every other reaction +1 every even level.
 */
import { GM_REACTIONS } from "../equipment/types.js";
import type { GmAbilityName, GmReactionName, GmSpecies } from "../equipment/types.js";
import { gmFields, gmLevelInput } from "../coerce.js";
import { GM_ARCHETYPES, GM_ARCHETYPE_RULES, gmArchetypeOf } from "./archetypes.js";
import type { GmArchetype, GmArchetypeLevels } from "./archetypes.js";
import { gmAbilityScores } from "./abilities.js";
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

/**
 * 4 + major + minor, before species and level bonuses. Bad ability scores count as 10; a reaction
 * that is not one of the six is refused with a RangeError (there is no reaction to fall back to).
 */
export function gmReactionFromAbilities(reaction: GmReactionName, abilities: GmAbilityScores): number {
  if (!(GM_REACTIONS as readonly unknown[]).includes(reaction)) {
    throw new RangeError(`gmReactionFromAbilities: reaction must be one of ${GM_REACTIONS.join(", ")}, got ${describe(reaction)}`);
  }
  const c = GM_REACTION_CONTRIBUTORS[reaction];
  const a = gmFields(abilities);
  return GM_REACTION_BASE + contributor(a[c.major], "major") + contributor(a[c.minor], "minor");
}

/** A short description of a bad argument for an error message. */
function describe(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value.length > 20 ? `${value.slice(0, 20)}…` : value);
  if (Array.isArray(value)) return "an array";
  return value === null ? "null" : typeof value === "object" ? "an object" : String(value);
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

/**
 * All six reactions with species and level bonuses. Bad abilities count as 10 (see gmAbilityScores),
 * an unknown species as human, missing levels as none.
 */
export function gmReactions(input: GmReactionsInput): GmReactionScores {
  const i = gmFields(input);
  const abilities = gmAbilityScores(gmFields(i.abilities));
  const levels = gmFields(i.levels);
  const out = {} as GmReactionScores;
  for (const r of GM_REACTIONS) {
    out[r] = gmReactionFromAbilities(r, abilities) + gmSpeciesReactionBonus(i.species as GmSpecies, r, abilities) + gmReactionLevelBonus(r, levels);
  }
  return out;
}

/** `{ [archetype]: level }` for a single-archetype character. */
export function gmSingleArchetype(archetype: GmArchetype | string, level: number): GmArchetypeLevels {
  return { [gmArchetypeOf(archetype)]: gmLevelInput(level) };
}
