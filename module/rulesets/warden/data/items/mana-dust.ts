/** Mana dust: each dose (quantity) stands in for a free slot as one Magic Die, without Fatigue. */
import { carriedFields, schemaVersionField } from "../fields.js";
import { migrateWardenItem } from "./base.js";

function schema() {
  const carried = carriedFields();
  return {
    schemaVersion: schemaVersionField(),
    ...carried,
    petty: new foundry.data.fields.BooleanField({ required: true, nullable: false, initial: true }),
  };
}
type Schema = ReturnType<typeof schema>;

export class WardenManaDustData extends foundry.abstract.TypeDataModel<Schema, Item.Implementation> {
  static override defineSchema(): Schema {
    return schema();
  }

  static override migrateData(source: Record<string, unknown>) {
    return super.migrateData(migrateWardenItem(source));
  }
}
