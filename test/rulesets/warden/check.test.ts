// @vitest-environment node
import { describe, expect, it } from "vitest";
import { WARDEN_AVERAGE_DC, wardenActionPasses, wardenCheckResult, wardenDamageAfterArmor, wardenSavePasses, wardenSucceeds } from "../../../module/rules.js";

describe("wardenSucceeds: IR vs TR (003, Check Results)", () => {
  it("Example 1: Ael'Onor's IR 28 beats Bo'Mack's TR 21", () => {
    expect(wardenSucceeds({ initiator: 28, target: 21 })).toBe(true);
  });

  it("IR equal to TR: the initiator succeeds ('larger or equal')", () => {
    expect(wardenSucceeds({ initiator: 21, target: 21 })).toBe(true);
  });

  it("IR smaller than TR: the target succeeds the save", () => {
    expect(wardenSucceeds({ initiator: 20, target: 21 })).toBe(false);
  });

  it("Example 2: the boulder's DC 24 against TR 12 — the DC wins, the save fails", () => {
    expect(wardenSucceeds({ initiator: 24, target: 12 })).toBe(true);
    expect(wardenSavePasses({ tr: 12, dc: 24 })).toBe(false);
  });

  it("a save against a DC succeeds only when TR > DC; an action against a DC when IR >= DC", () => {
    expect(wardenSavePasses({ tr: 15, dc: 15 })).toBe(false);
    expect(wardenSavePasses({ tr: 16, dc: 15 })).toBe(true);
    expect(wardenActionPasses({ ir: 20, dc: 20 })).toBe(true);
    expect(wardenActionPasses({ ir: 19, dc: WARDEN_AVERAGE_DC })).toBe(false);
  });

  it("NaN on either side never counts as a success", () => {
    expect(wardenSucceeds({ initiator: Number.NaN, target: 3 })).toBe(false);
    expect(wardenSucceeds({ initiator: 3, target: Number.NaN })).toBe(false);
    expect(wardenSavePasses({ tr: Number.NaN, dc: 3 })).toBe(false);
  });
});

describe("wardenCheckResult: base d20 + modifier + object dice, each with its own advantage", () => {
  it("Example 1 (Action): Ael'Onor attacks with STR, +1 Adv on the d20 and the sharp axe's die with Adv: 28", () => {
    // The text gives the total (28) and the axe die (6), not the other faces; these faces make them:
    // d20 with +1 Adv rolls [7, 12] and keeps 12; STR 10; battleaxe d10 with Adv rolls [2, 6] and keeps 6.
    const ir = wardenCheckResult({
      base: [7, 12],
      advantage: 1,
      modifier: 10,
      objects: [{ sides: 10, advantage: 1, faces: [2, 6] }],
    });
    expect(ir).toEqual({ base: 12, natural: null, modifier: 10, objects: [6], total: 28 });

    // Example 1 (Save): Bo'Mack blocks with STR and the Heater shield's die, no Adv or DisAdv: 21.
    const tr = wardenCheckResult({ base: [9], modifier: 9, objects: [{ sides: 6, faces: [3] }] });
    expect(tr.total).toBe(21);

    // Example 1 (Check Result): IR 28 vs TR 21, 6 on the axe die, Bo'Mack has 1 armor: 5 damage.
    expect(wardenSucceeds({ initiator: ir.total, target: tr.total })).toBe(true);
    expect(wardenDamageAfterArmor({ damage: ir.objects[0], armor: 1 })).toBe(5);
  });

  it("Example 2 (Save): dodging the boulder with +1 DisAdv keeps the natural 1; TR 12 fails DC 24", () => {
    const tr = wardenCheckResult({ base: [15, 1], advantage: -1, modifier: 11 });
    expect(tr.base).toBe(1);
    expect(tr.natural).toBe("natural1");
    expect(tr.total).toBe(12);
    expect(wardenSavePasses({ tr: tr.total, dc: 24 })).toBe(false);
  });

  it("calls out a natural 20 on the base die only", () => {
    expect(wardenCheckResult({ base: [20], modifier: 0 }).natural).toBe("natural20");
    expect(wardenCheckResult({ base: [5], objects: [{ sides: 20, faces: [20] }] }).natural).toBeNull();
  });

  it("several disadvantages keep the lowest, several advantages the highest", () => {
    expect(wardenCheckResult({ base: [18, 4, 9], advantage: -2 }).base).toBe(4);
    expect(wardenCheckResult({ base: [3, 4, 17], advantage: 2 }).base).toBe(17);
  });

  it("clamps impossible faces and ignores non-numbers, so the total is never NaN", () => {
    const r = wardenCheckResult({
      base: [Number.NaN, 25] as number[],
      modifier: Number.NaN,
      objects: [{ sides: 6, faces: [9, Number.NaN] }],
    });
    expect(r.base).toBe(20);
    expect(r.objects).toEqual([6]);
    expect(Number.isFinite(r.total)).toBe(true);
    expect(wardenCheckResult({ base: [] }).total).toBe(1);
  });
});
