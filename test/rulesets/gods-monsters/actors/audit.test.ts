/**
 * The auditor's gaps in play (issue 4 follow-up), through the documents: direct injuries skip the
 * temporary pool, mojo bids grant skills and fields, creation applies the species and starting
 * fields, lost weapon contests from chat, death cancelled by healing, item links and macros, blows.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { gmAilmentResolve, gmSuffocationTool } from "../../../../module/rulesets/gods-monsters/items.js";
import { GM_EXAMPLE_AILMENTS, gmAilmentFromRow } from "../../../../module/rules.js";
import { runChatAction } from "../../../../module/core/chat/chat-actions.js";
import { gmRollCheck } from "../../../../module/rulesets/gods-monsters/rolls/check.js";
import { gmApplyStartingNumbers } from "../../../../module/rulesets/gods-monsters/flows/creation.js";
import { GmCharacterSheet } from "../../../../module/rulesets/gods-monsters/sheets/character-sheet.js";
import type { GmCharacterActor } from "../../../../module/rulesets/gods-monsters/data/view.js";
import { readFileSync } from "node:fs";
import { onHotbarDrop, rollItemMacro } from "../../../../module/core/macros.js";
import { gmDayRestAction } from "../../../../module/rulesets/gods-monsters/flows/rest.js";
import { weapon } from "./setup.js";
import { harness } from "../../../harness/foundry.js";
import { fillDialog } from "./dialog-form.js";
import { answerRollDialog } from "../../roll-dialog-answer.js";
import { setupGm, target, toromeen, yeti } from "./setup.js";
import { gmRollAttack } from "../../../../module/rulesets/gods-monsters/rolls/attack.js";

beforeEach(() => setupGm());

/** Clicks the button of `action` on the latest card that has one, with its data attributes. */
async function click(action: string, match = ""): Promise<unknown> {
  const message = [...harness.messages()].reverse().find((m) => m.content.includes(`data-anthology-action="${action}"`))!;
  const buttons = [...message.content.matchAll(new RegExp(`data-anthology-action="${action}"([^>]*)>`, "g"))].map((m) => m[1]!);
  const attrs: Record<string, string> = {};
  for (const [, k, v] of buttons.find((b) => b.includes(match))!.matchAll(/data-([a-z-]+)="([^"]*)"/g))
    attrs[k!.replace(/-([a-z])/g, (_s, c: string) => c.toUpperCase())] = v!;
  return runChatAction(action, { message: message as never, dataset: attrs as DOMStringMap, event: new Event("click") });
}

type FieldSystem = { bonus: number; skills: string[]; fightingArt: boolean };
function fieldNamed(actor: Actor.Implementation, name: string): FieldSystem | undefined {
  return actor.items.contents.find((i) => (i.type as string) === "gmField" && i.name === name)?.system as unknown as FieldSystem | undefined;
}

function ailment(slug: string) {
  const row = GM_EXAMPLE_AILMENTS.find((a) => a.slug === slug)!;
  return { name: row.name, type: "gmAilment", system: gmAilmentFromRow(row) };
}

describe("004 temporary pools take eligible damage only: injuries from ailments and suffocation are real", () => {
  it("a pool of 5 and food poisoning taking effect: 1 injury, the pool still 5", async () => {
    const t = await toromeen({ pool: 5 }, [ailment("food-poisoning")]);
    const poison = t.items.contents.find((i) => (i.type as string) === "gmAilment")!;
    await gmAilmentResolve(poison, false);
    expect(t.system.injuries).toBe(1);
    expect(t.system.pool).toBe(5);
    expect(t.system.numbers.survival.value).toBe(7);
    expect(harness.messages().at(-1)!.content).toContain('data-anthology-action="gmConsciousness"');
  });

  it("suffocation (prepared: endurance 15 rounds) for 16 rounds, the health roll failed: 1 injury, the pool still 5", async () => {
    const t = await toromeen({ pool: 5 });
    harness.queueFaces([20]);
    const r = await gmSuffocationTool(t, { rounds: 16, prepared: true, skipDialog: true });
    expect(r).toEqual({ buffer: 15, injuries: 1 });
    expect(t.system.injuries).toBe(1);
    expect(t.system.pool).toBe(5);
  });
});

