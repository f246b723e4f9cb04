/** Mana dust: each dose (quantity) stands in for a free slot as one Magic Die, without Fatigue. */
import { carriedFields, schemaVersionField } from "../fields.js";
import { wardenItem } from "./base.js";

function schema() {
  const carried = carriedFields();
  return {
    schemaVersion: schemaVersionField(),
    ...carried,
    petty: new foundry.data.fields.BooleanField({ required: true, nullable: false, initial: true }),
  };
}

export class WardenManaDustData extends wardenItem(schema) {}
