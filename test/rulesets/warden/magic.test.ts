// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  WARDEN_MISHAPS,
  castOutcome,
  wardenCastSpell,
  wardenCheckInvestment,
  wardenCopyScroll,
  wardenCreateGrimoire,
  wardenMagicDice,
  wardenMirrorImageDuplicates,
  wardenMishapEntry,
} from "../../../module/rules.js";

describe("magic dice (003, Casting Spells)", () => {
  it("Barry: 2 free inventory slots and 2 Mana Dust give 4 Magic Dice", () => {
    expect(wardenMagicDice({ freeSlots: 2, manaDust: 2 })).toEqual({ available: 4, investable: 4 });
  });

  it("at most 4 dice may be invested", () => {
    expect(wardenMagicDice({ freeSlots: 7, manaDust: 3 }).investable).toBe(4);
    expect(wardenCheckInvestment({ freeSlots: 7, manaDust: 3, slotDice: 3, dustDice: 2 })).toEqual({
      ok: false,
      problem: "tooManyDice",
    });
  });

  it("Barry invests 2 Mana Dust and 1 inventory slot: 3 dice, so Mirror Image makes three duplicates", () => {
    const r = wardenCheckInvestment({ freeSlots: 2, manaDust: 2, slotDice: 1, dustDice: 2 });
    expect(r).toEqual({ ok: true, dice: 3 });
    expect(wardenMirrorImageDuplicates(3)).toBe(3);
  });

  it("refuses dice without free slots or dust", () => {
    expect(wardenCheckInvestment({ freeSlots: 0, manaDust: 2, slotDice: 1, dustDice: 0 })).toEqual({
      ok: false,
      problem: "notEnoughSlots",
    });
    expect(wardenCheckInvestment({ freeSlots: 2, manaDust: 0, slotDice: 0, dustDice: 1 })).toEqual({
      ok: false,
      problem: "notEnoughDust",
    });
    expect(wardenCheckInvestment({ freeSlots: 2, manaDust: 2, slotDice: 0, dustDice: 0 })).toEqual({
      ok: false,
      problem: "noDice",
    });
  });
});

describe("castOutcome", () => {
  it("Barry's Mirror Image: dust dice 2 and 2, slot die 5 → one Fatigue, [sum] 9, a mishap, the spell works", () => {
    expect(castOutcome({ slotFaces: [5], dustFaces: [2, 2] })).toEqual({ fatigue: 1, sum: 9, mishap: true, fails: false });
    const full = wardenCastSpell({ slotFaces: [5], dustFaces: [2, 2] });
    expect(full).toMatchObject({ dice: 3, sum: 9, fatigue: 1, mishap: 9, mishapId: "purpleSkin", fails: false });
  });

  it("one Fatigue per slot die at 4–6; mana dust never causes Fatigue", () => {
    expect(castOutcome({ slotFaces: [4, 6, 3], dustFaces: [] }).fatigue).toBe(2);
    expect(castOutcome({ slotFaces: [], dustFaces: [4, 5, 6] }).fatigue).toBe(0);
  });

  it("three matching dice: mishap and the spell fails ('3 dice rolled 5')", () => {
    expect(castOutcome({ slotFaces: [5], dustFaces: [5, 5] })).toEqual({ fatigue: 1, sum: 15, mishap: true, fails: true });
  });

  it("two matching dice ('two dice rolled 4'): mishap without failure; no match: neither", () => {
    expect(castOutcome({ slotFaces: [4, 4], dustFaces: [] })).toEqual({ fatigue: 2, sum: 8, mishap: true, fails: false });
    expect(castOutcome({ slotFaces: [1, 2], dustFaces: [3, 6] })).toEqual({ fatigue: 0, sum: 12, mishap: false, fails: false });
  });

  it("matches count across slot and dust dice; two pairs is one mishap", () => {
    expect(castOutcome({ slotFaces: [3, 6], dustFaces: [3, 6] })).toEqual({ fatigue: 1, sum: 18, mishap: true, fails: false });
  });

  it("junk faces are clamped to 1..6 or dropped", () => {
    const r = castOutcome({ slotFaces: [9, Number.NaN], dustFaces: [0] });
    expect(r).toEqual({ fatigue: 1, sum: 7, mishap: false, fails: false });
  });

  it("Mishaps entry 3 in force: Fatigue on 3–6", () => {
    expect(wardenCastSpell({ slotFaces: [3, 2], dustFaces: [], fatigueFrom: 3 }).fatigue).toBe(1);
  });

  it("Mishaps entry 11 free die: counts in the [sum] and matches, no Fatigue, 4–6 costs 1 WIL", () => {
    const r = wardenCastSpell({ slotFaces: [1], dustFaces: [], freeFaces: [5] });
    expect(r).toMatchObject({ dice: 2, sum: 6, fatigue: 0, wilLoss: 1, mishap: null });
  });

  it("Mishaps entry 22 magic vessel: no Fatigue, no mishap; each 5–6 costs 1d4 STR", () => {
    const r = wardenCastSpell({ slotFaces: [5, 5], dustFaces: [2], vessel: true });
    expect(r).toMatchObject({ fatigue: 0, mishap: null, strLossDice: 2 });
  });
});

describe("the Mishaps table", () => {
  it("has the 23 entries 2..24", () => {
    expect(WARDEN_MISHAPS).toHaveLength(23);
    expect(WARDEN_MISHAPS.map((m) => m.sum)).toEqual(Array.from({ length: 23 }, (_, i) => i + 2));
  });

  it("Barry's [sum] 9 is the purple skin", () => {
    expect(wardenMishapEntry(9).id).toBe("purpleSkin");
    expect(wardenMishapEntry(1).sum).toBe(2);
    expect(wardenMishapEntry(40).sum).toBe(24);
  });
});

describe("scrolls and grimoires (003, Additional Rules)", () => {
  it("copying costs 50 gp and 6 − [sum] hours, destroying the scroll", () => {
    expect(wardenCopyScroll({ gold: 80, sum: 4 })).toEqual({ ok: true, cost: 50, hours: 2, gold: 30, scrollDestroyed: true });
    expect(wardenCopyScroll({ gold: 80, sum: 9 })).toMatchObject({ ok: true, hours: 0 });
    expect(wardenCopyScroll({ gold: 49, sum: 4 })).toEqual({ ok: false, problem: "notEnoughGold" });
  });

  it("a new grimoire needs a scroll, 200 gp and a blank book; 6 hours; the caster is deprived", () => {
    expect(wardenCreateGrimoire({ gold: 250, hasScroll: true })).toEqual({
      ok: true,
      cost: 200,
      hours: 6,
      gold: 50,
      deprived: true,
      scrollDestroyed: true,
    });
    expect(wardenCreateGrimoire({ gold: 250, hasScroll: false })).toEqual({ ok: false, problem: "noScroll" });
    expect(wardenCreateGrimoire({ gold: 199, hasScroll: true })).toEqual({ ok: false, problem: "notEnoughGold" });
    expect(wardenCreateGrimoire({ gold: 300, hasScroll: true, hasBlankBook: false })).toEqual({ ok: false, problem: "noBlankBook" });
  });
});
