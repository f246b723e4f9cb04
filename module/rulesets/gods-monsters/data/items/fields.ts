/**
 * Field builders the gm item models share: every number clamped to a sane range, enumerations as
 * `choices`, dice formulas validated by the pure rules' parser.
 */
import { GM_SIZES, GM_TIME_UNITS } from "../../rules/equipment/types.js";
import { gmIsDamageFormula } from "../../rules/equipment/damage-dice.js";
import { GM_ITEM_SCHEMA_VERSION } from "./migrations.js";

const fields = foundry.data.fields;

/** Largest price, bulk or amount an item may hold. */
export const GM_ITEM_NUMBER_MAX = 1_000_000;

export function schemaVersionField() {
  return new fields.NumberField({ required: true, nullable: false, integer: true, min: 0, initial: GM_ITEM_SCHEMA_VERSION });
}

export function htmlField() {
  return new fields.HTMLField({ required: true, initial: "" });
}

export function textField(initial = "") {
  return new fields.StringField({ required: true, nullable: false, blank: true, initial });
}

export function boolField(initial = false) {
  return new fields.BooleanField({ required: true, initial });
}

/** A whole number in [min, max]. */
export function intField(initial: number, min: number, max: number) {
  return new fields.NumberField({ required: true, nullable: false, integer: true, min, max, initial });
}

/** A whole number in [min, max], or null where the rules table leaves the cell blank. */
export function nullableIntField(min: number, max: number, initial: number | null = null) {
  return new fields.NumberField({ required: true, nullable: true, integer: true, min, max, initial });
}

/** A non-negative amount with fractions (silver coins, bulk). */
export function amountField(initial = 0, max = GM_ITEM_NUMBER_MAX) {
  return new fields.NumberField({ required: true, nullable: false, min: 0, max, initial });
}

export function nullableAmountField(initial: number | null = 0, max = GM_ITEM_NUMBER_MAX) {
  return new fields.NumberField({ required: true, nullable: true, min: 0, max, initial });
}

export function choiceField<T extends string>(choices: readonly T[], initial: T, blank = false) {
  return new fields.StringField({ required: true, nullable: false, blank, initial, choices: [...choices] });
}

/** A damage formula ("d8", "2d6", "1"); `blank` allows "" for "none". */
export function damageField(initial: string, blank = false) {
  return new fields.StringField({
    required: true,
    nullable: false,
    blank,
    initial,
    validate: (value: unknown) => (blank && value === "") || gmIsDamageFormula(value),
  });
}

/** A span of game time: a count or dice ("20", "d4", "2d10") and its unit. */
export function durationSchema() {
  return {
    amount: new fields.StringField({ required: true, nullable: false, blank: false, initial: "1", validate: (v: unknown) => gmIsDamageFormula(v) }),
    unit: choiceField(GM_TIME_UNITS, "round"),
  };
}

export function durationField(nullable = false) {
  return new fields.SchemaField(durationSchema(), { required: true, nullable, initial: nullable ? null : undefined });
}

/** What a container holds. */
export function containerField() {
  return new fields.SchemaField(
    {
      capacity: nullableIntField(0, GM_ITEM_NUMBER_MAX),
      holds: textField("any"),
      retrievalRounds: intField(0, 0, 100),
    },
    { required: true, nullable: true, initial: null },
  );
}

/** The fields of every physical item (weapon, armor, gear, ammunition). */
export function physicalFields() {
  return {
    schemaVersion: schemaVersionField(),
    description: htmlField(),
    cost: amountField(0),
    bulk: nullableAmountField(0),
    quantity: intField(1, 0, 99_999),
    size: choiceField(GM_SIZES, "medium"),
    carried: boolField(true),
    containerId: textField(""),
    halfBulkUnused: boolField(false),
    notes: textField(""),
  };
}
