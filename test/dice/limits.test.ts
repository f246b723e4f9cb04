// @vitest-environment node
import { describe, expect, it } from "vitest";
import { validateAdvantageInput, validateKeepInput, validateRollUnderInput } from "../../module/rules.js";

describe("input limits return a localization key instead of freezing", () => {
  it("keep pools: 1–40 dice, keep ≥ 1, difficulty 1–10", () => {
    expect(validateKeepInput({ roll: 6, keep: 4, difficulty: 7 })).toBeNull();
    expect(validateKeepInput({ roll: 40, keep: 50, difficulty: 10 })).toBeNull(); // keep > roll: keep all
    expect(validateKeepInput({ roll: 41, keep: 4, difficulty: 7 })).toBe("ANTHOLOGY.Dice.Error.rollMax");
    expect(validateKeepInput({ roll: 0, keep: 1, difficulty: 7 })).toBe("ANTHOLOGY.Dice.Error.rollMin");
    expect(validateKeepInput({ roll: 5, keep: 0, difficulty: 7 })).toBe("ANTHOLOGY.Dice.Error.keepMin");
    expect(validateKeepInput({ roll: 5, keep: 2, difficulty: 0 })).toBe("ANTHOLOGY.Dice.Error.difficultyRange");
    expect(validateKeepInput({ roll: 5, keep: 2, difficulty: 11 })).toBe("ANTHOLOGY.Dice.Error.difficultyRange");
    expect(validateKeepInput({ roll: "5", keep: 2, difficulty: 6 })).toBe("ANTHOLOGY.Dice.Error.notInteger");
    expect(validateKeepInput({ roll: 5, keep: 2, difficulty: 6, needed: 0 })).toBe("ANTHOLOGY.Dice.Error.neededMin");
  });

  it("Warden checks: |advantage| ≤ 10, at most 8 object dice", () => {
    expect(validateAdvantageInput({ modifier: 3, advantage: -10, objects: [{ faces: 8, advantage: 10 }], dc: 20 })).toBeNull();
    expect(validateAdvantageInput({ modifier: 3, advantage: 11 })).toBe("ANTHOLOGY.Dice.Error.advantageMax");
    expect(validateAdvantageInput({ modifier: 3, objects: [{ faces: 8, advantage: -11 }] })).toBe("ANTHOLOGY.Dice.Error.advantageMax");
    expect(validateAdvantageInput({ modifier: 3, objects: Array.from({ length: 9 }, () => ({ faces: 6 })) })).toBe("ANTHOLOGY.Dice.Error.objectsMax");
    expect(validateAdvantageInput({ modifier: 3, objects: [{ faces: 0 }] })).toBe("ANTHOLOGY.Dice.Error.facesRange");
    expect(validateAdvantageInput({ modifier: Number.NaN })).toBe("ANTHOLOGY.Dice.Error.notInteger");
    expect(validateAdvantageInput({ modifier: 0, dc: 1.5 })).toBe("ANTHOLOGY.Dice.Error.notInteger");
  });

  it("roll-under checks: any integer target, |favour| ≤ 10", () => {
    expect(validateRollUnderInput({ target: -3, favour: 2 })).toBeNull();
    expect(validateRollUnderInput({ target: 25 })).toBeNull();
    expect(validateRollUnderInput({ target: 10, favour: -11 })).toBe("ANTHOLOGY.Dice.Error.advantageMax");
    expect(validateRollUnderInput({ target: Number.NaN })).toBe("ANTHOLOGY.Dice.Error.notInteger");
  });
});

describe("fractional thresholds round up, fractional targets down (never NaN)", () => {
  it("a DC of 15.5 needs 16; a difficulty of 6.5 needs 7; a target of 9.5 allows 9", async () => {
    const { wardenOdds, keepOdds, evaluateKeep, rollUnderOdds } = await import("../../module/rules.js");
    expect(wardenOdds({ modifier: 0, dc: 15.5 })).toBe(wardenOdds({ modifier: 0, dc: 16 }));
    expect(keepOdds({ roll: 3, keep: 2, difficulty: 6.5 })).toEqual(keepOdds({ roll: 3, keep: 2, difficulty: 7 }));
    expect(evaluateKeep([6, 7], { keep: 2, difficulty: 6.5 }).successes).toBe(1);
    expect(rollUnderOdds({ target: 9.5 })).toBe(rollUnderOdds({ target: 9 }));
  });
});

describe("validateAdvantageInput with object dice that are not a list of dice", () => {
  it("reports the problem instead of throwing", () => {
    expect(validateAdvantageInput({ modifier: 0, objects: 0 as never })).toBe("ANTHOLOGY.Dice.Error.objectsList");
    expect(validateAdvantageInput({ modifier: 0, objects: [null] as never })).toBe("ANTHOLOGY.Dice.Error.objectsList");
    expect(validateAdvantageInput({ modifier: 0, objects: [{ faces: 6 }] })).toBeNull();
  });
});
