/** gmField: a field of knowledge with its skills and bonus (the Fighting Art among them). */
import { itemModel } from "../../../../core/documents/item-model.js";
import { boolField, choiceField, htmlField, intField, schemaVersionField } from "./fields.js";
import { GM_ITEM_MIGRATIONS } from "./migrations.js";

const fields = foundry.data.fields;

export const GM_FIELD_RESTRICTIONS = ["", "warrior", "thief", "sorceror", "prophet", "monk"] as const;

function schema() {
  return {
    schemaVersion: schemaVersionField(),
    description: htmlField(),
    bonus: intField(1, 0, 100),
    skills: new fields.ArrayField(new fields.StringField({ required: true, nullable: false, blank: false, initial: "skill" }), { required: true, initial: [] }),
    restrictedTo: choiceField(GM_FIELD_RESTRICTIONS, "", true),
    fightingArt: boolField(false),
  };
}

export class GmFieldData extends itemModel(schema, GM_ITEM_MIGRATIONS) {}
