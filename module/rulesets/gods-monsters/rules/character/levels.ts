/**
 * Levels and experience (004 "Level advancement" and "How do I gain experience points?"; NOTES.md
 * "Levels"): going from level L to L + 1 costs L × 1,000 experience, so level L needs
 * 1,000 × L(L − 1)/2 in total (2: 1,000 · 3: 3,000 · … · 10: 45,000).
 */
import type { ActorOutcome } from "../../../../core/rules/outcome.js";
import { GM_MAX_NUMBER, gmCount, gmFields, gmInt, gmLevelInput } from "../coerce.js";
import { readNumber } from "../../../../core/rules/integer.js";

/** The highest level the level functions report. */
export const GM_MAX_LEVEL = 1000;

/** Total experience needed to reach `level` (level 1: 0). */
export function gmExperienceForLevel(level: number): number {
  const l = gmLevelInput(level);
  return 500 * l * (l - 1);
}

/** The level `experience` reaches. Bad or negative experience counts as 0 (level 1). */
export function gmLevelFromExperience(experience: number): number {
  const xp = gmInt(experience, 0, Number.MAX_SAFE_INTEGER, 0);
  // Largest L with 500·L·(L−1) ≤ xp.
  let level = Math.max(1, Math.floor((1 + Math.sqrt(1 + xp / 125)) / 2));
  while (level > 1 && gmExperienceForLevel(level) > xp) level -= 1;
  while (level < GM_MAX_LEVEL && gmExperienceForLevel(level + 1) <= xp) level += 1;
  return Math.min(level, GM_MAX_LEVEL);
}

/** Experience still missing to reach the next level. */
export function gmExperienceToNextLevel(experience: number): number {
  const xp = gmInt(experience, 0, Number.MAX_SAFE_INTEGER, 0);
  return gmExperienceForLevel(gmLevelFromExperience(xp) + 1) - xp;
}

/** Experience for each mojo spent to change an archetypal roll. */
export const GM_EXPERIENCE_PER_MOJO = 50;
/** Experience for each silver coin of loot donated or lost. */
export const GM_EXPERIENCE_PER_LOOT_COIN = 2;

/** Experience from loot given away or lost with no expectation of benefit: 2 per silver coin. */
export function gmLootExperience(silver: number): number {
  return Math.floor(gmInt(silver, 0, GM_MAX_NUMBER * 1000, 0) * GM_EXPERIENCE_PER_LOOT_COIN);
}

/** The most silver one award of loot experience takes (the character's coins field holds up to a billion). */
export const GM_LOOT_MAX_SILVER = 1_000_000_000;

/**
 * Why a loot value cannot be awarded, or null: it must be a number of silver coins above 0 and at most
 * GM_LOOT_MAX_SILVER (a fraction of a coin counts: 1.5 silver is 3 experience, rounded down overall).
 */
export function gmLootProblem(silver: unknown): "notNumber" | "notPositive" | "tooMuch" | null {
  const n = readNumber(silver);
  if (!Number.isFinite(n)) return "notNumber";
  if (n <= 0) return "notPositive";
  return n > GM_LOOT_MAX_SILVER ? "tooMuch" : null;
}

/**
 * Loot experience shared by the group (004 "How do I gain experience points?": experience from loot is shared among
 * every member of the group; one silver coin of loot is worth two experience points). "Shared among" is read as
 * divided: the whole, 2 per silver coin, is split evenly, and what does not divide goes one point each to the first
 * members, so the shares always add up to the whole. No members: nothing is shared.
 */
export function gmLootShares(silver: number, members: number): { total: number; shares: number[] } {
  const count = gmInt(members, 0, GM_MAX_NUMBER, 0);
  const coins = Math.min(GM_LOOT_MAX_SILVER, Math.max(0, Number(silver) || 0));
  const total = Math.floor(coins * GM_EXPERIENCE_PER_LOOT_COIN);
  if (count === 0) return { total, shares: [] };
  const each = Math.floor(total / count);
  const rest = total - each * count;
  return { total, shares: Array.from({ length: count }, (_, i) => each + (i < rest ? 1 : 0)) };
}

/**
 * One character's loot experience as a whole outcome: the experience added, and when the loot was the character's
 * own coins (donated or lost from the purse), the coins taken; null when the purse holds less than that.
 */
export function gmLootOutcome(stored: { experience: number; silver: number }, award: { experience: number; silverSpent?: number }): ActorOutcome | null {
  const have = gmFields(stored);
  const gain = gmFields(award);
  const xp = gmInt(have.experience, 0, Number.MAX_SAFE_INTEGER, 0) + gmInt(gain.experience, 0, Number.MAX_SAFE_INTEGER, 0);
  const spent = Number(gain.silverSpent ?? 0);
  const purse = Number.isFinite(Number(have.silver)) ? Math.max(0, Number(have.silver)) : 0;
  if (!(spent >= 0) || !Number.isFinite(spent) || spent > purse) return null;
  const actor: Record<string, unknown> = { "system.experience": xp };
  if (spent > 0) actor["system.silver"] = Math.round((purse - spent) * 100) / 100;
  return { actor };
}

/** What reaching `level` brings, per the advancement table. */
export interface GmLevelGains {
  level: number;
  /** A new specialty (3rd level and every odd level after). */
  specialty: boolean;
  /** +1 to every non-archetypal reaction (even levels). */
  normalReactions: number;
  /** Roll d10 survival, endurance as major (3rd level and every odd level after). */
  survivalDie: boolean;
  /** Roll d10 verve, archetypal ability and verve contributor as minor (even levels). */
  verveDie: boolean;
  /** Mojo gained: 10 + level (12 at 2nd level). 0 at first level. */
  mojo: number;
}

export function gmLevelGains(level: number): GmLevelGains {
  const l = gmLevelInput(level);
  const odd = l % 2 === 1;
  return {
    level: l,
    specialty: l >= 3 && odd,
    normalReactions: l >= 2 && !odd ? 1 : 0,
    survivalDie: l >= 3 && odd,
    verveDie: l >= 2 && !odd,
    mojo: l >= 2 ? 10 + l : 0,
  };
}

/** Sum of the level gains from `fromLevel` (exclusive) up to `toLevel` (inclusive). */
export function gmLevelGainsBetween(fromLevel: number, toLevel: number): { specialties: number; mojo: number; survivalDice: number; verveDice: number } {
  const from = gmLevelInput(fromLevel);
  const to = Math.min(gmLevelInput(toLevel), GM_MAX_LEVEL);
  let specialties = 0;
  let mojo = 0;
  let survivalDice = 0;
  let verveDice = 0;
  for (let l = from + 1; l <= to; l += 1) {
    const g = gmLevelGains(l);
    specialties += g.specialty ? 1 : 0;
    mojo += g.mojo;
    survivalDice += g.survivalDie ? 1 : 0;
    verveDice += g.verveDie ? 1 : 0;
  }
  return { specialties, mojo, survivalDice, verveDice };
}

/** Mojo a character has earned from levels alone at `level`: first-level mojo + Σ(10 + L). */
export function gmMojoFromLevels(firstLevelMojo: number, level: number): number {
  return gmCount(firstLevelMojo) + gmLevelGainsBetween(1, level).mojo;
}
