/** A Warden weapon: its damage die is also its object die; sharp gives that die advantage. */
import { boolField, carriedFields, dieField, schemaVersionField } from "../fields.js";
import { migrateWardenItem } from "./base.js";
import { rollRegisteredItem } from "../../../../core/documents/registered-rolls.js";

function schema() {
  return {
    schemaVersion: schemaVersionField(),
    ...carriedFields(),
    die: dieField(6),
    sharp: boolField(),
    twoHanded: boolField(),
    ranged: boolField(),
  };
}
type Schema = ReturnType<typeof schema>;

export class WardenWeaponData extends foundry.abstract.TypeDataModel<Schema, Item.Implementation> {
  static override defineSchema(): Schema {
    return schema();
  }

  static override migrateData(source: Record<string, unknown>) {
    return super.migrateData(migrateWardenItem(source));
  }

  /** An attack: DEX for ranged weapons, STR otherwise, with this weapon's die. */
  async roll({ skipDialog = false } = {}): Promise<unknown> {
    return rollRegisteredItem(this.parent as Item.Implementation | null, { skipDialog });
  }
}