describe("004 mojo increases: a bid buys the skill or field of the roll", () => {
  it("Engineering Science +2 (next bonus 6), the skill Fortifications named in the dialog: a 5-mojo bid adds the skill", async () => {
    const t = await toromeen({ mojo: 20 }, [{ name: "Engineering Science", type: "gmField", system: { bonus: 2, skills: ["Defenses"] } }]);
    const field = t.items.contents.find((i) => i.name === "Engineering Science")!;
    let offered: Record<string, unknown> = {};
    // Issue 14: the check's options are fields of the dice room's dialog (was a DialogV2 of its own).
    answerRollDialog({ edits: { fieldId: field.id!, skill: "Fortifications", modifier: "-10", archetypal: true }, seen: (_d, o) => (offered = o) });
    // strength 18 + 2 − 10 = 10; rolled 15: the bid is 5
    harness.queueFaces([15]);
    await gmRollCheck(t, { kind: "ability", key: "strength" });
    expect(offered).toHaveProperty("skill");
    await click("gmMojoBid");
    expect(t.system.mojo).toBe(15);
    expect(fieldNamed(t, "Engineering Science")).toMatchObject({ bonus: 2, skills: ["Defenses", "Fortifications"] });
    expect(
      harness
        .messages()
        .map((m) => m.content)
        .join("\n"),
    ).toContain("skill Fortifications");
  });

  it("no field: naming Mountain Lore and the skill Avalanches, an 11-mojo bid gives the field at +1 with that skill", async () => {
    const t = await toromeen({ mojo: 20 });
    answerRollDialog({ edits: { newField: "Mountain Lore", skill: "Avalanches", modifier: "-10", archetypal: true } });
    // strength 18 − 10 = 8; rolled 19: the bid is 11
    harness.queueFaces([19]);
    await gmRollCheck(t, { kind: "ability", key: "strength" });
    await click("gmMojoBid");
    expect(t.system.mojo).toBe(9);
    expect(fieldNamed(t, "Mountain Lore")).toMatchObject({ bonus: 1, skills: ["Avalanches"] });
  });

  it("10 mojo without the field buys nothing; a field already owned is not bought again", async () => {
    const t = await toromeen({ mojo: 20 });
    answerRollDialog({ edits: { newField: "Mountain Lore", skill: "Avalanches", modifier: "-10", archetypal: true } });
    harness.queueFaces([18]);
    await gmRollCheck(t, { kind: "ability", key: "strength" });
    await click("gmMojoBid");
    expect(t.system.mojo).toBe(10);
    expect(fieldNamed(t, "Mountain Lore")).toBeUndefined();
  });

  it("a spend that buys the next bonus (+1 → +2: 5) or the skill (5): the player picks one, once", async () => {
    const t = await toromeen({ mojo: 20 }, [{ name: "Dwarven Culture", type: "gmField", system: { bonus: 1, skills: ["Dwarven Language"] } }]);
    const field = t.items.contents.find((i) => i.name === "Dwarven Culture")!;
    answerRollDialog({ edits: { fieldId: field.id!, skill: "Spelunking", modifier: "-10", archetypal: true } });
    // 18 + 1 − 10 = 9; rolled 14: the bid is 5
    harness.queueFaces([14]);
    await gmRollCheck(t, { kind: "ability", key: "strength" });
    await click("gmMojoBid");
    expect(fieldNamed(t, "Dwarven Culture")).toMatchObject({ bonus: 1, skills: ["Dwarven Language"] });
    await click("gmMojoIncrease", 'data-increase="skill"');
    expect(fieldNamed(t, "Dwarven Culture")).toMatchObject({ bonus: 1, skills: ["Dwarven Language", "Spelunking"] });
    await click("gmMojoIncrease", 'data-increase="fieldBonus"');
    expect(fieldNamed(t, "Dwarven Culture")!.bonus).toBe(1);
    expect(harness.notifications.log.at(-1)!.type).toBe("warn");
  });

  it("a bid that takes experience past 1,000 makes Toromeen 2nd level at once: d10 + 2 verve and 12 mojo", async () => {
    const t = await toromeen({ mojo: 20, experience: 800, advancedLevel: 1 });
    const verveBefore = t.system.numbers.verve.max;
    answerRollDialog({ edits: { modifier: "-10", archetypal: true } });
    // 18 − 10 = 8; rolled 13: the bid is 5, +250 experience → 1,050; the level's d10 is 6
    harness.queueFaces([13, 6]);
    await gmRollCheck(t, { kind: "ability", key: "strength" });
    await click("gmMojoBid");
    expect(t.system.experience).toBe(1050);
    expect(t.system.numbers.level).toBe(2);
    expect(t.system.advancedLevel).toBe(2);
    // 004: d10 verve modified by strength (archetypal) and intelligence (verve contributor) as minor: 6 + 2 + 0
    expect(t.system.numbers.verve.max).toBe(verveBefore + 8);
    expect(t.system.mojo).toBe(20 - 5 + 12);
    expect(
      harness
        .messages()
        .map((m) => m.content)
        .join("\n"),
    ).toContain("level 2");
  });
});

