/**
 * Chases (001): an agility contest; the faster side gains +1 for every full 3 points of Movement
 * difference; the chase ends when one side succeeds and the other fails.
 */
import { gmAmount } from "../equipment/input.js";

/** Bonus each side gets from Movement: +1 per full 3 points of difference, to the faster side. */
export function gmChaseBonuses(pursuerMovement: unknown, quarryMovement: unknown): { pursuer: number; quarry: number } {
  const p = gmAmount(pursuerMovement);
  const q = gmAmount(quarryMovement);
  const bonus = Math.floor(Math.abs(p - q) / 3);
  return { pursuer: p > q ? bonus : 0, quarry: q > p ? bonus : 0 };
}

export type GmChaseOutcome = "caught" | "escaped" | "continues";

/** One round of the agility contest: caught, escaped, or on it goes (both succeed or both fail). */
export function gmChaseOutcome(pursuerSucceeded: boolean, quarrySucceeded: boolean): GmChaseOutcome {
  if (pursuerSucceeded && !quarrySucceeded) return "caught";
  if (quarrySucceeded && !pursuerSucceeded) return "escaped";
  return "continues";
}
