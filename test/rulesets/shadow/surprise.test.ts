// @vitest-environment node
import { describe, expect, it } from "vitest";
import { shadowSurpriseResult, shadowSurpriseSetup } from "../../../module/rules.js";

describe("surprise (002 'Surprise', 'Surprised')", () => {
  it("one against one: [Discreet←Vigilant]", () => {
    // Discreet 13 against Vigilant 11 → 13 − 1 = 12.
    expect(shadowSurpriseSetup([13], [11])).toEqual({ discreet: 13, vigilant: 11, rolledBy: "attackers", target: 12 });
  });

  it("group against group: the attackers' lowest Discreet against the defenders' highest Vigilant", () => {
    // Discreet 15, 9, 12 → 9; Vigilant 8, 13 → 13; 9 + (10 − 13) = 6.
    const setup = shadowSurpriseSetup([15, 9, 12], [8, 13]);
    expect(setup).toMatchObject({ discreet: 9, vigilant: 13, target: 6 });
  });

  it("success surprises: a Free Attack at the start of the turn, with Advantage, and the surprised must draw", () => {
    const setup = shadowSurpriseSetup([13], [11])!;
    expect(shadowSurpriseResult(setup, 12)).toEqual({
      face: 12,
      success: true,
      surprised: true,
      freeAttack: true,
      advantage: true,
      defendersMustDraw: true,
    });
    expect(shadowSurpriseResult(setup, 13)).toMatchObject({ success: false, surprised: false, freeAttack: false });
  });

  it("player characters ambushed roll the mirror test [Vigilant←Discreet] and are surprised when it fails", () => {
    // Ambushers' lowest Discreet 9; the party's highest Vigilant 13 → 13 + 1 = 14.
    const setup = shadowSurpriseSetup([9, 14], [13, 7], "defenders")!;
    expect(setup.target).toBe(14);
    expect(shadowSurpriseResult(setup, 14).surprised).toBe(false);
    expect(shadowSurpriseResult(setup, 15).surprised).toBe(true);
  });

  it("an empty side means no surprise test", () => {
    expect(shadowSurpriseSetup([], [10])).toBeNull();
    expect(shadowSurpriseSetup([10], [])).toBeNull();
  });
});