interface SheetUnderTest {
  render(o?: object): Promise<unknown>;
  parts: Record<string, string>;
  runAction(name: string, dataset?: Record<string, string>): Promise<unknown>;
  _onDropItem(e: unknown, item: unknown): Promise<unknown>;
}

describe("004 creating Toromeen from the sheet: species, then the starting numbers and fields", () => {
  it("assigned 9/12/15/14/10/18, the dwarf specialty dropped and applied once: 8/12/15/15/10/18; then 16 mojo, 7 survival, 7 verve, 18 silver and his fields", async () => {
    const t = (await Actor.create({
      name: "Toromeen",
      type: "gmCharacter" as never,
      system: { abilities: { charisma: 9, intelligence: 12, wisdom: 15, endurance: 14, agility: 10, strength: 18 }, archetype: "warrior", species: "human" },
    } as never)) as unknown as GmCharacterActor;
    const sheet = new GmCharacterSheet({ document: t }) as unknown as SheetUnderTest;
    await sheet.render({ force: true });
    expect(sheet.parts.abilities).toContain('data-action="applySpecies"');
    const dwarf = JSON.parse(readFileSync("packs/_source/gm-species/dwarf.json", "utf8")) as { name: string; type: string; system: object };
    const item = new Item({ name: dwarf.name, type: dwarf.type, system: dwarf.system } as never);
    await sheet._onDropItem(new Event("drop"), item);
    expect(t.system.species).toBe("dwarf");
    await sheet.runAction("applySpecies");
    await sheet.runAction("applySpecies");
    expect(t.system.abilities).toEqual({ strength: 18, agility: 10, endurance: 15, intelligence: 12, wisdom: 15, charisma: 8 });
    await gmApplyStartingNumbers(t, { etiquette: "Mountain Dwarf Etiquette" });
    expect(t.system.mojo).toBe(16);
    expect(t.system.numbers.survival.value).toBe(7);
    expect(t.system.numbers.verve.value).toBe(7);
    expect(t.system.silver).toBe(18);
    expect(fieldNamed(t, "Fighting Art")).toMatchObject({ bonus: 1, skills: ["Unarmed Combat", "Weapon Fluency"], fightingArt: true });
    expect(fieldNamed(t, "Dwarven Culture")).toMatchObject({ bonus: 2, skills: ["Dwarven Language", "Mountain Dwarf Etiquette", "Spelunking"] });
    // Filling in again adds no second Fighting Art or culture.
    await gmApplyStartingNumbers(t);
    expect(t.items.contents.filter((i) => (i.type as string) === "gmField")).toHaveLength(2);
  });

  it("a thief gets no Fighting Art field; an elf's culture has no species skill", async () => {
    const e = (await Actor.create({
      name: "Elf",
      type: "gmCharacter" as never,
      system: { archetype: "thief", species: "elf" },
    } as never)) as unknown as GmCharacterActor;
    await gmApplyStartingNumbers(e);
    expect(e.items.contents.map((i) => i.name)).toEqual(["Elven Culture"]);
    expect(fieldNamed(e, "Elven Culture")).toMatchObject({ bonus: 2, skills: ["Elven Language", "Elven Etiquette"] });
  });

  it("changing the species after applying it starts again from the assigned scores", async () => {
    const t = (await Actor.create({
      name: "Toromeen",
      type: "gmCharacter" as never,
      system: { abilities: { charisma: 9, intelligence: 12, wisdom: 15, endurance: 14, agility: 10, strength: 18 }, archetype: "warrior", species: "dwarf" },
    } as never)) as unknown as GmCharacterActor;
    const sheet = new GmCharacterSheet({ document: t }) as unknown as SheetUnderTest;
    await sheet.runAction("applySpecies");
    await t.update({ "system.species": "half-orc" } as never);
    await sheet.runAction("applySpecies");
    // half-orc: +1 strength, +1 endurance, −1 charisma on 9/12/15/14/10/18
    expect(t.system.abilities).toEqual({ strength: 19, agility: 10, endurance: 15, intelligence: 12, wisdom: 15, charisma: 8 });
  });
});

