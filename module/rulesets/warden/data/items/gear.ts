/** Warden gear: slots (bulky/petty), uses, and an optional object die when used in an action. */
import { WARDEN_SCORE_CAP } from "../../rules/attributes.js";
import { wardenRollCheck } from "../../rolls/check.js";
import { carriedFields, dieField, intField, schemaVersionField } from "../fields.js";
import { migrateWardenItem, ownerOf, warnUnowned } from "./base.js";

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
    const { item, actor } = ownerOf(this);
    if (!actor || !item) return warnUnowned();
    return wardenRollCheck(actor, { attribute: "dex", itemIds: this.objectDie > 0 ? [item.id ?? ""] : [], skipDialog, kind: "action" });
  }
}
