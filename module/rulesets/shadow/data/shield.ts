/** A Shadow shield or buckler: +1 Defense; a shield rules out ranged and Heavy weapons and a Long weapon's reach. */
import { itemModel } from "../../../core/documents/item-model.js";
import { diceField, equippedField, quantityField, shadowItemBase } from "./item-schema.js";
import { SHADOW_ITEM_MIGRATIONS } from "./migrations.js";

const fields = foundry.data.fields;

function schema() {
  return {
    ...shadowItemBase(),
    kind: new fields.StringField({ required: true, nullable: false, blank: false, initial: "shield", choices: ["shield", "buckler"] }),
    damage: diceField("1d4", true),
    equipped: equippedField(),
    quantity: quantityField(),
  };
}

export class ShadowShieldData extends itemModel(schema, SHADOW_ITEM_MIGRATIONS) {}
