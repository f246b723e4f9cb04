// @vitest-environment node
import { describe, expect, it } from "vitest";
import { extendedKeepOdds, keepOdds, keepOddsAtLeast, keepOpposedOdds } from "../../module/rules.js";
import { allRolls, sum } from "./brute.js";

/** Brute force a keep pool: sort every roll of `roll` d10 descending, keep `keep`, count ≥ difficulty. */
function bruteKeep(roll: number, keep: number, difficulty: number): { exactly: number[]; botch: number } {
  const size = Math.min(roll, keep) + 1;
  const exactly = new Array<number>(size).fill(0);
  let botch = 0;
  const weight = 1 / 10 ** roll;
  for (const faces of allRolls(roll, 10)) {
    const kept = [...faces].sort((a, b) => b - a).slice(0, keep);
    const successes = kept.filter((f) => f >= difficulty).length;
    exactly[successes] += weight;
    if (successes === 0 && faces.includes(1)) botch += weight;
  }
  return { exactly, botch };
}

describe("keepOdds against brute-force enumeration", () => {
  for (let roll = 0; roll <= 4; roll++) {
    for (let keep = 1; keep <= 5; keep++) {
      it(`${roll}d10 keep ${keep}, every difficulty 1–10`, () => {
        for (let difficulty = 1; difficulty <= 10; difficulty++) {
          const exact = keepOdds({ roll, keep, difficulty });
          const brute = bruteKeep(roll, keep, difficulty);
          expect(exact.exactly.length).toBe(brute.exactly.length);
          exact.exactly.forEach((p, k) => expect(p).toBeCloseTo(brute.exactly[k], 12));
          expect(exact.botch).toBeCloseTo(brute.botch, 12);
        }
      });
    }
  }
});

describe("keepOdds edge cases", () => {
  it("keep > roll keeps every die: 3d10 keep 7 is 3d10 keep 3", () => {
    expect(keepOdds({ roll: 3, keep: 7, difficulty: 6 })).toEqual(keepOdds({ roll: 3, keep: 3, difficulty: 6 }));
    expect(keepOdds({ roll: 3, keep: 7, difficulty: 6 }).exactly).toHaveLength(4);
  });

  it("difficulty 1: every die succeeds, never a botch", () => {
    const odds = keepOdds({ roll: 5, keep: 3, difficulty: 1 });
    expect(odds.exactly).toEqual([0, 0, 0, 1]);
    expect(odds.botch).toBe(0);
  });

  it("difficulty 10: only 10s succeed; P(0) = 0.9^n, botch = 0.9^n − 0.8^n", () => {
    const odds = keepOdds({ roll: 4, keep: 2, difficulty: 10 });
    expect(odds.exactly[0]).toBeCloseTo(0.9 ** 4, 14);
    expect(odds.exactly[1]).toBeCloseTo(4 * 0.1 * 0.9 ** 3, 14);
    expect(odds.exactly[2]).toBeCloseTo(1 - 0.9 ** 4 - 4 * 0.1 * 0.9 ** 3, 14);
    expect(odds.botch).toBeCloseTo(0.9 ** 4 - 0.8 ** 4, 14);
  });

  it("difficulty 2: a failing die is always a 1, so no success means botch", () => {
    const odds = keepOdds({ roll: 3, keep: 1, difficulty: 2 });
    expect(odds.botch).toBeCloseTo(odds.exactly[0], 15);
    expect(odds.botch).toBeCloseTo(0.001, 15);
  });

  it("one die at the text's Standard difficulty 6: half succeed, a 1 in ten botches", () => {
    const odds = keepOdds({ roll: 1, keep: 1, difficulty: 6 });
    expect(odds.exactly[0]).toBeCloseTo(0.5, 15);
    expect(odds.exactly[1]).toBeCloseTo(0.5, 15);
    expect(odds.botch).toBeCloseTo(0.1, 15);
  });

  it("no dice: certain failure, no botch", () => {
    expect(keepOdds({ roll: 0, keep: 2, difficulty: 6 })).toEqual({ exactly: [1], botch: 0 });
  });

  // Issue 12 changed this contract: clamping answered a different question (roll 99 gave the odds of 40 dice),
  // so a number beyond a limit is now refused with a RangeError naming it; what is not a number still falls back.
  it("a number beyond a limit is refused with a RangeError naming it (keep 0, difficulty 0 or 11, roll 41 or 99); NaN never leaks", () => {
    expect(() => keepOdds({ roll: 3, keep: 0, difficulty: 6 })).toThrow(new RangeError("keepOdds: keep 0 is below the limit one die kept (1)"));
    expect(() => keepOdds({ roll: 3, keep: 2, difficulty: 0 })).toThrow(/difficulty 0 is below the limit difficulty 1–10 \(1\)/);
    expect(() => keepOdds({ roll: 3, keep: 2, difficulty: 11 })).toThrow(/difficulty 11 is above the limit difficulty 1–10 \(10\)/);
    expect(() => keepOdds({ roll: 99, keep: 1, difficulty: 6 })).toThrow(/roll 99 is above the limit MAX_KEEP_DICE \(40\)/);
    expect(() => keepOdds({ roll: 41, keep: 1, difficulty: 6 })).toThrow(RangeError);
    expect(() => keepOdds({ roll: Number.POSITIVE_INFINITY, keep: 1, difficulty: 6 })).toThrow(RangeError);
    expect(keepOdds({ roll: 40, keep: 99, difficulty: 10 })).toEqual(keepOdds({ roll: 40, keep: 40, difficulty: 10 })); // keep > roll keeps all
    const nan = keepOdds({ roll: Number.NaN, keep: Number.NaN, difficulty: Number.NaN });
    expect(nan.exactly.every(Number.isFinite)).toBe(true);
    expect(Number.isFinite(nan.botch)).toBe(true);
  });

  it("issue 12: keepOdds({ roll: 50 }) no longer answers for 40 dice, nor extendedKeepOdds for 100 rounds when asked 101", () => {
    expect(() => keepOdds({ roll: 50, keep: 3, difficulty: 6 })).toThrow(/MAX_KEEP_DICE \(40\)/);
    expect(() => extendedKeepOdds({ roll: 5, keep: 3, difficulty: 6, rounds: 101, needed: 10 })).toThrow(/MAX_EXTENDED_ROUNDS \(100\)/);
    expect(extendedKeepOdds({ roll: 5, keep: 3, difficulty: 6, rounds: 100, needed: 10 })).toBeGreaterThan(0.99);
  });

  it("every distribution sums to 1 and botch ≤ P(0), up to 40 dice", () => {
    for (const roll of [1, 7, 20, 40]) {
      for (const keep of [1, 3, 10, 40]) {
        for (let difficulty = 1; difficulty <= 10; difficulty++) {
          const odds = keepOdds({ roll, keep, difficulty });
          expect(sum(odds.exactly)).toBeCloseTo(1, 12);
          expect(odds.botch).toBeGreaterThanOrEqual(0);
          expect(odds.botch).toBeLessThanOrEqual(odds.exactly[0] + 1e-15);
        }
      }
    }
  });
});

