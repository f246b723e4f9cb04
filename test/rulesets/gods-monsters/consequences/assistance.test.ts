// @vitest-environment node
import { describe, expect, it } from "vitest";
import { gmAssistance, gmAssistedBonus } from "../../../../module/rules.js";

describe("G&M providing assistance (004)", () => {
  it("an herbalist (wisdom 15, Healing Craft +2) treating three people rolls 16 or less: 15 + 2 − 1 for the obstacle size", () => {
    expect(gmAssistance(15, 2, 3)).toEqual({ sizePenalty: 1, target: 16 });
  });

  it("if the herbalist succeeds, each patient gets +2 on the night's health roll", () => {
    expect(gmAssistedBonus(0, 2, true)).toBe(2);
    expect(gmAssistedBonus(0, 2, false)).toBe(0);
  });

  it("a speechwriter's +3 Writing Craft replaces the politician's own +1", () => {
    expect(gmAssistedBonus(1, 3, true)).toBe(3);
  });

  it("assisting one person has no size penalty; four people are size 4 (−2)", () => {
    expect(gmAssistance(12, 1).target).toBe(13);
    expect(gmAssistance(12, 1, 4).sizePenalty).toBe(2);
    expect(gmAssistance("abc", null, -5)).toEqual({ sizePenalty: 0, target: 0 });
  });
});
