/**
 * fast-check arbitraries of LEGITIMATE sources for any data model, read from its schema: every value is one a
 * user could save through a sheet and the field accepts as it is (in range, integer where integer, one of the
 * `choices`, passing the field's own `validate`, already trimmed). Candidates the field would change or reject
 * become the field's initial value, so each generated value is meant to be kept exactly. Not the model's own
 * output: the model never sees these values before the test hands them to it.
 */
import fc from "fast-check";
import { ArrayField, BooleanField, DataField, NumberField, SchemaField, StringField, TypedObjectField } from "../harness/fields.js";
import { PAYLOADS } from "./schema-arbitraries.js";

const NONE = Symbol("rejected");

/** Does the field keep this value exactly, and accept it? */
function keeps(field: DataField, value: unknown): boolean {
  if (value === undefined) return false;
  const cleaned = field.clean(structuredClone(value));
  return field.validate(cleaned) === undefined && JSON.stringify(cleaned) === JSON.stringify(value);
}

/** The candidate itself if the field keeps it, else the field's initial value if that is kept, else NONE. */
function accepted(field: DataField, candidate: unknown): unknown {
  if (keeps(field, candidate)) return candidate;
  const initial = field.getInitialValue({});
  return keeps(field, initial) ? initial : NONE;
}

function candidate(field: DataField): fc.Arbitrary<unknown> {
  if (field instanceof NumberField) {
    if (field.choices?.length) return fc.constantFrom(...field.choices);
    const min = Math.max(field.min ?? -1_000_000, -1_000_000);
    const max = Math.min(field.max ?? 1_000_000, 1_000_000);
    return field.integer
      ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
      : fc.oneof(fc.integer({ min: Math.ceil(min), max: Math.floor(max) }), fc.double({ min, max, noNaN: true, noDefaultInfinity: true }));
  }
  if (field instanceof StringField) {
    const keys = field.choiceKeys();
    if (keys?.length) return fc.constantFrom(...keys);
    return fc.oneof(
      fc.string({ maxLength: 30 }).map((s) => s.trim()),
      fc.constantFrom(...PAYLOADS, "Bo'Mack & <b>sons</b>", 'Ylva, the "Fox"'),
    );
  }
  if (field instanceof BooleanField) return fc.boolean();
  if (field instanceof SchemaField) return legitSourceFor(field);
  if (field instanceof ArrayField) return fc.array(legitValueFor(field.element), { maxLength: 3 }).map((a) => a.filter((v) => v !== NONE));
  if (field instanceof TypedObjectField) {
    return fc
      .dictionary(fc.stringMatching(/^[a-z][a-zA-Z0-9]{0,7}$/), legitValueFor(field.element), { maxKeys: 3 })
      .map((d) => Object.fromEntries(Object.entries(d).filter(([, v]) => v !== NONE)));
  }
  return fc.constant(field.getInitialValue({}));
}

export function legitValueFor(field: DataField): fc.Arbitrary<unknown> {
  if (field instanceof SchemaField) return legitSourceFor(field);
  return candidate(field).map((v) => accepted(field, v));
}

/** A legitimate source: every field present with a value the field keeps as it is. */
export function legitSourceFor(schema: SchemaField): fc.Arbitrary<Record<string, unknown>> {
  const entries = Object.entries(schema.fields)
    .filter(([k]) => k !== "schemaVersion")
    .map(([k, f]) => [k, legitValueFor(f)] as const);
  return (fc.record(Object.fromEntries(entries)) as fc.Arbitrary<Record<string, unknown>>).map((r) =>
    Object.fromEntries(Object.entries(r).filter(([, v]) => v !== NONE)),
  );
}

/** Dotted paths of the schema's scalar fields (SchemaFields walked), with their field. */
export function leafFields(schema: SchemaField, prefix = ""): [string, DataField][] {
  return Object.entries(schema.fields).flatMap(([k, f]) => {
    const path = prefix ? `${prefix}.${k}` : k;
    if (f instanceof SchemaField) return leafFields(f, path);
    return k === "schemaVersion" ? [] : [[path, f] as [string, DataField]];
  });
}
