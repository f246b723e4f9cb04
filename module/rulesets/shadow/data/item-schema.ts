/** Fields the Shadow item types share, and the dice formula field (validated by the pure rules' parser). */
import { shadowParseDice } from "../rules/index.js";
import { SHADOW_SCHEMA_VERSION } from "./migrations.js";

const fields = foundry.data.fields;

export function shadowItemBase() {
  return {
    schemaVersion: new fields.NumberField({ required: true, nullable: false, integer: true, min: 0, initial: SHADOW_SCHEMA_VERSION }),
    description: new fields.HTMLField({ required: true, initial: "" }),
  };
}

export function quantityField() {
  return new fields.NumberField({ required: true, nullable: false, integer: true, min: 0, max: 9999, initial: 1 });
}

export function equippedField() {
  return new fields.BooleanField({ required: true, initial: false });
}

/** Dice such as "1d8" or "2d6+1"; blank only where `blank` allows it (a buckler strikes with nothing). */
export function diceField(initial: string, blank = false) {
  return new fields.StringField({
    required: true,
    nullable: false,
    blank,
    trim: true,
    initial,
    validate: (value: unknown) => (blank && value === "") || shadowParseDice(value) !== null,
  });
}
