import { describe, expect, it } from "vitest";
import { keepPool, rkDifficultyByValue, rkDirectOpposed, rkIndirectDifficulty } from "../../../module/rules.js";

describe("indirectly opposed actions (000)", () => {
  it("Finesse 5 sneaking past Acuity 2: rolls 5 dice at difficulty 2", () => {
    expect(keepPool({ attribute: 5, mana: { black: 3 }, colour: "white" }).roll).toBe(5);
    expect(rkIndirectDifficulty({ attribute: 2 })).toEqual({ difficulty: 2, reachable: true });
  });

  it("against Acuity 4 with an Acute Hearing speciality: difficulty 5", () => {
    expect(rkIndirectDifficulty({ attribute: 4, specialities: 1 })).toEqual({ difficulty: 5, reachable: true });
  });

  it("a difficulty over 10 cannot be reached by a d10", () => {
    expect(rkIndirectDifficulty({ attribute: 9, specialities: 2 })).toEqual({ difficulty: 11, reachable: false });
  });

  it("a passive rating of 0 still gives difficulty 1 (every die reaches it), and bad input never throws", () => {
    expect(rkIndirectDifficulty({ attribute: 0 })).toEqual({ difficulty: 1, reachable: true });
    expect(rkIndirectDifficulty({ attribute: Number.NaN, specialities: "x" as never })).toEqual({ difficulty: 1, reachable: true });
  });
});

describe("directly opposed actions (000): the hilly long-distance race", () => {
  it("Endurance 3 rolls 3 dice; Endurance 5 with long-distance running rolls 6; the GM's difficulty 7 is Challenging", () => {
    expect(keepPool({ attribute: 3, mana: {}, colour: "green" }).roll).toBe(3);
    expect(keepPool({ attribute: 5, specialities: 1, mana: {}, colour: "green" }).roll).toBe(6);
    expect(rkDifficultyByValue(7)?.id).toBe("challenging");
  });

  it("2 kept successes against 3: the second character has 1 success left and wins by a narrow margin", () => {
    expect(rkDirectOpposed(2, 3)).toEqual({ winner: "second", margin: 1, first: 2, second: 3 });
  });

  it("the first side wins when it has more, and equal successes leave no winner", () => {
    expect(rkDirectOpposed(4, 1)).toEqual({ winner: "first", margin: 3, first: 4, second: 1 });
    expect(rkDirectOpposed(2, 2)).toEqual({ winner: "tie", margin: 0, first: 2, second: 2 });
    expect(rkDirectOpposed(0, 0)).toEqual({ winner: "tie", margin: 0, first: 0, second: 0 });
  });

  it("bad counts are cleaned, never NaN", () => {
    expect(rkDirectOpposed(Number.NaN, -3)).toEqual({ winner: "tie", margin: 0, first: 0, second: 0 });
  });
});
