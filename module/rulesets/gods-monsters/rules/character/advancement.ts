/**
 * Advancing a level (004 "Survival and verve", "Multiple archetypes", "Archetype advancement"):
 * the survival or verve die, the new mojo and the archetype's own gains. Dice come in as faces.
 */
import type { ActorOutcome } from "../../../../core/rules/outcome.js";
import { gmCount, gmFields, gmInt, gmLevelInput, gmList, gmModifier } from "../coerce.js";
import { GM_ARCHETYPES, gmArchetypeOf, gmParseArchetype } from "./archetypes.js";
import type { GmArchetype, GmArchetypeLevels } from "./archetypes.js";
import { contributor } from "./contributors.js";
import { gmVerveModifier } from "./first-level.js";
import { gmLevelGains } from "./levels.js";
import type { GmAbilityScores } from "./species.js";
import { gmCharacterArchetypeLevels } from "./sheet-numbers.js";

export interface GmAdvanceInput {
  abilities: GmAbilityScores;
  /** The archetype whose verve modifiers apply (see `gmVerveArchetype` for several archetypes). */
  archetype: GmArchetype;
  /** The new overall character level. */
  newLevel: number;
  /** The d10 rolled for survival or verve at this level (ignored when the level gives neither). */
  d10: number;
}

export interface GmAdvanceResult {
  level: number;
  /** Survival added (odd levels from 3): d10 + endurance as major, never below 0. */
  survival: number;
  /** Verve added (even levels): d10 + archetypal ability and verve contributor as minor, never below 0. */
  verve: number;
  mojo: number;
  specialty: boolean;
  /** Sorcerors gain as many memorization slots as their new level. */
  spellSlots: number;
  /** Prophets gain as many calling points as their new level. */
  callingPoints: number;
  /** Thieves gain +1 to one thief field or a new skill in one of them at every level after the first. */
  thiefFieldImprovement: number;
}

/**
 * The gains of reaching `newLevel`. Neither 004 nor NOTES.md says what happens when the modifiers
 * make a d10 gain negative; this never takes survival or verve away (a gain below 0 counts as 0).
 */
export function gmAdvance(input: GmAdvanceInput): GmAdvanceResult {
  const level = gmLevelInput(input.newLevel);
  const g = gmLevelGains(level);
  const d10 = gmInt(input.d10, 1, 10, 1);
  const archetype = gmArchetypeOf(input.archetype);
  return {
    level,
    survival: g.survivalDie ? Math.max(0, d10 + contributor(input.abilities.endurance, "major")) : 0,
    verve: g.verveDie ? Math.max(0, d10 + gmVerveModifier(input.abilities, archetype)) : 0,
    mojo: g.mojo,
    specialty: g.specialty,
    ...gmArchetypeGainsOf(archetype, level),
  };
}

/** An archetype's own gains on reaching an archetype level (004 "Archetype advancement"). */
export interface GmArchetypeGains {
  /** Sorcerors: as many new memorization slots as the new level (a 3rd level sorceror gains three). */
  spellSlots: number;
  /** Prophets: as many new calling points as the new level. */
  callingPoints: number;
  /** Thieves, at each level after the first: +1 to one thief field or a new skill in one of them. */
  thiefFieldImprovement: number;
}

/** What `archetype` itself gains on reaching `archetypeLevel`. */
export function gmArchetypeGainsOf(archetype: GmArchetype, archetypeLevel: number): GmArchetypeGains {
  const a = gmArchetypeOf(archetype);
  const level = gmLevelInput(archetypeLevel);
  return {
    spellSlots: a === "sorceror" ? level : 0,
    callingPoints: a === "prophet" ? level : 0,
    thiefFieldImprovement: a === "thief" && level >= 2 ? 1 : 0,
  };
}

/**
 * The archetype whose verve modifiers a multi-archetype character uses: the one with the highest
 * level after advancement, or the archetype just advanced when levels tie.
 */
