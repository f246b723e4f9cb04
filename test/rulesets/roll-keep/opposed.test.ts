// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  keepOdds,
  keepPool,
  RK_DEFAULT_COLOUR_LINKS,
  rkChanceAgainst,
  rkDifficultyByValue,
  rkDirectOpposed,
  rkIndirectDifficulty,
  rkOppositionPlan,
} from "../../../module/rules.js";

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

describe("the opposing side answered after the acting side rolled (the GM rolls the NPC's side)", () => {
  const birch = {
    attributes: { strength: 0, finesse: 0, endurance: 5, cunning: 0, intelligence: 0, acuity: 0, charisma: 0 },
    mana: { white: 0, blue: 0, black: 0, red: 0, green: 3 },
    specialities: [{ id: "run", name: "Long-distance Running", attribute: "endurance" as const }],
  };

  it("the hilly race: Birch's Endurance 5 + Running rolls 6 keep 4 at the GM's 7 against Ash's 2 successes", () => {
    const plan = rkOppositionPlan({ view: birch, attribute: "endurance", specialityIds: ["run"] }, 7, 2, RK_DEFAULT_COLOUR_LINKS);
    expect(plan).toMatchObject({ attribute: "endurance", pool: { roll: 6, keep: 4 }, difficulty: 7, against: 2, error: null });
    // The chances are keepOdds' distribution split at 2 successes: more wins, 2 draws, fewer loses.
    const exactly = keepOdds({ roll: 6, keep: 4, difficulty: 7 }).exactly;
    expect(plan.chance.tie).toBeCloseTo(exactly[2]!, 12);
    expect(plan.chance.lose).toBeCloseTo(exactly[0]! + exactly[1]!, 12);
    expect(plan.chance.win + plan.chance.tie + plan.chance.lose).toBeCloseTo(1, 12);
  });

  it("rkChanceAgainst splits a distribution at the count to beat; a bad count is cleaned like a rating", () => {
    expect(rkChanceAgainst([0.1, 0.2, 0.3, 0.4], 1)).toEqual({ win: 0.7, tie: 0.2, lose: 0.1 });
    expect(rkChanceAgainst([0.5, 0.5], "x")).toEqual({ win: 0.5, tie: 0.5, lose: 0 });
    expect(rkChanceAgainst([0.5, Number.NaN, 0.5], 5)).toEqual({ win: 0, tie: 0, lose: 1 });
  });

  it("a side with no dice is refused with the reason, never rolled; bad input never throws", () => {
    expect(rkOppositionPlan({ view: birch, attribute: "cunning", specialityIds: [] }, 7, 2, RK_DEFAULT_COLOUR_LINKS)).toMatchObject({
      error: "ANTHOLOGY.RollKeep.Warn.noDice",
      chance: { win: 0, tie: 0, lose: 0 },
    });
    expect(rkOppositionPlan(null as never, "x", Number.NaN, {} as never)).toMatchObject({
      attribute: "strength",
      difficulty: 6,
      against: 0,
      error: "ANTHOLOGY.RollKeep.Warn.noDice",
    });
  });
});
