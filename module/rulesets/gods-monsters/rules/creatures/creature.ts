/**
 * Creatures and non-player characters (004 "Non-player characters"): an unknown endurance (and the
 * reactions the issue asks for by the same rule) is 10 + half level; NPCs have no verve; NPCs with
 * archetypes gain d6 survival per level (d10 for warriors); they regain level survival each night.
 */
import { GM_REACTIONS } from "../equipment/types.js";
import type { GmReactionName, GmSize } from "../equipment/types.js";
import { gmSizeOf } from "../equipment/index.js";
import { GM_MAX_NUMBER, gmCount, gmInt, gmLevelInput, gmList } from "../coerce.js";
import type { GmArchetype } from "../character/archetypes.js";

/** Estimate of an unknown endurance or reaction: 10 + half the level, rounded down. */
export function gmCreatureDefaultScore(level: number): number {
  return 10 + Math.floor(gmLevelInput(level) / 2);
}

/** Reactions of a creature: the known ones as given, the rest 10 + half level. */
export function gmCreatureReactions(level: number, known: Partial<Record<GmReactionName, number | null>> = {}): Record<GmReactionName, number> {
  const out = {} as Record<GmReactionName, number>;
  for (const r of GM_REACTIONS) {
    const v = known[r];
    out[r] = v === null || v === undefined || !Number.isFinite(Number(v)) ? gmCreatureDefaultScore(level) : gmInt(v, -GM_MAX_NUMBER, GM_MAX_NUMBER, 0);
  }
  return out;
}

/** Faces of the survival die an NPC with an archetype rolls per level: d10 for warriors, d6 otherwise. */
export function gmNpcSurvivalDie(archetype: GmArchetype | string): 6 | 10 {
  return archetype === "warrior" ? 10 : 6;
}

/**
 * Survival of an NPC with an archetype from the dice rolled (one per level) and any per-die bonus.
 * A non-list is no dice; a bad face counts as 1.
 */
export function gmNpcSurvival(dice: readonly number[], perDieBonus = 0): number {
  const bonus = gmInt(perDieBonus, -GM_MAX_NUMBER, GM_MAX_NUMBER, 0);
  return Math.max(
    0,
    gmList(dice).reduce((s, d) => s + gmInt(d, 1, 10, 1) + bonus, 0),
  );
}

export interface GmCreatureNumbers {
  level: number;
  survival: number;
  defense: number;
  attack: number;
  damage: string;
  attacks: number;
  movement: number;
  size: GmSize;
  reactions: Record<GmReactionName, number>;
  /** Estimated when unknown, like the reactions. */
  endurance: number;
}

export interface GmCreatureInput {
  level: number;
  survival?: number;
  defense?: number;
  attack?: number;
  damage?: string;
  attacks?: number;
  movement?: number;
  size?: GmSize;
  reactions?: Partial<Record<GmReactionName, number | null>>;
  endurance?: number | null;
}

/** A creature's numbers, clamped, with the defaults of the text for what is unknown. */
export function gmCreature(input: GmCreatureInput): GmCreatureNumbers {
  const level = gmLevelInput(input.level);
  return {
    level,
    survival: gmCount(input.survival),
    defense: gmInt(input.defense, -GM_MAX_NUMBER, GM_MAX_NUMBER, 0),
    attack: gmInt(input.attack, -GM_MAX_NUMBER, GM_MAX_NUMBER, 0),
    damage: typeof input.damage === "string" && input.damage.trim() !== "" ? input.damage.trim() : "d3",
    attacks: gmInt(input.attacks, 1, GM_MAX_NUMBER, 1),
    movement: gmCount(input.movement, 10),
    size: gmSizeOf(input.size),
    reactions: gmCreatureReactions(level, input.reactions),
    endurance: input.endurance === null || input.endurance === undefined ? gmCreatureDefaultScore(level) : gmInt(input.endurance, 1, GM_MAX_NUMBER, 10),
  };
}

/**
 * The injuries a creature can take before it risks dying: its current survival (004 "A time to die": the risk
 * comes when the injury total exceeds current survival; creatures have no verve). The creature sheet draws the
 * injuries as a bar against it, as the character sheet does against survival and verve.
 */
export function gmCreatureInjuryThreshold(survival: number): number {
  return gmCount(survival);
}
