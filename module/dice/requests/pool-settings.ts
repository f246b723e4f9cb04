/** The pool family's numbers (Warden's Magic Dice): d6 in groups, one dice term per group that rolls. */
import { poolMatchOdds } from "../rules/pool.js";

export interface PoolSettings {
  /** Dice per group, in formula order (Warden: inventory slot dice, mana dust dice, the free die); 0 rolls none. */
  groups: number[];
  /** The pool fails when this many dice (or more) show one face (Warden: 3); null when it cannot fail. */
  failAt: number | null;
}

export function poolDice(s: PoolSettings): number {
  return s.groups.reduce((a, b) => a + b, 0);
}

/** Foundry's formula: one d6 term per group that rolls ("1d6 + 2d6"). */
export function poolFormula(s: PoolSettings): string {
  return s.groups
    .filter((n) => n > 0)
    .map((n) => `${n}d6`)
    .join(" + ");
}

/** The exact chance the pool holds (fewer than `failAt` dice show one face), or null when it cannot fail. */
export function poolChance(s: PoolSettings): number | null {
  return s.failAt === null ? null : 1 - poolMatchOdds(poolDice(s), s.failAt);
}
