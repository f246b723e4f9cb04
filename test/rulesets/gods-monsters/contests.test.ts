// @vitest-environment node
/** 004 "Contests": difficulty, obstacle size, careful attempts, skills, contested actions. */
import { describe, expect, it } from "vitest";
import {
  gmCarefulBonus,
  gmContest,
  gmContestPeriod,
  gmContestPeriodStep,
  gmDifficultyModifier,
  gmObstaclePenalty,
  gmObstacleSize,
  gmRollTarget,
  gmRollUnder,
  GM_OBSTACLE_TABLE,
} from "../../../module/rules.js";

describe("ability and reaction rolls", () => {
  it("004: Toromeen's perception 4 — roll 4 or less", () => {
    expect(gmRollUnder(4, 4).success).toBe(true);
    expect(gmRollUnder(5, 4).success).toBe(false);
  });
  it("all modifiers together: 12, easy +2, 40-foot wall −2, careful +1, field +1, 1 injury", () => {
    const r = gmRollTarget({ base: 12, difficulty: "easy", obstacleSize: gmObstacleSize(40, 10), careful: 1, fieldBonus: 1, injuries: 1 });
    expect(r.target).toBe(12 + 2 - 2 + 1 + 1 - 1);
    expect(r.parts.map((p) => p.key)).toEqual(["base", "difficulty", "obstacle", "careful", "field", "injuries"]);
  });
  it("a target of 20 or more cannot fail", () => expect(gmRollUnder(20, 20).cannotFail).toBe(true));
});

describe("difficulty levels", () => {
  it("easy 2, very easy 4, a snap 8, incredibly easy 16; very difficult −2 … practically impossible −16; difficult 0", () => {
    expect(["easy", "veryEasy", "snap", "incrediblyEasy"].map(gmDifficultyModifier)).toEqual([2, 4, 8, 16]);
    expect(["veryDifficult", "extremelyDifficult", "nearlyImpossible", "practicallyImpossible"].map(gmDifficultyModifier)).toEqual([-2, -4, -8, -16]);
    expect(gmDifficultyModifier("difficult")).toBe(0);
    expect(gmDifficultyModifier("nonsense")).toBe(0);
  });
  it("careful attempts +1 or +2", () => expect([0, 1, 2, 3].map(gmCarefulBonus)).toEqual([0, 1, 2, 2]));
});

describe("obstacle size", () => {
  it("the table: 1 → 0, 2 → 1, 4 → 2 … 1024 → 10", () => {
    expect(GM_OBSTACLE_TABLE.map((r) => r.penalty)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
  it("walls in 10-foot units: 20–39 feet −1, 40–79 −2, 80–159 −3", () => {
    expect([19, 20, 39, 40, 79, 80, 159, 160].map((f) => gmObstaclePenalty(gmObstacleSize(f, 10)))).toEqual([0, 1, 1, 2, 2, 3, 3, 4]);
  });
  it("searching a 20 by 20 area −1, 40 by 40 −2", () => {
    expect(gmObstaclePenalty(gmObstacleSize(20, 10))).toBe(1);
    expect(gmObstaclePenalty(gmObstacleSize(40, 10))).toBe(2);
  });
  it("sometimes the penalty grows with the size itself: size 3 → 3", () => expect(gmObstaclePenalty(3, "linear")).toBe(3));
});

describe("contested actions", () => {
  const side = (target: number, roll: number, acting: boolean) => ({ target, roll, acting });
  it("one succeeds, the other fails: the winner", () => {
    expect(gmContest([side(12, 5, true), side(10, 15, false)])).toMatchObject({ outcome: "winner", winner: 0 });
    expect(gmContest([side(12, 15, true), side(10, 5, false)])).toMatchObject({ outcome: "winner", winner: 1 });
  });
  it("both fail: the acting side fails; both acting for the same goal: a draw", () => {
    expect(gmContest([side(12, 15, true), side(10, 15, false)])).toMatchObject({ outcome: "actingFails", winner: 1 });
    expect(gmContest([side(12, 15, true), side(10, 15, true)])).toMatchObject({ outcome: "draw", winner: -1 });
  });
  it("both succeed: they keep trying", () => {
    expect(gmContest([side(12, 5, true), side(10, 5, false)])).toMatchObject({ outcome: "continue", remaining: [0, 1] });
  });
  it("more than two sides: those who fail drop out", () => {
    expect(gmContest([side(12, 5, true), side(10, 15, true), side(10, 2, true)])).toMatchObject({ outcome: "continue", remaining: [0, 2] });
  });
  it("no side can fail: every roll is doubled (22 vs 25: rolls 12 and 11 → 24 succeeds, 22 fails)", () => {
    expect(gmContest([side(22, 12, true), side(25, 11, false)])).toMatchObject({ doubled: true, outcome: "winner", winner: 1 });
  });
  it("a player may ask for doubling when the opponent cannot fail", () => {
    expect(gmContest([side(22, 12, true), side(15, 7, false)], { requestDoubling: true })).toMatchObject({ doubled: true, outcome: "winner", winner: 1 });
    expect(gmContest([side(22, 12, true), side(15, 7, false)])).toMatchObject({ doubled: false, outcome: "continue" });
  });
  it("time periods: immediately, 1 round, 1 minute, 10 minutes, 1 hour, 1 day, 2 days, 3 days", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(gmContestPeriod)).toEqual([
      { amount: 0, unit: "immediately" },
      { amount: 1, unit: "round" },
      { amount: 1, unit: "minute" },
      { amount: 10, unit: "minute" },
      { amount: 1, unit: "hour" },
      { amount: 1, unit: "day" },
      { amount: 2, unit: "day" },
      { amount: 3, unit: "day" },
    ]);
    expect(gmContestPeriodStep({ amount: 2, unit: "day" })).toBe(6);
    expect(gmContestPeriodStep({ amount: 10, unit: "minute" })).toBe(3);
  });
});
