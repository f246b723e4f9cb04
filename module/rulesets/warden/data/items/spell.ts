/** A spell recorded in the grimoire: its description uses [dice] and [sum]; D is its duration, R its range. */
import { htmlField, schemaVersionField, textField } from "../fields.js";
import { wardenRollableItem } from "./base.js";

function schema() {
  return {
    schemaVersion: schemaVersionField(),
    description: htmlField(),
    duration: textField(),
    range: textField(),
  };
}

export class WardenSpellData extends wardenRollableItem(schema) {}
