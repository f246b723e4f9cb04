/**
 * Every derived number an actor sheet shows, from the stored attributes, Toughness, Corruption and the
 * items: the secondary attributes (with the equipped armor and shield), Corruption against its
 * threshold, and whether the creature stands, is dying or is dead.
 */

import type { ShadowAttributeInput } from "./attributes.js";
import { shadowCorruptionStatus } from "./corruption.js";
import { shadowVitalState, type ShadowCreatureKind, type ShadowVitalState } from "./damage.js";
import { shadowLoadout, type ShadowLoadout, type ShadowLoadoutItem } from "./loadout.js";
import { shadowInteger, shadowRecord } from "./coerce.js";
import { deriveShadow, shadowToughness } from "./secondary.js";

export interface ShadowActorNumbersInput {
  attributes: ShadowAttributeInput;
  toughness: unknown;
  corruption: unknown;
  items: Iterable<ShadowLoadoutItem>;
  kind: ShadowCreatureKind;
  /** A player character whose death test came out "dies". */
  dead?: boolean;
}

export interface ShadowActorNumbers {
  maxToughness: number;
  /** Current Toughness, clamped to [0, max]. */
  toughness: number;
  painThreshold: number;
  defense: number;
  corruptionThreshold: number;
  corruption: number;
  corruptionReached: boolean;
  loadout: ShadowLoadout;
  vital: ShadowVitalState;
}

/**
 * An input that is not an object counts as `{}`: attributes 10, full Toughness, no Corruption, no items;
 * a `kind` other than "monster" counts as a player character (dying, not dead, at 0 Toughness).
 */
export function shadowActorNumbers(input: ShadowActorNumbersInput): ShadowActorNumbers {
  const given = shadowRecord(input);
  const attributes = shadowRecord(given.attributes);
  const kind: ShadowCreatureKind = given.kind === "monster" ? "monster" : "character";
  const loadout = shadowLoadout(given.items as Iterable<ShadowLoadoutItem>);
  const secondary = deriveShadow(attributes, { impeding: loadout.impeding, shield: loadout.shield !== "none" });
  const toughness = shadowInteger(given.toughness, 0, secondary.toughness, secondary.toughness);
  const corruption = shadowCorruptionStatus(given.corruption, attributes.resolute);
  return {
    maxToughness: secondary.toughness,
    toughness,
    painThreshold: secondary.painThreshold,
    defense: secondary.defense,
    corruptionThreshold: secondary.corruptionThreshold,
    corruption: corruption.corruption,
    corruptionReached: corruption.reached,
    loadout,
    vital: given.dead === true ? "dead" : shadowVitalState(toughness, kind),
  };
}

/**
 * The Toughness a new creature starts with (text 002, "Toughness": equal to Strong, never below 10): its
 * maximum, unless the creation data already gives a Toughness value (then null, that value stands). A
 * `system` that is not an object gives no Toughness and Strong 10.
 */
export function shadowStartingToughness(system: unknown): number | null {
  const given = shadowRecord(system);
  const value = shadowRecord(given.toughness).value;
  if (value !== undefined && value !== null) return null;
  return shadowToughness(shadowRecord(given.attributes).strong);
}