describe('004 weapon contests from the damage card ("Failure" under contests)', () => {
  async function thief(): Promise<GmCharacterActor> {
    return (await Actor.create({
      name: "Sam",
      type: "gmCharacter" as never,
      system: { archetype: "thief", species: "human" },
    } as never)) as unknown as GmCharacterActor;
  }

  it("the Yeti's d6 (one die) hits for 4: as a lost contest one point is an injury (survival 5 → 2, 1 injury); with the evasion roll made, none (5 → 1)", async () => {
    const y = await yeti();
    const sam = await thief();
    expect(sam.system.numbers.survival.value).toBe(5);
    target(sam);
    harness.queueFaces([1, 4]);
    await gmRollAttack(y, { skipDialog: true });
    const card = harness.messages().at(-1)!.content;
    expect(card).toContain('data-injury-dice="1"');
    expect(card).toContain('data-evaded="true"');
    await click("gmApplyDamage", 'data-injury-dice="1" data-evaded');
    expect(sam.system.injuries).toBe(0);
    expect(sam.system.numbers.survival.value).toBe(1);

    const other = await thief();
    (game.user!.targets as unknown as Set<unknown>).clear();
    target(other);
    harness.queueFaces([1, 4]);
    await gmRollAttack(y, { skipDialog: true });
    const buttons = harness.messages().at(-1)!.content;
    const contest = /<button[^>]*data-injury-dice="1"(?![^>]*data-evaded)[^>]*>/.exec(buttons)![0];
    await click("gmApplyDamage", contest.slice(contest.indexOf("data-injury-dice"), -1));
    expect(other.system.injuries).toBe(1);
    expect(other.system.numbers.survival.value).toBe(2);
  });

  it("three dice cannot be evaded: the card offers no evasion button", async () => {
    const y = await yeti({ damage: "3d6" });
    target(await thief());
    harness.queueFaces([1, 1, 1, 1]);
    await gmRollAttack(y, { skipDialog: true });
    const card = harness.messages().at(-1)!.content;
    expect(card).toContain('data-injury-dice="3"');
    expect(card).not.toContain("data-evaded");
  });
});

describe("004 a time to die: healing every injury in time cancels death", () => {
  it("dying with 1 injury, a day of rest heals it: no longer dying", async () => {
    const t = await toromeen({ injuries: 1, survival: { value: 0 }, state: { dying: true, deathTime: 12 } });
    expect(t.system.state.dying).toBe(true);
    await gmDayRestAction(t, true);
    expect(t.system.injuries).toBe(0);
    expect(t.system.state.dying).toBe(false);
    expect(t.system.state.deathTime).toBe(0);
    expect(harness.messages().at(-1)!.content).toContain("death is cancelled");
  });

  it("2 injuries, one healed: still dying", async () => {
    const t = await toromeen({ injuries: 2, survival: { value: 0 }, state: { dying: true, deathTime: 12 } });
    await gmDayRestAction(t, true);
    expect(t.system.injuries).toBe(1);
    expect(t.system.state.dying).toBe(true);
  });
});

describe("alcohol on a gm character (001), exactly", () => {
  it("alcohol twice on Toromeen: evasion 4 − 2, and agility 10 − 2 = 8 is −1 as major: evasion 1", async () => {
    const t = await toromeen({}, [ailment("alcohol")]);
    expect(t.system.numbers.reactions.evasion).toBe(4);
    const drink = t.items.contents.find((i) => (i.type as string) === "gmAilment")!;
    await gmAilmentResolve(drink, false);
    await gmAilmentResolve(drink, false);
    expect(t.system.numbers.reactions.evasion).toBe(1);
  });
});

