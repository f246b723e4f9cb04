/** gmSpecialty: a specialty; a species specialty carries the species' numbers (NOTES.md). */
import { itemModel } from "../../../../core/documents/item-model.js";
import { GM_ABILITIES, GM_REACTIONS, GM_SIZES, GM_SPECIES } from "../../rules/equipment/types.js";
import { GM_FIELD_RESTRICTIONS } from "./field.js";
import { choiceField, damageField, htmlField, intField, schemaVersionField, textField } from "./fields.js";
import { GM_ITEM_MIGRATIONS } from "./migrations.js";

const fields = foundry.data.fields;

function scores(keys: readonly string[]) {
  return new fields.SchemaField(Object.fromEntries(keys.map((k) => [k, intField(0, -20, 20)])));
}

function speciesSchema() {
  return {
    species: choiceField(GM_SPECIES, "human"),
    size: choiceField(GM_SIZES, "medium"),
    movementBase: intField(10, 0, 100),
    abilities: scores(GM_ABILITIES),
    reactions: scores(GM_REACTIONS),
    specialContributions: new fields.ArrayField(
      new fields.SchemaField({
        ability: choiceField(GM_ABILITIES, "endurance"),
        reaction: choiceField([...GM_REACTIONS, "all"] as const, "all"),
        against: textField("any"),
      }),
      { required: true, initial: [] },
    ),
    unarmedDamage: damageField("d3"),
    ageMultiplier: new fields.NumberField({ required: true, nullable: true, min: 0.01, max: 100, initial: null }),
  };
}

function schema() {
  return {
    schemaVersion: schemaVersionField(),
    description: htmlField(),
    kind: choiceField(["species", "archetype", "general"] as const, "general"),
    species: new fields.SchemaField(speciesSchema(), { required: true, nullable: true, initial: null }),
    archetype: choiceField(GM_FIELD_RESTRICTIONS, "", true),
    requirements: textField(""),
  };
}

export class GmSpecialtyData extends itemModel(schema, GM_ITEM_MIGRATIONS) {}
