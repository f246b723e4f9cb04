/** Fills a Shadow actor model's derived fields from the pure rules (shared by characters and monsters). */
import { actorItems } from "../../../core/foundry/items.js";
import type { ShadowActorModel } from "./types.js";
import { shadowActorNumbers, shadowStartingToughness, type ShadowCreatureKind, type ShadowShieldKind, type ShadowVitalState } from "../rules/index.js";

/** The derived part of both actor models. */
export type ShadowActorDerived = {
  toughness: { value: number; max: number };
  corruption: { value: number; max: number; threshold: number; reached: boolean };
  painThreshold: number;
  defense: number;
  impeding: number;
  protection: string;
  armorName: string;
  shield: ShadowShieldKind;
  vital: ShadowVitalState;
};

export interface ShadowItemLike {
  id: string;
  type: string;
  name: string | null;
  img: string | null;
  system: unknown;
}

/** An actor's items as an array (Foundry's Collection#values, which every Map-like collection has). */
export function itemsOf(parent: unknown): ShadowItemLike[] {
  return actorItems<ShadowItemLike>(parent);
}

export function prepareShadowActor(model: ShadowActorModel, kind: ShadowCreatureKind, dead = false): void {
  const n = shadowActorNumbers({
    attributes: model.attributes,
    toughness: model.toughness.value,
    corruption: model.corruption.value,
    items: itemsOf(model.parent),
    kind,
    dead,
  });
  const target = model;
  target.toughness.value = n.toughness;
  target.toughness.max = n.maxToughness;
  target.corruption.max = n.corruptionThreshold;
  target.corruption.threshold = n.corruptionThreshold;
  target.corruption.reached = n.corruptionReached;
  target.painThreshold = n.painThreshold;
  target.defense = n.defense;
  target.impeding = n.loadout.impeding;
  target.protection = n.loadout.protection;
  target.armorName = n.loadout.armor;
  target.shield = n.loadout.shield;
  target.vital = n.vital;
}

/**
 * Foundry's TypeDataModel#_preCreate for both actor models: a new character or monster whose creation data
 * gives no Toughness starts at its maximum (Strong, never below 10) instead of the schema's initial value.
 */
export function startAtFullToughness(model: { parent: unknown }, data: unknown): void {
  const toughness = shadowStartingToughness((data as { system?: unknown } | null)?.system);
  if (toughness === null) return;
  const parent = model.parent as { updateSource(changes: Record<string, unknown>): unknown };
  parent.updateSource({ "system.toughness.value": toughness });
}
