// @vitest-environment node
import { describe, expect, it } from "vitest";
import { GM_FALLING_TABLE, GM_JUMP_TABLE, gmFall, gmFallDamage, gmJump, gmJumpPenalty, gmJumpReach } from "../../../../module/rules.js";

describe("G&M falling (001)", () => {
  it.each([
    [0, "d6", 1, "negates"],
    [9, "d6", 1, "negates"],
    [10, "2d6", 2, "halves"],
    [19, "2d6", 2, "halves"],
    [20, "3d6", 3, "none"],
    [39, "3d6", 3, "none"],
    [40, "4d6", 4, "none"],
    [79, "4d6", 4, "none"],
    [80, "5d6", 5, "none"],
    [159, "5d6", 5, "none"],
    [160, "6d6", 6, "none"],
    [319, "6d6", 6, "none"],
    [320, "7d6", 7, "none"],
    [450, "7d6", 7, "none"],
  ])("%i feet: %s, %i seconds, evasion %s", (feet, formula, seconds, evasion) => {
    expect(gmFall(feet)).toEqual({ dice: Number(formula[0] === "d" ? 1 : formula[0]), formula, seconds, evasion });
  });

  it("every row of the table agrees with the rule", () => {
    for (const row of GM_FALLING_TABLE) {
      expect(gmFall(row.from)).toMatchObject({ dice: row.dice, seconds: row.seconds, evasion: row.evasion });
      expect(gmFall(row.to!)).toMatchObject({ dice: row.dice, seconds: row.seconds });
    }
  });

  it("no more than 7d6; each extra 150 feet past 450 adds a second", () => {
    expect(gmFall(600)).toEqual({ dice: 7, formula: "7d6", seconds: 8, evasion: "none" });
    expect(gmFall(601)).toMatchObject({ dice: 7, seconds: 9 });
    expect(gmFall(5000).dice).toBe(7);
  });

  it("one point per die goes to injuries", () => {
    expect(gmFallDamage(45, [6, 5, 4, 3])).toEqual({ damage: 18, injuries: 4, survival: 14 });
  });

  it("under ten feet a successful evasion negates; under twenty it halves and spares the injuries", () => {
    expect(gmFallDamage(8, [5], true)).toEqual({ damage: 0, injuries: 0, survival: 0 });
    expect(gmFallDamage(8, [5], false)).toEqual({ damage: 5, injuries: 1, survival: 4 });
    expect(gmFallDamage(15, [5, 2], true)).toEqual({ damage: 4, injuries: 0, survival: 4 });
    expect(gmFallDamage(15, [5, 2], false)).toEqual({ damage: 7, injuries: 2, survival: 5 });
    expect(gmFallDamage(30, [1, 1, 1], true)).toEqual({ damage: 3, injuries: 3, survival: 0 });
  });

  it("bad faces are clamped", () => {
    expect(gmFallDamage(5, [99])).toEqual({ damage: 6, injuries: 1, survival: 5 });
    expect(gmFallDamage("x", [])).toEqual({ damage: 1, injuries: 1, survival: 0 });
  });
});

describe("G&M jumping (001)", () => {
  it("the penalty doubles with each foot beyond one: to 1 ft 0, 2 ft −1, 3 ft −2, 4 ft −4, 5 ft −8, 6 ft −16, 7 ft −32", () => {
    for (const row of GM_JUMP_TABLE) expect(gmJumpPenalty(row.feet)).toBe(row.penalty);
    expect(gmJumpPenalty(1.5)).toBe(1);
  });

  it("a jump is an agility roll with strength as a major contributor and +8", () => {
    // agility 10, strength 18 (major +4): 22 to jump a foot, 20 for three feet
    expect(gmJump({ agility: 10, strengthMajor: 4, distance: 1 }).target).toBe(22);
    expect(gmJump({ agility: 10, strengthMajor: 4, distance: 3 }).target).toBe(20);
    expect(gmJump({ agility: 10, strengthMajor: 4, distance: 5 }).target).toBe(14);
  });

  it("large creatures jump double, huge four times; small ¾, tiny ⅓, fine ⅙", () => {
    expect(gmJump({ agility: 10, strengthMajor: 0, distance: 6, size: "large" }).penalty).toBe(2);
    expect(gmJump({ agility: 10, strengthMajor: 0, distance: 8, size: "huge" }).penalty).toBe(1);
    expect(gmJump({ agility: 10, strengthMajor: 0, distance: 3, size: "small" }).penalty).toBe(4);
    expect(gmJump({ agility: 10, strengthMajor: 0, distance: 1, size: "tiny" }).penalty).toBe(2);
  });

  it("leaping across uses yards and adds the running movement", () => {
    expect(gmJump({ agility: 10, strengthMajor: 0, distance: 3, across: true, runningBonus: 5 }).target).toBe(21);
    expect(gmJump({ agility: 10, strengthMajor: 0, distance: 3, runningBonus: 5 }).target).toBe(16);
  });

  it("a failed jump falls short: as far as the roll would have reached", () => {
    // target 22 for 1 ft, 21 for 2, 20 for 3, 18 for 4, 14 for 5, 6 for 6
    expect(gmJumpReach({ agility: 10, strengthMajor: 4 }, 15)).toBe(4);
    expect(gmJumpReach({ agility: 10, strengthMajor: 4 }, 6)).toBe(6);
    expect(gmJumpReach({ agility: 3, strengthMajor: -3 }, 20)).toBe(0);
    expect(gmJumpReach({ agility: 10, strengthMajor: 4, size: "large" }, 15)).toBe(8);
  });
});
