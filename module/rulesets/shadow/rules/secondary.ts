/**
 * Secondary attributes (text 002, "Secondary Attributes", "Toughness", "Pain Threshold", "Shield"):
 * - Toughness = Strong, never below 10;
 * - Pain Threshold = Strong / 2 rounded up, from the actual Strong even below 10;
 * - Defense = Quick − the armor's Impeding, +1 with a shield (or buckler);
 * - Corruption Threshold = Resolute / 2 rounded up.
 */

import { clampShadowAttribute, type ShadowAttributeInput } from "./attributes.js";
import { shadowInteger } from "./coerce.js";

export const SHADOW_TOUGHNESS_FLOOR = 10;
export const SHADOW_SHIELD_DEFENSE_BONUS = 1;
/** Impeding is clamped to [0, 20]. */
export const SHADOW_IMPEDING_MAX = 20;

export interface ShadowSecondary {
  toughness: number;
  painThreshold: number;
  defense: number;
  corruptionThreshold: number;
}

export interface ShadowDeriveOptions {
  /** The worn armor's Impeding value (0 without armor). */
  impeding?: unknown;
  /** Whether a shield or buckler is carried (+1 Defense). */
  shield?: unknown;
}

export function shadowToughness(strong: unknown): number {
  return Math.max(SHADOW_TOUGHNESS_FLOOR, clampShadowAttribute(strong));
}

export function shadowPainThreshold(strong: unknown): number {
  return Math.ceil(clampShadowAttribute(strong) / 2);
}

export function shadowCorruptionThreshold(resolute: unknown): number {
  return Math.ceil(clampShadowAttribute(resolute) / 2);
}

export function shadowImpeding(impeding: unknown): number {
  return shadowInteger(impeding, 0, SHADOW_IMPEDING_MAX, 0);
}

export function shadowDefense(quick: unknown, impeding: unknown = 0, shield: unknown = false): number {
  return clampShadowAttribute(quick) - shadowImpeding(impeding) + (shield === true ? SHADOW_SHIELD_DEFENSE_BONUS : 0);
}

/** The four secondary attributes from the eight attributes, the armor's Impeding and a shield. */
export function deriveShadow(attributes: ShadowAttributeInput | null | undefined, { impeding = 0, shield = false }: ShadowDeriveOptions = {}): ShadowSecondary {
  const a = attributes ?? {};
  return {
    toughness: shadowToughness(a.strong),
    painThreshold: shadowPainThreshold(a.strong),
    defense: shadowDefense(a.quick, impeding, shield),
    corruptionThreshold: shadowCorruptionThreshold(a.resolute),
  };
}
