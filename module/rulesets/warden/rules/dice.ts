import { wardenFace, wardenInt } from "./numbers.js";

/**
 * Randomness is injected: a roller returns one face of a die with the given number of sides.
 * Tests pass a roller that replays fixed faces; Foundry passes one backed by its own dice.
 */
export type WardenRoller = (sides: number) => number;

/** Roll `count` dice of `sides` with the injected roller; faces are clamped to 1..sides. */
export function wardenRollDice(roll: WardenRoller, count: number, sides: number): number[] {
  const n = Math.max(0, wardenInt(count));
  const faces: number[] = [];
  for (let i = 0; i < n; i += 1) faces.push(wardenFace(roll(sides), sides));
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
 * Returns null for an empty pool.
 */
export function wardenKeptFace(faces: readonly number[], advantage: number): number | null {
  if (faces.length === 0) return null;
  const adv = wardenInt(advantage);
  if (adv > 0) return Math.max(...faces);
  if (adv < 0) return Math.min(...faces);
  return faces[0];
}

/** How many dice a pool with net advantage `advantage` rolls: 1 + |advantage|. */
export function wardenPoolSize(advantage: number): number {
  return 1 + Math.abs(wardenInt(advantage));
}