export function gmVerveArchetype(levels: GmArchetypeLevels, advanced: GmArchetype): GmArchetype {
  let best: GmArchetype = gmArchetypeOf(advanced);
  let bestLevel = Number(levels[best] ?? 0) || 0;
  for (const a of GM_ARCHETYPES) {
    const l = Number(levels[a] ?? 0) || 0;
    if (l > bestLevel) {
      best = a;
      bestLevel = l;
    }
  }
  return best;
}

/** The stored numbers a level-up adds to (the character's source). */
export interface GmAdvancementStored {
  survivalValue: number;
  survivalBonus: number;
  verveValue: number;
  verveBonus: number;
  mojo: number;
  spellSlots: number;
  callingPoints: number;
  thiefGains: number;
}

export interface GmAdvancementInput {
  abilities: GmAbilityScores;
  archetype: GmArchetype;
  /** A second archetype through a specialty ("" or absent for none) and its stored level. */
  secondArchetype?: string;
  secondArchetypeLevel?: number;
  /** The level whose gains were applied last, and the level experience has reached. */
  fromLevel: number;
  toLevel: number;
  /** One d10 face for each new level, lowest first: every level from 2nd rolls one, for verve or survival. */
  dice: readonly number[];
  stored: GmAdvancementStored;
}

/** One new level: the overall gains, which archetype advanced to which archetype level, whose verve modifiers applied. */
export interface GmAdvancementLevel extends GmAdvanceResult {
  d10: number;
  /** The archetype whose level rose with this level, or null when none did (a second archetype's level is stored). */
  advanced: GmArchetype | null;
  archetypeLevel: number;
  verveArchetype: GmArchetype;
}

export interface GmAdvancement {
  fromLevel: number;
  toLevel: number;
  levels: GmAdvancementLevel[];
  totals: { survival: number; verve: number; mojo: number; specialties: number; spellSlots: number; callingPoints: number; thiefGains: number };
  /** Every change, as one update of the character (CONTRIBUTING "Whole outcomes"). */
  outcome: ActorOutcome;
}

/**
 * Every gain of the levels from `fromLevel` (exclusive) to `toLevel` (inclusive), and the one update that applies
 * them (004 "Level advancement", "Survival and verve", "Mojo", "Multiple archetypes", "Archetype advancement"):
 * the d10 of survival (odd levels from 3rd) or verve (even levels), the mojo, the specialties, and the archetype's
 * own gains: a sorceror's memorization slots, a prophet's calling points, a thief's field improvements (kept as
 * improvements to choose, since the player picks the field and whether it is +1 or a new skill).
 *
 * With a second archetype, the character level decides the survival or verve die; the verve modifiers are those
 * of the archetype with the highest level after the advancement (the advanced one on a tie). The second
 * archetype's level is the stored number, so the first archetype is the one whose level rises with the character
 * level (`gmCharacterArchetypeLevels`); its own gains use its archetype level.
 */
