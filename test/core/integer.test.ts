// @vitest-environment node
/** The one whole-number reader (issue 13 item 6): every rounding named by its caller, no NaN or Infinity out. */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { clampInteger, readInteger, readNumber } from "../../module/core/rules/integer.js";

describe("readNumber", () => {
  it("reads numbers and numeric strings, nothing else", () => {
    expect(readNumber(7.5)).toBe(7.5);
    expect(readNumber(" 12 ")).toBe(12);
    expect(readNumber("")).toBeNaN();
    expect(readNumber("  ")).toBeNaN();
    expect(readNumber("seven")).toBeNaN();
    expect(readNumber(null)).toBeNaN();
    expect(readNumber(true)).toBeNaN();
    expect(readNumber([3])).toBeNaN();
  });
});

describe("readInteger", () => {
  it("rounds as the caller asks", () => {
    expect(readInteger(-2.5, "floor")).toBe(-3);
    expect(readInteger(-2.5, "trunc")).toBe(-2);
    expect(readInteger(2.5, "round")).toBe(3);
    expect(readInteger("4.9", "trunc")).toBe(4);
  });
  it("answers null for values holding no finite number", () => {
    for (const v of [NaN, Infinity, -Infinity, "x", undefined, {}]) expect(readInteger(v, "round")).toBeNull();
  });
});

describe("clampInteger", () => {
  const range = { min: 1, max: 10, fallback: 6, rounding: "round" as const };
  it("clamps into the range and uses the fallback for unreadable input", () => {
    expect(clampInteger(0, range)).toBe(1);
    expect(clampInteger(99, range)).toBe(10);
    expect(clampInteger(7.4, range)).toBe(7);
    expect(clampInteger("junk", range)).toBe(6);
    expect(clampInteger(NaN, range)).toBe(6);
  });
  it("reads an infinity as the fallback unless asked to clamp it to the bound", () => {
    expect(clampInteger(Infinity, range)).toBe(6);
    expect(clampInteger(Infinity, { ...range, infinity: "clamp" })).toBe(10);
    expect(clampInteger(-Infinity, { ...range, infinity: "clamp" })).toBe(1);
  });
  it("a fallback outside the range is clamped too", () => {
    expect(clampInteger(undefined, { ...range, fallback: 50 })).toBe(10);
  });
});

describe("no second whole-number reader under module/", () => {
  const root = join(__dirname, "../..");
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [join(dir, name)]));
  it("the number-or-numeric-string read exists once, in module/core/rules/integer.ts", () => {
    const copy = /typeof (\w+) === "number" \? \1 : typeof \1 === "string" && \1\.trim\(\) !== "" \? Number\(\1\)/;
    const offenders = files(join(root, "module"))
      .filter((f) => f.endsWith(".ts") && !f.endsWith("core/rules/integer.ts"))
      .filter((f) => copy.test(readFileSync(f, "utf8")))
      .map((f) => relative(root, f));
    expect(offenders).toEqual([]);
  });
});
