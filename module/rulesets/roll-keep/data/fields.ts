/** Field builders of the Roll & Keep data models. Called inside defineSchema, when the foundry globals exist. */
import { RK_ATTRIBUTES, RK_COLOURS } from "../rules/attributes.js";
import { RK_DEFAULT_DIFFICULTY, RK_DIFFICULTY_MAX, RK_DIFFICULTY_MIN } from "../rules/difficulty.js";
import { RK_SCHEMA_VERSION } from "./migrations.js";

/** Highest attribute or mana a sheet accepts: the dice roller's largest pool (40 d10). */
export const RK_SHEET_MAX = 40;
/** Most wounds a character may hold (the longest track: Endurance 40 on the levels track holds 40 × 17 = 680). */
export const RK_WOUNDS_MAX = 999;
/** Most successes an extended action may ask for, and most rounds it may allow. */
export const RK_EXTENDED_MAX = 999;

function f() {
  return foundry.data.fields;
}

export function intField(initial: number, min: number, max: number) {
  return new (f().NumberField)({ required: true, nullable: false, integer: true, min, max, initial });
}

export function textField(initial = "") {
  return new (f().StringField)({ required: true, nullable: false, blank: true, initial });
}

export function htmlField() {
  return new (f().HTMLField)({ required: true, nullable: false, blank: true, initial: "" });
}

export function schemaVersionField() {
  return intField(RK_SCHEMA_VERSION, 0, 1000);
}

export function attributeChoiceField(initial: (typeof RK_ATTRIBUTES)[number]) {
  return new (f().StringField)({ required: true, nullable: false, blank: false, initial, choices: [...RK_ATTRIBUTES] });
}

/** The seven attributes, each a whole number 0–40 (initial 2). */
export function attributesField() {
  const entries = RK_ATTRIBUTES.map((a) => [a, intField(2, 0, RK_SHEET_MAX)] as const);
  return new (f().SchemaField)(Object.fromEntries(entries) as Record<(typeof RK_ATTRIBUTES)[number], ReturnType<typeof intField>>);
}

/** Mana per colour, each a whole number 0–40 (initial 0). */
export function manaField() {
  const entries = RK_COLOURS.map((c) => [c, intField(0, 0, RK_SHEET_MAX)] as const);
  return new (f().SchemaField)(Object.fromEntries(entries) as Record<(typeof RK_COLOURS)[number], ReturnType<typeof intField>>);
}

/** Ids of embedded items (specialities chosen for an action). */
export function idListField() {
  return new (f().ArrayField)(new (f().StringField)({ required: true, nullable: false, blank: false }), { required: true, nullable: false, initial: [] });
}

/** An extended action in progress: what is rolled, against what, and the rounds so far. */
export function extendedActionField() {
  const fields = f();
  return new fields.SchemaField({
    id: new fields.StringField({ required: true, nullable: false, blank: false, initial: "extended" }),
    label: textField(),
    attribute: attributeChoiceField("intelligence"),
    specialityIds: idListField(),
    difficulty: intField(RK_DEFAULT_DIFFICULTY, RK_DIFFICULTY_MIN, RK_DIFFICULTY_MAX),
    required: intField(1, 1, RK_EXTENDED_MAX),
    perRound: intField(0, 0, RK_SHEET_MAX),
    maxRounds: new fields.NumberField({ required: true, nullable: true, integer: true, min: 1, max: RK_EXTENDED_MAX, initial: null }),
    rounds: new fields.ArrayField(
      new fields.SchemaField({
        successes: intField(0, 0, RK_SHEET_MAX),
        botch: new fields.BooleanField({ required: true, nullable: false, initial: false }),
      }),
      { required: true, nullable: false, initial: [] },
    ),
  });
}
