/** A scroll: one spell, destroyed after a single use (or when copied into a grimoire). */
import { carriedFields, schemaVersionField, textField } from "../fields.js";
import { wardenRollableItem } from "./base.js";

function schema() {
  return {
    schemaVersion: schemaVersionField(),
    ...carriedFields(),
    duration: textField(),
    range: textField(),
  };
}

export class WardenScrollData extends wardenRollableItem(schema) {}
