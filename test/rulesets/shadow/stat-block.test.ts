// @vitest-environment node
/**
 * Reading a Shadow creature from a Symbaroum-style block: the eight attributes of 002, Toughness, Pain Threshold
 * and Defense checked against the rules (002 "Secondary Attributes"), armor and weapons, a dozen hand-written
 * blocks and malformed pastes with their list.
 */
import { describe, expect, it } from "vitest";
import { shadowReadStatBlock } from "../../../module/rules.js";

const OGRE = `Ogre
Accurate 10 (0), Cunning 5 (+5), Discreet 7 (+3), Persuasive 9 (+1), Quick 11 (\u22121), Resolute 13 (\u22123), Strong 15 (\u22125), Vigilant 10 (0)
Weapons: Club 1d10 (heavy), Fist 1d4 (natural)
Armor: Thick hide 1d4 (impeding 0)
Defense: 11   Toughness: 15   Pain Threshold: 8`;

const ATTRS = "Accurate 10, Cunning 10, Discreet 10, Persuasive 10, Quick 10, Resolute 10, Strong 10, Vigilant 10";
const blocking = (text: string) =>
  shadowReadStatBlock(text)
    .problems.filter((p) => p.blocks)
    .map((p) => `${p.code}:${p.field}`);

describe("the Symbaroum-style block", () => {
  it("reads the attributes, weapons and armor, and finds Toughness 15, Pain Threshold 8 and Defense 11 as 002 derives them", () => {
    const r = shadowReadStatBlock(OGRE);
    expect(r.ok).toBe(true);
    expect(r.problems).toEqual([]);
    expect(r.actor).toMatchObject({
      name: "Ogre",
      type: "shadowMonster",
      system: { attributes: { accurate: 10, cunning: 5, quick: 11, strong: 15, vigilant: 10 } },
    });
    expect(r.actor?.items.map((i) => [i.type, i.name])).toEqual([
      ["shadowWeapon", "Club"],
      ["shadowWeapon", "Fist"],
      ["shadowArmor", "Thick hide"],
    ]);
    expect(r.actor?.items[0].system).toMatchObject({ damage: "1d10", qualities: { heavy: true, natural: false } });
    expect(r.actor?.items[2].system).toMatchObject({ protection: "1d4", impeding: 0 });
  });

  it("lists a Toughness, Defense or modifier that differs from the rules' number, with both", () => {
    const r = shadowReadStatBlock(`Brute\n${ATTRS.replace("Strong 10", "Strong 14 (+2)")}\nToughness 12, Defense \u22122`);
    expect(r.ok).toBe(true);
    expect(r.problems.map((p) => `${p.code}:${p.field}:${p.text}`)).toEqual(["differs:strong:+2 / -4", "differs:toughness:12 / 14", "differs:defense:12 / 10"]);
  });
});

describe("hand-written blocks", () => {
  it.each<[string, string, Record<string, number>]>([
    ["one line", `Wolf: ${ATTRS}`, { quick: 10 }],
    ["lower case", `wolf\n${ATTRS.toLowerCase()}`, { strong: 10 }],
    ["upper case", `WOLF\n${ATTRS.toUpperCase()}`, { strong: 10 }],
    ["one attribute a line", `Wolf\n${ATTRS.split(", ").join("\n")}`, { vigilant: 10 }],
    ["colons", `Wolf\n${ATTRS.replace(/ (\d)/g, ": $1")}`, { accurate: 10 }],
    ["table gaps", `Wolf\n${ATTRS.replace(/, /g, "    ")}`, { discreet: 10 }],
    ["semicolons", `Wolf\n${ATTRS.replace(/, /g, "; ")}`, { resolute: 10 }],
    ["modifiers in parentheses", `Wolf\n${ATTRS.replace(/10/g, "10 (0)")}`, { persuasive: 10 }],
    ["unicode minus modifiers", `Wolf\n${ATTRS.replace("Quick 10", "Quick 13 (\u22123)")}`, { quick: 13 }],
    ["weapons without a section", `Wolf\n${ATTRS}\nBite 1d6 (natural, short)`, { cunning: 10 }],
    ["tabs and CRLF", `Wolf\r\n${ATTRS.replace(/, /g, "\t")}\r\nArmor: Fur 1d4`, { strong: 10 }],
    ["Defense as a value", `Wolf\n${ATTRS}\nDefense 10`, { quick: 10 }],
  ])("%s", (_label, text, expected) => {
    const r = shadowReadStatBlock(text);
    expect(r.problems.filter((p) => p.blocks)).toEqual([]);
    expect(r.actor?.system.attributes).toMatchObject(expected);
  });
});

describe("malformed pastes are refused whole, with the list", () => {
  it.each([
    ["", ["empty:"]],
    [ATTRS, ["noName:name"]],
    ["Wolf: Accurate 10, Cunning 10", ["missing:discreet", "missing:persuasive", "missing:quick", "missing:resolute", "missing:strong", "missing:vigilant"]],
    [`Wolf\n${ATTRS.replace("Quick 10", "Quick 31")}`, ["outOfRange:quick", "missing:quick"]],
    [`Wolf\n${ATTRS}, Quick 12`, ["twice:quick"]],
    [`Wolf\n${ATTRS}\nBite 0d6`, ["outOfRange:weapon"]],
  ])("%j", (text, expected) => {
    expect(shadowReadStatBlock(text).actor).toBeNull();
    expect(blocking(text)).toEqual(expected);
  });

  it("lists junk and refuses text that is not text", () => {
    const r = shadowReadStatBlock(`Wolf\n${ATTRS}\nTactics: hunts in packs`);
    expect(r.problems.map((p) => p.code)).toEqual(["unknown"]);
    expect(() => shadowReadStatBlock({} as unknown as string)).toThrow(RangeError);
  });
});
