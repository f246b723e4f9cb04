// @vitest-environment node
import { describe, expect, it } from "vitest";
import { SHADOW_DEATH_TEST_TABLE, deathTest, shadowDeathOutcomeKey, shadowDeathTestStep } from "../../../module/rules.js";

describe("the death test (002 'Dying Characters')", () => {
  it("1: the character wakes up", () => {
    expect(deathTest(1, 0)).toBe("wakes");
    expect(deathTest(1, 2)).toBe("wakes");
  });
  it.each([2, 5, 10])("%i (2–10): remains at death's threshold", (face) => {
    expect(deathTest(face, 0)).toBe("stable");
    expect(deathTest(face, 2)).toBe("stable");
  });
  it.each([11, 15, 19])("%i (11–19): a step closer; the third such result dies", (face) => {
    expect(deathTest(face, 0)).toBe("closer");
    expect(deathTest(face, 1)).toBe("closer");
    expect(deathTest(face, 2)).toBe("dies");
  });
  it("20: the character dies", () => {
    expect(deathTest(20, 0)).toBe("dies");
  });
  it("every face 1–20 has exactly one row of the table, as the text prints it", () => {
    expect(SHADOW_DEATH_TEST_TABLE.map((r) => [r.range[0], r.range[1], r.outcome])).toEqual([
      [1, 1, "wakes"],
      [2, 10, "stable"],
      [11, 19, "closer"],
      [20, 20, "dies"],
    ]);
    for (let face = 1; face <= 20; face++) {
      expect(SHADOW_DEATH_TEST_TABLE.filter((r) => face >= r.range[0] && face <= r.range[1])).toHaveLength(1);
    }
  });
  it("refuses faces not on a d20; garbage priorCloser counts as 0", () => {
    expect(() => deathTest(0, 0)).toThrow(RangeError);
    expect(() => deathTest(21, 0)).toThrow(RangeError);
    expect(() => deathTest(NaN, 0)).toThrow(RangeError);
    expect(deathTest(12, NaN)).toBe("closer");
    expect(deathTest(12, -3)).toBe("closer");
    expect(deathTest(12, 7)).toBe("dies");
  });
  it("outcomes map to localization keys", () => {
    expect(shadowDeathOutcomeKey("closer")).toBe("ANTHOLOGY.Shadow.Death.closer");
  });
});

describe("dying turn by turn", () => {
  it("a run of tests: 14 (closer), 6 (stable), 17 (closer), 12 (the third: dies)", () => {
    let closer = 0;
    const seen: string[] = [];
    for (const face of [14, 6, 17, 12]) {
      const step = shadowDeathTestStep(closer, face);
      closer = step.closer;
      seen.push(`${step.outcome}/${step.status}/${step.closer}`);
    }
    expect(seen).toEqual(["closer/dying/1", "stable/dying/1", "closer/dying/2", "dies/dead/3"]);
  });
  it("a 1 wakes the character with 1d4 Toughness, and can act the next turn", () => {
    expect(shadowDeathTestStep(2, 1, 3)).toEqual({ outcome: "wakes", status: "awake", closer: 2, toughness: 3 });
    expect(() => shadowDeathTestStep(0, 1)).toThrow(RangeError);
    expect(() => shadowDeathTestStep(0, 1, 5)).toThrow(RangeError);
  });
  it("a 20 kills at once", () => {
    expect(shadowDeathTestStep(0, 20)).toEqual({ outcome: "dies", status: "dead", closer: 0, toughness: 0 });
  });
});
