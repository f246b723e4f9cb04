/** The eight Shadow attributes, rolled under on a d20 (text 002, "Attributes"). */

import { shadowInteger } from "./coerce.js";

export const SHADOW_ATTRIBUTES = ["accurate", "cunning", "discreet", "persuasive", "quick", "resolute", "strong", "vigilant"] as const;

export type ShadowAttributeKey = (typeof SHADOW_ATTRIBUTES)[number];
export type ShadowAttributes = Record<ShadowAttributeKey, number>;
/** What callers may hand in: any subset, values possibly strings or garbage from a form. */
export type ShadowAttributeInput = Partial<Record<ShadowAttributeKey, unknown>>;

/** Lowest and highest attribute value accepted; creatures may exceed the 5–15 of the modifier table. */
export const SHADOW_ATTRIBUTE_MIN = 1;
export const SHADOW_ATTRIBUTE_MAX = 30;
/** A missing or unreadable attribute counts as 10, the value whose modifier is 0. */
export const SHADOW_ATTRIBUTE_DEFAULT = 10;

export function isShadowAttributeKey(key: unknown): key is ShadowAttributeKey {
  return typeof key === "string" && (SHADOW_ATTRIBUTES as readonly string[]).includes(key);
}

/** One attribute value as an integer in [1, 30]; unreadable input becomes 10. */
export function clampShadowAttribute(value: unknown): number {
  return shadowInteger(value, SHADOW_ATTRIBUTE_MIN, SHADOW_ATTRIBUTE_MAX, SHADOW_ATTRIBUTE_DEFAULT);
}

/** All eight attributes, each clamped; missing ones become 10. */
export function shadowAttributesFrom(input: ShadowAttributeInput | null | undefined): ShadowAttributes {
  const source: ShadowAttributeInput = input ?? {};
  const out = {} as ShadowAttributes;
  for (const key of SHADOW_ATTRIBUTES) out[key] = clampShadowAttribute(source[key]);
  return out;
}
