// @vitest-environment node
import { describe, expect, it } from "vitest";
import { SHADOW_MODIFIER_TABLE, shadowDifficulty, shadowModifier, shadowTestTarget } from "../../../module/rules.js";

// The attribute modifier table of text 002, as printed.
const TEXT_TABLE: [number, number][] = [
  [5, 5],
  [6, 4],
  [7, 3],
  [8, 2],
  [9, 1],
  [10, 0],
  [11, -1],
  [12, -2],
  [13, -3],
  [14, -4],
  [15, -5],
];

describe("the [Attribute←Opposition] modifier (002 'Success Test' and its table)", () => {
  it.each(TEXT_TABLE)("opposing attribute %i gives modifier %i", (attribute, modifier) => {
    expect(shadowModifier(attribute)).toBe(modifier);
  });

  it("the typed table holds every row of the text, 5 to 15, and nothing else", () => {
    expect(SHADOW_MODIFIER_TABLE.map((r) => [r.attribute, r.modifier])).toEqual(TEXT_TABLE);
  });

  it("follows the formula 10 − opposing beyond the table", () => {
    expect(shadowModifier(17)).toBe(-7);
    expect(shadowModifier(3)).toBe(7);
    expect(shadowModifier(-1)).toBe(11); // a Defense pushed below 1 by heavy armor
    expect(shadowModifier("abc")).toBe(0);
  });

  it("the GM's difficulty runs from +5 (very easy) to −5 (very hard)", () => {
    expect(shadowDifficulty(5)).toBe(5);
    expect(shadowDifficulty(-5)).toBe(-5);
    expect(shadowDifficulty(8)).toBe(5);
    expect(shadowDifficulty(-9)).toBe(-5);
    expect(shadowDifficulty(undefined)).toBe(0);
    // A lock: Cunning 12 against a very hard lock (−5) → roll 7 or less.
    expect(shadowTestTarget({ attribute: 12, difficulty: -5 }).target).toBe(7);
    expect(shadowTestTarget({ attribute: 12, difficulty: 5 }).target).toBe(17);
  });
});
