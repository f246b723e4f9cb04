/**
 * The attribute that usually opposes each attribute (text 002, "Attributes"): Accurate by the enemy's
 * Quick, which in an attack is its Defense; Discreet by Vigilant; Persuasive by Resolute; Quick by
 * Accurate; Resolute by Resolute (or Persuasive); Vigilant by Discreet. Cunning is usually tested
 * against a difficulty, and Strong too (sometimes against Strong): null.
 */

import type { ShadowAttributeKey } from "./attributes.js";

export type ShadowOpposingStat = ShadowAttributeKey | "defense";

export const SHADOW_USUAL_OPPOSITION: Readonly<Record<ShadowAttributeKey, ShadowOpposingStat | null>> = {
  accurate: "defense",
  cunning: null,
  discreet: "vigilant",
  persuasive: "resolute",
  quick: "accurate",
  resolute: "resolute",
  strong: null,
  vigilant: "discreet",
};

/** The dice rule's favour for a test: two chances keeping the better is +1, keeping the worse −1. */
export function shadowFavour(chances: "single" | "favour" | "unfavour"): number {
  return chances === "favour" ? 1 : chances === "unfavour" ? -1 : 0;
}
