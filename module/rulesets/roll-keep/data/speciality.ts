/**
 * A Roll & Keep speciality (`000_…`): linked to one attribute; each relevant speciality adds a die rolled and a
 * die kept, and a passive character's related speciality adds 1 to the difficulty of acting against it.
 * Rolling it (from the sheet or a hotbar macro) rolls its attribute with this speciality.
 */
import { migrateSource } from "../../../core/migration/schema-version.js";
import { rollRegisteredItem } from "../../../core/documents/registered-rolls.js";
import { attributeChoiceField, htmlField, schemaVersionField } from "./fields.js";
import { RK_ITEM_STEPS } from "./migrations.js";

function schema() {
  return {
    schemaVersion: schemaVersionField(),
    attribute: attributeChoiceField("strength"),
    description: htmlField(),
  };
}

type Schema = ReturnType<typeof schema>;

export class RkSpecialityData extends foundry.abstract.TypeDataModel<Schema, Item.Implementation> {
  static override defineSchema(): Schema {
    return schema();
  }

  static override migrateData(source: Record<string, unknown>) {
    return super.migrateData(migrateSource(source, RK_ITEM_STEPS));
  }

  /** Rolls the owning actor's attribute with this speciality; warns when the speciality belongs to no actor. */
  async roll(options: { skipDialog?: boolean } = {}): Promise<unknown> {
    return rollRegisteredItem(this.parent as Item.Implementation | null, options);
  }
}
