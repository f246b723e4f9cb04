/**
 * Hostile input against every function the pure rules API exports (issue 8): each function gets its declared
 * number of arguments (a missing argument is a caller's error TypeScript already refuses), each one an object
 * whose fields are hostile (strings where numbers go, NaN, ±Infinity, huge and negative numbers, missing or null
 * fields, long text, nested junk) or a hostile scalar. A function
 * either returns something with no NaN or infinite number in it, or refuses with a RangeError (the contract of
 * validating functions): never a TypeError or any other crash from inside the rules.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as rules from "../../module/rules.js";
import { badNumbers } from "./schema-arbitraries.js";

const RUNS = Number(process.env.ANTHOLOGY_RULES_RUNS ?? 1000);
/** Only the functions whose name contains one of these comma-separated parts (ANTHOLOGY_RULES_ONLY=shadow,keep). */
const ONLY = (process.env.ANTHOLOGY_RULES_ONLY ?? "").split(",").map((o) => o.trim().toLowerCase()).filter(Boolean);

const scalar = fc.oneof(
  fc.integer({ min: -50, max: 50 }), fc.double(), fc.constant(Number.NaN), fc.constant(Number.POSITIVE_INFINITY),
  fc.constant(-1e12), fc.constant(1e12), fc.string({ maxLength: 6 }), fc.constant("x".repeat(5000)), fc.boolean(),
  fc.constant(null), fc.constant(undefined), fc.constantFrom("major", "minor", "special", "black", "warrior", "dwarf", "str", "gm"),
);
const present = scalar.filter((v) => v !== undefined && v !== null);
const value: fc.Arbitrary<unknown> = fc.oneof(
  present,
  fc.array(scalar, { maxLength: 6 }),
  fc.dictionary(fc.constantFrom("roll", "keep", "difficulty", "target", "favour", "modifier", "advantage", "dc", "faces", "attribute", "specialities", "colour", "level", "archetype", "species", "abilities", "mana", "initiator", "objects", "slotFaces", "dustFaces", "strength", "agility", "endurance", "quick", "strong"), scalar, { maxKeys: 6 }).map((d) => ({ ...d })),
);

const functions = Object.entries(rules as Record<string, unknown>).filter((e): e is [string, (...args: unknown[]) => unknown] => typeof e[1] === "function" && !/^[A-Z]/.test(e[0]) && (ONLY.length === 0 || ONLY.some((o) => e[0].toLowerCase().includes(o))));

function noBadNumbers(result: unknown): string[] {
  return badNumbers(result, "result");
}

describe("every rules function under hostile arguments", () => {
  it("exports functions to test", () => expect(functions.length).toBeGreaterThan(ONLY.length ? 0 : 50));

  it.each(functions)("%s", (_name, fn) => {
    fc.assert(
      fc.property(fc.array(value, { minLength: Math.max(1, fn.length), maxLength: Math.max(1, fn.length) }), (args) => {
        let result: unknown;
        try {
          result = fn(...args);
        } catch (err) {
          expect(err, String(err)).toBeInstanceOf(RangeError);
          return;
        }
        if (result instanceof Promise) return;
        expect(noBadNumbers(result)).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });
});
