/**
 * Animals (004, Animals & containers): movement under load, riding without a saddle, and the
 * faster gaits of horse-like animals.
 */
import { gmAmount, gmWhole } from "./input.js";

/**
 * Movement of an animal carrying `carried` bulk: its listed movement, less 1 for every full 10% of
 * load above the bulk it carries packed reasonably. Never below 0.
 */
export function gmAnimalMovement(animal: { movement: unknown; carryBulk: unknown }, carried: unknown): number {
  const movement = gmWhole(animal.movement);
  const capacity = gmAmount(animal.carryBulk);
  const load = gmAmount(carried);
  if (capacity <= 0 || load <= capacity) return movement;
  const overTenths = Math.floor(((load - capacity) / capacity) * 10 + 1e-9);
  return Math.max(0, movement - overTenths);
}

export const GM_RIDING_TACK = ["saddle", "blanket", "bareback"] as const;
export type GmRidingTack = (typeof GM_RIDING_TACK)[number];

/**
 * Riding penalties: a saddle (which includes its blanket) has none; a saddle blanket alone costs 2 on
 * riding rolls and 1 of the horse's daily movement; bareback costs 3 and 3.
 */
export function gmRidingPenalties(tack: GmRidingTack): { rolls: number; dailyMovement: number } {
  if (tack === "blanket") return { rolls: 2, dailyMovement: 1 };
  if (tack === "bareback") return { rolls: 3, dailyMovement: 3 };
  return { rolls: 0, dailyMovement: 0 };
}

/** Horses, ponies, mules and donkeys jog, run and sprint at twice the chart's speed for their movement. */
export function gmAnimalGaitMultiplier(speed: string, horseLike: boolean): number {
  return horseLike && (speed === "jog" || speed === "run" || speed === "sprint") ? 2 : 1;
}
