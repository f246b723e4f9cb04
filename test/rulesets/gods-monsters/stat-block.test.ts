// @vitest-environment node
/**
 * Reading a Gods & Monsters creature as 004 writes one: every combatant line of 004's combat example, the creatures
 * its examples give numbers for, a dozen hand-written blocks and malformed pastes with their list.
 */
import { describe, expect, it } from "vitest";
import { gmReadStatBlock } from "../../../module/rules.js";

const codes = (text: string) => gmReadStatBlock(text).problems.map((p) => `${p.code}:${p.field}`);

describe("004's combat table lines", () => {
  it("reads the Yeti: survival 20, perception, willpower and fortitude 6, attack +4, defense +3", () => {
    const r = gmReadStatBlock("Yeti 20   6 6 6   +4 +3");
    expect(r.ok).toBe(true);
    expect(r.actor?.name).toBe("Yeti");
    expect(r.actor?.type).toBe("gmCreature");
    expect(r.actor?.system).toMatchObject({
      survival: { value: 20, max: 20 },
      attack: 4,
      defense: 3,
      reactions: { perception: 6, willpower: 6, fortitude: 6 },
    });
    // "The Yeti has a defense of +3. An eight or lower (eleven minus three) is required to successfully hit it."
    expect(11 - Number(r.actor?.system.defense)).toBe(8);
  });

  it("reads the Yeti with what the example says of it: fourth level, two claw attacks of d6", () => {
    const r = gmReadStatBlock("Yeti 20   6 6 6   +4 +3\na fourth-level creature; two attacks; claws d6");
    expect(r.ok).toBe(true);
    expect(r.actor?.system).toMatchObject({ level: 4, attacks: 2, damage: "d6" });
    expect(r.actor?.items).toEqual([{ name: "Claws", type: "gmWeapon", system: { damage: "d6", equipped: true, size: "medium" } }]);
    expect(r.problems).toEqual([]);
  });

  it("adds Toromeen's fighting art and attack (+2 +2) into the combined attack bonus of 4 the example names", () => {
    const r = gmReadStatBlock("Toromeen 7 17 4 7 11 +2 +2 +5");
    expect(r.actor?.system).toMatchObject({ survival: { max: 7 }, attack: 4, defense: 5, reactions: { perception: 4, willpower: 7, fortitude: 11 } });
    expect(codes("Toromeen 7 17 4 7 11 +2 +2 +5")).toContain("notUsed:verve");
  });

  it("reads Sam Stevens (attack bonus 1, defense 4) and Charlotte Kordé (needs nine or lower against defense +3)", () => {
    const sam = gmReadStatBlock("Sam Stevens 6 15 6 5 5 +1   +4");
    expect(sam.actor?.name).toBe("Sam Stevens");
    expect(sam.actor?.system).toMatchObject({ attack: 1, defense: 4, survival: { max: 6 } });
    const charlotte = gmReadStatBlock("Charlotte Kordé 5 14 9 9 5 +1   +1");
    expect(charlotte.actor?.name).toBe("Charlotte Kordé");
    expect(11 - 3 + Number(charlotte.actor?.system.attack)).toBe(9);
  });

  it("reads 004's orc as far as it goes, and refuses it whole: 004 gives it +1 damage and a short sword (d6) but no survival", () => {
    const r = gmReadStatBlock("Orc\n+1 to damage, short sword d6");
    expect(r.ok).toBe(false);
    expect(r.actor).toBeNull();
    expect(r.read).toEqual([
      { field: "damageBonus", value: "1" },
      { field: "weapon.1", value: "short sword d6" },
    ]);
    expect(codes("Orc\n+1 to damage, short sword d6")).toEqual(["missing:survival"]);
  });

  it("adds the orc's +1 to its short sword: d6+1 (the example's 4 on d6 'means five points damage')", () => {
    const r = gmReadStatBlock("Orc: survival 6, +1 to damage, short sword d6");
    expect(r.actor?.system.damage).toBe("d6+1");
    expect(r.actor?.items[0]).toMatchObject({ name: "Short sword", system: { damage: "d6" } });
  });

  it("reads a goblin of the mass conflict example (5 survival) with its hands (d2 for goblins)", () => {
    const r = gmReadStatBlock("Goblin: survival 5, hands d2");
    expect(r.ok).toBe(true);
    expect(r.actor?.system).toMatchObject({ survival: { value: 5, max: 5 }, damage: "d2", attack: 0, defense: 0 });
    expect(codes("Goblin: survival 5, hands d2")).toEqual(["initial:attack", "initial:defense", "initial:level"]);
  });
});

