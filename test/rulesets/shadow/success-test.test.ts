// @vitest-environment node
import { describe, expect, it } from "vitest";
import { shadowAttackTarget, shadowBlindChances, shadowDefenseTarget, shadowKeptFace, shadowSuccessTest, shadowTestTarget } from "../../../module/rules.js";

describe("success tests (002 'Success Test')", () => {
  it("succeeds on a d20 equal to or lower than the attribute", () => {
    expect(shadowSuccessTest(12, 12).success).toBe(true);
    expect(shadowSuccessTest(1, 12).success).toBe(true);
    expect(shadowSuccessTest(13, 12).success).toBe(false);
    expect(shadowSuccessTest(20, 12).success).toBe(false);
  });

  it("[Attribute←Opposition]: attribute + (10 − opposing attribute)", () => {
    // Persuasive 13 against Resolute 12: 13 + (10 − 12) = 11.
    expect(shadowTestTarget({ attribute: 13, opposing: 12 })).toEqual({
      target: 11,
      attribute: 13,
      opposition: -2,
      difficulty: 0,
      advantage: 0,
      // The card's "Why this result" reads the same target term by term (README "Chat cards").
      parts: [
        { key: "attribute", value: 13 },
        { key: "opposition", value: -2 },
      ],
    });
    // Discreet 11 against Vigilant 7: 11 + 3 = 14.
    expect(shadowTestTarget({ attribute: 11, opposing: 7 }).target).toBe(14);
  });

  it("the target's parts add up to the target: the opposition's Advantage and the GM's difficulty are terms of their own", () => {
    const t = shadowTestTarget({ attribute: 13, opposing: 12, opponentAdvantage: true, difficulty: 3, advantage: true });
    expect(t.parts).toEqual([
      { key: "attribute", value: 13 },
      { key: "opposition", value: -2 },
      { key: "opponentAdvantage", value: -2 },
      { key: "difficulty", value: 3 },
      { key: "advantage", value: 2 },
    ]);
    expect(t.parts.reduce((sum, p) => sum + p.value, 0)).toBe(t.target);
    expect(shadowTestTarget({ attribute: 9 }).parts).toEqual([{ key: "attribute", value: 9 }]);
  });

  it("the spear example: Accurate modified by the target's Defense, [10 − Defense]", () => {
    // Accurate 14 against Defense 12 → 14 − 2 = 12.
    expect(shadowAttackTarget(14, 12).target).toBe(12);
  });

  it("defense is [Defense←Accurate]", () => {
    // Defense 11 (Quick 13, medium-ish Impeding 2) against a monster's Accurate 13 → 11 − 3 = 8.
    expect(shadowDefenseTarget(11, 13).target).toBe(8);
  });

  it("Advantage gives +2 to the tester; the opposition's Advantage counts 2 against it", () => {
    expect(shadowAttackTarget(14, 12, { advantage: true }).target).toBe(14);
    expect(shadowDefenseTarget(11, 13, { opponentAdvantage: true }).target).toBe(6);
    expect(shadowTestTarget({ attribute: 10, difficulty: -1, advantage: true }).target).toBe(11);
  });

  it("refuses a face that is not on a d20", () => {
    expect(() => shadowSuccessTest(0, 10)).toThrow(RangeError);
    expect(() => shadowSuccessTest(21, 10)).toThrow(RangeError);
    expect(() => shadowSuccessTest(2.5, 10)).toThrow(RangeError);
  });
});

describe("two chances: blind fighting (002 'Blind Fighting')", () => {
  it("only the tester blinded: roll twice, keep the worse", () => {
    expect(shadowBlindChances("self")).toBe("unfavour");
    expect(shadowKeptFace([4, 15], "unfavour")).toBe(15);
  });
  it("only the enemy blinded: roll twice, keep the better", () => {
    expect(shadowBlindChances("enemy")).toBe("favour");
    expect(shadowKeptFace([4, 15], "favour")).toBe(4);
  });
  it("both or neither blinded: no adjustment", () => {
    expect(shadowBlindChances("both")).toBe("single");
    expect(shadowBlindChances("none")).toBe("single");
    expect(shadowKeptFace([9, 2], "single")).toBe(9);
  });
  it("a worse kept face can turn success into failure: Accurate 12, faces 7 and 16", () => {
    expect(shadowSuccessTest(shadowKeptFace([7, 16], "unfavour"), 12).success).toBe(false);
    expect(shadowSuccessTest(shadowKeptFace([7, 16], "favour"), 12).success).toBe(true);
  });
  it("asks for two faces when two chances apply", () => {
    expect(() => shadowKeptFace([7], "favour")).toThrow(RangeError);
    expect(() => shadowKeptFace([], "single")).toThrow(RangeError);
  });
});

describe("usual oppositions (002 'Attributes') and favour", () => {
  it("lists the opposing attribute the text names for each attribute", async () => {
    const { SHADOW_USUAL_OPPOSITION, shadowFavour } = await import("../../../module/rules.js");
    expect(SHADOW_USUAL_OPPOSITION).toEqual({
      accurate: "defense",
      cunning: null,
      discreet: "vigilant",
      persuasive: "resolute",
      quick: "accurate",
      resolute: "resolute",
      strong: null,
      vigilant: "discreet",
    });
    expect([shadowFavour("single"), shadowFavour("favour"), shadowFavour("unfavour")]).toEqual([0, 1, -1]);
  });
});
