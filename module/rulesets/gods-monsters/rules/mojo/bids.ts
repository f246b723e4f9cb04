/**
 * Mojo bids on failed archetypal rolls (004 "Rolls", "Mojo experience", "Mojo increases"): the
 * bid, as a bonus, must make the roll succeed; only the mojo needed is spent, each mojo spent brings
 * 50 experience at once, and a spend large enough to buy a field bonus, skill or field grants it.
 */
import { GM_MAX_NUMBER, gmCount, gmInt } from "../coerce.js";
import { GM_EXPERIENCE_PER_MOJO, gmLevelFromExperience } from "../character/levels.js";
import { GM_NEW_FIELD_COST, gmFieldBonusCost, gmSkillCost } from "./costs.js";

export type GmMojoBidOutcome =
  /** The roll had not failed: nothing to bid on. */
  | "notFailed"
  /** The roll was not archetypal: mojo cannot change it. */
  | "notArchetypal"
  /** The bid was too small to make the roll succeed: no mojo is lost. */
  | "tooSmall"
  /** The bid turned the failure into a success. */
  | "success";

export interface GmMojoBidResult {
  outcome: GmMojoBidOutcome;
  /** The smallest bid that succeeds (roll − target). */
  needed: number;
  /** Mojo lost (the needed amount on success, else 0). */
  spent: number;
  /** Mojo left. */
  mojo: number;
  /** Experience gained: 50 per mojo spent. */
  experience: number;
}

/** The smallest bid that turns a failed roll-under into a success: how far the roll missed (0 if it did not). */
export function gmSmallestSuccessfulBid(roll: number, target: number): number {
  const r = gmInt(roll, -GM_MAX_NUMBER, GM_MAX_NUMBER, 0);
  const t = gmInt(target, -GM_MAX_NUMBER, GM_MAX_NUMBER, 0);
  return Math.max(0, r - t);
}

/**
 * Resolves a bid of `bid` mojo (no more than the character has) on a roll of `roll` against `target`
 * (success is roll ≤ target). 004: bid 6, need 4 → lose 4, gain 200 experience.
 */
export function gmMojoBid(input: { roll: number; target: number; bid: number; mojo: number; archetypal: boolean }): GmMojoBidResult {
  const mojo = gmCount(input.mojo);
  const needed = gmSmallestSuccessfulBid(input.roll, input.target);
  const bid = Math.min(gmCount(input.bid), mojo);
  const nothing = (outcome: GmMojoBidOutcome): GmMojoBidResult => ({ outcome, needed, spent: 0, mojo, experience: 0 });
  if (needed === 0) return nothing("notFailed");
  if (!input.archetypal) return nothing("notArchetypal");
  if (bid < needed) return nothing("tooSmall");
  return { outcome: "success", needed, spent: needed, mojo: mojo - needed, experience: needed * GM_EXPERIENCE_PER_MOJO };
}

/** Experience added and the level it reaches at once (a level change from mojo happens immediately). */
export function gmAddExperience(experience: number, gained: number): { experience: number; level: number; previousLevel: number; levelsGained: number } {
  const before = gmInt(experience, 0, Number.MAX_SAFE_INTEGER, 0);
  const after = before + gmCount(gained);
  const previousLevel = gmLevelFromExperience(before);
  const level = gmLevelFromExperience(after);
  return { experience: after, level, previousLevel, levelsGained: level - previousLevel };
}

/** What the roll's field situation is, to see whether a successful spend also bought something. */
export interface GmMojoIncreaseInput {
  /** Mojo spent on the roll (for a group effort or a heroic last effort: all mojo spent on it). */
  spent: number;
  /** The appropriate field's current bonus, or `null` when the character lacks the field. */
  fieldBonus: number | null;
  /** The field is the Fighting Art (its bonus cannot be bought). */
  fightingArt?: boolean;
  /** The character already has the skill that applied. */
  hasSkill?: boolean;
  /** The character is of the field's preferred archetype (skills cost 5 instead of 7). */
  preferredArchetype?: boolean;
}

export type GmMojoIncrease = "fieldBonus" | "skill" | "field";

/**
 * The increases the spend would have paid for (the player picks one): the next field bonus
 * (4 + bonus), a new skill in the field (5 or 7), or, without the field, the field itself (11).
 * 004: Language Science +1, 6 mojo spent, +2 costs 5 → Language Science +2.
 */
export function gmMojoIncreases(input: GmMojoIncreaseInput): GmMojoIncrease[] {
  const spent = gmCount(input.spent);
  const out: GmMojoIncrease[] = [];
  if (input.fieldBonus === null || input.fieldBonus === undefined) {
    if (spent >= GM_NEW_FIELD_COST) out.push("field");
    return out;
  }
  if (!input.fightingArt && spent >= gmFieldBonusCost(input.fieldBonus)) out.push("fieldBonus");
  if (!input.hasSkill && spent >= gmSkillCost(input.preferredArchetype ?? true)) out.push("skill");
  return out;
}
