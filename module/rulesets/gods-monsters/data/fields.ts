/**
 * Field builders for the Gods & Monsters actor models. Called inside defineSchema (the foundry
 * globals exist then).
 */
import { GM_ACTOR_SCHEMA_VERSION } from "./migrations.js";

function f() {
  return foundry.data.fields;
}

export function intField(initial: number, min: number, max: number) {
  return new (f().NumberField)({ required: true, nullable: false, integer: true, min, max, initial });
}

/** A whole number that may be unknown (null): creature reactions and endurance. */
export function optionalIntField(min: number, max: number) {
  return new (f().NumberField)({ required: true, nullable: true, integer: true, min, max, initial: null });
}

/** Silver coins: fractions allowed (prices such as 0.1). */
export function coinsField() {
  return new (f().NumberField)({ required: true, nullable: false, integer: false, min: 0, max: 1_000_000_000, initial: 0 });
}

export function boolField(initial = false) {
  return new (f().BooleanField)({ required: true, nullable: false, initial });
}

export function textField(initial = "") {
  return new (f().StringField)({ required: true, nullable: false, blank: true, initial });
}

export function choiceField<T extends string>(choices: readonly T[], initial: T) {
  return new (f().StringField)({ required: true, nullable: false, blank: initial === "", initial, choices: [...choices] });
}

export function htmlField() {
  return new (f().HTMLField)({ required: true, nullable: false, blank: true, initial: "" });
}

export function schemaVersionField() {
  return intField(GM_ACTOR_SCHEMA_VERSION, 0, 1000);
}