describe("spells and spirits roll from the magic tab; items roll from the hotbar", () => {
  it("the magic tab links each spell and spirit to rollItem; clicking posts its card", async () => {
    const t = await toromeen({}, [
      { name: "Fighting Prowess", type: "gmSpell", system: { level: 1 } },
      { name: "Guardian Spirit", type: "gmSpirit", system: { level: 1 } },
    ]);
    const sheet = new GmCharacterSheet({ document: t }) as unknown as SheetUnderTest;
    await sheet.render({ force: true });
    for (const name of ["Fighting Prowess", "Guardian Spirit"]) {
      const item = t.items.contents.find((i) => i.name === name)!;
      // The roll control is a <button type="button"> now (issue 15: an <a> without href is not reachable by keyboard);
      // what this checks is unchanged: the row's name is the rollItem action.
      expect(sheet.parts.magic).toMatch(
        new RegExp(`data-item-id="${item.id}"[^]*?<button type="button" class="anth-link" data-action="rollItem">${name}</button>`),
      );
      const before = harness.messages().length;
      await sheet.runAction("rollItem", { itemId: item.id! });
      expect(harness.messages().length).toBe(before + 1);
      expect(harness.messages().at(-1)!.content).toContain(name);
    }
  });

  it("a weapon dropped on the hotbar makes a macro; running it (game.anthology.macros.rollItem) opens the attack dialog and attacks", async () => {
    const t = await toromeen({ experience: 1000, advancedLevel: 2 });
    const y = await yeti({ survival: { value: 12, max: 20 } });
    target(y);
    const axe = t.items.contents.find((i) => (i.type as string) === "gmWeapon")!;
    const g = game as unknown as { anthology?: Record<string, unknown>; user: Record<string, unknown>; macros: { contents: { command: string }[] } };
    g.anthology = { ...(g.anthology ?? {}), macros: { rollItem: rollItemMacro } };
    const assigned: unknown[] = [];
    g.user.assignHotbarMacro ??= async (macro: unknown) => void assigned.push(macro);
    expect(onHotbarDrop(null, { type: "Item", uuid: axe.uuid }, 1)).toBe(false);
    for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
    const macro = g.macros.contents.at(-1)!;
    expect(macro.command).toBe(`game.anthology.macros.rollItem(${JSON.stringify(axe.uuid)});`);
    let dialogs = 0;
    fillDialog({}, () => dialogs++);
    harness.queueFaces([6, 8]);
    await (new Function("game", `return ${macro.command}`) as (g: unknown) => Promise<unknown>)(game);
    expect(dialogs).toBe(1);
    const damage = harness.messages().at(-1)!;
    expect((damage.system as { damage: { amount: number } }).damage.amount).toBe(12);
  });

  it("a macro whose item is gone warns instead of failing", async () => {
    await rollItemMacro("Actor.nobody.Item.nothing");
    expect(harness.notifications.log.at(-1)!.type).toBe("warn");
  });
});

