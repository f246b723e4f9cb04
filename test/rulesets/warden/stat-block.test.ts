// @vitest-environment node
/**
 * Reading a Warden creature from the Cairn-style line (003's creatures: STR, DEX, WIL, HP, at most 3 Armor), a dozen
 * hand-written blocks and malformed pastes with their list.
 */
import { describe, expect, it } from "vitest";
import { wardenReadStatBlock } from "../../../module/rules.js";

const blocking = (text: string) =>
  wardenReadStatBlock(text)
    .problems.filter((p) => p.blocks)
    .map((p) => `${p.code}:${p.field}`);

describe("the Cairn-style line", () => {
  it("reads 3 HP, 1 Armor, 12 STR, 14 DEX, 8 WIL, claws (d6) into a creature and its weapon", () => {
    const r = wardenReadStatBlock("Wolf\n3 HP, 1 Armor, 12 STR, 14 DEX, 8 WIL, claws (d6)");
    expect(r.ok).toBe(true);
    expect(r.actor).toMatchObject({
      name: "Wolf",
      type: "wardenCreature",
      system: { hp: { value: 3, max: 3 }, str: { value: 12, max: 12 }, dex: { value: 14, max: 14 }, wil: { value: 8, max: 8 }, armorValue: 1 },
      items: [{ name: "Claws", type: "wardenWeapon", system: { die: 6, equipped: true } }],
    });
    expect(r.problems).toEqual([]);
  });

  it("reads 003's Bo'Mack as far as the example goes (1 armor) and refuses him whole: no HP, STR, DEX or WIL", () => {
    const r = wardenReadStatBlock("Bo'Mack, 1 armor");
    expect(r.actor).toBeNull();
    expect(r.read).toEqual([{ field: "armor", value: "1" }]);
    expect(blocking("Bo'Mack, 1 armor")).toEqual(["missing:hp", "missing:str", "missing:dex", "missing:wil"]);
  });
});

describe("hand-written blocks", () => {
  it.each<[string, string, Record<string, unknown>]>([
    ["labels first", "Bandit: HP 4, STR 10, DEX 12, WIL 8, sword (d8)", { hp: { max: 4 }, armorValue: 0 }],
    ["lower case", "rat\n1 hp, 3 str, 14 dex, 4 wil, bite (d4)", { dex: { max: 14 } }],
    ["upper case and full words", "OGRE\n10 HIT PROTECTION, 2 ARMOR, 16 STRENGTH, 8 DEXTERITY, 6 WILLPOWER", { hp: { max: 10 }, str: { max: 16 } }],
    ["no commas", "Ogre 10 HP 2 Armor 16 STR 8 DEX 8 WIL club (d10)", { armorValue: 2 }],
    ["semicolons", "Boar; 6 HP; 1 Armor; 14 STR; 10 DEX; 5 WIL; tusks (d8)", { wil: { max: 5 } }],
    ["wide spaces and tabs", "Ghoul\n 8  HP ,\t0 Armor ,  12 STR,13 DEX ,  6 WIL ", { armorValue: 0 }],
    ["non-breaking spaces", "Imp\n3\u00A0HP, 8\u00A0STR, 15\u00A0DEX, 12\u00A0WIL", { hp: { max: 3 } }],
    ["two attacks", "Bear\n9 HP, 1 Armor, 17 STR, 10 DEX, 8 WIL, claws (d6), bite (d8)", { str: { max: 17 } }],
    ["sharp weapon", "Duelist\n5 HP, 10 STR, 16 DEX, 12 WIL, rapier (d6, sharp)", { dex: { max: 16 } }],
    ["dice without parentheses", "Guard: 4 HP, 1 Armor, 12 STR, 10 DEX, 10 WIL, spear d8", { armorValue: 1 }],
    ["Windows line ends", "Cultist\r\n4 HP, 9 STR, 10 DEX, 14 WIL\r\ndagger (d6)", { wil: { max: 14 } }],
    ["a note line", "Spider\n5 HP, 1 Armor, 8 STR, 16 DEX, 6 WIL, bite (d6)\nCritical Damage: paralysed", { dex: { max: 16 } }],
  ])("%s", (_label, text, expected) => {
    const r = wardenReadStatBlock(text);
    expect(r.problems.filter((p) => p.blocks)).toEqual([]);
    expect(r.actor?.system).toMatchObject(expected);
  });

  it("lists what it did not read: an unknown quality, a note line, armor left at 0", () => {
    const r = wardenReadStatBlock("Bandit: 4 HP, 10 STR, 12 DEX, 8 WIL, sword (d8, sharp, cursed)\nCritical Damage: flees");
    expect(r.ok).toBe(true);
    expect(r.problems.map((p) => `${p.code}:${p.field}:${p.text}`)).toEqual(["notUsed:quality:cursed", "unknown::Critical Damage: flees", "initial:armor:0"]);
    expect(r.actor?.items[0].system).toMatchObject({ die: 8, sharp: true });
  });
});

describe("malformed pastes are refused whole, with the list", () => {
  it.each([
    ["", ["empty:"]],
    ["3 HP, 12 STR, 14 DEX, 8 WIL", ["noName:name"]],
    ["Wolf, 3 HP, 4 Armor, 12 STR, 14 DEX, 8 WIL", ["outOfRange:armor"]],
    ["Wolf, 3 HP, 12 STR, 14 DEX", ["missing:wil"]],
    ["Wolf, 3 HP, 4 HP, 12 STR, 14 DEX, 8 WIL", ["twice:hp"]],
    ["Wolf, 3 HP, 120 STR, 14 DEX, 8 WIL", ["outOfRange:str", "missing:str"]],
    ["Wolf, 3 HP, 12 STR, 14 DEX, 8 WIL, claws (2d6)", ["outOfRange:weapon"]],
    ["Wolf, \u22123 HP, 12 STR, 14 DEX, 8 WIL", ["outOfRange:hp", "missing:hp"]],
  ])("%j", (text, expected) => {
    expect(wardenReadStatBlock(text).actor).toBeNull();
    expect(blocking(text)).toEqual(expected);
  });

  it("refuses text that is not text", () => {
    expect(() => wardenReadStatBlock(null as unknown as string)).toThrow(RangeError);
  });
});
