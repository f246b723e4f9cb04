// @vitest-environment node
/**
 * Reading a Roll & Keep NPC: the seven attributes, permanent mana by colour and specialities with their attribute
 * (000's example: 3 black and 2 blue mana, Deceit (Cunning), Artifice (Intelligence), Stealth (Finesse), Elemental
 * Damage (Endurance)), a dozen hand-written blocks and malformed pastes with their list.
 */
import { describe, expect, it } from "vitest";
import { rkReadStatBlock } from "../../../module/rules.js";

const ATTRS = "Strength 2, Finesse 3, Endurance 2, Cunning 4, Intelligence 3, Acuity 2, Charisma 3";
const blocking = (text: string) =>
  rkReadStatBlock(text)
    .problems.filter((p) => p.blocks)
    .map((p) => `${p.code}:${p.field}`);

describe("000's example character", () => {
  it("reads 3 black and 2 blue mana and the four specialities with their attributes", () => {
    const r = rkReadStatBlock(
      `Liar\n${ATTRS}\nMana: black 3, blue 2\nSpecialities: Deceit (Cunning), Artifice (Intelligence), Stealth (Finesse), Elemental Damage (Endurance)`,
    );
    expect(r.ok).toBe(true);
    expect(r.problems).toEqual([]);
    expect(r.actor).toMatchObject({
      name: "Liar",
      type: "rkNpc",
      system: { attributes: { cunning: 4 }, mana: { permanent: { black: 3, blue: 2, white: 0 }, current: { black: 3, blue: 2 } } },
    });
    expect(r.actor?.items).toEqual([
      { name: "Deceit", type: "rkSpeciality", system: { attribute: "cunning" } },
      { name: "Artifice", type: "rkSpeciality", system: { attribute: "intelligence" } },
      { name: "Stealth", type: "rkSpeciality", system: { attribute: "finesse" } },
      { name: "Elemental Damage", type: "rkSpeciality", system: { attribute: "endurance" } },
    ]);
  });

  it("refuses 000's racer (Endurance 5 and a long-distance running speciality): the other six attributes are not given", () => {
    expect(blocking("Runner: Endurance 5, Long-distance running (Endurance)")).toEqual([
      "missing:strength",
      "missing:finesse",
      "missing:cunning",
      "missing:intelligence",
      "missing:acuity",
      "missing:charisma",
    ]);
  });
});

describe("hand-written blocks", () => {
  it.each<[string, string, Record<string, unknown>]>([
    ["one line", `Guard: ${ATTRS}`, { attributes: { strength: 2 } }],
    ["lower case", `guard\n${ATTRS.toLowerCase()}`, { attributes: { finesse: 3 } }],
    ["numbers first", `Guard\n${ATTRS.replace(/(\w+) (\d+)/g, "$2 $1")}`, { attributes: { acuity: 2 } }],
    ["semicolons", `Guard\n${ATTRS.replace(/, /g, "; ")}`, { attributes: { charisma: 3 } }],
    ["one a line", `Guard\n${ATTRS.split(", ").join("\n")}`, { attributes: { endurance: 2 } }],
    ["colons", `Guard\n${ATTRS.replace(/ (\d)/g, ": $1")}`, { attributes: { cunning: 4 } }],
    ["3 black mana", `Guard\n${ATTRS}\n3 black mana, 1 red mana`, { mana: { permanent: { black: 3, red: 1 } } }],
    ["black mana 3", `Guard\n${ATTRS}\nblack mana 3`, { mana: { permanent: { black: 3 } } }],
    ["mana section", `Guard\n${ATTRS}\nMana: white 2, green 1`, { mana: { permanent: { white: 2, green: 1 } } }],
    ["CRLF and tabs", `Guard\r\n${ATTRS.replace(/, /g, "\t,\t")}`, { attributes: { intelligence: 3 } }],
    ["specialities without a section", `Guard\n${ATTRS}\nSpear (Strength), Watch (Acuity)`, { attributes: { strength: 2 } }],
    ["zero attributes", `Husk\n${ATTRS.replace(/\d/g, "0")}`, { attributes: { strength: 0 } }],
  ])("%s", (_label, text, expected) => {
    const r = rkReadStatBlock(text);
    expect(r.problems.filter((p) => p.blocks)).toEqual([]);
    expect(r.actor?.system).toMatchObject(expected);
  });

  it("lists a speciality of an unknown attribute, junk, and no mana", () => {
    const r = rkReadStatBlock(`Guard\n${ATTRS}\nSpear (Luck); smells of onions`);
    expect(r.problems.map((p) => `${p.code}:${p.field}`)).toEqual(["unknown:speciality", "unknown:", "initial:mana"]);
  });
});

describe("malformed pastes are refused whole, with the list", () => {
  it.each([
    ["", ["empty:"]],
    [ATTRS, ["noName:name"]],
    [`Guard\n${ATTRS.replace("Finesse 3", "Finesse 41")}`, ["outOfRange:finesse", "missing:finesse"]],
    [`Guard\n${ATTRS}, Strength 5`, ["twice:strength"]],
    [`Guard\n${ATTRS}\nMana: black 99`, ["outOfRange:mana.black"]],
  ])("%j", (text, expected) => {
    expect(rkReadStatBlock(text).actor).toBeNull();
    expect(blocking(text)).toEqual(expected);
  });

  it("refuses text that is not text", () => {
    expect(() => rkReadStatBlock(NaN as unknown as string)).toThrow(RangeError);
  });
});
