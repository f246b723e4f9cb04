/** Warden armor or shield: an armor value while worn (at most 3 in all) and an object die for saves. */
import { WARDEN_MAX_ARMOR } from "../../rules/armor.js";
import { boolField, carriedFields, dieField, intField, schemaVersionField } from "../fields.js";
import { migrateWardenItem } from "./base.js";
import { rollRegisteredItem } from "../../../../core/documents/registered-rolls.js";

function schema() {
  return {
    schemaVersion: schemaVersionField(),
    ...carriedFields(),
    armor: intField(1, 0, WARDEN_MAX_ARMOR),
    objectDie: dieField(0),
    shield: boolField(),
  };
}
type Schema = ReturnType<typeof schema>;

export class WardenArmorData extends foundry.abstract.TypeDataModel<Schema, Item.Implementation> {
  static override defineSchema(): Schema {
    return schema();
  }

  static override migrateData(source: Record<string, unknown>) {
    return super.migrateData(migrateWardenItem(source));
  }

  /** A save (blocking with a shield, say) with this item's object die. */
  async roll({ skipDialog = false } = {}): Promise<unknown> {
    return rollRegisteredItem(this.parent as Item.Implementation | null, { skipDialog });
  }
}