export function gmAdvancement(input: GmAdvancementInput): GmAdvancement {
  const i = gmFields(input);
  const from = gmLevelInput(i.fromLevel);
  const to = gmLevelInput(i.toLevel);
  const primary = gmArchetypeOf(i.archetype);
  const second = gmParseArchetype(i.secondArchetype);
  const secondLevel = gmCount(i.secondArchetypeLevel);
  const abilities = gmFields(i.abilities) as GmAbilityScores;
  const dice = gmList(i.dice);
  const count = Math.max(0, to - from);
  if (dice.length < count) throw new RangeError(`gmAdvancement: ${count} new levels need ${count} d10 faces, got ${dice.length}`);
  const levels: GmAdvancementLevel[] = [];
  const totals = { survival: 0, verve: 0, mojo: 0, specialties: 0, spellSlots: 0, callingPoints: 0, thiefGains: 0 };
  for (let level = from + 1; level <= to; level += 1) {
    const before = gmCharacterArchetypeLevels(primary, level - 1, second, secondLevel);
    const after = gmCharacterArchetypeLevels(primary, level, second, secondLevel);
    const archetypeLevel = after[primary] ?? level;
    const advanced = archetypeLevel > (before[primary] ?? 0) ? primary : null;
    const verveArchetype = gmVerveArchetype(after, primary);
    const d10 = gmInt(dice[level - from - 1], 1, 10, 1);
    const overall = gmAdvance({ abilities, archetype: verveArchetype, newLevel: level, d10 });
    const own = advanced ? gmArchetypeGainsOf(advanced, archetypeLevel) : { spellSlots: 0, callingPoints: 0, thiefFieldImprovement: 0 };
    const row: GmAdvancementLevel = { ...overall, ...own, d10, advanced, archetypeLevel, verveArchetype };
    levels.push(row);
    totals.survival += row.survival;
    totals.verve += row.verve;
    totals.mojo += row.mojo;
    totals.specialties += row.specialty ? 1 : 0;
    totals.spellSlots += row.spellSlots;
    totals.callingPoints += row.callingPoints;
    totals.thiefGains += row.thiefFieldImprovement;
  }
  const s = gmFields(i.stored);
  const outcome: ActorOutcome =
    count === 0
      ? {}
      : {
          actor: {
            "system.advancedLevel": to,
            "system.survival.bonus": gmModifier(s.survivalBonus) + totals.survival,
            "system.survival.value": gmCount(s.survivalValue) + totals.survival,
            "system.verve.bonus": gmModifier(s.verveBonus) + totals.verve,
            "system.verve.value": gmCount(s.verveValue) + totals.verve,
            "system.mojo": gmInt(s.mojo, 0, Number.MAX_SAFE_INTEGER, 0) + totals.mojo,
            "system.advancement.spellSlots": gmCount(s.spellSlots) + totals.spellSlots,
            "system.advancement.callingPoints": gmCount(s.callingPoints) + totals.callingPoints,
            "system.advancement.thiefGains": gmCount(s.thiefGains) + totals.thiefGains,
          },
        };
  return { fromLevel: from, toLevel: Math.max(from, to), levels, totals, outcome };
}

/** A thief's improvement (004 "Thieves"): +1 to one thief field, or an extra skill in one of them. */
export type GmThiefGainChoice = { kind: "bonus" } | { kind: "skill"; skill: string };

/** The thief field an improvement goes to (a gmField restricted to thieves). */
export interface GmThiefGainField {
  id: string;
  bonus: number;
  skills: readonly string[];
  restrictedTo: string;
}

export type GmThiefGain = { outcome: ActorOutcome } | { refused: "none" | "notThief" | "noSkill" | "knownSkill" };

/**
 * Takes one of the thief's improvements still to choose (`pending`, kept by the level-up) on `field`: its bonus +1
 * or the new skill, and one improvement fewer, as one outcome. Refused when none is left, when the field is not a
 * thief field, or when the skill is blank or already in the field.
 */
export function gmThiefGain(pending: number, field: GmThiefGainField, choice: GmThiefGainChoice): GmThiefGain {
  const left = gmCount(pending);
  const f = gmFields(field);
  if (left < 1) return { refused: "none" };
  if (f.restrictedTo !== "thief") return { refused: "notThief" };
  const id = String(f.id ?? "");
  const actor = { "system.advancement.thiefGains": left - 1 };
  const c = gmFields(choice) as Partial<{ kind: string; skill: unknown }>;
  if (c.kind === "bonus") return { outcome: { actor, items: { update: [{ _id: id, "system.bonus": gmCount(f.bonus) + 1 }] } } };
  const skill = typeof c.skill === "string" ? c.skill.trim() : "";
  if (!skill) return { refused: "noSkill" };
  const skills = gmList(f.skills).filter((s): s is string => typeof s === "string");
  if (skills.some((s) => s.trim().toLowerCase() === skill.toLowerCase())) return { refused: "knownSkill" };
  return { outcome: { actor, items: { update: [{ _id: id, "system.skills": [...skills, skill] }] } } };
}
