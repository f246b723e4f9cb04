/** The grimoire: worth 300 gp, bulky; it holds the character's spells (the actor's spell items). */
import { boolField, carriedFields, schemaVersionField } from "../fields.js";
import { migrateWardenItem } from "./base.js";

function schema() {
  return {
    schemaVersion: schemaVersionField(),
    ...carriedFields(),
    damaged: boolField(),
    weightless: boolField(),
  };
}
type Schema = ReturnType<typeof schema>;

export class WardenGrimoireData extends foundry.abstract.TypeDataModel<Schema, Item.Implementation> {
  static override defineSchema(): Schema {
    return schema();
  }

  static override migrateData(source: Record<string, unknown>) {
    return super.migrateData(migrateWardenItem(source));
  }
}
