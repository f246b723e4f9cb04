/**
 * Falling (001): d6 for the first ten feet and another d6 at every doubling of the height (the
 * obstacle size) up to 7d6; a second aloft per die up to 450 feet, then a second per further 150
 * feet; an evasion roll negates the damage under ten feet and halves it under twenty; one point
 * per die goes to injuries unless an evasion roll succeeded on a fall of twenty feet or less.
 */
import { gmAmount } from "../equipment/input.js";
import { gmObstaclePenalty } from "../contests/obstacle.js";

export type GmFallEvasion = "negates" | "halves" | "none";

/** One row of the falling table. */
export interface GmFallingRow {
  /** Lowest height in feet of the row. */
  from: number;
  /** Highest height in feet, `null` for the open-ended last row. */
  to: number | null;
  dice: number;
  seconds: number;
  evasion: GmFallEvasion;
}

/** The table of 001 (the "+150 feet: no increase, +1 second" row is the rule beyond 450 feet). */
export const GM_FALLING_TABLE: readonly GmFallingRow[] = [
  { from: 0, to: 9, dice: 1, seconds: 1, evasion: "negates" },
  { from: 10, to: 19, dice: 2, seconds: 2, evasion: "halves" },
  { from: 20, to: 39, dice: 3, seconds: 3, evasion: "none" },
  { from: 40, to: 79, dice: 4, seconds: 4, evasion: "none" },
  { from: 80, to: 159, dice: 5, seconds: 5, evasion: "none" },
  { from: 160, to: 319, dice: 6, seconds: 6, evasion: "none" },
  { from: 320, to: 450, dice: 7, seconds: 7, evasion: "none" },
];

/** Feet per extra second beyond 450 feet. */
export const GM_FALL_FEET_PER_EXTRA_SECOND = 150;
/** Most dice a fall does. */
export const GM_FALL_MAX_DICE = 7;

/** What a fall of `feet` feet does. */
export interface GmFall {
  /** Number of d6 rolled for damage. */
  dice: number;
  /** Damage formula ("3d6"). */
  formula: string;
  /** Seconds aloft. */
  seconds: number;
  /** What a successful evasion roll does. */
  evasion: GmFallEvasion;
}

/** The dice, time and evasion effect of a fall (40 feet: 4d6, 4 seconds; 600 feet: 7d6, 8 seconds). */
export function gmFall(feet: unknown): GmFall {
  const h = gmAmount(feet);
  const dice = h < 10 ? 1 : Math.min(GM_FALL_MAX_DICE, 2 + gmObstaclePenalty(h / 10));
  const seconds = h <= 450 ? dice : GM_FALL_MAX_DICE + Math.ceil((h - 450) / GM_FALL_FEET_PER_EXTRA_SECOND);
  const evasion: GmFallEvasion = h < 10 ? "negates" : h < 20 ? "halves" : "none";
  return { dice, formula: dice === 1 ? "d6" : `${dice}d6`, seconds, evasion };
}

/** Survival lost and injuries gained from a fall. */
export interface GmFallDamage {
  /** Total damage after evasion. */
  damage: number;
  /** Of that, points that go to injuries (one per die). */
  injuries: number;
  /** The rest, lost from survival (or verve where archetypal). */
  survival: number;
}

/**
 * Damage of a fall from the dice rolled (`faces`, one per die; missing dice count 1, faces clamp to
 * 1–6). Under ten feet a successful evasion negates it; under twenty it halves it (rounded up, as the
 * killing-blow halving of 004); one point per die becomes an injury unless the evasion roll succeeded
 * on a fall of twenty feet or less.
 */
export function gmFallDamage(feet: unknown, faces: readonly number[], evasionSucceeded = false): GmFallDamage {
  const h = gmAmount(feet);
  const fall = gmFall(h);
  let damage = 0;
  for (let i = 0; i < fall.dice; i++) {
    const f = Number(faces[i]);
    damage += Number.isFinite(f) ? Math.min(6, Math.max(1, Math.floor(f))) : 1;
  }
  if (evasionSucceeded && fall.evasion === "negates") damage = 0;
  else if (evasionSucceeded && fall.evasion === "halves") damage = Math.ceil(damage / 2);
  const injuries = evasionSucceeded && h <= 20 ? 0 : Math.min(damage, fall.dice);
  return { damage, injuries, survival: damage - injuries };
}
