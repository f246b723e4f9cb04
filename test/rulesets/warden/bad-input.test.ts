// @vitest-environment node
/**
 * Real-world bad input to the Warden's pure rules (issue 8): hand-edited or half-migrated data where a list
 * is missing or holds junk, numbers are NaN, and a macro forgets the dice roller. Each function either
 * cleans the value (the results below) or refuses with a RangeError naming the argument; never a TypeError.
 */
import { describe, expect, it } from "vitest";
import {
  wardenArmor,
  wardenAreaDamage,
  wardenCheckResult,
  wardenClamp,
  wardenDerive,
  wardenGenerateHireling,
  wardenKeptFace,
  wardenReplay,
  wardenResolveMishap,
  wardenResolveScar,
  wardenRollDice,
  wardenTurnOrder,
  wardenTwoWeaponDamage,
  wardenWeekRest,
} from "../../../module/rules.js";

/** Hostile values typed as what the function expects, the way hand-edited data reaches it. */
function junk<T>(value: unknown): T {
  return value as T;
}

describe("lists that are missing, of the wrong kind or full of junk", () => {
  it("an actor whose items field is an object, with NaN attributes, derives clean numbers", () => {
    const d = wardenDerive({
      items: junk({}),
      attributes: { str: { value: Number.NaN, max: 12 }, dex: junk("fast"), wil: junk(undefined) },
    });
    expect(d.armor).toBe(0);
    expect(d.inventory).toEqual({ max: 10, items: 0, fatigue: 0, free: 10, over: 0 });
    expect(d.magicDice).toEqual({ available: 10, investable: 4 });
    // A NaN STR value counts as full (12); DEX and WIL are missing, so 0: paralyzed and delirious.
    expect(d.states).toEqual(["paralyzed", "delirious"]);
    expect(d.move).toBe(0);
  });

  it("junk entries among real items are skipped, the real ones still count", () => {
    const d = wardenDerive({
      items: junk([null, 7, "sword", { type: "wardenArmor", armor: 2, equipped: true }, { type: "wardenGear", slots: Number.NaN }]),
      attributes: { str: { value: 10, max: 10 }, dex: { value: 9, max: 9 }, wil: { value: 8, max: 8 } },
    });
    expect(d.armor).toBe(2);
    // The armor takes 1 slot, the gear with NaN slots the default 1.
    expect(d.inventory.items).toBe(2);
    expect(d.move).toBe(5);
  });

  it("armor, two-weapon damage, area damage and turn order read a non-list as empty", () => {
    expect(wardenArmor(junk({}), 1)).toBe(1);
    expect(wardenArmor(junk([null, { armor: 2 }, "3"]))).toBe(2);
    expect(wardenTwoWeaponDamage(junk({}))).toBe(0);
    expect(wardenTwoWeaponDamage(junk([Number.NaN, "x", 4, Number.POSITIVE_INFINITY, 6]))).toBe(6);
    expect(wardenAreaDamage({ damage: 5, targets: junk(Number.NaN) })).toEqual([]);
    expect(wardenAreaDamage({ damage: 5, targets: junk([null, { id: 7, armor: 1, saved: false }]) })).toEqual([{ id: "7", damage: 4 }]);
    expect(wardenTurnOrder(junk({}))).toEqual([]);
    expect(wardenTurnOrder(junk([null, { id: "a", group: "party", initiative: Number.NaN }, { id: "b", group: "party", initiative: 12 }]))).toEqual(["b", "a"]);
  });

  it("a kept face skips faces that are not numbers; a pool that is not a list keeps nothing", () => {
    expect(wardenKeptFace(junk([":", 3, Number.NaN, 5]), 1)).toBe(5);
    expect(wardenKeptFace(junk([":", 3, Number.NaN, 5]), -1)).toBe(3);
    expect(wardenKeptFace(junk("12"), 0)).toBeNull();
  });

  it("a check whose object dice are a number rolls only its base die", () => {
    const r = wardenCheckResult(junk({ base: [14], modifier: 3, objects: -1e12 }));
    expect(r).toEqual({ base: 14, natural: null, modifier: 3, objects: [], total: 17 });
  });

  it("a week's rest with no attributes object restores nothing and stays finite", () => {
    expect(wardenWeekRest({ attributes: junk(-1e12) })).toEqual({ str: { value: 0, max: 0 }, dex: { value: 0, max: 0 }, wil: { value: 0, max: 0 } });
  });
});

describe("numbers out of range", () => {
  it("a huge dice count is clamped to 100 dice, NaN sides roll d1", () => {
    expect(wardenRollDice(() => 4, 1e12, 6)).toHaveLength(100);
    expect(wardenRollDice(() => 4, 2, Number.NaN)).toEqual([1, 1]);
  });

  it("wardenClamp cleans a NaN fallback and refuses bounds that are not finite numbers", () => {
    expect(wardenClamp("x", 2, 5, Number.NaN)).toBe(2);
    expect(() => wardenClamp(3, junk([]), junk({}))).toThrow(RangeError);
    expect(() => wardenClamp(3, 5, 2)).toThrow(/lo and hi must be finite numbers with lo <= hi/);
  });
});

describe("a missing dice roller is refused by name", () => {
  it.each([
    ["wardenRollDice", () => wardenRollDice(junk(undefined), 3, 6)],
    ["wardenGenerateHireling", () => wardenGenerateHireling(junk([]))],
    ["wardenResolveMishap", () => wardenResolveMishap(junk({ sum: 5 }))],
    ["wardenResolveScar", () => wardenResolveScar(junk("x".repeat(5000)))],
  ])("%s", (name, call) => {
    expect(call).toThrow(RangeError);
    expect(call).toThrow(`${name}: roll must be a function`);
  });

  it("with a roller, a scar's numbers that are not an object count as empty", () => {
    const r = wardenResolveScar({ entry: 2, roll: wardenReplay([4]), numbers: junk("full") });
    expect(r.changes).toEqual({ maxHp: 4 });
  });

  it("a hireling skips trait tables and entries of the wrong kind", () => {
    const h = wardenGenerateHireling({
      roll: wardenReplay([1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 2]),
      traitTables: junk([null, { id: "looks", entries: [7, "scarred", "tall"] }, { id: "voice", entries: "loud" }]),
    });
    expect(h.attributes).toEqual({ str: 3, dex: 6, wil: 9 });
    expect(h.hp).toBe(4);
    // "looks" has two text entries: the d2 shows 2, "tall".
    expect(h.traits).toEqual({ looks: "tall" });
  });
});
