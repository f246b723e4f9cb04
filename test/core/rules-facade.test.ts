/**
 * The public rules API (`game.anthology.rules`, module/core/rules-facade.ts): every exported function, every argument
 * position, seven simple hostile values a macro could pass by mistake. Each call returns an answer or refuses with a
 * RangeError naming the function and the argument: never a TypeError, never an answer built from NaN, never
 * `undefined` from a function whose declared answer is not (read from the TypeScript declarations themselves).
 * The system's own code keeps the plain functions.
 */
import { resolve } from "node:path";
import ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";
import { anthologyApi } from "../../module/api.js";
import { MAY_ANSWER_NOTHING } from "../../module/core/rules-facade.js";
import * as plain from "../../module/rules.js";
import { declaredParameters } from "../properties/declared-parameters.js";

type Fn = (...args: unknown[]) => unknown;

const HOSTILE: [string, () => unknown][] = [
  ["null", () => null],
  ["NaN", () => NaN],
  ['"x"', () => "x"],
  ["{}", () => ({})],
  ["[{}]", () => [{}]],
  ["{ armor: 5 }", () => ({ armor: 5 })],
  ["{ roll: NaN }", () => ({ roll: NaN })],
];

const functions = Object.entries(plain as Record<string, unknown>).filter((e): e is [string, Fn] => typeof e[1] === "function" && !/^[A-Z]/.test(e[0]));

/** What each exported function declares it answers: whether `undefined` is among it, and whether it is a number. */
let declared: Map<string, { mayBeUndefined: boolean; number: boolean }>;

function readDeclarations(): Map<string, { mayBeUndefined: boolean; number: boolean }> {
  const file = resolve(import.meta.dirname, "../../module/rules.ts");
  const program = ts.createProgram([file], {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ES2022,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    resolveJsonModule: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(file)!)!;
  const out = new Map<string, { mayBeUndefined: boolean; number: boolean }>();
  const parts = (t: ts.Type): ts.Type[] => (t.isUnion() ? t.types : [t]);
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
    if (!declaration) continue;
    const signatures = checker.getTypeOfSymbolAtLocation(symbol, declaration).getCallSignatures();
    if (!signatures.length) continue;
    const answers = signatures.flatMap((s) => parts(checker.getReturnTypeOfSignature(s)));
    out.set(exported.name, {
      mayBeUndefined: answers.some((t) => (t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void | ts.TypeFlags.Any | ts.TypeFlags.Unknown)) !== 0),
      number: answers.every((t) => (t.flags & ts.TypeFlags.NumberLike) !== 0),
    });
  }
  return out;
}

/** The first NaN or infinite number in an answer, skipping the caller's own objects handed back. */
function badNumber(value: unknown, own: Set<unknown>, seen = new Set<unknown>()): string | null {
  if (typeof value === "number") return Number.isFinite(value) ? null : String(value);
  if (typeof value !== "object" || value === null || own.has(value) || seen.has(value)) return null;
  seen.add(value);
  for (const entry of Object.values(value)) {
    const found = badNumber(entry, own, seen);
    if (found) return found;
  }
  return null;
}

function objectsIn(value: unknown, out = new Set<unknown>()): Set<unknown> {
  if (typeof value !== "object" || value === null || out.has(value)) return out;
  out.add(value);
  for (const entry of Object.values(value)) objectsIn(entry, out);
  return out;
}

const facade = anthologyApi().rules as unknown as Record<string, Fn>;

beforeAll(() => {
  declared = readDeclarations();
}, 300_000);

