/** gmSpell: a sorceror's spell: level, one of the six spell types (a few have more), casting time. */
import { rollableItemModel } from "../../../../core/documents/item-model.js";
import { GM_SPELL_TYPES } from "../../rules/equipment/types.js";
import { amountField, boolField, choiceField, damageField, durationField, htmlField, intField, schemaVersionField, textField } from "./fields.js";
import { GM_ITEM_MIGRATIONS } from "./migrations.js";

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

/** `roll()`: casts: the registered casting roll, or a card with its damage. */
export class GmSpellData extends rollableItemModel(schema, GM_ITEM_MIGRATIONS) {}