describe("complex, extended and opposed keep odds", () => {
  it("keepOddsAtLeast sums the tail: 4d10 keep 3 at difficulty 7 needing 2", () => {
    const odds = keepOdds({ roll: 4, keep: 3, difficulty: 7 });
    const brute = bruteKeep(4, 3, 7);
    expect(keepOddsAtLeast(odds, 2)).toBeCloseTo(brute.exactly[2] + brute.exactly[3], 12);
    expect(keepOddsAtLeast(odds, 0)).toBeCloseTo(1, 12);
    expect(keepOddsAtLeast(odds, 9)).toBe(0);
  });

  it("extendedKeepOdds: two rounds of 2d10 keep 1 at difficulty 6 reaching 2 successes = both rounds succeed", () => {
    const perRound = keepOdds({ roll: 2, keep: 1, difficulty: 6 }).exactly[1]; // 1 − 0.5² = 0.75
    expect(perRound).toBeCloseTo(0.75, 15);
    expect(extendedKeepOdds({ roll: 2, keep: 1, difficulty: 6, rounds: 2, needed: 2 })).toBeCloseTo(0.75 ** 2, 14);
    expect(extendedKeepOdds({ roll: 2, keep: 1, difficulty: 6, rounds: 2, needed: 1 })).toBeCloseTo(1 - 0.25 ** 2, 14);
  });

  it("extendedKeepOdds against brute force: three rounds of 2d10 keep 2 at difficulty 8 reaching 3", () => {
    const per = bruteKeep(2, 2, 8).exactly;
    let expected = 0;
    for (let a = 0; a < per.length; a++)
      for (let b = 0; b < per.length; b++) for (let c = 0; c < per.length; c++) if (a + b + c >= 3) expected += per[a] * per[b] * per[c];
    expect(extendedKeepOdds({ roll: 2, keep: 2, difficulty: 8, rounds: 3, needed: 3 })).toBeCloseTo(expected, 12);
  });

  it("keepOpposedOdds against brute force: 2d10 keep 2 vs 3d10 keep 1 at difficulty 7", () => {
    const a = bruteKeep(2, 2, 7).exactly;
    const b = bruteKeep(3, 1, 7).exactly;
    let win = 0;
    let tie = 0;
    let lose = 0;
    a.forEach((pa, i) => b.forEach((pb, j) => (i > j ? (win += pa * pb) : i === j ? (tie += pa * pb) : (lose += pa * pb))));
    const odds = keepOpposedOdds({ roll: 2, keep: 2, difficulty: 7 }, { roll: 3, keep: 1, difficulty: 7 });
    expect(odds.win).toBeCloseTo(win, 12);
    expect(odds.tie).toBeCloseTo(tie, 12);
    expect(odds.lose).toBeCloseTo(lose, 12);
    expect(odds.win + odds.tie + odds.lose).toBeCloseTo(1, 12);
  });
});
