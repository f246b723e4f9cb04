/**
 * Corruption (text 002, "Secondary Attributes", "Resolute"): the Corruption Threshold is Resolute / 2
 * rounded up, and Resolute resists Corruption. The text gives no further effect of reaching the
 * threshold, so this only tracks Corruption and reports whether it has reached the threshold.
 */

import { shadowCorruptionThreshold } from "./secondary.js";
import { shadowInteger } from "./coerce.js";

export const SHADOW_CORRUPTION_MAX = 100;

export interface ShadowCorruptionStatus {
  corruption: number;
  threshold: number;
  /** Corruption has reached the Corruption Threshold. */
  reached: boolean;
}

export function shadowCorruption(value: unknown): number {
  return shadowInteger(value, 0, SHADOW_CORRUPTION_MAX, 0);
}

export function shadowCorruptionStatus(corruption: unknown, resolute: unknown): ShadowCorruptionStatus {
  const c = shadowCorruption(corruption);
  const threshold = shadowCorruptionThreshold(resolute);
  return { corruption: c, threshold, reached: c >= threshold };
}

/** Corruption after gaining (or, negative, shedding) some. */
export function shadowAddCorruption(corruption: unknown, delta: unknown): number {
  return shadowCorruption(shadowCorruption(corruption) + shadowInteger(delta, -SHADOW_CORRUPTION_MAX, SHADOW_CORRUPTION_MAX, 0));
}
