import { wardenMoveSpaces } from "./actions.js";
import { wardenArmor } from "./armor.js";
import { wardenAttributeStates, wardenScore, type WardenAttribute, type WardenAttributeState, type WardenScore } from "./attributes.js";
import { wardenInventory, wardenItemSlots, WARDEN_DEFAULT_SLOTS, type WardenInventory } from "./inventory.js";
import { wardenMagicDice } from "./magic.js";
import { wardenInt, wardenList, wardenRecord } from "./numbers.js";

/** What the derivation needs to know of each item an actor carries (plain data, no Foundry). */
export interface WardenItemSummary {
  type: string;
  slots?: number;
  bulky?: boolean;
  petty?: boolean;
  equipped?: boolean;
  armor?: number;
  quantity?: number;
  weightless?: boolean;
}

/** Derived numbers (a type alias: data models need an index-compatible object type). */
export type WardenDerived = {
  armor: number;
  inventory: WardenInventory;
  manaDust: number;
  magicDice: { available: number; investable: number };
  states: WardenAttributeState[];
  /** Spaces moved for 1 AP. */
  move: number;
};

/** Item types that live in the grimoire, not in inventory slots. */
const SLOTLESS = new Set(["wardenSpell"]);

/**
 * Derived numbers of a Warden character or creature from its items: Armor from worn armor (at most 3),
 * the slot budget (items, Fatigue, free), mana dust doses, Magic Dice, attribute-zero states and move.
 * Items that are not objects are skipped (a non-list carries nothing); missing attributes count as 0.
 */
export function wardenDerive({
  items: itemList,
  baseSlots = WARDEN_DEFAULT_SLOTS,
  slotsBonus = 0,
  armorBonus = 0,
  attributes,
}: {
  items: readonly WardenItemSummary[];
  baseSlots?: number;
  slotsBonus?: number;
  armorBonus?: number;
  attributes: Record<WardenAttribute, Partial<WardenScore>>;
}): WardenDerived {
  const items = wardenList(itemList);
  const scores = wardenRecord(attributes);
  const carried = items.filter((i) => !SLOTLESS.has(i.type) && i.type !== "wardenFatigue");
  const fatigue = items.filter((i) => i.type === "wardenFatigue").length;
  const inventory = wardenInventory({
    maxSlots: Math.max(0, wardenInt(baseSlots, WARDEN_DEFAULT_SLOTS) + wardenInt(slotsBonus)),
    items: carried.map((i) => ({ slots: wardenItemSlots(i) })),
    fatigue,
  });
  const armor = wardenArmor(
    items.filter((i) => i.type === "wardenArmor").map((i) => ({ armor: wardenInt(i.armor), worn: Boolean(i.equipped) })),
    armorBonus,
  );
  const manaDust = items.filter((i) => i.type === "wardenManaDust").reduce((sum, i) => sum + Math.max(0, wardenInt(i.quantity, 1)), 0);
  const values = {
    str: wardenScore(scores.str).value,
    dex: wardenScore(scores.dex).value,
    wil: wardenScore(scores.wil).value,
  };
  return {
    armor,
    inventory,
    manaDust,
    magicDice: wardenMagicDice({ freeSlots: inventory.free, manaDust }),
    states: wardenAttributeStates(values),
    move: wardenMoveSpaces(values.dex),
  };
}
