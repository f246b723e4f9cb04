/**
 * Obstacle size (004 "Obstacle size"): the penalty usually grows by one each time the obstacle
 * doubles (size 2 → 1, 4 → 2, … 1024 → 10); sometimes it grows with the size itself (size 3 → 3).
 * Sizes are multiples of a reasonable no-penalty size, often 10 feet: a 20–39 foot wall is −1,
 * 40–79 is −2, 80–159 is −3.
 */
import { GM_MAX_NUMBER } from "../coerce.js";

export type GmObstacleScale = "doubling" | "linear";

/** The largest obstacle size these rules work with (a penalty of 50 on the doubling scale); larger sizes are clamped. */
const MAX_SIZE = 2 ** 50;

/** The penalty (as a positive number) for an obstacle of `size` no-penalty units. */
export function gmObstaclePenalty(size: number, scale: GmObstacleScale = "doubling"): number {
  const s = typeof size === "number" && Number.isFinite(size) ? Math.min(size, MAX_SIZE) : size === Infinity ? MAX_SIZE : 1;
  if (s < 2) return 0;
  if (scale === "linear") return Math.min(GM_MAX_NUMBER, Math.floor(s));
  return Math.floor(Math.log2(s));
}

/**
 * The obstacle size of a measure against the no-penalty unit (a 35-foot wall in 10-foot units: 3.5).
 * A bad measure is 0, a bad or non-positive unit 1, and the size is at most 2⁵⁰ (a tiny unit cannot make it infinite).
 */
export function gmObstacleSize(measure: number, unit: number): number {
  const m = typeof measure === "number" && Number.isFinite(measure) ? Math.max(0, measure) : 0;
  const u = typeof unit === "number" && Number.isFinite(unit) && unit > 0 ? unit : 1;
  return Math.min(m / u, MAX_SIZE);
}

/** A table row of the obstacle chart: size → penalty. */
export const GM_OBSTACLE_TABLE: readonly { size: number; penalty: number }[] = [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024].map((size) => ({
  size,
  penalty: gmObstaclePenalty(size),
}));