describe("game.anthology.rules refuses hostile arguments at one facade", () => {
  it("is the object macro authors get, with every function of module/rules.ts guarded and the plain ones untouched", () => {
    expect(functions.length).toBeGreaterThan(400);
    expect((game as unknown as { anthology: { rules: unknown } }).anthology.rules).toBeTypeOf("object");
    for (const [name, fn] of functions) {
      expect(facade[name], name).toBeTypeOf("function");
      expect(facade[name], name).not.toBe(fn);
    }
    // Internal callers keep the plain function (the guard is only on the public object).
    expect(() => (plain.gmCharacterSheetNumbers as unknown as Fn)({ armor: 5 })).toThrow(TypeError);
  });

  it("the dice room's odds that are rules functions (dice.keepOdds …) are the same guarded ones; its rolls are untouched", async () => {
    const dice = anthologyApi().dice as unknown as Record<string, unknown>;
    const room = (await import("../../module/dice/index.js")) as unknown as Record<string, unknown>;
    const shared = Object.keys(room).filter((name) => typeof room[name] === "function" && (plain as Record<string, unknown>)[name] === room[name]);
    expect(shared).toContain("keepOdds");
    for (const name of shared) expect(dice[name], name).toBe(facade[name]);
    expect(() => (dice.keepOdds as Fn)({ roll: NaN, keep: 1, difficulty: 6 })).toThrow(new RangeError("keepOdds: argument 1.roll is NaN, not a finite number"));
    expect(dice.rollKeep).toBe(room.rollKeep);
  });

  it("reads the declared answers of every function", () => {
    expect(declared.size).toBeGreaterThanOrEqual(functions.length);
    expect(declared.get("keepOddsAtLeast")).toEqual({ mayBeUndefined: false, number: true });
    expect(declared.get("rkDifficultyById")?.mayBeUndefined).toBe(true);
  });

  it("lets exactly the functions declared to answer `undefined` answer it", () => {
    const mayAnswerNothing = functions.map(([name]) => name).filter((name) => declared.get(name)?.mayBeUndefined);
    expect([...MAY_ANSWER_NOTHING].sort()).toEqual(mayAnswerNothing.sort());
  });

  it("names the argument and what was wrong in the examples that used to crash or answer quietly", () => {
    expect(() => facade.gmCharacterSheetNumbers!({ armor: 5 })).toThrow(
      new RangeError("gmCharacterSheetNumbers: argument 1.armor is the number 5 (armor is not iterable)"),
    );
    expect(() => facade.gmJump!(null)).toThrow(new RangeError("gmJump: argument 1 is null (Cannot read properties of null (reading 'size'))"));
    expect(() => facade.keepOdds!({ roll: NaN, keep: 1, difficulty: 6 })).toThrow(new RangeError("keepOdds: argument 1.roll is NaN, not a finite number"));
    expect(() => facade.keepOddsAtLeast!(plain.keepOdds({ roll: 3, keep: 2, difficulty: 6 }), NaN)).toThrow(/^keepOddsAtLeast: argument 2 is NaN/);
    expect(() => facade.wardenStabilize!("x")).toThrow(/^wardenStabilize: argument 1 is the text "x", so there is no answer/);
  });

  it("answers legitimate calls exactly as the plain functions, and hands the caller's own objects back as themselves", () => {
    const input = { roll: 4, keep: 2, difficulty: 7 };
    expect(facade.keepOdds!(input)).toEqual(plain.keepOdds(input));
    expect(facade.evaluateKeep!([7, 2, 9, 1, 10, 6], { keep: 4, difficulty: 7 })).toEqual(plain.evaluateKeep([7, 2, 9, 1, 10, 6], { keep: 4, difficulty: 7 }));
    const a = { name: "A" };
    const b = { name: "B" };
    const order = facade.shadowActLater!([a, b], 0, 1) as object[];
    expect(order[0]).toBe(b);
    expect(order[1]).toBe(a);
    expect(facade.rkDifficultyById!("nothing")).toBeUndefined();
  });

  it.each(functions)("%s: every hostile value in every position is answered or refused by name", (name, fn) => {
    const arity = Math.max(1, declaredParameters(fn));
    const shape = declared.get(name);
    for (let position = 0; position < arity; position++) {
      for (const [label, make] of HOSTILE) {
        const args = Array.from({ length: arity }, (_, i) => (i === position ? make() : undefined));
        const call = `${name}(${args.map((a, i) => (i === position ? label : "undefined")).join(", ")})`;
        let answer: unknown;
        try {
          answer = facade[name]!(...args);
        } catch (err) {
          expect(err, `${call}: ${String(err)}`).toBeInstanceOf(RangeError);
          const message = (err as Error).message;
          expect(message, call).toMatch(new RegExp(`^${name}: `));
          const named = /argument (\d+)/.exec(message);
          // A refusal from the rules' own limits names what it limits; the guard's own name an argument.
          if (named) expect(Number(named[1]), `${call}: ${message}`).toBeLessThanOrEqual(arity);
          else expect(message.length, `${call}: ${message}`).toBeGreaterThan(name.length + 10);
          continue;
        }
        // An answer given NaN was built from it or guessed around it (keepOdds({ roll: NaN }) answered for one die).
        expect(label.includes("NaN"), `${call} answered though given NaN`).toBe(false);
        if (answer instanceof Promise) continue;
        expect(badNumber(answer, objectsIn(args)), `${call} answered with a bad number`).toBeNull();
        if (shape && !shape.mayBeUndefined) expect(answer, `${call} answered nothing`).not.toBeUndefined();
        if (shape?.number) expect(typeof answer, `${call} answered no number`).toBe("number");
      }
    }
  });
});
