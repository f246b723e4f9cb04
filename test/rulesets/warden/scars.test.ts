// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  WARDEN_SCARS,
  scarFor,
  wardenApplyChanges,
  wardenApplyDamage,
  wardenReplay,
  wardenResolveDoom,
  wardenResolveScar,
  wardenScarId,
} from "../../../module/rules.js";

const numbers = {
  hp: { value: 0, max: 4 },
  str: { value: 10, max: 12 },
  dex: { value: 9, max: 9 },
  wil: { value: 11, max: 11 },
  slots: 10,
};

describe("scarFor: the Scars look-up by HP before the blow (003, Scars)", () => {
  it("'If a PC went from 3 HP to 0 HP, they would look at entry #3 (Walloped)'", () => {
    expect(scarFor(3)).toBe(3);
    expect(wardenScarId(scarFor(3))).toBe("walloped");
    expect(wardenApplyDamage({ hp: 3, str: 10, damage: 3 }).scar).toBe(3);
  });

  it("'If a PC went from 3 HP to -1 HP, they would look at the entry #3 (Walloped)'", () => {
    expect(scarFor(3)).toBe(3);
    expect(wardenApplyDamage({ hp: 3, str: 10, damage: 4 }).scar).toBe(3);
  });

  it("'If a PC went from 4 HP to 2 HP, then in another attack to -4 HP, they look at the entry #2 (Rattling Blow)'", () => {
    const first = wardenApplyDamage({ hp: 4, str: 10, damage: 2 });
    expect(first.hp).toBe(2);
    expect(first.scar).toBeNull();
    const second = wardenApplyDamage({ hp: first.hp, str: first.str, damage: 6 });
    expect(second.scar).toBe(2);
    expect(wardenScarId(second.scar ?? 0)).toBe("rattlingBlow");
  });

  it("12 covers more than 12 HP; anything below 1 or not a number reads entry 1", () => {
    expect(scarFor(12)).toBe(12);
    expect(scarFor(30)).toBe(12);
    expect(scarFor(Number.POSITIVE_INFINITY)).toBe(12);
    expect(scarFor(0)).toBe(1);
    expect(scarFor(Number.NaN)).toBe(1);
    expect(scarFor(5.7)).toBe(5);
  });

  it("the table has the text's 12 entries in order", () => {
    expect(WARDEN_SCARS.map((s) => s.entry)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it("creatures and detachments get no scar; a PC already at 0 HP gets no new scar", () => {
    expect(wardenApplyDamage({ hp: 3, str: 10, damage: 5, victim: "creature" }).scar).toBeNull();
    expect(wardenApplyDamage({ hp: 0, str: 10, damage: 5 }).scar).toBeNull();
  });
});

describe("wardenResolveScar: follow-up rolls and the numbers they change", () => {
  it("1 Lasting Scar: 1d6 place (3 = eye), then 1d6 above max HP 4 becomes max HP", () => {
    const r = wardenResolveScar({ entry: 1, roll: wardenReplay([3, 6]), numbers });
    expect(r.detail).toBe("eye");
    expect(r.changes).toEqual({ maxHp: 6 });
    expect(r.timing).toBe("now");
  });

  it("2 Rattling Blow: a 1d6 not above max HP changes nothing", () => {
    const r = wardenResolveScar({ entry: 2, roll: wardenReplay([4]), numbers });
    expect(r.changes).toEqual({});
    expect(r.rolls[0]).toMatchObject({ formula: "1d6", total: 4 });
  });

  it("3 Walloped: deprived, and after rest 1d6 is added to max HP", () => {
    const r = wardenResolveScar({ entry: 3, roll: wardenReplay([2]), numbers });
    expect(r.statuses).toEqual(["deprived"]);
    expect(r.timing).toBe("afterRest");
    expect(r.changes).toEqual({ gains: { maxHp: 2 } });
  });

  it("4 Broken Limb: 1d6 5 = rib; once mended 2d6 (3+4=7) above max HP 4", () => {
    const r = wardenResolveScar({ entry: 4, roll: wardenReplay([5, 3, 4]), numbers });
    expect(r.detail).toBe("rib");
    expect(r.timing).toBe("whenMended");
    expect(r.changes).toEqual({ maxHp: 7 });
  });

  it("5 Diseased: 2d6 after the infection", () => {
    const r = wardenResolveScar({ entry: 5, roll: wardenReplay([1, 2]), numbers });
    expect(r.statuses).toEqual(["diseased"]);
    expect(r.changes).toEqual({}); // 3 is not above 4
  });

  it("6 Reorienting Head Wound: 1d6 3 = DEX, 3d6 = 12 above current DEX 9 becomes DEX (and its max)", () => {
    const r = wardenResolveScar({ entry: 6, roll: wardenReplay([3, 4, 4, 4]), numbers });
    expect(r.detail).toBe("dex");
    expect(r.changes).toEqual({ attributes: { dex: { value: 12 } } });
    expect(wardenApplyChanges(numbers, r.changes).dex).toEqual({ value: 12, max: 12 });
  });

  it("7 Hamstrung: after recovery 3d6 above max DEX", () => {
    const r = wardenResolveScar({ entry: 7, roll: wardenReplay([6, 5, 1]), numbers });
    expect(r.timing).toBe("afterRecovery");
    expect(r.changes).toEqual({ attributes: { dex: { max: 12 } } });
  });

  it("8 Deafened: needs the WIL save first; passed, max WIL +1d4", () => {
    expect(wardenResolveScar({ entry: 8, roll: wardenReplay([]), numbers }).needsWilSave).toBe(true);
    const passed = wardenResolveScar({ entry: 8, roll: wardenReplay([3]), numbers, wilSavePassed: true });
    expect(passed.changes).toEqual({ attributes: { wil: { max: 14 } } });
    const failed = wardenResolveScar({ entry: 8, roll: wardenReplay([3]), numbers, wilSavePassed: false });
    expect(failed.changes).toEqual({});
    expect(failed.rolls).toEqual([]);
  });

  it("9 Re-brained: 3d6 above max WIL", () => {
    expect(wardenResolveScar({ entry: 9, roll: wardenReplay([6, 6, 1]), numbers }).changes).toEqual({
      attributes: { wil: { max: 13 } },
    });
  });

  it("10 Sundered: WIL save passed, max WIL +1d6", () => {
    const r = wardenResolveScar({ entry: 10, roll: wardenReplay([5]), numbers, wilSavePassed: true });
    expect(r.changes).toEqual({ attributes: { wil: { max: 16 } } });
  });

  it("11 Mortal Wound: deprived; on recovery 2d6 is the new max HP even when lower", () => {
    const r = wardenResolveScar({ entry: 11, roll: wardenReplay([1, 2]), numbers: { ...numbers, hp: { value: 0, max: 11 } } });
    expect(r.statuses).toEqual(["deprived", "mortalWound"]);
    expect(r.changes).toEqual({ maxHp: 3 });
  });

  it("12 Doomed: decided at the next critical damage save", () => {
    const r = wardenResolveScar({ entry: 12, roll: wardenReplay([]), numbers });
    expect(r.statuses).toEqual(["doomed"]);
    expect(r.timing).toBe("nextCriticalSave");
    expect(wardenResolveDoom({ passed: false, roll: wardenReplay([]), maxHp: 12 }).dead).toBe(true);
    const pass = wardenResolveDoom({ passed: true, roll: wardenReplay([6, 6, 2]), maxHp: 12 });
    expect(pass).toMatchObject({ dead: false, changes: { maxHp: 14 } });
  });
});
