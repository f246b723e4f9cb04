// @vitest-environment node
/**
 * Real-world bad input the dice evaluators and odds meet (issue 8, hostile input): a chat card's stored flags
 * rewritten by hand or an older version, a roll whose faces came back as strings or NaN, an item whose
 * object dice were saved as a record instead of a list. Each is cleaned (never a TypeError, never NaN).
 */
import { describe, expect, it } from "vitest";
import {
  advantageCheck,
  applyRollUnderBonus,
  evaluateAdvantage,
  evaluateKeep,
  evaluateKeepExtended,
  evaluateRollUnder,
  keepOdds,
  keepOddsAtLeast,
  keepOneDie,
  keptIndex,
  keptMarks,
  wardenOdds,
} from "../../module/rules.js";

/** Calls a function with arguments its declared types refuse, as a stored flag or a macro can. */
const hostile = <A extends unknown[], R>(fn: (...args: A) => R, ...args: unknown[]): R => fn(...(args as A));

describe("keep rolls with bad faces and options", () => {
  it("NaN, string and out-of-range faces are not dice: 6d10 keep 2 at 7 with [NaN, '9', 8, 11, 0, 7] keeps [8, 7]", () => {
    expect(hostile(evaluateKeep, [Number.NaN, "9", 8, 11, 0, 7], { keep: 2, difficulty: 7 })).toEqual({
      kept: [8, 7],
      successes: 2,
      botch: false,
      degree: "moderate",
    });
    expect(hostile(keptMarks, [Number.NaN, "9", 8, 11, 0, 7], 2)).toEqual([false, false, true, false, false, true]);
  });

  it("faces that are not a list are no dice, options that are not an object are the defaults (keep 1, Standard 6)", () => {
    expect(hostile(evaluateKeep, { 0: 9 }, null)).toEqual({ kept: [], successes: 0, botch: false, degree: "failure" });
    expect(hostile(evaluateKeep, [9, 2], 5)).toEqual({ kept: [9], successes: 1, botch: false, degree: "marginal" });
    expect(hostile(evaluateKeepExtended, "3", 2)).toEqual({ total: 0, rounds: 0, done: false });
  });

  it("odds that are not keepOdds' shape give no chance; junk entries count as 0", () => {
    expect(hostile(keepOddsAtLeast, 1e12, 1)).toBe(0);
    expect(hostile(keepOddsAtLeast, { exactly: [0.25, Number.NaN, 0.5, "x"] }, 1)).toBe(0.5);
    // valid odds are unchanged: 1d10 keep 1 at 6 succeeds 5 times in 10
    expect(keepOddsAtLeast(keepOdds({ roll: 1, keep: 1, difficulty: 6 }), 1)).toBeCloseTo(0.5, 12);
  });
});

describe("roll-under results with bad stored numbers", () => {
  it("a mojo bid on a stored result whose die was lost: the die counts as 20, the worst roll", () => {
    const stored = { die: Number.NaN, dropped: [Number.POSITIVE_INFINITY, 4], target: "11", bonus: 0 };
    expect(hostile(applyRollUnderBonus, stored, 6)).toEqual({
      die: 20,
      dropped: [4],
      target: 11,
      bonus: 6,
      success: false,
      margin: -3,
      cannotFail: false,
      bonusNeeded: 3,
    });
  });

  it("faces that are not a list roll as 20; options that are not an object are target 0", () => {
    expect(hostile(evaluateRollUnder, 1e12, false)).toMatchObject({ die: 20, target: 0, success: false, margin: -20 });
  });
});

describe("advantage checks with bad object dice", () => {
  it("object dice saved as a record instead of a list count as none", () => {
    expect(hostile(advantageCheck, { modifier: 2, objects: { 0: { faces: 6 } } })).toEqual({ modifier: 2, advantage: 0, objects: [] });
    expect(hostile(wardenOdds, { modifier: 0, objects: false, dc: 11 })).toBeCloseTo(0.5, 12);
  });

  it("an object die that is not an object is a d6 with no advantage", () => {
    expect(hostile(advantageCheck, { modifier: 0, objects: [null, 8] }).objects).toEqual([
      { faces: 6, advantage: 0 },
      { faces: 6, advantage: 0 },
    ]);
  });

  it("a check that is not an object: a base d20 with no valid face adds 1", () => {
    expect(hostile(evaluateAdvantage, 0)).toMatchObject({ base: { faces: 20, advantage: 0, kept: 1, dropped: [] }, modifier: 0, objects: [], total: 1 });
  });

  it("infinite or non-numeric rolled faces are not dice when one is kept", () => {
    expect(hostile(keepOneDie, [Number.POSITIVE_INFINITY], {})).toEqual({ kept: 0, dropped: [] });
    expect(hostile(keepOneDie, [Number.NaN, 7, 12, "20"], 1)).toEqual({ kept: 12, dropped: [7] });
    // the kept index keeps its place in the roll order
    expect(hostile(keptIndex, [Number.NaN, 7, 12], -1)).toBe(1);
  });
});
