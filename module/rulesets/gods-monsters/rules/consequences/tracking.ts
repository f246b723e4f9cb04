/**
 * Tracking (001): a perception roll at −1 per day since the quarry passed, a bonus for the size of
 * the group tracked (the group effort chart), minus what the quarry made their own
 * track-covering perception roll by, and the obstacle-size penalty for the distance (one size is a
 * quarter mile in natural surroundings, 100 yards in urban or man-made ones). Covering tracks
 * halves the coverer's Movement.
 */
import { gmAmount, gmBonus, gmClean, gmWhole } from "../equipment/input.js";
import { gmObstaclePenalty } from "../contests/obstacle.js";
import { gmGroupEffortBonus } from "../groups/group-effort.js";

/** Yards in one tracking obstacle size: a quarter mile outdoors, 100 yards in towns. */
export const GM_TRACKING_OBSTACLE_YARDS = { natural: 440, urban: 100 } as const;

export interface GmTrackingInput {
  daysSince?: number;
  /** How many creatures left the trail. */
  groupSize?: number;
  /** How much the quarry made their covering roll by (0 if they did not cover or failed). */
  coveredBy?: number;
  /** Length of the trail followed, in yards. */
  distanceYards?: number;
  urban?: boolean;
}

export interface GmTracking {
  agePenalty: number;
  groupBonus: number;
  coverPenalty: number;
  distancePenalty: number;
  /** Total modifier on the perception roll. */
  modifier: number;
}

export function gmTracking(input: GmTrackingInput): GmTracking {
  const agePenalty = gmWhole(input.daysSince);
  const groupBonus = gmGroupEffortBonus(gmWhole(input.groupSize, 1));
  const coverPenalty = Math.max(0, gmBonus(input.coveredBy));
  const unit = input.urban ? GM_TRACKING_OBSTACLE_YARDS.urban : GM_TRACKING_OBSTACLE_YARDS.natural;
  const distancePenalty = gmObstaclePenalty(gmAmount(input.distanceYards) / unit);
  return { agePenalty, groupBonus, coverPenalty, distancePenalty, modifier: gmClean(groupBonus - agePenalty - coverPenalty - distancePenalty) };
}

/**
 * The penalty trackers take after someone covered their tracks: the amount the covering perception
 * roll was made by (target − roll), 0 if it failed.
 */
export function gmCoverTracksPenalty(perception: unknown, roll: unknown): number {
  const margin = gmBonus(perception) - gmBonus(roll);
  return margin >= 0 ? margin : 0;
}

/** Movement while covering tracks: halved. */
export function gmCoveringTracksMovement(movement: unknown): number {
  return gmAmount(movement) / 2;
}
