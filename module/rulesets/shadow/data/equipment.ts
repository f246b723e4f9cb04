/** Shadow equipment: anything carried that is neither weapon, armor nor shield. */
import { migrateSource } from "../../../core/migration/schema-version.js";
import { quantityField, shadowItemBase } from "./item-schema.js";
import { SHADOW_ITEM_MIGRATIONS } from "./migrations.js";

function schema() {
  return {
    ...shadowItemBase(),
    quantity: quantityField(),
  };
}

type Schema = ReturnType<typeof schema>;

export class ShadowEquipmentData extends foundry.abstract.TypeDataModel<Schema, Item.Implementation> {
  static override defineSchema(): Schema {
    return schema();
  }

  static override migrateData(source: Record<string, unknown>) {
    return super.migrateData(migrateSource(source, SHADOW_ITEM_MIGRATIONS));
  }
}
