// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  WARDEN_CRITICAL_DC,
  WARDEN_UNARMED_DIE,
  wardenApplyDamage,
  wardenAreaDamage,
  wardenArmor,
  wardenCriticalSave,
  wardenDamageAfterArmor,
  wardenStabilize,
  wardenTwoWeaponDamage,
  wardenZeroStrState,
} from "../../../module/rules.js";

describe("armor", () => {
  it("worn armor adds up but never above 3 ('cannot have more than 3 Armor')", () => {
    expect(wardenArmor([{ armor: 1 }, { armor: 1 }])).toBe(2);
    expect(wardenArmor([{ armor: 3 }, { armor: 1 }])).toBe(3);
    expect(wardenArmor([{ armor: 2 }], 1)).toBe(3);
    expect(wardenArmor([{ armor: 3 }], 1)).toBe(3);
  });

  it("counts only while worn, never negative, ignores junk", () => {
    expect(wardenArmor([{ armor: 2, worn: false }, { armor: 1 }])).toBe(1);
    expect(wardenArmor([{ armor: -4 }])).toBe(0);
    expect(wardenArmor([{ armor: Number.NaN }])).toBe(0);
  });
});

describe("damage (003, Attacking & Damage)", () => {
  it("Example 1: 6 on the axe die minus Bo'Mack's 1 armor = 5 damage", () => {
    expect(wardenDamageAfterArmor({ damage: 6, armor: 1 })).toBe(5);
    const r = wardenApplyDamage({ hp: 9, str: 12, damage: 6, armor: 1, victim: "creature" });
    expect(r).toMatchObject({ damage: 5, hp: 4, hpLost: 5, strLost: 0, criticalSave: false, scar: null, dead: false });
  });

  it("Example 2: the boulder deals 3 damage, then the trap's sharp piece 1 more", () => {
    const first = wardenApplyDamage({ hp: 6, str: 10, damage: 3 });
    expect(first.hp).toBe(3);
    const second = wardenApplyDamage({ hp: first.hp, str: first.str, damage: 1 });
    expect(second.hp).toBe(2);
    expect(second.scar).toBeNull();
  });

  it("armor never turns damage negative, and armor above 3 counts as 3", () => {
    expect(wardenDamageAfterArmor({ damage: 2, armor: 3 })).toBe(0);
    expect(wardenDamageAfterArmor({ damage: 8, armor: 7 })).toBe(5);
  });

  it("two weapons: roll both damage dice and keep the single highest", () => {
    expect(wardenTwoWeaponDamage([3, 5])).toBe(5);
    expect(wardenTwoWeaponDamage([])).toBe(0);
  });

  it("unarmed attacks do d4", () => {
    expect(WARDEN_UNARMED_DIE).toBe(4);
  });

  it("several targets: one roll, each target saves; those that fail take it minus their own armor", () => {
    expect(
      wardenAreaDamage({
        damage: 6,
        targets: [
          { id: "a", armor: 0, saved: false },
          { id: "b", armor: 2, saved: false },
          { id: "c", armor: 0, saved: true },
        ],
      }),
    ).toEqual([
      { id: "a", damage: 6 },
      { id: "b", damage: 4 },
      { id: "c", damage: 0 },
    ]);
  });
});

describe("critical damage (003, Critical Damage)", () => {
  it("damage past 0 HP comes off STR and calls for a STR save at DC 15", () => {
    const r = wardenApplyDamage({ hp: 3, str: 12, damage: 7 });
    expect(r).toMatchObject({ hp: 0, hpLost: 3, strLost: 4, str: 8, criticalSave: true, dead: false });
    expect(WARDEN_CRITICAL_DC).toBe(15);
  });

  it("damage that leaves exactly 0 HP takes nothing from STR and needs no save (only HP below zero does)", () => {
    const r = wardenApplyDamage({ hp: 3, str: 12, damage: 3 });
    expect(r).toMatchObject({ hp: 0, strLost: 0, criticalSave: false });
  });

  it("at 0 HP every further hit goes to STR with a new save", () => {
    const r = wardenApplyDamage({ hp: 0, str: 8, damage: 2, victim: "creature" });
    expect(r).toMatchObject({ hp: 0, str: 6, strLost: 2, criticalSave: true });
  });

  it("STR reduced to 0 kills (no save)", () => {
    const r = wardenApplyDamage({ hp: 1, str: 2, damage: 5 });
    expect(r).toMatchObject({ str: 0, strLost: 2, dead: true, criticalSave: false });
    expect(wardenZeroStrState("character")).toBe("dead");
    expect(wardenZeroStrState("detachment")).toBe("destroyed");
  });

  it("the save passes when TR > 15; a PC that fails is critical, an NPC dead, a detachment routed", () => {
    expect(wardenCriticalSave({ tr: 16 })).toEqual({ passed: true, state: "fighting" });
    expect(wardenCriticalSave({ tr: 15 })).toEqual({ passed: false, state: "critical" });
    expect(wardenCriticalSave({ tr: 10, victim: "creature" }).state).toBe("dead");
    expect(wardenCriticalSave({ tr: 10, victim: "detachment" }).state).toBe("routed");
    expect(wardenCriticalSave({ tr: 10, doomed: true }).state).toBe("dead");
  });

  it("bandages stabilize a PC in critical condition", () => {
    expect(wardenStabilize({ state: "critical", bandaged: true })).toBe("stable");
    expect(wardenStabilize({ state: "critical", bandaged: false })).toBe("critical");
    expect(wardenStabilize({ state: "dead", bandaged: true })).toBe("dead");
  });

  it("never yields NaN from junk input", () => {
    const r = wardenApplyDamage({ hp: Number.NaN, str: Number.POSITIVE_INFINITY, damage: Number.NaN });
    for (const v of [r.hp, r.str, r.damage, r.hpLost, r.strLost]) expect(Number.isFinite(v)).toBe(true);
  });
});
