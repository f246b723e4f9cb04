// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  SHADOW_ABILITY_STEP_COST,
  SHADOW_STARTING_EXPERIENCE,
  shadowAbilityCost,
  shadowAddCorruption,
  shadowCanStabilize,
  shadowCorruptionStatus,
  shadowExperienceSpent,
  shadowFirstAid,
  shadowHeal,
  shadowMedicusHealing,
  shadowNaturalHealing,
  shadowNextRank,
  shadowPurchaseAbility,
  shadowReplacementExperience,
  SHADOW_HERBAL_CURE_HEALING,
} from "../../../module/rules.js";

describe("healing (002 'Healing Wounds', 'First Aid')", () => {
  it("natural healing: 1 Toughness per day", () => {
    expect(shadowNaturalHealing(1)).toBe(1);
    expect(shadowNaturalHealing(5)).toBe(5);
    expect(shadowNaturalHealing("x")).toBe(0);
  });
  it("an herbal cure heals 1 at once; Medicus heals 1d4", () => {
    expect(SHADOW_HERBAL_CURE_HEALING).toBe(1);
    expect([1, 2, 3, 4].map(shadowMedicusHealing)).toEqual([1, 2, 3, 4]);
    expect(() => shadowMedicusHealing(5)).toThrow(RangeError);
  });
  it("healing never raises Toughness above its maximum", () => {
    expect(shadowHeal(8, 12, 3)).toBe(11);
    expect(shadowHeal(11, 12, 3)).toBe(12);
    expect(shadowHeal(NaN, 12, 3)).toBe(3);
  });
  it("first aid needs an herbal cure, Medicus or healing powers, and stabilizes a dying character", () => {
    expect(shadowCanStabilize("herbalCure")).toBe(true);
    expect(shadowCanStabilize("medicus")).toBe(true);
    expect(shadowCanStabilize("mystical")).toBe(true);
    expect(shadowCanStabilize("natural")).toBe(false);
    expect(shadowFirstAid(0, 12, { herbalCure: true })).toEqual({ healed: 1, toughness: 1, stabilized: true });
    expect(shadowFirstAid(0, 12, { medicus: 3 })).toEqual({ healed: 3, toughness: 3, stabilized: true });
    // Medicus "even more when combined with herbal cures": here the d4 plus the cure's 1.
    expect(shadowFirstAid(0, 12, { medicus: 3, herbalCure: true })).toEqual({ healed: 4, toughness: 4, stabilized: true });
    expect(shadowFirstAid(0, 12, {})).toEqual({ healed: 0, toughness: 0, stabilized: false });
    expect(shadowFirstAid(10, 12, { mystical: 5 })).toEqual({ healed: 2, toughness: 12, stabilized: true });
  });
});

describe("corruption (002 'Secondary Attributes')", () => {
  it("tracks Corruption against the threshold Resolute/2 rounded up", () => {
    expect(shadowCorruptionStatus(3, 11)).toEqual({ corruption: 3, threshold: 6, reached: false });
    expect(shadowCorruptionStatus(6, 11)).toEqual({ corruption: 6, threshold: 6, reached: true });
    expect(shadowCorruptionStatus("abc", 11)).toEqual({ corruption: 0, threshold: 6, reached: false });
  });
  it("gains and sheds Corruption, never below 0", () => {
    expect(shadowAddCorruption(2, 3)).toBe(5);
    expect(shadowAddCorruption(2, -5)).toBe(0);
  });
});

describe("experience and abilities (002 'Improving Your Character', NOTES)", () => {
  it("novice 10, novice to adept 20, adept to master 30", () => {
    expect(SHADOW_ABILITY_STEP_COST).toEqual({ novice: 10, adept: 20, master: 30 });
    expect(shadowAbilityCost("none", "novice")).toBe(10);
    expect(shadowAbilityCost("novice", "adept")).toBe(20);
    expect(shadowAbilityCost("adept", "master")).toBe(30);
    expect(shadowAbilityCost("none", "master")).toBe(60);
    expect(shadowAbilityCost("master", "novice")).toBe(0);
    expect(shadowNextRank("adept")).toBe("master");
    expect(shadowNextRank("master")).toBeNull();
  });
  it("a new character's 50 Experience: five novice abilities, or two novice and one adept", () => {
    expect(SHADOW_STARTING_EXPERIENCE).toBe(50);
    expect(shadowExperienceSpent(["novice", "novice", "novice", "novice", "novice"])).toBe(50);
    expect(shadowExperienceSpent(["novice", "novice", "adept"])).toBe(50);
  });
  it("buying from unspent Experience", () => {
    expect(shadowPurchaseAbility(25, "novice", "adept")).toEqual({ ok: true, cost: 20, remaining: 5 });
    expect(shadowPurchaseAbility(25, "adept", "master")).toEqual({ ok: false, cost: 30, remaining: 25, reason: "notEnoughExperience" });
    expect(shadowPurchaseAbility(25, "adept", "adept")).toEqual({ ok: false, cost: 0, remaining: 25, reason: "notHigher" });
  });
  it("a dead character's replacement uses all the Experience gathered", () => {
    expect(shadowReplacementExperience(130)).toBe(130);
    expect(shadowReplacementExperience(undefined)).toBe(50);
  });
});
