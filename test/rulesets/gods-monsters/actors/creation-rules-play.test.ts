/**
 * Rules that were pure functions only, played from the character sheet as the GM and as the owning player:
 * age, height and weight at creation (004 "Age, height, and weight", Toromeen's worked example), a sorceror's spell
 * compatibility roll (004 "Spell compatibility") and the archetype and level limits on weapons and armor (004
 * "Weapons", "Armor"): the row is marked and equipping warns the user who did it, never blocks.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { formatChance, rollUnderOdds } from "../../../../module/dice/index.js";
import { gmCostInCulture } from "../../../../module/rules.js";
import { GmCharacterSheet } from "../../../../module/rulesets/gods-monsters/sheets/character-sheet.js";
import type { GmCharacterActor } from "../../../../module/rulesets/gods-monsters/data/view.js";
import { GM, harness, OBSERVER, PLAYER } from "../../../harness/foundry.js";
import type { ApplicationV2 } from "../../../harness/applications.js";
import { answerRollDialog } from "../../roll-dialog-answer.js";
import { armor, respond, setupGm, TOROMEEN_ABILITIES, weapon } from "./setup.js";

beforeEach(() => setupGm());
afterEach(() => vi.restoreAllMocks());

type Sheet = ApplicationV2 & { parts: Record<string, string> };

/** What a reader sees of a card (Handlebars escapes "=" in the HTML). */
function cardText(html: string): string {
  const div = document.createElement("div");
  div.innerHTML = html;
  return (div.textContent ?? "").replace(/\s+/g, " ");
}

/** The item's anthology flags (fvtt-types knows no system's flags). */
const flagsOf = (item: Item.Implementation) => (item.flags as { anthology?: { gmCompatible?: boolean } }).anthology;

const warnings = () => harness.notifications.log.filter((n) => n.type === "warn").map((n) => n.message);

async function hero(as: typeof GM, system: Record<string, unknown> = {}, items: object[] = []): Promise<{ actor: GmCharacterActor; sheet: Sheet }> {
  harness.actAs(GM);
  const actor = (await Actor.create({
    name: "Toromeen",
    type: "gmCharacter" as never,
    system: { abilities: TOROMEEN_ABILITIES, archetype: "warrior", species: "dwarf", ...system },
    items,
    ownership: { default: 0, [PLAYER.id]: 3, [OBSERVER.id]: 2 },
  } as never)) as unknown as GmCharacterActor;
  harness.actAs(as);
  const sheet = new GmCharacterSheet({ document: actor }) as unknown as Sheet;
  await sheet.render({ force: true });
  return { actor, sheet };
}

/** Answers the age, height and weight dialog with `values` over what it shows; `seen` gets the shown values. */
function answerPhysique(values: Record<string, string>, seen?: (shown: Record<string, string>) => void): void {
  respond((_config, dialog) => {
    const form = (dialog as { element: HTMLElement }).element.querySelector("form")!;
    const shown = Object.fromEntries([...form.querySelectorAll("input")].map((i) => [i.name, i.value]));
    seen?.(shown);
    return (foundry.applications.api.DialogV2 as unknown as { click(a: string, v: object): unknown }).click("ok", { ...shown, ...values });
  });
}

