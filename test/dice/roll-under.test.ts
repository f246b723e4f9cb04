// @vitest-environment node
import { describe, expect, it } from "vitest";
import { applyRollUnderBonus, evaluateRollUnder, rollUnderDieDistribution, rollUnderOdds } from "../../module/rules.js";
import { allRolls, sum } from "./brute.js";

/** Brute force: every roll of 1+|favour| d20; favour > 0 keeps the lowest, < 0 the highest. Counts per kept face. */
function bruteKeptCounts(favour: number): { counts: number[]; total: number } {
  const counts = new Array<number>(21).fill(0);
  let total = 0;
  for (const faces of allRolls(1 + Math.abs(favour), 20)) {
    counts[favour > 0 ? Math.min(...faces) : Math.max(...faces)]++;
    total++;
  }
  return { counts, total };
}

function bruteRollUnder(brute: { counts: number[]; total: number }, target: number): number {
  return sum(brute.counts.filter((_, face) => face <= target)) / brute.total;
}

describe("rollUnderOdds against brute-force enumeration", () => {
  for (let favour = -3; favour <= 3; favour++) {
    it(`favour ${favour}, targets −2…22`, () => {
      const brute = bruteKeptCounts(favour);
      for (let target = -2; target <= 22; target++) {
        expect(rollUnderOdds({ target, favour })).toBeCloseTo(bruteRollUnder(brute, target), 12);
      }
    });
  }
});

describe("rollUnderOdds edge cases and formulas", () => {
  it("target ≤ 0 never succeeds, target ≥ 20 cannot fail, whatever the favour", () => {
    for (const favour of [-10, -1, 0, 1, 10]) {
      expect(rollUnderOdds({ target: 0, favour })).toBe(0);
      expect(rollUnderOdds({ target: -5, favour })).toBe(0);
      expect(rollUnderOdds({ target: 20, favour })).toBe(1);
      expect(rollUnderOdds({ target: 35, favour })).toBe(1);
    }
  });

  it("004 text: Toromeen's perception 4 means rolling 4 or less on d20, 4 in 20", () => {
    expect(rollUnderOdds({ target: 4 })).toBeCloseTo(0.2, 15);
  });

  it("favour +n: 1 − (1 − t/20)^(n+1); favour −n: (t/20)^(n+1)", () => {
    expect(rollUnderOdds({ target: 10, favour: 1 })).toBeCloseTo(0.75, 15);
    expect(rollUnderOdds({ target: 10, favour: -1 })).toBeCloseTo(0.25, 15);
    expect(rollUnderOdds({ target: 7, favour: 3 })).toBeCloseTo(1 - (13 / 20) ** 4, 14);
    expect(rollUnderOdds({ target: 7, favour: -3 })).toBeCloseTo((7 / 20) ** 4, 14);
  });

  // Issue 12 changed this contract: favour 99 used to give the odds of favour 10; it is now refused with a
  // RangeError naming the limit. A target that is not a number still counts as 0.
  it("favour default 0, NaN target 0 → never, favour 99 refused with a RangeError naming MAX_ADVANTAGE", () => {
    expect(rollUnderOdds({ target: 13 })).toBe(rollUnderOdds({ target: 13, favour: 0 }));
    expect(rollUnderOdds({ target: Number.NaN })).toBe(0);
    expect(() => rollUnderOdds({ target: 5, favour: 99 })).toThrow(/favour 99 is above the limit MAX_ADVANTAGE \(10\)/);
    expect(() => rollUnderDieDistribution(-11)).toThrow(RangeError);
    expect(rollUnderOdds({ target: 5000 })).toBe(1);
  });

  it("the kept-die distribution sums to 1 for every favour", () => {
    for (let favour = -10; favour <= 10; favour++) expect(sum(rollUnderDieDistribution(favour).p)).toBeCloseTo(1, 13);
  });
});

describe("evaluateRollUnder", () => {
  it("004 text: fortitude 11 −2 for two injuries → 9 or less; Tony rolls 6 and Toromeen stays conscious", () => {
    const r = evaluateRollUnder([6], { target: 11 - 2 });
    expect(r).toMatchObject({ die: 6, success: true, margin: 3, cannotFail: false, bonusNeeded: 0 });
  });

  it("004 text: endurance 15 −2 → 13 or less; Tony rolls 20 and Toromeen is dying", () => {
    expect(evaluateRollUnder([20], { target: 13 })).toMatchObject({ die: 20, success: false, margin: -7, bonusNeeded: 7 });
  });

  it("004 text (Yeti fight): needs 12 or less, rolls 13: 'just barely fails'", () => {
    expect(evaluateRollUnder([13], { target: 12 })).toMatchObject({ success: false, margin: -1, bonusNeeded: 1 });
  });

  it("004 text, mojo: a bid of six on a roll missed by four spends four and succeeds", () => {
    const failed = evaluateRollUnder([15], { target: 11 });
    expect(failed.bonusNeeded).toBe(4);
    const bid = applyRollUnderBonus(failed, 6);
    expect(bid).toMatchObject({ success: true, bonus: 6, margin: 2, bonusNeeded: 0, die: 15, target: 11 });
    expect(applyRollUnderBonus(failed, 3).success).toBe(false);
  });

  it("a bonus given with the roll raises the effective target", () => {
    expect(evaluateRollUnder([12], { target: 10, bonus: 2 })).toMatchObject({ success: true, margin: 0 });
  });

  it("002 text, two chances to fail: roll twice and take the worse (favour −1 keeps the highest)", () => {
    expect(evaluateRollUnder([4, 15], { target: 12, favour: -1 })).toMatchObject({ die: 15, dropped: [4], success: false });
    expect(evaluateRollUnder([4, 15], { target: 12, favour: 1 })).toMatchObject({ die: 4, dropped: [15], success: true });
  });

  it("target 20 or more cannot fail; target ≤ 0 cannot succeed", () => {
    expect(evaluateRollUnder([20], { target: 20 })).toMatchObject({ success: true, cannotFail: true });
    expect(evaluateRollUnder([1], { target: 0 })).toMatchObject({ success: false, cannotFail: false, bonusNeeded: 1 });
  });

  it("no valid die counts as 20 rather than NaN", () => {
    expect(evaluateRollUnder([Number.NaN], { target: 10 })).toMatchObject({ die: 20, success: false });
  });

  it("agrees with rollUnderOdds over every roll of 3d20 with favour +2 at target 9", () => {
    let hits = 0;
    for (const faces of allRolls(3, 20)) if (evaluateRollUnder(faces, { target: 9, favour: 2 }).success) hits++;
    expect(rollUnderOdds({ target: 9, favour: 2 })).toBeCloseTo(hits / 8000, 12);
  });
});
