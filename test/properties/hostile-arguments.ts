/**
 * The hostile arguments the rules fuzzer (rules-functions.test.ts) sends every exported rules function, shared
 * with the benchmark that records the slowest such calls (bench/hostile-rules.bench.ts): strings where numbers
 * go, NaN, ±Infinity, huge and negative numbers, missing or null fields, long text, nested junk.
 */
import fc from "fast-check";

const scalar = fc.oneof(
  fc.integer({ min: -50, max: 50 }),
  fc.double(),
  fc.constant(Number.NaN),
  fc.constant(Number.POSITIVE_INFINITY),
  fc.constant(-1e12),
  fc.constant(1e12),
  fc.string({ maxLength: 6 }),
  fc.constant("x".repeat(5000)),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.constantFrom("major", "minor", "special", "black", "warrior", "dwarf", "str", "gm"),
);
const present = scalar.filter((v) => v !== undefined && v !== null);
const KEYS = [
  "roll",
  "keep",
  "difficulty",
  "target",
  "favour",
  "modifier",
  "advantage",
  "dc",
  "faces",
  "attribute",
  "specialities",
  "colour",
  "level",
  "archetype",
  "species",
  "abilities",
  "mana",
  "initiator",
  "objects",
  "slotFaces",
  "dustFaces",
  "strength",
  "agility",
  "endurance",
  "quick",
  "strong",
  // Issue 12: table rows and list entries carry these (gm…FromRow rows, combatants, items).
  "cost",
  "bulk",
  "defense",
  "quantity",
  "value",
  "max",
  "id",
  "name",
  "initiative",
  "container",
] as const;
const record = fc.dictionary(fc.constantFrom(...KEYS), scalar, { maxKeys: 6 }).map((d) => ({ ...d }));
/** One hostile argument: a scalar, a list, an object with hostile fields, or a list of such objects. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  present,
  fc.array(scalar, { maxLength: 6 }),
  record,
  // Lists of objects (combatants, items, object dice) whose fields are hostile too.
  fc.array(record, { maxLength: 4 }),
);