for (const [who, user] of [
  ["the GM", GM],
  ["the owning player", PLAYER],
] as const) {
  describe(`age, height and weight at creation, as ${who}`, () => {
    it("Toromeen (004): the dialog starts from the dwarf's 8 and 41/80; 31 on 8d6 and 10 on 2d6 make 151 years, 4'8\", 220 pounds", async () => {
      const { actor, sheet } = await hero(user);
      let shown: Record<string, string> = {};
      answerPhysique({}, (s) => (shown = s));
      // 8d6 totalling 31, then 2d6 totalling 10.
      harness.queueFaces([6, 6, 5, 4, 4, 3, 2, 1, 6, 4]);
      await harness.click(sheet, '[data-action="physique"]');
      expect(shown).toMatchObject({ ageMultiplier: "8", baseHeight: "41", baseWeight: "80", ageRoll: "", heightRoll: "" });
      expect(actor.system).toMatchObject({ age: 151, heightInches: 56, weightPounds: 220 });
      const card = harness.messages().at(-1)!;
      const text = cardText(card.content);
      expect(text).toContain("151 years old, 4 feet 8 inches tall, 220 pounds");
      expect(text).toContain("Age: base 120 + 31 on 8d6 = 151");
      expect(text).toContain("Height: base 41 + 10 on 2d6 + 5 = 56 inches");
      expect(text).toContain("Weight: base 80 + 10 × (10 + 4) = 220 pounds");
      expect((card.rolls as Roll[]).map((r) => r.formula)).toEqual(["8d6", "2d6"]);
    });

    it("numbers typed for the rolls are chosen, not rolled (the text allows it): no dice", async () => {
      const { actor, sheet } = await hero(user);
      answerPhysique({ ageRoll: "40", heightRoll: "12" });
      await harness.click(sheet, '[data-action="physique"]');
      expect(actor.system).toMatchObject({ age: 160, heightInches: 58, weightPounds: 240 });
      const card = harness.messages().at(-1)!;
      expect(card.rolls).toEqual([]);
      expect(card.content).toContain("chosen, not rolled");
    });

    it("a species whose base the text does not give asks for it; hostile input is refused, nothing written", async () => {
      const { actor, sheet } = await hero(user, { species: "elf" });
      const update = vi.spyOn(actor, "update");
      answerPhysique({ ageMultiplier: "3" });
      await harness.click(sheet, '[data-action="physique"]');
      expect(warnings().at(-1)).toMatch(/^Type how many times slower than humans/);
      // A number input holds no text in a browser (FormDataExtended reads it as null): out of range and fractions come through.
      answerPhysique({ ageMultiplier: "3", baseHeight: "1000", baseWeight: "100" });
      await harness.click(sheet, '[data-action="physique"]');
      expect(warnings().at(-1)).toBe("Base height (inches): type a whole number from 1 to 999. Nothing was changed.");
      answerPhysique({ ageMultiplier: "3", baseHeight: "60", baseWeight: "100", heightRoll: "2.5" });
      await harness.click(sheet, '[data-action="physique"]');
      expect(warnings().at(-1)).toBe("Height roll on 2d6 (blank: roll it): type a whole number from 0 to 999. Nothing was changed.");
      expect(update).not.toHaveBeenCalled();
      expect(harness.messages()).toEqual([]);
    });
  });

  describe(`spell compatibility, as ${who}`, () => {
    const sorceror = { archetype: "sorceror", species: "human", abilities: { ...TOROMEEN_ABILITIES, intelligence: 16 } };
    const spell = { name: "Bolt <b>of</b> Fire", type: "gmSpell", system: { level: 3 } };

    it("the row's button rolls reason + 6 − level in the check dialog (its exact chance), and a success marks the spell", async () => {
      const { actor, sheet } = await hero(user, sorceror, [spell]);
      const item = actor.items.find((i) => (i.type as string) === "gmSpell")!;
      const reason = actor.system.numbers.reactions.reason;
      let headline = "";
      let percent = "";
      answerRollDialog({ seen: (dialog) => ({ headline, percent } = (dialog as unknown as { liveText(): { headline: string; percent: string } }).liveText()) });
      harness.queueFaces([1]);
      await harness.click(sheet, `.gm-spells [data-item-id="${item.id}"] [data-action="spellCompatibility"]`);
      expect(headline).toBe(`Roll ${reason + 3} or less`);
      expect(percent).toBe(`${formatChance(rollUnderOdds({ target: reason + 3, favour: 0 }))} chance of success`);
      expect(flagsOf(item)).toMatchObject({ gmCompatible: true });
      const card = harness.messages().find((m) => m.content.includes("Spell compatibility"))!;
      expect(card.content).toContain("Bolt &lt;b&gt;of&lt;/b&gt; Fire");
      await sheet.render();
      expect(sheet.parts.magic).toContain("gm-compatible");
      expect(sheet.parts.magic).not.toContain('data-action="spellCompatibility"');
    });

    it("a failure marks the spell not compatible (it may be tried again at a later level)", async () => {
      const { actor, sheet } = await hero(user, sorceror, [spell]);
      const item = actor.items.find((i) => (i.type as string) === "gmSpell")!;
      answerRollDialog({});
      harness.queueFaces([20]);
      await harness.click(sheet, `.gm-spells [data-item-id="${item.id}"] [data-action="spellCompatibility"]`);
      expect(flagsOf(item)).toMatchObject({ gmCompatible: false });
      await sheet.render();
      expect(sheet.parts.magic).toContain("not compatible");
      expect(sheet.parts.magic).toContain('data-action="spellCompatibility"');
    });

    it("closing the dialog rolls nothing and marks nothing", async () => {
      const { actor, sheet } = await hero(user, sorceror, [spell]);
      const item = actor.items.find((i) => (i.type as string) === "gmSpell")!;
      answerRollDialog({ press: "close" });
      await harness.click(sheet, `.gm-spells [data-item-id="${item.id}"] [data-action="spellCompatibility"]`);
      expect(flagsOf(item)?.gmCompatible).toBeUndefined();
    });
  });

  describe(`an item made for another size, as ${who}`, () => {
    it("a dwarf's medium long sword (20) costs 40 in his own small culture (004); his small battleaxe costs what it says", async () => {
      const { actor, sheet } = await hero(user, {}, [weapon("long-sword"), weapon("battleaxe", { size: "small" })]);
      expect(gmCostInCulture(20, "medium", "small")).toBe(40);
      const sword = actor.items.find((i) => i.name === "Long sword")!;
      const axe = actor.items.find((i) => i.name === "Battleaxe")!;
      expect(harness.find(sheet, `.gm-inventory [data-item-id="${sword.id}"] .gm-cost-here`).textContent).toBe("(40 here)");
      expect(harness.find(sheet, `.gm-inventory [data-item-id="${axe.id}"]`).querySelector(".gm-cost-here")).toBeNull();
    });
  });

  describe(`archetype and level limits on equipment, as ${who}`, () => {
    it("a sorceror's plate mail and battleaxe are marked; equipping them warns once, on this user's client, and they are equipped", async () => {
      const { actor, sheet } = await hero(user, { archetype: "sorceror" }, [armor("plate-mail"), weapon("battleaxe"), weapon("dagger")]);
      const plate = actor.items.find((i) => i.name === "Plate Mail")!;
      const axe = actor.items.find((i) => i.name === "Battleaxe")!;
      const dagger = actor.items.find((i) => i.name === "Dagger")!;
      expect(harness.find(sheet, `.gm-inventory [data-item-id="${plate.id}"]`).classList.contains("gm-not-allowed")).toBe(true);
      expect(harness.find(sheet, `.gm-inventory [data-item-id="${axe.id}"] .gm-limit-mark`).textContent).toContain("does not allow");
      expect(harness.find(sheet, `.gm-inventory [data-item-id="${dagger.id}"]`).classList.contains("gm-not-allowed")).toBe(false);
      await harness.click(sheet, `.gm-inventory [data-item-id="${plate.id}"] [data-action="toggleItemField"]`);
      await harness.settle();
      expect((plate.system as unknown as { equipped: boolean }).equipped).toBe(true);
      expect(warnings()).toEqual(["Toromeen equipped Plate Mail, which their archetype or level does not allow: it stays equipped if the Guide allows it."]);
      await harness.click(sheet, `.gm-inventory [data-item-id="${dagger.id}"] [data-action="toggleItemField"]`);
      await harness.settle();
      expect(warnings()).toHaveLength(1);
    });

    it("levels count: a first-level warrior is warned for full plate (warrior level 4), a thief with the Fighting Art skill 'basic weapons' may use a spear", async () => {
      const { actor, sheet } = await hero(user, {}, [armor("full-plate"), armor("chain-mail")]);
      const full = actor.items.find((i) => i.name === "Full Plate")!;
      const chain = actor.items.find((i) => i.name === "Chain Mail")!;
      expect(harness.find(sheet, `.gm-inventory [data-item-id="${full.id}"]`).classList.contains("gm-not-allowed")).toBe(true);
      expect(harness.find(sheet, `.gm-inventory [data-item-id="${chain.id}"]`).classList.contains("gm-not-allowed")).toBe(false);
      const thief = await hero(user, { archetype: "thief" }, [
        weapon("spear"),
        { name: "Fighting Art", type: "gmField", system: { fightingArt: true, skills: ["Basic Weapons"] } },
      ]);
      const spear = thief.actor.items.find((i) => i.name === "Spear")!;
      expect(harness.find(thief.sheet, `.gm-inventory [data-item-id="${spear.id}"]`).classList.contains("gm-not-allowed")).toBe(false);
    });
  });
}

describe("who may use the new buttons", () => {
  it("an observer's sheet offers them disabled, and the physique action does nothing for them", async () => {
    const { actor, sheet } = await hero(OBSERVER, { archetype: "sorceror" }, [{ name: "Light", type: "gmSpell", system: { level: 1 } }]);
    expect(harness.usable(sheet, '[data-action="physique"]')).toBe(false);
    expect(harness.usable(sheet, '[data-action="spellCompatibility"]')).toBe(false);
    await (sheet as unknown as { runAction(n: string): Promise<unknown> }).runAction("physique");
    expect(actor.system.age).toBe(0);
    expect(harness.messages()).toEqual([]);
  });
});