describe("004 killing and knockout blows through the documents", () => {
  it("a killing blow on an immobile Yeti: called shot −3, immobile +10 (needs 19); 8 + 4 = 12: 6 injuries, 6 survival", async () => {
    const t = await toromeen({ experience: 1000, advancedLevel: 2 });
    const y = await yeti();
    target(y);
    harness.queueFaces([19, 8]);
    const r = await gmRollAttack(t, {
      item: t.items.contents.find((i) => (i.type as string) === "gmWeapon") as never,
      skipDialog: true,
      options: { blow: "killing", targetState: "immobile" },
    });
    expect(r!.plan.hitNumber).toBe(12 - 3 + 10);
    await click("gmApplyDamage", 'data-blow="killing"');
    expect(y.system.injuries).toBe(6);
    expect(y.system.survival.value).toBe(14);
  });

  it("a killing blow on a target that is not immobile is an ordinary (called) attack", async () => {
    const t = await toromeen({ experience: 1000, advancedLevel: 2 });
    const y = await yeti();
    target(y);
    harness.queueFaces([1, 8]);
    await gmRollAttack(t, {
      item: t.items.contents.find((i) => (i.type as string) === "gmWeapon") as never,
      skipDialog: true,
      options: { blow: "killing", targetState: "unaware" },
    });
    expect(harness.messages().at(-1)!.content).not.toContain('data-blow="killing"');
    // The card's one obvious button (the other ways, a lost contest among them, are folded before it).
    await click("gmApplyDamage", 'data-blow="" data-archetypal="auto"');
    expect(y.system.injuries).toBe(0);
    expect(y.system.survival.value).toBe(8);
  });

  // Corrected: this test had the warrior's two points applied to any knockout blow of a warrior. 004 "Knockout blow":
  // warriors "may allot two combat bonus points" to it: a choice in the attack dialog (blow "knockoutWarrior").
  it("a warrior's knockout blow on an unaware Yeti: two of the 12 points are injuries, 10 survival", async () => {
    const t = await toromeen({ experience: 1000, advancedLevel: 2 });
    const y = await yeti();
    target(y);
    // The card's button now rolls the Yeti's evasion first (004 "Knockout blow"): its 20 fails, so the blow lands.
    harness.queueFaces([1, 8, 20]);
    await gmRollAttack(t, {
      item: t.items.contents.find((i) => (i.type as string) === "gmWeapon") as never,
      skipDialog: true,
      options: { blow: "knockoutWarrior", targetState: "unaware" },
    });
    await click("gmApplyDamage", 'data-blow="knockoutWarrior"');
    expect(y.system.injuries).toBe(2);
    expect(y.system.survival.value).toBe(10);
    expect(harness.messages().at(-1)!.content).toContain('data-anthology-action="gmConsciousness"');
  });

  it("a warrior who allots no points: the knockout blow puts one point to injuries, as anyone's", async () => {
    const t = await toromeen({ experience: 1000, advancedLevel: 2 });
    const y = await yeti();
    target(y);
    // The card's button now rolls the Yeti's evasion first (004 "Knockout blow"): its 20 fails, so the blow lands.
    harness.queueFaces([1, 8, 20]);
    await gmRollAttack(t, {
      item: t.items.contents.find((i) => (i.type as string) === "gmWeapon") as never,
      skipDialog: true,
      options: { blow: "knockout", targetState: "unaware" },
    });
    expect(harness.messages().at(-1)!.content).not.toContain('data-blow="knockoutWarrior"');
    await click("gmApplyDamage", 'data-blow="knockout"');
    expect(y.system.injuries).toBe(1);
    expect(y.system.survival.value).toBe(20 - 11);
  });

  it("a thief cannot allot the warrior's points: a forged 'knockoutWarrior' is a plain knockout blow", async () => {
    const sam = (await Actor.create({
      name: "Sam",
      type: "gmCharacter" as never,
      system: { archetype: "thief", abilities: { strength: 10 } },
      items: [weapon("long-sword", { equipped: true })],
    } as never)) as unknown as GmCharacterActor;
    const y = await yeti();
    target(y);
    harness.queueFaces([1, 5]);
    await gmRollAttack(sam, { item: sam.items.contents[0] as never, skipDialog: true, options: { blow: "knockoutWarrior", targetState: "unaware" } });
    expect(harness.messages().at(-1)!.content).toContain('data-blow="knockout"');
    expect(harness.messages().at(-1)!.content).not.toContain('data-blow="knockoutWarrior"');
  });

  it("a thief's knockout blow puts one point to injuries", async () => {
    const sam = (await Actor.create({
      name: "Sam",
      type: "gmCharacter" as never,
      system: { archetype: "thief", abilities: { strength: 10 } },
      items: [weapon("long-sword", { equipped: true })],
    } as never)) as unknown as GmCharacterActor;
    const y = await yeti();
    target(y);
    // The card's button now rolls the Yeti's evasion first (004 "Knockout blow"): its 20 fails, so the blow lands.
    harness.queueFaces([1, 5, 20]);
    await gmRollAttack(sam, { item: sam.items.contents[0] as never, skipDialog: true, options: { blow: "knockout", targetState: "unaware" } });
    await click("gmApplyDamage", 'data-blow="knockout"');
    expect(y.system.injuries).toBe(1);
    expect(y.system.survival.value).toBe(20 - 4);
  });
});
