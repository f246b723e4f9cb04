import { extraDice } from "./coerce.js";
import type { Distribution } from "./distribution.js";

/**
 * The exact distribution of one die with a net advantage: roll 1+|net| dice of `faces` sides and keep
 * the highest (net > 0) or the lowest (net < 0). Order statistics of independent uniform dice:
 * P(max ≤ v) = (v/f)^m, P(min ≥ v) = ((f−v+1)/f)^m. Values run from 1 to faces.
 */
export function keptDieDistribution(faces: number, net: number): Distribution {
  const { count, keep } = extraDice(net);
  const p: number[] = [];
  for (let v = 1; v <= faces; v++) {
    if (keep === "highest") p.push((v / faces) ** count - ((v - 1) / faces) ** count);
    else p.push(((faces - v + 1) / faces) ** count - ((faces - v) / faces) ** count);
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
