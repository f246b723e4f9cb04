/**
 * The slowest hostile calls of the rules API (issue 12). The rules fuzzer (test/properties/rules-functions.test.ts)
 * asserts no timing (the developers' guide forbids timing assertions in tests); the work is bounded structurally
 * instead: sizes beyond the documented limits (40 keep dice, 8 object dice, d100, |advantage| 10, 100 extended
 * rounds) throw a RangeError, lists are cut to their limits. This file records what that bound leaves: every
 * exported function is called with a fixed sample of the fuzzer's hostile arguments (seeded, so runs compare),
 * each call timed as the quicker of two runs after one warm-up run of the whole sample (so a first call's
 * compilation is not counted), and the notes list the ten slowest calls. Cases time the heaviest legal calls,
 * at the limits.
 */
import fc from "fast-check";
import * as rules from "../module/rules.js";
import { declaredParameters } from "../test/properties/declared-parameters.js";
import { hostileValue } from "../test/properties/hostile-arguments.js";
import type { BenchCase } from "./run.js";

const SAMPLES_PER_FUNCTION = 200;

type RulesFunction = (...args: unknown[]) => unknown;
const functions = Object.entries(rules as Record<string, unknown>).filter(
  (e): e is [string, RulesFunction] => typeof e[1] === "function" && !/^[A-Z]/.test(e[0]),
);

function shown(args: unknown[]): string {
  const text = JSON.stringify(args, (_k, v: unknown) =>
    typeof v === "number" && !Number.isFinite(v) ? String(v) : typeof v === "string" && v.length > 12 ? `"${v.slice(0, 6)}…"(${v.length})` : v,
  );
  return text.length > 90 ? `${text.slice(0, 87)}...` : text;
}

function slowestCalls(): string[] {
  const timings: { name: string; ms: number; args: string; threw: boolean }[] = [];
  for (const [name, fn] of functions) {
    const arity = Math.max(1, declaredParameters(fn));
    const samples = fc.sample(fc.array(hostileValue, { minLength: arity, maxLength: arity }), { numRuns: SAMPLES_PER_FUNCTION, seed: 12 });
    const call = (args: unknown[]): boolean => {
      try {
        fn(...args);
        return false;
      } catch {
        return true;
      }
    };
    for (const args of samples) call(args);
    for (const args of samples) {
      let ms = Number.POSITIVE_INFINITY;
      let threw = false;
      for (let run = 0; run < 2; run++) {
        const start = performance.now();
        threw = call(args);
        ms = Math.min(ms, performance.now() - start);
      }
      timings.push({ name, ms, args: shown(args), threw });
    }
  }
  timings.sort((a, b) => b.ms - a.ms);
  const total = timings.reduce((sum, t) => sum + t.ms, 0);
  const lines = [
    `${timings.length} hostile calls over ${functions.length} functions (${SAMPLES_PER_FUNCTION} each, seed 12) in ${total.toFixed(0)} ms; ${timings.filter((t) => t.threw).length} refused with a RangeError.`,
    "Ten slowest (ms, function, arguments):",
    ...timings.slice(0, 10).map((t) => `  ${t.ms.toFixed(2).padStart(8)}  ${t.name}${t.threw ? " (refused)" : ""}  ${t.args}`),
  ];
  return lines;
}

export const notes = slowestCalls;

const eightD100 = Array.from({ length: 8 }, (_, i) => ({ faces: 100, advantage: i % 2 === 0 ? 10 : -10 }));
export const cases: BenchCase[] = [
  { name: "hostile: keepOdds at the limit (40 dice keep 40)", fn: () => rules.keepOdds({ roll: 40, keep: 40, difficulty: 6 }) },
  {
    name: "hostile: extendedKeepOdds at the limit (40 dice, 100 rounds)",
    fn: () => rules.extendedKeepOdds({ roll: 40, keep: 40, difficulty: 6, rounds: 100, needed: 2000 }),
  },
  { name: "hostile: wardenOdds at the limit (8 d100 at ±10)", fn: () => rules.wardenOdds({ modifier: 1000, advantage: 10, objects: eightD100, dc: 1200 }) },
  {
    name: "hostile: advantageContestOdds at the limit (8 d100 a side)",
    fn: () => rules.advantageContestOdds({ modifier: 0, advantage: 10, objects: eightD100 }, { modifier: 0, advantage: -10, objects: eightD100 }),
  },
];
