/** A Shadow weapon: damage dice, qualities (short, long, heavy, natural, ranged), the attack attribute. */
import { rollableItemModel } from "../../../core/documents/item-model.js";
import { SHADOW_ATTRIBUTES } from "../rules/index.js";
import { diceField, equippedField, quantityField, shadowItemBase } from "./item-schema.js";
import { SHADOW_ITEM_MIGRATIONS } from "./migrations.js";

const fields = foundry.data.fields;

function quality() {
  return new fields.BooleanField({ required: true, initial: false });
}

function schema() {
  return {
    ...shadowItemBase(),
    damage: diceField("1d8"),
    qualities: new fields.SchemaField({ short: quality(), long: quality(), heavy: quality(), natural: quality(), ranged: quality() }),
    /** Accurate by default; some abilities attack with another attribute. */
    attribute: new fields.StringField({ required: true, nullable: false, blank: false, initial: "accurate", choices: [...SHADOW_ATTRIBUTES] }),
    equipped: equippedField(),
    quantity: quantityField(),
  };
}

/** `roll()`: attacks the targeted token (sheet click, hotbar macro). */
export class ShadowWeaponData extends rollableItemModel(schema, SHADOW_ITEM_MIGRATIONS) {
  /** The qualities that are set, in the rules' order. */
  get qualityList(): string[] {
    return Object.entries(this.qualities)
      .filter(([, on]) => on)
      .map(([q]) => q);
  }
}
