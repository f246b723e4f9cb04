/** A scroll: one spell, destroyed after a single use (or when copied into a grimoire). */
import { carriedFields, schemaVersionField, textField } from "../fields.js";
import { migrateWardenItem } from "./base.js";
import { rollRegisteredItem } from "../../../../core/documents/registered-rolls.js";

function schema() {
  return {
    schemaVersion: schemaVersionField(),
    ...carriedFields(),
    duration: textField(),
    range: textField(),
  };
}
type Schema = ReturnType<typeof schema>;

export class WardenScrollData extends foundry.abstract.TypeDataModel<Schema, Item.Implementation> {
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
