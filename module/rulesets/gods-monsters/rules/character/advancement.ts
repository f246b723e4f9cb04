/**
 * Advancing a level (004 "Survival and verve", "Multiple archetypes", "Archetype advancement"):
 * the survival or verve die, the new mojo and the archetype's own gains. Dice come in as faces.
 */
import { gmInt, gmLevelInput } from "../coerce.js";
import { GM_ARCHETYPES, gmArchetypeOf } from "./archetypes.js";
import type { GmArchetype, GmArchetypeLevels } from "./archetypes.js";
import { contributor } from "./contributors.js";
import { gmVerveModifier } from "./first-level.js";
import { gmLevelGains } from "./levels.js";
import type { GmAbilityScores } from "./species.js";

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
    spellSlots: archetype === "sorceror" ? level : 0,
    callingPoints: archetype === "prophet" ? level : 0,
    thiefFieldImprovement: archetype === "thief" && level >= 2 ? 1 : 0,
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
