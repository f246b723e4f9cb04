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

/** A number field of an item's system, undefined where the type has none (the derivation's default). */
function itemNumber(item: ItemLike, key: string): number | undefined {
  const v = systemField(item, key);
  return typeof v === "number" ? v : undefined;
}

/** A boolean field of an item's system, undefined where the type has none. */
function itemFlag(item: ItemLike, key: string): boolean | undefined {
  const v = systemField(item, key);
  return typeof v === "boolean" ? v : undefined;
}

/**
 * Plain summaries of the items of a Warden actor (the parent of a data model). Runs in every prepareData, once per
 * item: its readers are module functions, not closures made per item (the build keeps function names, and naming
 * two new closures for each of 300 items was most of a 300-item character's prepareData).
 */
export function wardenItemSummaries(parent: unknown): WardenItemSummary[] {
  // Foundry's Collection: `contents` is the array of documents.
  const items = actorItems<ItemLike>(parent);
  const out: WardenItemSummary[] = [];
  // Every Warden item type has its own fields; what one lacks reads as undefined (the derivation's defaults).
  for (const item of items) {
    out.push({
      type: String(item.type),
      slots: itemNumber(item, "slots"),
      bulky: itemFlag(item, "bulky"),
      petty: itemFlag(item, "petty"),
      equipped: itemFlag(item, "equipped"),
      armor: itemNumber(item, "armor"),
      quantity: itemNumber(item, "quantity"),
      weightless: itemFlag(item, "weightless"),
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
