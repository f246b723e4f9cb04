/** A scroll: one spell, destroyed after a single use (or when copied into a grimoire). */
import { wardenCastSpellFlow } from "../../rolls/cast.js";
import { carriedFields, schemaVersionField, textField } from "../fields.js";
import { migrateWardenItem, ownerOf, warnUnowned } from "./base.js";

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
    const { item, actor } = ownerOf(this);
    if (!actor || !item) return warnUnowned();
    return wardenCastSpellFlow(actor, item, { skipDialog });
  }
}
