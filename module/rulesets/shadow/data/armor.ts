/** Shadow armor: protection dice rolled against each hit, and Impeding taken off Defense. */
import { itemModel } from "../../../core/documents/item-model.js";
import { SHADOW_IMPEDING_MAX } from "../rules/index.js";
import { diceField, equippedField, quantityField, shadowItemBase } from "./item-schema.js";
import { SHADOW_ITEM_MIGRATIONS } from "./migrations.js";

const fields = foundry.data.fields;

function schema() {
  return {
    ...shadowItemBase(),
    protection: diceField("1d4"),
    impeding: new fields.NumberField({ required: true, nullable: false, integer: true, min: 0, max: SHADOW_IMPEDING_MAX, initial: 2 }),
    equipped: equippedField(),
    quantity: quantityField(),
  };
}

export class ShadowArmorData extends itemModel(schema, SHADOW_ITEM_MIGRATIONS) {}
