// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  RK_DEFAULT_DIFFICULTY,
  RK_DEGREES,
  RK_DIFFICULTIES,
  rkDegree,
  rkDegreeLabel,
  rkDifficultyById,
  rkDifficultyByValue,
  rkDifficultyValue,
  keepDegree,
} from "../../../module/rules.js";

describe("difficulties of unopposed actions (000)", () => {
  it("Easy 3, Routine 4, Straightforward 5, Standard 6, Challenging 7, Difficult 8, Extremely difficult 9, Virtually impossible 10", () => {
    expect(RK_DIFFICULTIES.map((d) => [d.id, d.value])).toEqual([
      ["easy", 3],
      ["routine", 4],
      ["straightforward", 5],
      ["standard", 6],
      ["challenging", 7],
      ["difficult", 8],
      ["extremelyDifficult", 9],
      ["virtuallyImpossible", 10],
    ]);
    for (const d of RK_DIFFICULTIES) expect(d.label).toBe(`ANTHOLOGY.RollKeep.Difficulty.${d.id}`);
  });

  it("looks rows up by code and by number", () => {
    expect(rkDifficultyById("difficult")?.value).toBe(8);
    expect(rkDifficultyByValue(10)?.id).toBe("virtuallyImpossible");
    expect(rkDifficultyByValue(2)).toBeUndefined();
    expect(rkDifficultyById("nope")).toBeUndefined();
  });

  it("reads a code or a number into 1–10, Standard (6) when unreadable", () => {
    expect(RK_DEFAULT_DIFFICULTY).toBe(6);
    expect(rkDifficultyValue("easy")).toBe(3);
    expect(rkDifficultyValue(7)).toBe(7);
    expect(rkDifficultyValue("9")).toBe(9);
    expect(rkDifficultyValue(2)).toBe(2);
    expect(rkDifficultyValue(0)).toBe(1);
    expect(rkDifficultyValue(14)).toBe(10);
    expect(rkDifficultyValue(6.6)).toBe(7);
    expect(rkDifficultyValue("abc")).toBe(6);
    expect(rkDifficultyValue(Number.NaN)).toBe(6);
    expect(rkDifficultyValue(undefined)).toBe(6);
  });
});

describe("degrees of success (000)", () => {
  it("1 Marginal, 2 Moderate, 3 Complete, 4 Exceptional, 5 Phenomenal", () => {
    expect(RK_DEGREES.map((d) => [d.successes, d.id])).toEqual([
      [1, "marginal"],
      [2, "moderate"],
      [3, "complete"],
      [4, "exceptional"],
      [5, "phenomenal"],
    ]);
    for (const d of RK_DEGREES) expect(rkDegree(d.successes)).toBe(d.id);
  });

  it("more than 5 successes stays Phenomenal", () => {
    expect(rkDegree(6)).toBe("phenomenal");
    expect(rkDegree(40)).toBe("phenomenal");
  });

  it("no success is a failure; a botch needs no success (a 1 'with no accompanying successes')", () => {
    expect(rkDegree(0)).toBe("failure");
    expect(rkDegree(0, true)).toBe("botch");
    expect(rkDegree(1, true)).toBe("marginal");
    expect(rkDegree(Number.NaN, true)).toBe("botch");
  });

  it("labels are localization keys", () => {
    expect(rkDegreeLabel("botch")).toBe("ANTHOLOGY.RollKeep.Degree.botch");
  });
});

describe("the degree table agrees with the dice module's keepDegree", () => {
  it("for every success count a pool can reach", () => {
    for (let n = 0; n <= 40; n++) {
      expect(rkDegree(n)).toBe(keepDegree(n, false));
      const row = RK_DEGREES.find((d) => d.successes === Math.min(n, 5));
      if (n > 0) expect(row?.id).toBe(keepDegree(n, false));
    }
  });
});
