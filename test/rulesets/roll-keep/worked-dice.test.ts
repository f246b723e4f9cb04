// @vitest-environment node
/**
 * The text's worked examples carried through real dice faces: pools from keepPool, faces evaluated by the dice
 * module's evaluateKeep (keep the highest, count kept dice ≥ difficulty), outcomes by the Roll & Keep rules.
 * The text gives no faces; these are faces that produce the results it states.
 */
import { describe, expect, it } from "vitest";
import { evaluateKeep, keepOdds, keepPool, rkComplexAction, rkDirectOpposed, rkIndirectDifficulty } from "../../../module/rules.js";

describe("the hilly long-distance race (000): 3 dice against 6 at difficulty 7", () => {
  // Neither runner's mana is given; these keep 2 and 3 dice.
  const first = keepPool({ attribute: 3, mana: { red: 2 }, colour: "red" });
  const second = keepPool({ attribute: 5, specialities: 1, mana: { green: 2 }, colour: "green" });

  it("pools: the first rolls 3, the second 6", () => {
    expect(first).toEqual({ roll: 3, keep: 2 });
    expect(second).toEqual({ roll: 6, keep: 3 });
  });

  it("2 kept successes against 3: the second wins by one", () => {
    const a = evaluateKeep([9, 7, 2], { keep: first.keep, difficulty: 7 });
    const b = evaluateKeep([8, 10, 3, 7, 9, 1], { keep: second.keep, difficulty: 7 });
    expect(a.successes).toBe(2);
    expect(b.successes).toBe(3); // kept 10, 9, 8; the fourth success (7) is dropped
    expect(rkDirectOpposed(a.successes, b.successes)).toMatchObject({ winner: "second", margin: 1 });
  });
});

describe("sneaking (000): Finesse 5 rolls 5 dice", () => {
  const pool = keepPool({ attribute: 5, mana: { white: 2, black: 1 }, colour: "white" });

  it("at difficulty 2 (Acuity 2) any die but a 1 succeeds", () => {
    const { difficulty } = rkIndirectDifficulty({ attribute: 2 });
    expect(evaluateKeep([2, 1, 1, 1, 1], { keep: pool.keep, difficulty }).successes).toBe(1);
    expect(evaluateKeep([1, 1, 1, 1, 1], { keep: pool.keep, difficulty })).toMatchObject({ successes: 0, botch: true, degree: "botch" });
  });

  it("at difficulty 5 (Acuity 4 + Acute Hearing) a 4 no longer succeeds, and the chance of success drops", () => {
    const easy = rkIndirectDifficulty({ attribute: 2 }).difficulty;
    const hard = rkIndirectDifficulty({ attribute: 4, specialities: 1 }).difficulty;
    expect(evaluateKeep([4, 4, 3, 2, 2], { keep: pool.keep, difficulty: hard }).successes).toBe(0);
    expect(evaluateKeep([4, 4, 3, 2, 2], { keep: pool.keep, difficulty: easy }).successes).toBe(pool.keep);
    const atLeastOne = (d: number) => 1 - keepOdds({ ...pool, difficulty: d }).exactly[0]!;
    expect(atLeastOne(hard)).toBeLessThan(atLeastOne(easy));
    expect(atLeastOne(easy)).toBeCloseTo(1 - 0.1 ** 5, 12); // every face but 1 succeeds at difficulty 2
  });
});

describe("the lie (000): Cunning + Deceit keeping 4", () => {
  it("a complex action needing 3 successes from the kept four", () => {
    const pool = keepPool({ attribute: 4, specialities: 1, mana: { black: 3, blue: 2 }, colour: "black" });
    const result = evaluateKeep([10, 6, 6, 2, 9], { keep: pool.keep, difficulty: 6 });
    expect(result.kept).toEqual([10, 9, 6, 6]);
    expect(rkComplexAction({ successes: result.successes, required: 3, botch: result.botch })).toMatchObject({ outcome: "success", degree: "exceptional" });
  });
});
