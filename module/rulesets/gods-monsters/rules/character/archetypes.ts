/**
 * Archetypes (004 "Level advancement" table; NOTES.md "Archetypes"): each archetype's archetypal
 * ability and reaction, its verve contributor and how its Fighting Art bonus grows.
 */
import type { GmAbilityName, GmReactionName } from "../equipment/types.js";
import { gmLevelInput } from "../coerce.js";

export const GM_ARCHETYPES = ["warrior", "thief", "sorceror", "prophet", "monk"] as const;
export type GmArchetype = (typeof GM_ARCHETYPES)[number];

export interface GmArchetypeRules {
  archetypalAbility: GmAbilityName;
  archetypalReaction: GmReactionName;
  /** Adds to verve as a minor contributor, beside the archetypal ability. */
  verveContributor: GmAbilityName;
  /** The Fighting Art bonus rises by one every `fightingArtEvery` levels (warrior 1, sorceror 3, others 2). */
  fightingArtEvery: number;
}

export const GM_ARCHETYPE_RULES: Readonly<Record<GmArchetype, GmArchetypeRules>> = {
  warrior: { archetypalAbility: "strength", archetypalReaction: "fortitude", verveContributor: "intelligence", fightingArtEvery: 1 },
  thief: { archetypalAbility: "agility", archetypalReaction: "evasion", verveContributor: "wisdom", fightingArtEvery: 2 },
  sorceror: { archetypalAbility: "intelligence", archetypalReaction: "reason", verveContributor: "charisma", fightingArtEvery: 3 },
  prophet: { archetypalAbility: "wisdom", archetypalReaction: "willpower", verveContributor: "strength", fightingArtEvery: 2 },
  monk: { archetypalAbility: "charisma", archetypalReaction: "perception", verveContributor: "endurance", fightingArtEvery: 2 },
};

/**
 * The archetype an input names. Accepts the text's spelling ("sorceror") and the common "sorcerer",
 * any case; anything else is reported as `null`.
 */
export function gmParseArchetype(value: unknown): GmArchetype | null {
  if (typeof value !== "string") return null;
  const v = value.trim().toLowerCase();
  if (v === "sorcerer") return "sorceror";
  return (GM_ARCHETYPES as readonly string[]).includes(v) ? (v as GmArchetype) : null;
}

/** Like `gmParseArchetype`, falling back to warrior so that derivation never fails. */
export function gmArchetypeOf(value: unknown): GmArchetype {
  return gmParseArchetype(value) ?? "warrior";
}

/**
 * Fighting Art bonus at an archetype level: warriors +1 at first level and every level (= level),
 * thieves, prophets and monks +1 at every even level (level ÷ 2), sorcerors +1 every third level
 * (level ÷ 3), rounded down.
 */
export function gmFightingArt(archetype: GmArchetype, level: number): number {
  const l = gmLevelInput(level);
  return Math.floor(l / GM_ARCHETYPE_RULES[gmArchetypeOf(archetype)].fightingArtEvery);
}

/** Archetype levels of a character with more than one archetype (through a specialty). */
export type GmArchetypeLevels = Partial<Record<GmArchetype, number>>;

/**
 * Fighting Art of a multi-archetype character: 004 says the Fighting Art bonus grows with each
 * archetype level, so each archetype's schedule adds at its own level.
 */
export function gmFightingArtForLevels(levels: GmArchetypeLevels): number {
  let total = 0;
  for (const a of GM_ARCHETYPES) {
    const l = levels[a];
    if (l === undefined || !(Number(l) >= 1)) continue;
    total += gmFightingArt(a, l);
  }
  return total;
}
