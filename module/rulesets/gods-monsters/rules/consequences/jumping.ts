/**
 * Jumping (001): an agility roll with strength as a major contributor and a bonus of 8 (a snap);
 * no penalty to one foot, then a penalty that doubles with every further foot (2 ft −1, 3 ft −2,
 * 4 ft −4 … 7 ft −32). Larger creatures jump farther (large ×2 … titanic ×16), smaller ones less
 * (small ¾, tiny ⅓, fine ⅙). Leaping across counts yards instead of feet.
 */
import type { GmSize } from "../equipment/types.js";
import { gmSizeOf } from "../equipment/sizes.js";
import { gmAmount, gmBonus, gmClean, gmWhole } from "../equipment/input.js";
import { gmFields } from "../coerce.js";

/** The "snap" bonus every jump gets. */
export const GM_JUMP_BONUS = 8;

/** The table of 001: penalty to jump up to each height in feet. */
export const GM_JUMP_TABLE: readonly { feet: number; penalty: number }[] = [
  { feet: 1, penalty: 0 },
  { feet: 2, penalty: 1 },
  { feet: 3, penalty: 2 },
  { feet: 4, penalty: 4 },
  { feet: 5, penalty: 8 },
  { feet: 6, penalty: 16 },
  { feet: 7, penalty: 32 },
];

/** How far each size jumps compared to a medium creature. */
export const GM_JUMP_SIZE_MULTIPLIERS: Readonly<Record<GmSize, number>> = {
  fine: 1 / 6,
  tiny: 1 / 3,
  small: 3 / 4,
  medium: 1,
  large: 2,
  huge: 4,
  gigantic: 8,
  titanic: 16,
};

/** Penalty (positive) to jump up to `units` whole feet (or yards across): 0 to 1, then 1, 2, 4, 8 … doubling. */
export function gmJumpPenalty(units: unknown): number {
  const u = Math.ceil(gmAmount(units) - 1e-9);
  if (u <= 1) return 0;
  return 2 ** Math.min(u - 2, 40);
}

export interface GmJumpInput {
  agility: number;
  /** Strength as a major contributor. */
  strengthMajor: number;
  /** Feet up, or yards across when `across`. */
  distance: number;
  size?: GmSize | string;
  across?: boolean;
  /** A moving character's current running movement, added to a leap across. */
  runningBonus?: number;
  /** Other modifiers (injuries, field bonus). */
  modifier?: number;
}

/** What the jump roll needs. */
export interface GmJump {
  /** Roll d20 ≤ this. */
  target: number;
  penalty: number;
  /** The distance in the jumper's own scale (distance ÷ size multiplier). */
  scaledDistance: number;
}

/** Target number for a jump: agility + strength as major + 8 − the distance penalty (+ running bonus across). */
export function gmJump(input: GmJumpInput): GmJump {
  const mult = GM_JUMP_SIZE_MULTIPLIERS[gmSizeOf(input.size ?? "medium")];
  const scaledDistance = gmAmount(input.distance) / mult;
  const penalty = gmJumpPenalty(scaledDistance);
  const running = input.across ? Math.max(0, gmBonus(input.runningBonus)) : 0;
  const target = gmBonus(input.agility) + gmBonus(input.strengthMajor) + GM_JUMP_BONUS + running + gmBonus(input.modifier) - penalty;
  return { target: gmClean(target), penalty, scaledDistance };
}

/**
 * How far a jump reaches with a d20 roll: the farthest whole distance whose target the roll still
 * meets ("failure means the character jumps short: as high as they could have with that roll"),
 * times the size multiplier. 0 when even one foot is missed.
 */
export function gmJumpReach(input: Omit<GmJumpInput, "distance">, roll: unknown): number {
  const r = gmWhole(roll);
  // Read as a record once: spreading a 5,000-character string 64 times took 20 ms (bench/hostile-rules.bench.ts).
  const jump = gmFields(input) as Omit<GmJumpInput, "distance">; // gmJump cleans each field
  const mult = GM_JUMP_SIZE_MULTIPLIERS[gmSizeOf(jump.size ?? "medium")];
  let best = 0;
  for (let units = 1; units <= 64; units++) {
    if (r > gmJump({ ...jump, distance: units * mult }).target) break;
    best = units;
  }
  return best * mult;
}