describe("hand-written blocks", () => {
  const blocks: [string, string, Record<string, unknown>][] = [
    ["lower case, wide spaces", "  yeti    20  6  6  6    +4   +3  ", { survival: { max: 20 }, attack: 4 }],
    ["unicode minus", "Cave Rat 3 8 8 8 \u22121 \u22122", { attack: -1, defense: -2 }],
    ["en dash", "Cave Rat 3 8 8 8 \u20131 +0", { attack: -1, defense: 0 }],
    ["labelled", "Wolf\nlevel 2\nsurvival 9\nattack +2\ndefense +1\nbite d6\nmovement 15", { level: 2, movement: 15, damage: "d6" }],
    ["labels after numbers", "Boar: 12 survival, +3 attack, +2 defense, tusks (d8)", { survival: { max: 12 }, attack: 3, defense: 2, damage: "d8" }],
    ["colon labels", "Troll\nSurvival: 30; Attack: +5; Defense: +2; Endurance: 16", { endurance: 16 }],
    ["claws x2", "Bear 25 7 7 7 +3 +1\nclaw d6 x2", { attacks: 2, damage: "d6" }],
    ["a count before the weapon", "Hydra 40 8 8 8 +5 +2, 5 bites (d8)", { attacks: 5, damage: "d8" }],
    ["size", "Giant 60 9 9 9 +6 +1; huge; club 2d8", { size: "huge", damage: "2d8" }],
    ["reactions", "Sprite 4 12 10 6 +0 +5, evasion 14, health 6", { reactions: { evasion: 14, health: 6, perception: 12 } }],
    ["Windows line ends and tabs", "Ghoul\r\n15\t6\t6\t6\t+2\t+1\r\nclaws d4", { survival: { max: 15 }, damage: "d4" }],
    ["fifth level written as 5th level", "Knight 30 8 10 12 +4 +5, 5th level, long sword d8", { level: 5, damage: "d8" }],
  ];
  it.each(blocks)("%s", (_label, text, expected) => {
    const r = gmReadStatBlock(text);
    expect(r.problems.filter((p) => p.blocks)).toEqual([]);
    expect(r.actor?.system).toMatchObject(expected);
  });

  it("lists junk it could not read and still reads the rest", () => {
    const r = gmReadStatBlock("Yeti 20 6 6 6 +4 +3\nlives in the snow; <b>hairy</b>");
    expect(r.ok).toBe(true);
    expect(r.problems.filter((p) => p.code === "unknown").map((p) => p.text)).toEqual(["lives in the snow", "<b>hairy</b>"]);
    expect(r.actor?.system.notes).toContain("&lt;b&gt;hairy&lt;/b&gt;");
  });
});

describe("malformed pastes are refused whole, with the list", () => {
  it.each([
    ["", ["empty:"]],
    ["   \n  ", ["empty:"]],
    ["20 6 6 6 +4 +3", ["noName:name"]],
    ["Yeti 20 6 6 +4 +3", ["columns:", "missing:survival"]],
    ["Yeti 20 6 6 6 +4", ["columns:", "missing:survival"]],
    ["Yeti 20 6 6 6 +4 +3, survival 21", ["twice:survival"]],
    ["Yeti 99999 6 6 6 +4 +3", ["outOfRange:survival", "missing:survival"]],
    ["Yeti 20 6 6 6 +400 +3", ["outOfRange:attack"]],
    ["Yeti: level 0, survival 5", ["outOfRange:level"]],
    ["Yeti: survival 5, claws d7", ["outOfRange:weapon"]],
  ])("%j", (text, expected) => {
    const r = gmReadStatBlock(text);
    expect(r.ok).toBe(false);
    expect(r.actor).toBeNull();
    expect(r.problems.filter((p) => p.blocks).map((p) => `${p.code}:${p.field}`)).toEqual(expected);
  });

  it("refuses a paste longer than the readers take, and text that is not text", () => {
    expect(codes(`Yeti ${"x".repeat(6000)}`)).toEqual(["tooLong:"]);
    expect(() => gmReadStatBlock(42 as unknown as string)).toThrow(RangeError);
  });
});
