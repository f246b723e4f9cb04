/**
 * Shadow equipment: anything carried that is neither weapon, armor nor shield. An elixir (002 "Use/Apply Elixir") is
 * used from the sheet, one dose at a time: it heals its flat Toughness (an herbal cure's 1) and its dice, if any.
 */
import { itemModel } from "../../../core/documents/item-model.js";
import { diceField, quantityField, shadowItemBase } from "./item-schema.js";

const fields = foundry.data.fields;
import { SHADOW_ITEM_MIGRATIONS } from "./migrations.js";

function schema() {
  return {
    ...shadowItemBase(),
    quantity: quantityField(),
    /** Drunk or applied from the sheet (rolls/elixir.ts). */
    elixir: new fields.BooleanField({ required: true, initial: false }),
    /** The Toughness one dose restores: a flat amount and dice ("" for none). */
    healing: new fields.SchemaField({
      flat: new fields.NumberField({ required: true, nullable: false, integer: true, min: 0, max: 99, initial: 0 }),
      dice: diceField("", true),
    }),
  };
}

export class ShadowEquipmentData extends itemModel(schema, SHADOW_ITEM_MIGRATIONS) {}
