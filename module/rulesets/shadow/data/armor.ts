/** Shadow armor: protection dice rolled against each hit, and Impeding taken off Defense. */
import { migrateSource } from "../../../core/migration/schema-version.js";
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

type Schema = ReturnType<typeof schema>;

export class ShadowArmorData extends foundry.abstract.TypeDataModel<Schema, Item.Implementation> {
  static override defineSchema(): Schema {
    return schema();
  }

  static override migrateData(source: Record<string, unknown>) {
    return super.migrateData(migrateSource(source, SHADOW_ITEM_MIGRATIONS));
  }
}
