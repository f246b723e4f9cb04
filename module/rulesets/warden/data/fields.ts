/**
 * Field builders shared by the Warden data models. Called inside defineSchema (foundry globals exist then).
 */
import { WARDEN_SCORE_CAP } from "../rules/attributes.js";
import { WARDEN_SLOT_CAP } from "../rules/inventory.js";
import { WARDEN_SCHEMA_VERSION } from "./migrations.js";

function f() {
  return foundry.data.fields;
}

export function intField(initial: number, min: number, max: number) {
  return new (f().NumberField)({ required: true, nullable: false, integer: true, min, max, initial });
}

export function boolField(initial = false) {
  return new (f().BooleanField)({ required: true, nullable: false, initial });
}

export function textField(initial = "") {
  return new (f().StringField)({ required: true, nullable: false, blank: true, initial });
}

export function htmlField() {
  return new (f().HTMLField)({ required: true, nullable: false, blank: true, initial: "" });
}

export function schemaVersionField() {
  return intField(WARDEN_SCHEMA_VERSION, 0, 1000);
}

/** A score with current value and maximum (attributes, HP). */
export function scoreField(initial: number) {
  return new (f().SchemaField)({
    value: intField(initial, 0, WARDEN_SCORE_CAP),
    max: intField(initial, 0, WARDEN_SCORE_CAP),
  });
}

/** Die sides: 0 for none, else 2..100. */
export function dieField(initial: number) {
  return intField(initial, 0, 100);
}

/** The fields of everything carried in the inventory. */
export function carriedFields() {
  return {
    description: htmlField(),
    slots: intField(1, 0, WARDEN_SLOT_CAP),
    bulky: boolField(),
    petty: boolField(),
    equipped: boolField(),
    cost: intField(0, 0, 1_000_000),
    quantity: intField(1, 0, 9_999),
  };
}

/** Lasting marks (scar statuses and mishap marks) as a list of ids. */
export function marksField() {
  return new (f().ArrayField)(new (f().StringField)({ required: true, nullable: false, blank: false }), { required: true, nullable: false, initial: [] });
}

/** Changes waiting for their moment (a scar's "once mended", a mishap's "after 24 hours"). */
export function pendingField() {
  const F = f();
  return new F.ArrayField(
    new F.SchemaField({
      kind: new F.StringField({ required: true, nullable: false, initial: "scar", choices: ["scar", "mishap"] }),
      id: new F.StringField({ required: true, nullable: false, blank: false, initial: "scar" }),
      timing: new F.StringField({ required: true, nullable: false, blank: false, initial: "now" }),
      changes: new F.ObjectField({ required: true, nullable: false, initial: {} }),
    }),
    { required: true, nullable: false, initial: [] },
  );
}
