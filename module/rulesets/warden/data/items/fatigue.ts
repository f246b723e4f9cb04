/** A Fatigue: fills one inventory slot until a full night's rest in a safe place (not while deprived). */
import { WARDEN_FATIGUE_SOURCES } from "../item-system.js";
import { boolField, htmlField, schemaVersionField } from "../fields.js";
import { wardenItem } from "./base.js";

function schema() {
  return {
    schemaVersion: schemaVersionField(),
    description: htmlField(),
    source: new foundry.data.fields.StringField({ required: true, nullable: false, initial: "event", choices: [...WARDEN_FATIGUE_SOURCES] }),
    tumor: boolField(),
  };
}

export class WardenFatigueData extends wardenItem(schema) {}
