/**
 * The doubling scale 004 uses for obstacle size (size 1 → 0, 2 → 1, 4 → 2 … 1024 → 10) and for the
 * group effort chart (count 1 → 0, 2–3 → 1, 4–7 → 2 …). Internal to the consequence rules, which
 * need it for searching, tracking, falling and assistance; the contest and group rules own the
 * public tables.
 */
import { gmAmount } from "../equipment/input.js";

/** Steps on the doubling scale for a size or count: 0 below 2, then +1 at every doubling. */
export function gmDoublingSteps(size: unknown): number {
  const s = gmAmount(size);
  if (s < 2) return 0;
  return Math.floor(Math.log2(s) + 1e-9);
}
