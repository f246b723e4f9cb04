// @vitest-environment node
import { describe, expect, it } from "vitest";
import { WARDEN_MISHAPS, wardenApplyChanges, wardenReplay, wardenResolveMishap } from "../../../module/rules.js";

const numbers = {
  hp: { value: 5, max: 5 },
  str: { value: 10, max: 12 },
  dex: { value: 9, max: 9 },
  wil: { value: 11, max: 11 },
  slots: 10,
  armorBonus: 0,
  fatigue: 1,
};

describe("wardenResolveMishap: each [sum] 2..24", () => {
  it("resolves every entry without throwing, with finite numbers", () => {
    for (const m of WARDEN_MISHAPS) {
      const r = wardenResolveMishap({ sum: m.sum, roll: wardenReplay([3, 3, 3, 3]), numbers });
      expect(r.id).toBe(m.id);
      const after = wardenApplyChanges(numbers, r.changes);
      for (const v of [after.hp.max, after.str.value, after.dex.max, after.wil.value, after.slots, after.armorBonus, after.fatigue]) {
        expect(Number.isFinite(v)).toBe(true);
      }
    }
  });

  it("2: no casting for 1d6 hours", () => {
    expect(wardenResolveMishap({ sum: 2, roll: wardenReplay([4]), numbers })).toMatchObject({ marks: ["noCasting"], hours: 4 });
  });

  it("3: Fatigue on 3-6 for 24 hours", () => {
    expect(wardenResolveMishap({ sum: 3, roll: wardenReplay([]), numbers })).toMatchObject({ marks: ["volatileCasting"], hours: 24 });
  });

  it("4 and 5: an additional Fatigue", () => {
    expect(wardenResolveMishap({ sum: 4, roll: wardenReplay([]), numbers }).changes).toEqual({ fatigue: 1 });
    expect(wardenResolveMishap({ sum: 5, roll: wardenReplay([]), numbers }).changes).toEqual({ fatigue: 1 });
  });

  it("7: deprived; after recovery 1d6 above max HP 5", () => {
    const r = wardenResolveMishap({ sum: 7, roll: wardenReplay([6]), numbers });
    expect(r.marks).toEqual(["deprived"]);
    expect(r.later).toEqual({ timing: "afterRecovery", changes: { maxHp: 6 } });
  });

  it("8: 1d4 WIL per spell for 24 hours, then 3d6 above max WIL", () => {
    const r = wardenResolveMishap({ sum: 8, roll: wardenReplay([5, 5, 5]), numbers });
    expect(r.later).toEqual({ timing: "after24Hours", changes: { attributes: { wil: { max: 15 } } } });
  });

  it("9: Barry's purple skin changes no numbers", () => {
    const r = wardenResolveMishap({ sum: 9, roll: wardenReplay([]), numbers });
    expect(r).toMatchObject({ id: "purpleSkin", changes: {}, later: null, rolls: [] });
  });

  it("10: insubstantial for 1d4 hours", () => {
    expect(wardenResolveMishap({ sum: 10, roll: wardenReplay([2]), numbers }).hours).toBe(2);
  });

  it("11: lose 1d4 WIL, gain a free Magic Die", () => {
    const r = wardenResolveMishap({ sum: 11, roll: wardenReplay([3]), numbers });
    expect(r.marks).toEqual(["freeMagicDie"]);
    expect(wardenApplyChanges(numbers, r.changes).wil).toEqual({ value: 8, max: 11 });
  });

  it("12: one inventory slot fewer, +1 Armor", () => {
    const after = wardenApplyChanges(numbers, wardenResolveMishap({ sum: 12, roll: wardenReplay([]), numbers }).changes);
    expect(after.slots).toBe(9);
    expect(after.armorBonus).toBe(1);
  });

  it("14: tumors when the spell caused Fatigue, deprived otherwise", () => {
    expect(wardenResolveMishap({ sum: 14, roll: wardenReplay([]), numbers, spellFatigue: 1 }).marks).toEqual(["tumors"]);
    expect(wardenResolveMishap({ sum: 14, roll: wardenReplay([]), numbers, spellFatigue: 0 }).marks).toEqual(["deprived"]);
  });

  it("15: lose half your WIL rounded down (11 → lose 5)", () => {
    const r = wardenResolveMishap({ sum: 15, roll: wardenReplay([]), numbers });
    expect(wardenApplyChanges(numbers, r.changes).wil).toEqual({ value: 6, max: 11 });
  });

  it("16: permanently lose 1d4 STR, +1 Armor", () => {
    const r = wardenResolveMishap({ sum: 16, roll: wardenReplay([2]), numbers });
    const after = wardenApplyChanges(numbers, r.changes);
    expect(after.str).toEqual({ value: 8, max: 10 });
    expect(after.armorBonus).toBe(1);
  });

  it("19: gain 1d4 DEX and keep only 5 inventory slots", () => {
    const after = wardenApplyChanges(numbers, wardenResolveMishap({ sum: 19, roll: wardenReplay([4]), numbers }).changes);
    expect(after.dex).toEqual({ value: 13, max: 13 });
    expect(after.slots).toBe(5);
  });

  it("23: after magical aid, +1d6 to each attribute", () => {
    const r = wardenResolveMishap({ sum: 23, roll: wardenReplay([1, 2, 3]), numbers });
    expect(r.later?.timing).toBe("afterMagicalAid");
    const after = wardenApplyChanges(numbers, r.later?.changes ?? {});
    expect([after.str, after.dex, after.wil]).toEqual([
      { value: 11, max: 13 },
      { value: 11, max: 11 },
      { value: 14, max: 14 },
    ]);
  });

  it("the failure of a spell is carried through", () => {
    expect(wardenResolveMishap({ sum: 15, roll: wardenReplay([]), numbers, fails: true }).fails).toBe(true);
  });
});
