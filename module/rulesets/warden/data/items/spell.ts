/** A spell recorded in the grimoire: its description uses [dice] and [sum]; D is its duration, R its range. */
import { wardenCastSpellFlow } from "../../rolls/cast.js";
import { htmlField, schemaVersionField, textField } from "../fields.js";
import { migrateWardenItem, ownerOf, warnUnowned } from "./base.js";

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
    const { item, actor } = ownerOf(this);
    if (!actor || !item) return warnUnowned();
    return wardenCastSpellFlow(actor, item, { skipDialog });
  }
}
