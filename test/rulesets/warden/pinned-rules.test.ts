// @vitest-environment node
/**
 * Pins functions of the Warden rules API to the numbers of text 003 ("Actions": advantage and
 * disadvantage per die; "Magic": the [sum] of the Magic Dice; hirelings' 3d6 attributes).
 */
import { describe, expect, it } from "vitest";
import { wardenPoolSize, wardenReplay, wardenRollSum } from "../../../module/rules.js";

describe("Advantage and disadvantage (003, Actions)", () => {
  it("wardenPoolSize: 'one or multiple Advantage (roll +N dice, and use the higher roll)'", () => {
    expect(wardenPoolSize(0)).toBe(1);
    expect(wardenPoolSize(1)).toBe(2);
    expect(wardenPoolSize(2)).toBe(3);
    expect(wardenPoolSize(3)).toBe(4);
  });

  it("wardenPoolSize: 'one or multiple Disadvantage (roll +N dice, and use the lowest roll)'", () => {
    expect(wardenPoolSize(-1)).toBe(2);
    expect(wardenPoolSize(-2)).toBe(3);
  });
});

describe("Sums of dice (003)", () => {
  it("wardenRollSum: Barry 'rolls: double 2s and a 5 … He gets the [sum] of the dice - 9'", () => {
    expect(wardenRollSum(wardenReplay([2, 2, 5]), 3, 6)).toBe(9);
  });

  it("wardenRollSum: 'Roll 3d6 for each attribute' spans 3 to 18; '1d6 for their HP' spans 1 to 6", () => {
    expect(wardenRollSum(wardenReplay([1, 1, 1]), 3, 6)).toBe(3);
    expect(wardenRollSum(wardenReplay([6, 6, 6]), 3, 6)).toBe(18);
    expect(wardenRollSum(wardenReplay([4]), 1, 6)).toBe(4);
  });

  it("wardenRollSum: 'roll 2d6. If the total is higher than your max HP' — the two faces are added", () => {
    expect(wardenRollSum(wardenReplay([3, 5]), 2, 6)).toBe(8);
    expect(wardenRollSum(wardenReplay([6, 6]), 2, 6)).toBe(12);
  });

  it("wardenRollSum: the roller is asked for the die named (d6 for Magic Dice, d4 for '1d4 WIL damage')", () => {
    const asked: number[] = [];
    const roller = (sides: number) => {
      asked.push(sides);
      return sides;
    };
    expect(wardenRollSum(roller, 2, 4)).toBe(8);
    expect(asked).toEqual([4, 4]);
  });

  it("wardenRollSum: no dice sum to 0", () => {
    expect(wardenRollSum(wardenReplay([5]), 0, 6)).toBe(0);
  });
});
