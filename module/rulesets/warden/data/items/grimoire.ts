/** The grimoire: worth 300 gp, bulky; it holds the character's spells (the actor's spell items). */
import { boolField, carriedFields, schemaVersionField } from "../fields.js";
import { wardenItem } from "./base.js";

function schema() {
  return {
    schemaVersion: schemaVersionField(),
    ...carriedFields(),
    damaged: boolField(),
    weightless: boolField(),
  };
}

export class WardenGrimoireData extends wardenItem(schema) {}
