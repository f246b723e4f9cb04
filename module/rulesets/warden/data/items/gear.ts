/** Warden gear: slots (bulky/petty), uses, and an optional object die when used in an action. */
import { WARDEN_SCORE_CAP } from "../../rules/attributes.js";
import { carriedFields, dieField, intField, schemaVersionField } from "../fields.js";
import { migrateWardenItem } from "./base.js";
import { rollRegisteredItem } from "../../../../core/documents/registered-rolls.js";

function schema() {
  const fields = foundry.data.fields;
  return {
    schemaVersion: schemaVersionField(),
    ...carriedFields(),
    uses: new fields.SchemaField({ value: intField(0, 0, WARDEN_SCORE_CAP), max: intField(0, 0, WARDEN_SCORE_CAP) }),
    objectDie: dieField(0),
  };
}
type Schema = ReturnType<typeof schema>;

export class WardenGearData extends foundry.abstract.TypeDataModel<Schema, Item.Implementation> {
  static override defineSchema(): Schema {
    return schema();
  }

  static override migrateData(source: Record<string, unknown>) {
    return super.migrateData(migrateWardenItem(source));
  }

  override prepareDerivedData(): void {
    this.uses.value = Math.min(this.uses.value, this.uses.max);
  }

  /** An action using this gear (its object die, if it has one). */
  async roll({ skipDialog = false } = {}): Promise<unknown> {
    return rollRegisteredItem(this.parent as Item.Implementation | null, { skipDialog });
  }
}
