/** gmSpell: a sorceror's spell: level, one of the six spell types (a few have more), casting time. */
import { migrateSource } from "../../../../core/migration/schema-version.js";
import { GM_SPELL_TYPES } from "../../rules/equipment/types.js";
import { amountField, boolField, choiceField, damageField, durationField, htmlField, intField, schemaVersionField, textField } from "./fields.js";
import { GM_ITEM_MIGRATIONS } from "./migrations.js";
import { rollRegisteredItem } from "../../../../core/documents/registered-rolls.js";

const fields = foundry.data.fields;

function schema() {
  return {
    schemaVersion: schemaVersionField(),
    description: htmlField(),
    level: intField(1, 0, 20),
    spellType: choiceField(GM_SPELL_TYPES, "conjuration"),
    otherTypes: new fields.ArrayField(choiceField(GM_SPELL_TYPES, "conjuration"), { required: true, initial: [] }),
    castingTime: durationField(),
    range: textField(""),
    duration: textField(""),
    components: textField(""),
    componentCost: amountField(0),
    inscribed: boolField(false),
    memorized: boolField(false),
    concentration: boolField(false),
    damage: damageField("", true),
    phantasmal: boolField(false),
  };
}
type Schema = ReturnType<typeof schema>;

export class GmSpellData extends foundry.abstract.TypeDataModel<Schema, Item.Implementation> {
  static override defineSchema(): Schema {
    return schema();
  }

  static override migrateData(source: Record<string, unknown>) {
    return super.migrateData(migrateSource(source, GM_ITEM_MIGRATIONS));
  }

  /** Casts: the registered casting roll, or a card with its damage. */
  async roll({ skipDialog = false }: { skipDialog?: boolean } = {}): Promise<unknown> {
    return rollRegisteredItem(this.parent as Item.Implementation, { skipDialog });
  }
}
