/**
 * Mass conflict (004 "Mass Conflict"): members with the same attack form fight as one unit. The unit
 * has the median survival plus the median times the group bonus, and the same for combat movement.
 * Afterwards each member risks damage: the unit's damage divided by the bonus, rolled on the smallest
 * die that reaches it.
 */
import { GM_MAX_NUMBER, gmCount, gmInt, gmObjects } from "../coerce.js";
import { gmGroupEffortBonus, gmMedian } from "./group-effort.js";
import { GM_REACTIONS } from "../equipment/types.js";
import type { GmReactionName } from "../equipment/types.js";

export interface GmMassUnit {
  count: number;
  bonus: number;
  survival: number;
  movement: number;
}

/** median + median × bonus. A bad median is 0; a median above GM_MAX_NUMBER counts as GM_MAX_NUMBER. */
export function gmUnitNumber(median: number, bonus: number): number {
  const m = typeof median === "number" && Number.isFinite(median) ? Math.min(GM_MAX_NUMBER, Math.max(0, median)) : 0;
  return Math.floor(m + m * gmCount(bonus));
}

/**
 * A unit from the members' survival and movement (004: twelve goblins, median survival 5 → 5 + 5 × 3 = 20).
 * A non-list is no members; entries that are not objects are not members.
 */
export function gmMassUnit(members: readonly { survival: number; movement?: number }[]): GmMassUnit {
  const list = gmObjects(members);
  const count = list.length;
  const bonus = gmGroupEffortBonus(count);
  return {
    count,
    bonus,
    survival: gmUnitNumber(gmMedian(list.map((m) => m.survival)), bonus),
    movement: gmUnitNumber(gmMedian(list.map((m) => m.movement ?? 0)), bonus),
  };
}

/** A unit of `count` unnamed individuals with average numbers. */
export function gmMassUnitFromMedians(count: number, medianSurvival: number, medianMovement = 0): GmMassUnit {
  const c = gmCount(count);
  const bonus = gmGroupEffortBonus(c);
  return { count: c, bonus, survival: gmUnitNumber(medianSurvival, bonus), movement: gmUnitNumber(medianMovement, bonus) };
}

/** The dice the aftermath may use, smallest first. */
export const GM_AFTERMATH_DICE = [2, 3, 4, 6, 8, 10, 12, 20, 100] as const;

/**
 * The aftermath die: the unit's survival and injury damage divided by its group bonus is the most
 * one member can have taken; roll the smallest die that reaches it (7 → d8, 15 → d20), re-rolling
 * results above that maximum. Returns the die's faces and the maximum.
 */
export function gmAftermathDie(unitDamage: number, bonus: number): { faces: number; maximum: number } {
  const maximum = gmCount(unitDamage) / Math.max(1, gmCount(bonus));
  const faces = GM_AFTERMATH_DICE.find((f) => f >= maximum) ?? GM_AFTERMATH_DICE[GM_AFTERMATH_DICE.length - 1];
  return { faces, maximum };
}

/**
 * For a large group, how many members make their evasion roll (the rest add the aftermath damage to
 * injuries): an even proportion, target out of 20 (004: 8 or less → eight of twenty).
 */
export function gmAftermathEvaders(count: number, evasionTarget: number): number {
  const t = gmInt(evasionTarget, 0, 20, 0);
  return Math.round((gmCount(count) * t) / 20);
}

/** What a unit reads of each member creature: its numbers as the creature sheet shows them. */
export interface GmUnitMember {
  level: number;
  survival: number;
  movement: number;
  attack: number;
  defense: number;
  attacks: number;
  damage: string;
  reactions: Readonly<Record<GmReactionName, number>>;
}

export interface GmUnitCreature {
  unit: GmMassUnit;
  /** The creature data of the unit as one combatant; null when refused. */
  system: {
    level: number;
    survival: { value: number; max: number };
    attack: number;
    defense: number;
    attacks: number;
    movement: number;
    damage: string;
    reactions: Record<GmReactionName, number>;
  } | null;
  /** "noMembers", or "mixedAttack" when the members do not share one attack form (their damage). */
  refused: "noMembers" | "mixedAttack" | null;
}

/**
 * Members with the same attack form fighting as one combatant (004 "Mass Conflict"): the unit's survival and combat
 * movement as `gmMassUnit`; its attack, defense and reactions the members' medians plus the group effort bonus (which
 * applies to ability, reaction and attack rolls and to defense), one attack more per extra action (the bonus), the
 * members' median level and their shared damage. A median between two whole numbers is rounded down (a table
 * choice: the sheet keeps whole numbers).
 */
export function gmMassUnitCreature(members: readonly GmUnitMember[]): GmUnitCreature {
  const list = gmObjects(members) as GmUnitMember[];
  const unit = gmMassUnit(list.map((m) => ({ survival: gmCount(m.survival), movement: gmCount(m.movement) })));
  if (!list.length) return { unit, system: null, refused: "noMembers" };
  const damage = String(list[0]!.damage ?? "");
  if (list.some((m) => String(m.damage ?? "") !== damage)) return { unit, system: null, refused: "mixedAttack" };
  const median = (pick: (m: GmUnitMember) => unknown) => Math.floor(gmMedian(list.map((m) => gmInt(pick(m), -GM_MAX_NUMBER, GM_MAX_NUMBER, 0))));
  const reactions = Object.fromEntries(GM_REACTIONS.map((r) => [r, median((m) => m.reactions?.[r]) + unit.bonus])) as Record<GmReactionName, number>;
  return {
    unit,
    refused: null,
    system: {
      level: Math.max(
        1,
        median((m) => m.level),
      ),
      survival: { value: unit.survival, max: unit.survival },
      attack: median((m) => m.attack) + unit.bonus,
      defense: median((m) => m.defense) + unit.bonus,
      // The creature sheet holds at most 20 attacks a round.
      attacks: Math.min(
        20,
        Math.max(
          1,
          median((m) => m.attacks),
        ) + unit.bonus,
      ),
      movement: unit.movement,
      damage,
      reactions,
    },
  };
}
