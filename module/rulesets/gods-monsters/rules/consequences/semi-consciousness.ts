/**
 * Semi-consciousness (001): no agility bonus to defense (agility penalties still apply), no bonus to
 * be hit, half Movement per round, no actions but movement; following a direction or answering
 * takes a willpower roll or d4 rounds; counts as unconscious for death rolls.
 */
import { gmBonus, gmClean } from "../equipment/input.js";

/** Defense from agility while semi-conscious: penalties stay, bonuses are lost. */
export function gmSemiConsciousAgilityDefense(agilityDefense: unknown): number {
  return gmClean(Math.min(0, gmBonus(agilityDefense)));
}

/** Delay to react or reply: none on a successful willpower roll, else the d4 rolled (clamped 1–4). */
export function gmSemiConsciousDelay(willpowerSucceeded: boolean, d4: unknown): number {
  if (willpowerSucceeded) return 0;
  return Math.min(4, Math.max(1, gmBonus(d4)));
}

/** Semi-conscious counts as unconscious for death rolls (their +2 bonus). */
export const GM_SEMI_CONSCIOUS_COUNTS_AS_UNCONSCIOUS = true;
