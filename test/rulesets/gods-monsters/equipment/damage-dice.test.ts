// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  GM_DAMAGE_PROGRESSION,
  gmDamageAtStep,
  gmDamageAverage,
  gmDamageDiceCount,
  gmDamageRange,
  gmDamageRollFormula,
  gmDamageStep,
  gmIsDamageFormula,
  gmMultiplyDamage,
  gmNormalizeDamage,
  gmShiftDamage,
  gmSumDamage,
} from "../../../../module/rules.js";

describe("G&M damage dice", () => {
  it("parses the tables' formulas into a normal form", () => {
    expect(gmNormalizeDamage("D8")).toBe("d8");
    expect(gmNormalizeDamage("2d6")).toBe("2d6");
    expect(gmNormalizeDamage("1")).toBe("1");
    expect(gmNormalizeDamage("4d6+d6")).toBe("5d6");
    expect(gmNormalizeDamage("d6 + 1")).toBe("d6+1");
    expect(gmNormalizeDamage("2d4-1")).toBe("2d4-1");
  });

  it("refuses what is not a damage formula", () => {
    for (const bad of ["", "d7", "abc", "2d", "d6+", "-d6", "0", "1d6-5", 5, null, "d6*2", "101d6"]) {
      expect(gmIsDamageFormula(bad)).toBe(false);
    }
  });

  it("counts dice, averages and ranges", () => {
    expect(gmDamageDiceCount("2d6")).toBe(2);
    expect(gmDamageDiceCount("1")).toBe(0);
    expect(gmDamageAverage("d8")).toBe(4.5);
    expect(gmDamageRange("2d6+1")).toEqual([3, 13]);
    expect(gmDamageRollFormula("d8")).toBe("1d8");
    expect(gmDamageRollFormula("2d4-1")).toBe("2d4 - 1");
    expect(gmDamageRollFormula("bad")).toBe("0");
  });

  it("multiplies cumulative effects (001: sleep 2d10 three times is 6d10)", () => {
    expect(gmMultiplyDamage("2d10", 3)).toBe("6d10");
    expect(gmMultiplyDamage("1", 4)).toBe("4");
    expect(gmMultiplyDamage("d2", 0)).toBe("0");
  });

  it("sums rolled faces, clamping each to its die", () => {
    expect(gmSumDamage("2d6+1", [3, 4])).toBe(8);
    expect(gmSumDamage("d8", [12])).toBe(8);
    expect(gmSumDamage("d8", [])).toBe(1);
  });

  it("the damage progression is 1 D2 D4 D6 D8 D10 D12 2d8 3d6 4d6 +d6 (004)", () => {
    expect(GM_DAMAGE_PROGRESSION).toEqual(["1", "d2", "d4", "d6", "d8", "d10", "d12", "2d8", "3d6", "4d6"]);
    expect(gmDamageAtStep(10)).toBe("5d6");
    expect(gmDamageAtStep(12)).toBe("7d6");
    expect(gmDamageStep("6d6")).toBe(11);
    expect(gmShiftDamage("4d6", 1)).toBe("5d6");
    expect(gmShiftDamage("d2", -3)).toBe("1");
  });

  it("off-progression dice take the nearest step (great sword 2d6 ≈ d12; d3 ≈ d2) and stay as written at their own size", () => {
    expect(gmDamageStep("2d6")).toBe(6);
    expect(gmShiftDamage("2d6", 0)).toBe("2d6");
    expect(gmShiftDamage("2d6", 1)).toBe("2d8");
    expect(gmShiftDamage("2d6", -1)).toBe("d10");
    expect(gmShiftDamage("d3", -1)).toBe("1");
  });
});
