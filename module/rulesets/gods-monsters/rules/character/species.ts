/**
 * Species (NOTES.md "Species"): a species is a specialty that adjusts abilities, sets size and
 * movement base, and adds reaction bonuses. Typed with the item data shape of a species specialty
 * so that the species pack can be checked against this table.
 */
import { GM_SPECIES } from "../equipment/types.js";
import type { GmAbilityName, GmReactionName, GmSpecies, GmSpeciesData } from "../equipment/types.js";
import { contributor } from "./contributors.js";

export const GM_SPECIES_RULES: Readonly<Record<GmSpecies, GmSpeciesData>> = {
  human: {
    species: "human",
    size: "medium",
    movementBase: 10,
    abilities: {},
    reactions: {},
    specialContributions: [],
    unarmedDamage: "d3",
    ageMultiplier: 1,
  },
  dwarf: {
    species: "dwarf",
    size: "small",
    movementBase: 8,
    abilities: { endurance: 1, charisma: -1 },
    reactions: { health: 2 },
    specialContributions: [{ ability: "endurance", reaction: "all", against: "magic" }],
    unarmedDamage: "d3",
    ageMultiplier: 8,
  },
  elf: {
    species: "elf",
    size: "medium",
    movementBase: 10,
    abilities: { agility: 1, endurance: -1 },
    reactions: { perception: 2 },
    specialContributions: [],
    unarmedDamage: "d3",
    ageMultiplier: null,
  },
  gnome: {
    species: "gnome",
    size: "small",
    movementBase: 6,
    abilities: { intelligence: 1, wisdom: -1 },
    reactions: {},
    specialContributions: [{ ability: "intelligence", reaction: "perception", against: "any" }],
    unarmedDamage: "d2",
    ageMultiplier: null,
  },
  goblin: {
    species: "goblin",
    size: "small",
    movementBase: 6,
    abilities: { endurance: 1, strength: -1 },
    reactions: {},
    specialContributions: [{ ability: "endurance", reaction: "all", against: "disease-poison" }],
    unarmedDamage: "d2",
    ageMultiplier: null,
  },
  halfling: {
    species: "halfling",
    size: "small",
    movementBase: 6,
    abilities: { agility: 1, strength: -1 },
    reactions: { health: 1 },
    specialContributions: [{ ability: "endurance", reaction: "all", against: "magic" }],
    unarmedDamage: "d2",
    ageMultiplier: null,
  },
  "half-elf": {
    species: "half-elf",
    size: "medium",
    movementBase: 10,
    abilities: {},
    reactions: { perception: 1 },
    specialContributions: [],
    unarmedDamage: "d3",
    ageMultiplier: null,
  },
  "half-orc": {
    species: "half-orc",
    size: "medium",
    movementBase: 10,
    abilities: { strength: 1, endurance: 1, charisma: -1 },
    reactions: {},
    specialContributions: [],
    unarmedDamage: "d3",
    ageMultiplier: null,
  },
};

/** The species an input names ("Half Elf", "half-elf", "halfelf" …); `null` if none. */
export function gmParseSpecies(value: unknown): GmSpecies | null {
  if (typeof value !== "string") return null;
  const v = value
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, "-")
    .replace(/^half(elf|orc)$/, "half-$1");
  return (GM_SPECIES as readonly string[]).includes(v) ? (v as GmSpecies) : null;
}

/** Like `gmParseSpecies`, falling back to human so that derivation never fails. */
export function gmSpeciesOf(value: unknown): GmSpecies {
  return gmParseSpecies(value) ?? "human";
}

/** Abilities as six scores. */
export type GmAbilityScores = Record<GmAbilityName, number>;

/**
 * A reaction bonus that applies only against some sources (dwarf endurance against magic): the
 * value is the ability as a special contributor (Toromeen, dwarf with 15 endurance: +4 against magic).
 */
export interface GmConditionalReactionBonus {
  reaction: GmReactionName | "all";
  against: string;
  bonus: number;
}

/** The species' special-contributor bonuses that depend on the source (everything but "any"). */
export function gmSpeciesConditionalBonuses(species: GmSpecies, abilities: GmAbilityScores): GmConditionalReactionBonus[] {
  return GM_SPECIES_RULES[gmSpeciesOf(species)].specialContributions
    .filter((c) => c.against !== "any")
    .map((c) => ({ reaction: c.reaction, against: c.against, bonus: contributor(abilities[c.ability], "special") }));
}

/** The species' flat and always-on bonus to one reaction (dwarf +2 health; gnome intelligence as special on perception). */
export function gmSpeciesReactionBonus(species: GmSpecies, reaction: GmReactionName, abilities: GmAbilityScores): number {
  const rules = GM_SPECIES_RULES[gmSpeciesOf(species)];
  let bonus = rules.reactions[reaction] ?? 0;
  for (const c of rules.specialContributions) {
    if (c.against === "any" && (c.reaction === reaction || c.reaction === "all")) bonus += contributor(abilities[c.ability], "special");
  }
  return bonus;
}
