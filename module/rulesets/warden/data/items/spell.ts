/** A spell recorded in the grimoire: its description uses [dice] and [sum]; D is its duration, R its range. */
import { htmlField, schemaVersionField, textField } from "../fields.js";
import { migrateWardenItem } from "./base.js";
import { rollRegisteredItem } from "../../../../core/documents/registered-rolls.js";

function schema() {
  return {
    schemaVersion: schemaVersionField(),
    description: htmlField(),
    duration: textField(),
    range: textField(),
  };
}
type Schema = ReturnType<typeof schema>;

export class WardenSpellData extends foundry.abstract.TypeDataModel<Schema, Item.Implementation> {
  static override defineSchema(): Schema {
    return schema();
  }

  static override migrateData(source: Record<string, unknown>) {
    return super.migrateData(migrateWardenItem(source));
  }

  async roll({ skipDialog = false } = {}): Promise<unknown> {
    return rollRegisteredItem(this.parent as Item.Implementation | null, { skipDialog });
  }
}
