/**
 * Reads an actor's items into plain summaries for the pure derivation (`wardenDerive`).
 */
import { wardenDerive, type WardenDerived, type WardenItemSummary } from "../rules/derive.js";
import { wardenBaseSlots } from "../settings.js";
import { actorItems } from "../../../core/foundry/items.js";
import { systemField } from "../../../core/foundry/typed.js";

interface ItemLike {
  type: string;
  system: unknown;
}

/** Plain summaries of the items of a Warden actor (the parent of a data model). */
export function wardenItemSummaries(parent: unknown): WardenItemSummary[] {
  // Foundry's Collection: `contents` is the array of documents.
  const items = actorItems<ItemLike>(parent);
  const out: WardenItemSummary[] = [];
  for (const item of items) {
    // Every Warden item type has its own fields; what one lacks reads as undefined (the derivation's defaults).
    const num = (key: string) => {
      const v = systemField(item, key);
      return typeof v === "number" ? v : undefined;
    };
    const flag = (key: string) => {
      const v = systemField(item, key);
      return typeof v === "boolean" ? v : undefined;
    };
    out.push({
      type: String(item.type),
      slots: num("slots"),
      bulky: flag("bulky"),
      petty: flag("petty"),
      equipped: flag("equipped"),
      armor: num("armor"),
      quantity: num("quantity"),
      weightless: flag("weightless"),
    });
  }
  return out;
}

/** The scores and bonuses both Warden actor models keep (the shape their schemas share). */
export interface WardenActorScores {
  parent: unknown;
  str: { value: number; max: number };
  dex: { value: number; max: number };
  wil: { value: number; max: number };
  hp: { value: number; max: number };
  slotsBonus: number;
}

/**
 * The derived numbers of a Warden character or creature, from its items and scores: current values held to
 * their maximums, then armor, slots, fatigue and the rest from the pure `wardenDerive`.
 */
export function wardenDeriveActor(model: WardenActorScores, armorBonus: number): WardenDerived {
  for (const key of ["str", "dex", "wil", "hp"] as const) model[key].value = Math.min(model[key].value, model[key].max);
  return wardenDerive({
    items: wardenItemSummaries(model.parent),
    baseSlots: wardenBaseSlots(),
    slotsBonus: model.slotsBonus,
    armorBonus,
    attributes: { str: model.str, dex: model.dex, wil: model.wil },
  });
}
