import { wardenFace, wardenInt, wardenInts, wardenRoller } from "./numbers.js";

/**
 * Randomness is injected: a roller returns one face of a die with the given number of sides.
 * Tests pass a roller that replays fixed faces; Foundry passes one backed by its own dice.
 */
export type WardenRoller = (sides: number) => number;

/** Most dice one call rolls (the text never rolls more than 3 at once): a larger count is clamped. */
export const WARDEN_MAX_ROLLED_DICE = 100;
/** Largest die the roller is asked for (a trait table with more entries picks among the first ones). */
export const WARDEN_MAX_DIE_SIDES = 10_000;

/**
 * Roll `count` dice of `sides` with the injected roller; faces are clamped to 1..sides. A count that
 * is not a number rolls nothing, and at most 100 dice are rolled; sides are 1..10,000 (1 when not a
 * number). A roller that is not a function is refused with a RangeError.
 */
export function wardenRollDice(roll: WardenRoller, count: number, sides: number): number[] {
  const roller = wardenRoller(roll, "wardenRollDice");
  const n = Math.min(WARDEN_MAX_ROLLED_DICE, Math.max(0, wardenInt(count)));
  const d = Math.min(WARDEN_MAX_DIE_SIDES, Math.max(1, wardenInt(sides, 1)));
  const faces: number[] = [];
  for (let i = 0; i < n; i += 1) faces.push(wardenFace(roller(d), d));
  return faces;
}

/** Sum of `count` dice of `sides`, e.g. 3d6 is `wardenRollSum(roll, 3, 6)`. */
export function wardenRollSum(roll: WardenRoller, count: number, sides: number): number {
  return wardenRollDice(roll, count, sides).reduce((a, b) => a + b, 0);
}

/**
 * A roller that replays the given faces in order (for tests and for replaying faces that Foundry
 * already rolled). Once the list is used up it returns 1, never undefined.
 */
export function wardenReplay(faces: readonly number[]): WardenRoller {
  let i = 0;
  return (sides: number) => {
    const face = i < faces.length ? faces[i] : 1;
    i += 1;
    return wardenFace(face, sides);
  };
}

/**
 * The die that counts from a pool rolled with net advantage `advantage`:
 * advantage > 0 keeps the highest, advantage < 0 keeps the lowest, 0 keeps the only die (the first).
 * Faces that are not numbers are skipped; returns null for an empty pool (or a pool that is not a list).
 */
export function wardenKeptFace(faces: readonly number[], advantage: number): number | null {
  const pool = wardenInts(faces);
  if (pool.length === 0) return null;
  const adv = wardenInt(advantage);
  if (adv > 0) return pool.reduce((a, b) => Math.max(a, b));
  if (adv < 0) return pool.reduce((a, b) => Math.min(a, b));
  return pool[0];
}

/** How many dice a pool with net advantage `advantage` rolls: 1 + |advantage|. */
export function wardenPoolSize(advantage: number): number {
  return 1 + Math.abs(wardenInt(advantage));
}
