import { asList, extraDice } from "./coerce.js";
import { limitedInt, MAX_ADVANTAGE, MAX_OBJECT_FACES } from "./limits.js";
import type { Distribution } from "./distribution.js";

/**
 * The exact distribution of one die with a net advantage: roll 1+|net| dice of `faces` sides and keep
 * the highest (net > 0) or the lowest (net < 0). Order statistics of independent uniform dice:
 * P(max ≤ v) = (v/f)^m, P(min ≥ v) = ((f−v+1)/f)^m. Values run from 1 to faces.
 * Faces 1–100 (MAX_OBJECT_FACES) and |net| ≤ 10 (MAX_ADVANTAGE): beyond, a RangeError naming the limit (so a
 * hostile size never allocates a huge table); a value that is not a number counts as a d1 with no advantage.
 */
export function keptDieDistribution(faces: number, net: number): Distribution {
  const sides = limitedInt("keptDieDistribution", "faces", faces, { min: 1, max: MAX_OBJECT_FACES, limit: "MAX_OBJECT_FACES" }, 1);
  const { count, keep } = extraDice(
    limitedInt("keptDieDistribution", "advantage", net, { min: -MAX_ADVANTAGE, max: MAX_ADVANTAGE, limit: "MAX_ADVANTAGE" }, 0),
  );
  const p: number[] = [];
  for (let v = 1; v <= sides; v++) {
    if (keep === "highest") p.push((v / sides) ** count - ((v - 1) / sides) ** count);
    else p.push(((sides - v + 1) / sides) ** count - ((sides - v) / sides) ** count);
  }
  return { min: 1, p };
}

/** A rolled face: a finite number (anything else in a list of rolled dice is not a die). */
function isFace(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value);
}

/**
 * Index (in roll order) of the die that counts for a net advantage: highest if net ≥ 0, lowest if net < 0
 * (first on ties); −1 for no dice. Entries that are not finite numbers are skipped (they keep their place
 * in the roll order), and a `rolled` that is not a list holds no dice.
 */
export function keptIndex(rolled: readonly number[], net: number): number {
  const dice = asList(rolled);
  const lowest = typeof net === "number" && net < 0;
  let index = -1;
  for (let i = 0; i < dice.length; i++) {
    const face = dice[i];
    if (!isFace(face)) continue;
    if (index < 0 || (lowest ? face < (dice[index] as number) : face > (dice[index] as number))) index = i;
  }
  return index;
}

/**
 * Split rolled dice into the kept one and the dropped ones for a net advantage (highest if net ≥ 0).
 * Only finite numbers are dice; with none, the kept face is 0 and nothing is dropped.
 */
export function keepOneDie(rolled: readonly number[], net: number): { kept: number; dropped: number[] } {
  const dice = asList(rolled).filter(isFace);
  const index = keptIndex(dice, net);
  if (index < 0) return { kept: 0, dropped: [] };
  return { kept: dice[index], dropped: dice.filter((_, i) => i !== index) };
}
