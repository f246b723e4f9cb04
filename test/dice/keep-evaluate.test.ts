// @vitest-environment node
import { describe, expect, it } from "vitest";
import { evaluateKeep, evaluateKeepExtended, keepBotchDie, evaluateKeepOpposed, keepDegree, keepMeetsNeeded, keepOdds, splitKeep } from "../../module/rules.js";
import { allRolls } from "./brute.js";

describe("evaluateKeep", () => {
  it("6d10 keep 4 at difficulty 7 (the issue's `6d10kh4cs>=7`): keeps the four highest, counts ≥ 7", () => {
    expect(evaluateKeep([3, 9, 7, 1, 6, 10], { keep: 4, difficulty: 7 })).toEqual({
      kept: [10, 9, 7, 6],
      successes: 3,
      botch: false,
      degree: "complete",
    });
  });

  it("000 text, degrees: 1 Marginal, 2 Moderate, 3 Complete, 4 Exceptional, 5 Phenomenal (and more stays phenomenal)", () => {
    const at = (faces: number[]) => evaluateKeep(faces, { keep: 10, difficulty: 5 }).degree;
    expect(at([2])).toBe("failure");
    expect(at([5])).toBe("marginal");
    expect(at([5, 6])).toBe("moderate");
    expect(at([5, 6, 7])).toBe("complete");
    expect(at([5, 6, 7, 8])).toBe("exceptional");
    expect(at([5, 6, 7, 8, 9])).toBe("phenomenal");
    expect(at([5, 6, 7, 8, 9, 10, 10])).toBe("phenomenal");
  });

  it("000 text, botch: a 1 with no accompanying successes; a dropped 1 counts too", () => {
    expect(evaluateKeep([1, 4, 5], { keep: 2, difficulty: 6 })).toEqual({ kept: [5, 4], successes: 0, botch: true, degree: "botch" });
    // the 1 is dropped (keep 1 of [5, 1]) and still botches
    expect(evaluateKeep([5, 1], { keep: 1, difficulty: 8 }).botch).toBe(true);
    // a success cancels the botch
    expect(evaluateKeep([1, 8], { keep: 2, difficulty: 8 })).toEqual({ kept: [8, 1], successes: 1, botch: false, degree: "marginal" });
    // no success without a 1 is a plain failure
    expect(evaluateKeep([2, 3], { keep: 2, difficulty: 8 }).degree).toBe("failure");
  });

  it("says where a botch's 1 shows: kept, or only among the dropped dice", () => {
    expect(keepBotchDie([1, 1], { keep: 1, difficulty: 6 })).toBe("kept");
    expect(keepBotchDie([5, 1], { keep: 1, difficulty: 8 })).toBe("dropped");
    expect(keepBotchDie([1, 8], { keep: 2, difficulty: 8 })).toBeNull();
    expect(keepBotchDie([2, 3], { keep: 2, difficulty: 8 })).toBeNull();
  });

  it("a success equals or exceeds the difficulty (the text's 'equal to or over')", () => {
    expect(evaluateKeep([7], { keep: 1, difficulty: 7 }).successes).toBe(1);
    expect(evaluateKeep([6], { keep: 1, difficulty: 7 }).successes).toBe(0);
  });

  it("only kept dice count: 4 successes rolled but keep 2 gives 2", () => {
    expect(evaluateKeep([9, 9, 9, 9], { keep: 2, difficulty: 6 }).successes).toBe(2);
  });

  it("keep > dice rolled keeps them all; difficulty 1 and 10", () => {
    expect(evaluateKeep([1, 2], { keep: 5, difficulty: 1 })).toEqual({ kept: [2, 1], successes: 2, botch: false, degree: "moderate" });
    expect(evaluateKeep([10, 9, 1], { keep: 3, difficulty: 10 })).toEqual({ kept: [10, 9, 1], successes: 1, botch: false, degree: "marginal" });
  });

  it("000 text, indirectly opposed: Finesse 5 sneaking past Acuity 2 rolls 5 dice at difficulty 2", () => {
    expect(evaluateKeep([1, 1, 2, 1, 1], { keep: 5, difficulty: 2 }).successes).toBe(1);
    expect(evaluateKeep([1, 1, 1, 1, 1], { keep: 5, difficulty: 2 }).degree).toBe("botch");
  });

  it("ignores faces that are not d10 faces and never returns NaN", () => {
    expect(evaluateKeep([Number.NaN, 0, 11, 2.5, 8], { keep: 2, difficulty: 6 })).toEqual({ kept: [8], successes: 1, botch: false, degree: "marginal" });
    expect(evaluateKeep([], { keep: 1, difficulty: 6 })).toEqual({ kept: [], successes: 0, botch: false, degree: "failure" });
  });

  it("agrees with keepOdds: enumerating 3d10 keep 2 at difficulty 6 through evaluateKeep gives the same distribution", () => {
    const exactly = [0, 0, 0];
    let botch = 0;
    for (const faces of allRolls(3, 10)) {
      const r = evaluateKeep(faces, { keep: 2, difficulty: 6 });
      exactly[r.successes] += 1e-3;
      if (r.botch) botch += 1e-3;
    }
    const odds = keepOdds({ roll: 3, keep: 2, difficulty: 6 });
    odds.exactly.forEach((p, k) => expect(p).toBeCloseTo(exactly[k], 12));
    expect(odds.botch).toBeCloseTo(botch, 12);
  });
});

describe("splitKeep and degrees", () => {
  it("drops the lowest dice, reported in roll order", () => {
    expect(splitKeep([4, 10, 2, 7, 2], 2)).toEqual({ kept: [10, 7], dropped: [4, 2, 2] });
  });
  it("keepDegree clamps and flags botch", () => {
    expect(keepDegree(0, true)).toBe("botch");
    expect(keepDegree(12, false)).toBe("phenomenal");
    expect(keepDegree(Number.NaN, false)).toBe("failure");
  });
});

describe("complex, extended and opposed actions", () => {
  it("a complex action needing 3 successes fails with 2", () => {
    expect(keepMeetsNeeded(2, 3)).toBe(false);
    expect(keepMeetsNeeded(3, 3)).toBe(true);
    expect(keepMeetsNeeded(1)).toBe(true);
  });

  it("an extended action sums successes over rounds", () => {
    expect(evaluateKeepExtended([1, 0, 2], 3)).toEqual({ total: 3, rounds: 3, done: true });
    expect(evaluateKeepExtended([1, 1], 3)).toEqual({ total: 2, rounds: 2, done: false });
  });

  it("000 text, the race: 2 kept successes against 3 leaves the second character 1 success, a narrow win", () => {
    expect(evaluateKeepOpposed(2, 3)).toEqual({ net: -1, winner: "opponent", margin: 1 });
    expect(evaluateKeepOpposed(3, 2)).toEqual({ net: 1, winner: "actor", margin: 1 });
    expect(evaluateKeepOpposed(2, 2)).toEqual({ net: 0, winner: "tie", margin: 0 });
  });
});
