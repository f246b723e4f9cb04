// @vitest-environment node
/**
 * Pins functions of the Shadow rules API to the numbers of text 002 ("Secondary Attributes", "Toughness",
 * "Pain Threshold", "Success Test" and its modifier table) and NOTES.md's standard equipment values.
 */
import { describe, expect, it } from "vitest";
import { shadowCorruptionThreshold, shadowHasQuality, shadowImpeding, shadowPainThreshold, shadowTestValue, shadowToughness } from "../../../module/rules.js";

describe("Secondary attributes (002)", () => {
  it("shadowToughness: 'Toughness = Strong (though never below 10)'", () => {
    expect(shadowToughness(15)).toBe(15);
    expect(shadowToughness(11)).toBe(11);
    // Boundary: 10 is the floor.
    expect(shadowToughness(10)).toBe(10);
    expect(shadowToughness(9)).toBe(10);
    expect(shadowToughness(5)).toBe(10);
  });

  it("shadowPainThreshold: 'Pain Threshold = Strong/2 (rounded up)'", () => {
    expect(shadowPainThreshold(10)).toBe(5);
    expect(shadowPainThreshold(11)).toBe(6);
    expect(shadowPainThreshold(12)).toBe(6);
    expect(shadowPainThreshold(15)).toBe(8);
  });

  it("shadowPainThreshold: 'The actual Strong value is used … even if it is lower than 10' (not Toughness's floor)", () => {
    expect(shadowPainThreshold(9)).toBe(5);
    expect(shadowPainThreshold(8)).toBe(4);
    expect(shadowPainThreshold(5)).toBe(3);
  });

  it("shadowCorruptionThreshold: 'Corruption Threshold = Resolute/2 (rounded up)'", () => {
    expect(shadowCorruptionThreshold(7)).toBe(4);
    expect(shadowCorruptionThreshold(8)).toBe(4);
    expect(shadowCorruptionThreshold(9)).toBe(5);
    expect(shadowCorruptionThreshold(10)).toBe(5);
    expect(shadowCorruptionThreshold(15)).toBe(8);
  });

  it("shadowImpeding: 'Defense = [Quick – Armor's Impeding value]'; NOTES: light 2, medium 3, heavy 4, none 0", () => {
    expect(shadowImpeding(0)).toBe(0);
    expect(shadowImpeding(2)).toBe(2);
    expect(shadowImpeding(3)).toBe(3);
    expect(shadowImpeding(4)).toBe(4);
    // Impeding never raises Defense: a negative value counts as none.
    expect(shadowImpeding(-2)).toBe(0);
  });
});

describe("Success Test (002)", () => {
  const table: [number, number][] = [
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

  it.each(table)("shadowTestValue: an opposing %i gives the table's %i with '[10 – the enemy's attribute value]'", (attribute, modifier) => {
    expect(shadowTestValue(attribute)).toBe(attribute);
    expect(10 - shadowTestValue(attribute)).toBe(modifier);
  });

  it("shadowTestValue: an unreadable value counts as 10, the table's row with modifier 0", () => {
    expect(shadowTestValue(undefined)).toBe(10);
    expect(shadowTestValue("x")).toBe(10);
    expect(10 - shadowTestValue(null)).toBe(0);
  });

  it("shadowTestValue: Defense below 1 (Quick − Impeding, e.g. Quick 3 in heavy armor: −1) still takes part in a test", () => {
    expect(shadowTestValue(-1)).toBe(-1);
    expect(10 - shadowTestValue(-1)).toBe(11);
  });
});

describe("Weapon qualities (002 'Combat With Weapons Ready', 'Surprise', 'Shield')", () => {
  it("shadowHasQuality: 'Long weapons get a Free Attack'; 'All Short weapons can be unsheathed as a Free Action'", () => {
    expect(shadowHasQuality({ qualities: ["long"] }, "long")).toBe(true);
    expect(shadowHasQuality({ qualities: ["short"] }, "short")).toBe(true);
    expect(shadowHasQuality({ qualities: ["short"] }, "long")).toBe(false);
    expect(shadowHasQuality({ qualities: ["heavy", "long"] }, "heavy")).toBe(true);
    expect(shadowHasQuality({ qualities: [] }, "natural")).toBe(false);
  });

  it("shadowHasQuality: a missing weapon has no quality; a natural weapon is one whose qualities say 'natural'", () => {
    expect(shadowHasQuality(null, "natural")).toBe(false);
    expect(shadowHasQuality(undefined, "short")).toBe(false);
    expect(shadowHasQuality({ qualities: ["natural"] }, "natural")).toBe(true);
  });
});
