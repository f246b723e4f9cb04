/** The schema both Shadow actor types share: the eight attributes, Toughness and Corruption. */
import { SHADOW_ATTRIBUTE_DEFAULT, SHADOW_ATTRIBUTE_MAX, SHADOW_ATTRIBUTE_MIN, SHADOW_CORRUPTION_MAX } from "../rules/index.js";
import { SHADOW_SCHEMA_VERSION } from "./migrations.js";

const fields = foundry.data.fields;

function attribute() {
  return new fields.NumberField({
    required: true,
    nullable: false,
    integer: true,
    min: SHADOW_ATTRIBUTE_MIN,
    max: SHADOW_ATTRIBUTE_MAX,
    initial: SHADOW_ATTRIBUTE_DEFAULT,
  });
}

export const SHADOW_TOUGHNESS_LIMIT = 999;

export function shadowActorSchema() {
  return {
    schemaVersion: new fields.NumberField({ required: true, nullable: false, integer: true, min: 0, initial: SHADOW_SCHEMA_VERSION }),
    attributes: new fields.SchemaField({
      accurate: attribute(),
      cunning: attribute(),
      discreet: attribute(),
      persuasive: attribute(),
      quick: attribute(),
      resolute: attribute(),
      strong: attribute(),
      vigilant: attribute(),
    }),
    toughness: new fields.SchemaField({
      value: new fields.NumberField({ required: true, nullable: false, integer: true, min: 0, max: SHADOW_TOUGHNESS_LIMIT, initial: 10 }),
    }),
    corruption: new fields.SchemaField({
      value: new fields.NumberField({ required: true, nullable: false, integer: true, min: 0, max: SHADOW_CORRUPTION_MAX, initial: 0 }),
    }),
  };
}
