// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  SHADOW_PAIN_CHOICES,
  shadowApplyDamage,
  shadowDamage,
  shadowDamageParts,
  shadowPainChooser,
  shadowPainEffect,
  shadowPainExceeded,
  shadowVitalState,
} from "../../../module/rules.js";

describe('the damage term by term, for the cards\' "Why this result"', () => {
  it("weapon, the Advantage d4, the armor taken off; they add up to shadowDamage's dealt and damage", () => {
    const rolls = { weapon: 7, advantage: 3, armor: 4 };
    const parts = shadowDamageParts(rolls);
    expect(parts).toEqual([
      { key: "weapon", value: 7 },
      { key: "advantage", value: 3 },
      { key: "armor", value: -4 },
    ]);
    expect(parts.reduce((sum, p) => sum + p.value, 0)).toBe(shadowDamage(rolls).damage);
  });

  it("no armor term before the armor is rolled; read as shadowDamage reads the rolls", () => {
    expect(shadowDamageParts({ weapon: 6 })).toEqual([{ key: "weapon", value: 6 }]);
    expect(shadowDamageParts({ weapon: "abc", advantage: null, armor: NaN })).toEqual([
      { key: "weapon", value: 0 },
      { key: "armor", value: -0 },
    ]);
    expect(() => shadowDamageParts({ weapon: 5, advantage: 5 })).toThrow(RangeError);
  });
});

describe("damage against armor (002 'Defense', 'Advantage')", () => {
  it("without Advantage: weapon roll − armor roll", () => {
    // A sword's 1d8 rolls 7 against medium armor's 1d6 rolling 3: 4 damage.
    expect(shadowDamage({ weapon: 7, armor: 3 })).toEqual({ dealt: 7, protection: 3, damage: 4 });
  });
  it("no damage unless the weapon's damage is higher than the armor roll", () => {
    expect(shadowDamage({ weapon: 3, armor: 3 }).damage).toBe(0);
    expect(shadowDamage({ weapon: 2, armor: 5 }).damage).toBe(0);
    expect(shadowDamage({ weapon: 4, armor: 3 }).damage).toBe(1);
  });
  it("with Advantage: +1d4 to the weapon before armor", () => {
    // 7 + d4 3 = 10, − 3 = 7.
    expect(shadowDamage({ weapon: 7, advantage: 3, armor: 3 })).toEqual({ dealt: 10, protection: 3, damage: 7 });
    // Advantage turns a parried-by-armor blow into a wound: 3 vs armor 3 → 0; with d4 2 → 2.
    expect(shadowDamage({ weapon: 3, armor: 3 }).damage).toBe(0);
    expect(shadowDamage({ weapon: 3, advantage: 2, armor: 3 }).damage).toBe(2);
  });
  it("without armor all the damage lands", () => {
    expect(shadowDamage({ weapon: 6 }).damage).toBe(6);
  });
  it("refuses an Advantage face that is not on a d4, clamps garbage rolls", () => {
    expect(() => shadowDamage({ weapon: 5, advantage: 5 })).toThrow(RangeError);
    expect(shadowDamage({ weapon: "abc", armor: NaN })).toEqual({ dealt: 0, protection: 0, damage: 0 });
  });
});

describe("Toughness and the Pain Threshold (002 'Damage & Healing', 'Pain Threshold', 'Dying Characters')", () => {
  it("damage lowers Toughness", () => {
    expect(shadowApplyDamage({ toughness: 12, painThreshold: 6, kind: "character" }, 4)).toEqual({
      damage: 4,
      toughness: 8,
      state: "standing",
      painExceeded: false,
    });
  });
  it("damage exceeding the Pain Threshold (not equal to it) offers the two choices", () => {
    expect(shadowApplyDamage({ toughness: 12, painThreshold: 6, kind: "monster" }, 7).painExceeded).toBe(true);
    expect(shadowApplyDamage({ toughness: 12, painThreshold: 6, kind: "monster" }, 6).painExceeded).toBe(false);
    expect(shadowPainExceeded(7, 6)).toBe(true);
    expect(shadowPainExceeded(6, 6)).toBe(false);
    expect([...SHADOW_PAIN_CHOICES]).toEqual(["knockedDown", "freeAttack"]);
    expect(shadowPainEffect("knockedDown")).toEqual({ prone: true, freeAttack: false });
    expect(shadowPainEffect("freeAttack")).toEqual({ prone: false, freeAttack: true });
  });
  it("the player decides: for the character when it is hurt, for the enemy when the character hurts it", () => {
    expect(shadowPainChooser(true)).toBe("victim");
    expect(shadowPainChooser(false)).toBe("attacker");
  });
  it("at 0 Toughness a monster dies, a player character is dying", () => {
    expect(shadowApplyDamage({ toughness: 5, painThreshold: 5, kind: "monster" }, 9)).toMatchObject({ toughness: 0, state: "dead" });
    expect(shadowApplyDamage({ toughness: 5, painThreshold: 5, kind: "character" }, 5)).toMatchObject({ toughness: 0, state: "dying" });
    expect(shadowVitalState(0, "monster", true)).toBe("dying");
    expect(shadowVitalState(1, "monster")).toBe("standing");
  });
});
