/** gmSpirit: a prophet's spirit manifestation: level, spirit type, calling time, verve. */
import { migrateSource } from "../../../../core/migration/schema-version.js";
import { boolField, damageField, durationField, htmlField, intField, schemaVersionField, textField } from "./fields.js";
import { GM_ITEM_MIGRATIONS } from "./migrations.js";
import { rollRegisteredItem } from "../../../../core/documents/registered-rolls.js";

function schema() {
  return {
    schemaVersion: schemaVersionField(),
    description: htmlField(),
    level: intField(1, 0, 20),
    spiritType: textField(""),
    callingTime: durationField(),
    range: textField(""),
    duration: textField(""),
    verveCost: intField(0, 0, 1000),
    concentration: boolField(false),
    damage: damageField("", true),
  };
}
type Schema = ReturnType<typeof schema>;

export class GmSpiritData extends foundry.abstract.TypeDataModel<Schema, Item.Implementation> {
  static override defineSchema(): Schema {
    return schema();
  }

  static override migrateData(source: Record<string, unknown>) {
    return super.migrateData(migrateSource(source, GM_ITEM_MIGRATIONS));
  }

  /** Calls the manifestation: the registered calling roll, or a card with its damage. */
  async roll({ skipDialog = false }: { skipDialog?: boolean } = {}): Promise<unknown> {
    return rollRegisteredItem(this.parent as Item.Implementation, { skipDialog });
  }
}
