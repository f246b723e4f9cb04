/**
 * fast-check arbitraries that build hostile sources for any data model from its schema: for each field, either a
 * plausible value of its kind or garbage (wrong types, NaN, ±Infinity, huge and negative numbers, very long text,
 * HTML/script payloads, null, undefined, nested junk).
 */
import fc from "fast-check";
import { ArrayField, BooleanField, DataField, NumberField, SchemaField, StringField, TypedObjectField } from "../harness/fields.js";

export const PAYLOADS = ["<script>alert(1)</script>", "<img src=x onerror=alert(1)>", '"><svg onload=alert(1)>', "{{constructor.constructor('alert(1)')()}}"];

const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.constant(undefined),
  fc.constant(Number.NaN),
  fc.constant(Number.POSITIVE_INFINITY),
  fc.constant(Number.NEGATIVE_INFINITY),
  fc.constant(-1e308),
  fc.constant(9007199254740993),
  fc.constantFrom(...PAYLOADS),
  fc.string({ maxLength: 20 }),
  fc.constant("x".repeat(20_000)),
  fc.double(),
  fc.integer(),
  fc.boolean(),
  fc.constant({}),
  fc.constant([]),
  // Plain objects, as JSON and the database give them (fc.dictionary's null-prototype objects can't arrive there).
  fc.dictionary(fc.string({ maxLength: 5 }), fc.oneof(fc.string({ maxLength: 5 }), fc.integer()), { maxKeys: 3 }).map((d) => ({ ...d })),
);

function plausible(field: DataField): fc.Arbitrary<unknown> {
  if (field instanceof NumberField) {
    const min = field.min ?? -1000;
    const max = field.max ?? 1000;
    return fc.oneof(
      fc.integer({ min: Math.ceil(min) - 5, max: Math.floor(max) + 5 }),
      fc.double({ min: min - 5, max: max + 5, noNaN: true }),
      fc.integer().map(String),
    );
  }
  if (field instanceof StringField) {
    const keys = field.choiceKeys();
    return keys?.length
      ? fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 8 }))
      : fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom(...PAYLOADS));
  }
  if (field instanceof BooleanField) return fc.oneof(fc.boolean(), fc.constantFrom("true", "false", 0, 1));
  if (field instanceof SchemaField) return sourceFor(field);
  if (field instanceof ArrayField) return fc.array(valueFor(field.element), { maxLength: 4 });
  if (field instanceof TypedObjectField)
    return fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }), valueFor(field.element), { maxKeys: 3 }).map((d) => ({ ...d }));
  return junk;
}

export function valueFor(field: DataField): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 3, arbitrary: plausible(field) }, { weight: 1, arbitrary: junk });
}

export function sourceFor(schema: SchemaField): fc.Arbitrary<Record<string, unknown>> {
  const entries = Object.entries(schema.fields).map(([k, f]) => [k, fc.option(valueFor(f), { nil: undefined })] as const);
  return (fc.record(Object.fromEntries(entries)) as fc.Arbitrary<Record<string, unknown>>).map((r) => ({ ...r }));
}

/** Every number reachable in a value that is NaN or infinite, by path (the document's parent is not walked). */
export function badNumbers(value: unknown, path = "system", seen = new Set<unknown>()): string[] {
  if (typeof value === "number") return Number.isFinite(value) ? [] : [path];
  if (typeof value !== "object" || value === null || seen.has(value)) return [];
  seen.add(value);
  const out: string[] = [];
  for (const [k, v] of Object.entries(value)) {
    if (k === "parent" || k === "_source" || k === "validationWarnings") continue;
    out.push(...badNumbers(v, `${path}.${k}`, seen));
  }
  return out;
}
