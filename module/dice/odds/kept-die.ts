import { coerceInt, extraDice } from "./coerce.js";
import { MAX_ADVANTAGE, MAX_OBJECT_FACES } from "./limits.js";
import type { Distribution } from "./distribution.js";

/**
 * The exact distribution of one die with a net advantage: roll 1+|net| dice of `faces` sides and keep
 * the highest (net > 0) or the lowest (net < 0). Order statistics of independent uniform dice:
 * P(max ≤ v) = (v/f)^m, P(min ≥ v) = ((f−v+1)/f)^m. Values run from 1 to faces.
 */
export function keptDieDistribution(faces: number, net: number): Distribution {
  // Clamped first: a hostile size must not allocate a huge table (the dialogs refuse such input with a message).
  const sides = coerceInt(faces, 1, MAX_OBJECT_FACES, 1);
  const { count, keep } = extraDice(coerceInt(net, -MAX_ADVANTAGE, MAX_ADVANTAGE, 0));
  const p: number[] = [];
  for (let v = 1; v <= sides; v++) {
    if (keep === "highest") p.push((v / sides) ** count - ((v - 1) / sides) ** count);
    else p.push(((sides - v + 1) / sides) ** count - ((sides - v) / sides) ** count);
  }
  return { min: 1, p };
}

/** Index (in roll order) of the die that counts for a net advantage: highest if net ≥ 0, lowest if net < 0 (first on ties); −1 for no dice. */
export function keptIndex(rolled: readonly number[], net: number): number {
  if (rolled.length === 0) return -1;
  const lowest = net < 0;
  let index = 0;
  for (let i = 1; i < rolled.length; i++) {
    if (lowest ? rolled[i] < rolled[index] : rolled[i] > rolled[index]) index = i;
  }
  return index;
}

/** Split rolled dice into the kept one and the dropped ones for a net advantage (highest if net ≥ 0). */
export function keepOneDie(rolled: readonly number[], net: number): { kept: number; dropped: number[] } {
  const index = keptIndex(rolled, net);
  if (index < 0) return { kept: 0, dropped: [] };
  return { kept: rolled[index], dropped: rolled.filter((_, i) => i !== index) };
}
