// @vitest-environment node
/**
 * Hostile input against every function the pure rules API exports (issue 8): each function gets its declared
 * number of arguments, counting parameters with default values (issue 12: `Function.length` stops at the first
 * default, so those were never made hostile; a missing argument is a caller's error TypeScript already refuses;
 * a defaulted one also gets `undefined` now and then, which `scalar` includes), each one an object
 * whose fields are hostile (strings where numbers go, NaN, ±Infinity, huge and negative numbers, missing or null
 * fields, long text, nested junk) or a hostile scalar. A function
 * either returns something with no NaN or infinite number in it, or refuses with a RangeError (the contract of
 * validating functions): never a TypeError or any other crash from inside the rules.
 *
 * No timing is asserted (the developers' guide forbids timing assertions): the work is bounded structurally
 * instead (sizes beyond the documented limits are refused with a RangeError, lists are cut to their limits), and
 * `npm run bench -- hostile` records the slowest hostile calls found here (bench/hostile-rules.bench.ts).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as rules from "../../module/rules.js";
import { declaredParameters } from "./declared-parameters.js";
import { hostileValue as value } from "./hostile-arguments.js";
import { badNumbers } from "./schema-arbitraries.js";
import { figure, trustSection } from "../readme-trust.js";

const RUNS = Number(process.env.ANTHOLOGY_RULES_RUNS ?? 1000);
/** Only the functions whose name contains one of these comma-separated parts (ANTHOLOGY_RULES_ONLY=shadow,keep). */
const ONLY = (process.env.ANTHOLOGY_RULES_ONLY ?? "")
  .split(",")
  .map((o) => o.trim().toLowerCase())
  .filter(Boolean);

const functions = Object.entries(rules as Record<string, unknown>).filter(
  (e): e is [string, (...args: unknown[]) => unknown] =>
    typeof e[1] === "function" && !/^[A-Z]/.test(e[0]) && (ONLY.length === 0 || ONLY.some((o) => e[0].toLowerCase().includes(o))),
);

/** Every object reachable from the arguments: the caller's own, which a function may hand back unchanged. */
function objectsIn(value: unknown, out = new Set<unknown>()): Set<unknown> {
  if (typeof value !== "object" || value === null || out.has(value)) return out;
  out.add(value);
  for (const entry of Object.values(value)) objectsIn(entry, out);
  return out;
}

/**
 * The bad numbers a call derived: an object of the caller's handed back as it is (shadowActLater returns the
 * combatants it was given, in a new order) is the caller's, not a number the rules made; everything else is checked.
 */
function noBadNumbers(result: unknown, args: unknown[]): string[] {
  return badNumbers(result, "result", objectsIn(args.filter((a) => a !== result)));
}

describe("every rules function under hostile arguments", () => {
  it("exports functions to test", () => expect(functions.length).toBeGreaterThan(ONLY.length ? 0 : 50));

  it("counts parameters with default values (Function.length does not)", () => {
    expect(declaredParameters(rules.gmKnockoutBlowAllowed)).toBe(2);
    expect(rules.gmKnockoutBlowAllowed.length).toBe(1);
    expect(declaredParameters(rules.shadowDefense)).toBe(3);
    expect(functions.filter(([, fn]) => declaredParameters(fn) > fn.length).length).toBeGreaterThan(50);
  });

  // The README's "Trust" section states how many functions this suite calls and how often (its default run only).
  it.skipIf(ONLY.length > 0 || process.env.ANTHOLOGY_RULES_RUNS !== undefined)("the README's Trust section states these figures", () => {
    const trust = trustSection();
    expect(trust).toContain(`(\`game.anthology.rules\`, ${functions.length} functions)`);
    expect(trust).toContain(`is called ${figure(RUNS)} times`);
    expect(trust).toContain(`about ${figure(functions.length * RUNS)} calls per run`);
  });

  it.each(functions)("%s", (_name, fn) => {
    const arity = Math.max(1, declaredParameters(fn));
    fc.assert(
      fc.property(fc.array(value, { minLength: arity, maxLength: arity }), (args) => {
        let result: unknown;
        try {
          result = fn(...args);
        } catch (err) {
          expect(err, String(err)).toBeInstanceOf(RangeError);
          return;
        }
        if (result instanceof Promise) return;
        expect(noBadNumbers(result, args)).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });
});
