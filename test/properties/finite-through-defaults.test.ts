/**
 * Issue 12, finding 7: seven rules functions returned NaN or Infinity through parameters the fuzzer never made
 * hostile (those with default values, which `Function.length` does not count), and an Active Effect drove Roll &
 * Keep's derived `manaCurrentTotal` and the prepared attributes and mana to Infinity. Each case, as the review found it.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { gmAmmunitionFromRow, gmArmorFromRow, gmGearFromRow, gmKnockoutBlowAllowed, gmWeaponFromRow, shadowActLater, wardenInt } from "../../module/rules.js";
import { wardenFaces, wardenInts } from "../../module/rulesets/warden/rules/numbers.js";
import { GM_AMMUNITION } from "../../module/rulesets/gods-monsters/rules/equipment/tables/ammunition.js";
import { GM_ARMOR } from "../../module/rulesets/gods-monsters/rules/equipment/tables/armor.js";
import { GM_GEAR } from "../../module/rulesets/gods-monsters/rules/equipment/tables/gear.js";
import { GM_WEAPONS } from "../../module/rulesets/gods-monsters/rules/equipment/tables/weapons.js";
import { installRk, makeRkActor, rkSystem } from "../rulesets/roll-keep/skin-setup.js";
import { badNumbers } from "./schema-arbitraries.js";

describe("gm…FromRow: the defaulted description and the row", () => {
  const converters = [
    ["gmWeaponFromRow", gmWeaponFromRow, GM_WEAPONS[0]],
    ["gmArmorFromRow", gmArmorFromRow, GM_ARMOR[0]],
    ["gmAmmunitionFromRow", gmAmmunitionFromRow, GM_AMMUNITION[0]],
    ["gmGearFromRow", gmGearFromRow, GM_GEAR[0]],
  ] as const;

  it.each(converters)('%s: a description that is not text counts as "" (it was copied: Infinity, { roll: NaN })', (_name, convert, row) => {
    const hostile = convert as (row: unknown, description?: unknown) => { description: unknown };
    expect(hostile(row, Number.POSITIVE_INFINITY).description).toBe("");
    expect(hostile(row, { roll: Number.NaN }).description).toBe("");
    expect(badNumbers(hostile(row, Number.NaN), "item")).toEqual([]);
    expect(hostile(row, "<p>Text</p>").description).toBe("<p>Text</p>");
  });

  it.each(converters)("%s: a row with a number that is not finite is refused with a RangeError naming the field", (name, convert, row) => {
    const hostile = convert as (row: unknown, description?: unknown) => unknown;
    expect(() => hostile({ ...row, cost: Number.NaN })).toThrow(new RangeError(`${name}: row.cost is not a finite number`));
    expect(() => hostile({ ...row, bulk: Number.POSITIVE_INFINITY })).toThrow(RangeError);
    expect(() => hostile(null)).toThrow(new RangeError(`${name}: the row must be an object`));
    expect(badNumbers(hostile(row), "item")).toEqual([]);
  });
});

describe("gmKnockoutBlowAllowed: the defaulted targetSurprised", () => {
  it("only true counts as surprised; NaN, Infinity or text were returned as the answer", () => {
    const hostile = gmKnockoutBlowAllowed as (state: unknown, surprised?: unknown) => unknown;
    expect(hostile("alert", Number.NaN)).toBe(false);
    expect(hostile("alert", Number.POSITIVE_INFINITY)).toBe(false);
    expect(hostile("alert", [Number.NaN])).toBe(false);
    expect(hostile("alert", "yes")).toBe(false);
    expect(hostile("alert", true)).toBe(true);
    expect(hostile("unaware")).toBe(true);
  });
});

describe("wardenInt: the defaulted fallback", () => {
  it("a fallback that is not a finite number is refused (it was returned: wardenInt('x', Infinity) was Infinity)", () => {
    const hostile = wardenInt as (value: unknown, fallback?: unknown) => number;
    expect(() => hostile("x", Number.POSITIVE_INFINITY)).toThrow(new RangeError("wardenInt: the fallback must be a finite number (got Infinity)"));
    expect(() => hostile(3, Number.NaN)).toThrow(RangeError);
    expect(() => hostile(3, { roll: 1 })).toThrow(RangeError);
    expect(hostile("x", 4)).toBe(4);
    expect(hostile("7.9")).toBe(7);
    expect(hostile("x", 1.5)).toBe(1); // a finite integer, as documented
  });

  it("the lists that used NaN as a marker still skip what is not a number", () => {
    expect(wardenInts([1, "2", Number.NaN, "x", Number.POSITIVE_INFINITY])).toEqual([1, 2]);
    expect(wardenFaces([1, "9", Number.NaN, 12], 10)).toEqual([1, 9, 10]);
  });
});

describe("shadowActLater: the order it is given", () => {
  it("hands back the caller's own combatants, moved, and makes no number (the fuzzer now sends lists of objects)", () => {
    const a = { id: "a", initiative: Number.NaN };
    const b = { id: "b", initiative: 12 };
    const moved = shadowActLater([a, b], 0, Number.POSITIVE_INFINITY);
    expect(moved).toEqual([a, b]); // a `to` that is not an integer keeps the order
    expect(moved[0]).toBe(a);
    expect(shadowActLater([a, b], 0, 1)).toEqual([b, a]);
    expect(shadowActLater([a, b], Number.NaN, 1)).toEqual([a, b]);
  });
});

describe("Roll & Keep: an Active Effect cannot drive derived or prepared numbers to Infinity", () => {
  beforeEach(() => installRk());

  it("multiplying strength and current mana by 1e308 holds them to the fields' 0–40 and keeps every total finite", async () => {
    const actor = await makeRkActor("Giant", { attributes: { strength: 4 }, mana: { permanent: { red: 3 }, current: { red: 3, blue: 2 } } });
    await actor.createEmbeddedDocuments("ActiveEffect", [
      {
        name: "Hubris",
        changes: [
          { key: "system.attributes.strength", mode: 1, value: "1e308" },
          { key: "system.mana.permanent.red", mode: 1, value: "1e308" },
          { key: "system.mana.current.red", mode: 1, value: "1e308" },
          { key: "system.mana.current.blue", mode: 2, value: "1.7e308" },
          { key: "system.mana.current.blue", mode: 2, value: "1.7e308" },
          { key: "system.attributes.cunning", mode: 2, value: "-1e308" },
        ],
      },
    ] as never);
    const s = rkSystem(actor) as unknown as {
      attributes: Record<string, number>;
      mana: { permanent: Record<string, number>; current: Record<string, number> };
      manaCurrentTotal: number;
      manaTotal: number;
    };
    expect(badNumbers(actor.system, "system")).toEqual([]);
    expect(s.attributes.strength).toBe(40);
    expect(s.attributes.cunning).toBe(0);
    expect(s.mana.permanent.red).toBe(40);
    expect(s.mana.current).toMatchObject({ red: 40, blue: 40 });
    expect(s.manaCurrentTotal).toBe(80);
    expect(s.manaTotal).toBe(40);
    expect(badNumbers(actor.getRollData(), "rollData")).toEqual([]);
    // The stored source keeps what the player typed.
    expect((actor.toObject() as unknown as { system: { attributes: { strength: number } } }).system.attributes.strength).toBe(4);
  });
});
