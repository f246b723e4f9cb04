/** Warden gear: slots (bulky/petty), uses, and an optional object die when used in an action. */
import { WARDEN_SCORE_CAP } from "../../rules/attributes.js";
import { carriedFields, dieField, intField, schemaVersionField } from "../fields.js";
import { wardenRollableItem } from "./base.js";

function schema() {
  const fields = foundry.data.fields;
  return {
    schemaVersion: schemaVersionField(),
    ...carriedFields(),
    uses: new fields.SchemaField({ value: intField(0, 0, WARDEN_SCORE_CAP), max: intField(0, 0, WARDEN_SCORE_CAP) }),
    objectDie: dieField(0),
  };
}

/** `roll()`: an action using this gear (its object die, if it has one). */
export class WardenGearData extends wardenRollableItem(schema) {
  override prepareDerivedData(): void {
    this.uses.value = Math.min(this.uses.value, this.uses.max);
  }
}
