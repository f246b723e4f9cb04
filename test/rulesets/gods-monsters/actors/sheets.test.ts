/** The character and creature sheets render every tab from the derived numbers, escape user text, and their actions work. */
import { beforeEach, describe, expect, it } from "vitest";
import { GmCharacterSheet } from "../../../../module/rulesets/gods-monsters/sheets/character-sheet.js";
import { GmCreatureSheet } from "../../../../module/rulesets/gods-monsters/sheets/creature-sheet.js";
import { castOwnership, GM, harness, PLAYER } from "../../../harness/foundry.js";
import { gmCreatureInjuryThreshold } from "../../../../module/rulesets/gods-monsters/rules/creatures/creature.js";
import { equippedToromeen } from "./fixtures.js";
import { respond, setupGm, yeti } from "./setup.js";

beforeEach(() => setupGm());

interface Rendered {
  render(o?: object): Promise<unknown>;
  parts: Record<string, string>;
  runAction(name: string, dataset?: Record<string, string>, event?: object): Promise<unknown>;
}

async function renderCharacter(name?: string) {
  const actor = await equippedToromeen(name);
  const sheet = new GmCharacterSheet({ document: actor }) as unknown as Rendered;
  await sheet.render({ force: true });
  return { actor, sheet, html: Object.values(sheet.parts).join("\n") };
}

describe("the character sheet", () => {
  it("has the seven tabs of the issue", async () => {
    const { sheet } = await renderCharacter();
    expect(Object.keys(sheet.parts)).toEqual(["header", "tabs", "abilities", "combat", "fields", "inventory", "magic", "ailments", "biography"]);
  });

  it("shows Toromeen's numbers: reactions, defense 4, Fighting Art 2, battleaxe 1d8 + 4, carry count", async () => {
    const { sheet } = await renderCharacter();
    expect(sheet.parts.abilities).toContain('data-roll="ability" data-key="strength"');
    expect(sheet.parts.abilities).toContain('data-reaction="fortitude"');
    expect(sheet.parts.combat).toContain("1d8 + 4");
    expect(sheet.parts.combat).toContain(">4</span>");
    expect(sheet.parts.fields).toContain("Spelunking");
    expect(sheet.parts.inventory).toMatch(/\d+ \/ 13/);
    expect(sheet.parts.magic).toContain("Fighting Prowess");
    expect(sheet.parts.ailments).toContain("Food Poisoning");
    expect(sheet.parts.biography).toContain("Fomhor Achadh");
  });

  // Issue 15: the combat tab showed Unarmed at Fighting Art alone (+2) while the roll used Fighting Art + attack
  // − injuries; the rows now show the numbers the attack roll starts from, "hits on" being the d20 target against
  // defense 0 (no token targeted, as here).
  it("the combat tab's unarmed and weapon rows show the target the attack roll uses", async () => {
    const { actor, sheet } = await renderCharacter();
    const n = actor.system.numbers;
    const expected = 11 + n.fightingArt + n.attack.close - n.injuries;
    const unarmedRow = sheet.parts.combat.match(/<li class="gm-unarmed">[\s\S]*?<\/li>/)![0];
    expect(unarmedRow).toContain(`<span>${expected}</span>`);
    harness.queueFaces([3]);
    await sheet.runAction("roll", { roll: "unarmed" }, { shiftKey: true });
    const attackCard = harness.messages().find((m) => m.type === "gmCard" && (m.system as { attack?: unknown }).attack)!;
    expect(attackCard.content).toContain(`Target ${expected}`);
    if (n.injuries > 0) expect(sheet.parts.combat).toContain(`Injuries count: -${n.injuries} on every attack below.`);
  });

  it("escapes user text and leaves no localization key missing", async () => {
    harness.i18n.missing.clear();
    const { html } = await renderCharacter("<img src=x onerror=alert(1)>");
    expect(html).not.toMatch(/<script>alert/);
    expect(html).not.toMatch(/<img src=x/);
    expect([...harness.i18n.missing].filter((k) => k.startsWith("ANTHOLOGY.GM"))).toEqual([]);
  });

  it("clicking an ability rolls it; shift-click skips the dialog", async () => {
    const { sheet } = await renderCharacter();
    harness.queueFaces([3]);
    await sheet.runAction("roll", { roll: "ability", key: "wisdom" }, { shiftKey: true });
    expect(harness.messages().at(-1)!.content).toMatch(/Wisdom/);
  });

  // Issue 15: spending mojo asks first; the harness's DialogV2.confirm clicks "yes" when no responder is queued
  // (v13 resolves true for Yes, false for No), so the test above buys as before.
  it("spending mojo asks first, names the cost, and a No spends nothing", async () => {
    const { actor, sheet } = await renderCharacter();
    const before = { mojo: actor.system.mojo, silver: actor.system.silver };
    let asked = "";
    respond((config) => {
      asked = String((config as { content?: string }).content ?? "");
      return false;
    });
    await sheet.runAction("buyMojo", { purchase: "coins" });
    expect(asked).toContain(`Trade for 30 silver for 1 mojo? ${before.mojo - 1} mojo will be left.`);
    expect(actor.system.mojo).toBe(before.mojo);
    expect(actor.system.silver).toBe(before.silver);
    // The roll-without-dialog key (Shift by default) buys without asking.
    await sheet.runAction("buyMojo", { purchase: "coins" }, { shiftKey: true });
    expect(actor.system.mojo).toBe(before.mojo - 1);
  });

  it("the inventory says what Carry counts, and warns when more items are carried than Carry", async () => {
    const { actor, sheet } = await renderCharacter();
    expect(sheet.parts.inventory).toContain("a container and what it holds count as one");
    // The fixture's Toromeen carries his whole kit, more than his Carry 13.
    const n = actor.system.numbers;
    expect(n.carried).toBeGreaterThan(n.carry);
    expect(sheet.parts.inventory).toContain(`${n.carried} items carried, more than Carry ${n.carry}`);
    const stowed = actor.items.contents.filter((i) => "carried" in (i.system as object)).map((i) => ({ _id: i.id, "system.carried": false }));
    await actor.updateEmbeddedDocuments("Item", stowed as never);
    await sheet.render({ force: true });
    expect(actor.system.numbers.carried).toBeLessThanOrEqual(actor.system.numbers.carry);
    expect(sheet.parts.inventory).not.toContain("more than Carry");
  });

  it("the creation tools are open at first level and folded away after it", async () => {
    const open = /<details class="gm-creation-tools" open>/;
    const { actor, sheet } = await renderCharacter();
    expect(actor.system.numbers.level).toBe(2);
    expect(sheet.parts.abilities).not.toMatch(open);
    expect(sheet.parts.abilities).toContain('data-action="rollAbilities"');
    const fresh = (await Actor.create({ name: "New", type: "gmCharacter" } as never)) as unknown as Actor.Implementation;
    const freshSheet = new GmCharacterSheet({ document: fresh }) as unknown as Rendered;
    await freshSheet.render({ force: true });
    expect(freshSheet.parts.abilities).toMatch(open);
  });

  it("mojo buttons: 1 mojo for 30 silver", async () => {
    const { actor, sheet } = await renderCharacter();
    const before = { mojo: actor.system.mojo, silver: actor.system.silver };
    await sheet.runAction("buyMojo", { purchase: "coins" });
    expect(actor.system.mojo).toBe(before.mojo - 1);
    expect(actor.system.silver).toBe(before.silver + 30);
  });

  it("take damage through the prompt; rest buttons restore verve", async () => {
    const { actor, sheet } = await renderCharacter();
    respond(() => ({ amount: 5, injuryDice: 0, archetypal: true }));
    await sheet.runAction("takeDamage");
    expect(actor.system.numbers.verve.value).toBe(7);
    await sheet.runAction("rest", { rest: "morning" });
    expect(actor.system.numbers.verve.value).toBe(17);
  });

  it("creation: rolls six abilities (4d6, best three) and fills in the first-level numbers", async () => {
    const { actor, sheet } = await renderCharacter();
    harness.queueFaces([2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3]);
    await sheet.runAction("rollAbilities");
    const card = harness.messages().at(-1)!.content;
    for (const total of [14, 10, 15, 9, 18, 12]) expect(card).toContain(`<strong>${total}</strong>`);
    await sheet.runAction("startingNumbers");
    expect(actor.system.mojo).toBe(16);
    expect(actor.system.silver).toBe(18);
    expect(actor.system.numbers.survival).toEqual({ value: 7, max: 7 });
    expect(actor.system.numbers.verve).toEqual({ value: 7, max: 7 });
    expect(actor.system.numbers.level).toBe(1);
  });

  it("the level advancement: experience reaches 3,000 → survival d10 + 2 at 3rd level, +13 mojo", async () => {
    const { actor, sheet } = await renderCharacter();
    await actor.update({ "system.experience": 3000 } as never);
    const mojo = actor.system.mojo;
    harness.queueFaces([6]);
    await sheet.runAction("advance");
    expect(actor.system.advancedLevel).toBe(3);
    expect(actor.system.mojo).toBe(mojo + 13);
    expect(actor.system.numbers.survival.max).toBe(7 + 6 + 2);
  });
});

describe("the creature sheet", () => {
  it("renders the Yeti compactly with its estimated reactions, and rolls them", async () => {
    const y = await yeti();
    const sheet = new GmCreatureSheet({ document: y }) as unknown as Rendered;
    await sheet.render({ force: true });
    expect(sheet.parts.main).toContain('placeholder="12"');
    expect(sheet.parts.main).toContain('data-roll="attack"');
    harness.queueFaces([5]);
    await sheet.runAction("roll", { roll: "reaction", key: "health" }, { shiftKey: true });
    expect(harness.messages().at(-1)!.content).toContain("Health");
  });
});

describe("dying and unconscious on the sheet", () => {
  it("shows the time to die in hours while unconscious; one mojo makes the character semi-conscious", async () => {
    const actor = await equippedToromeen();
    await actor.update({ "system.state.dying": true, "system.state.deathTime": 12, "system.state.unconscious": true, "system.mojo": 3 } as never);
    const sheet = new GmCharacterSheet({ document: actor }) as unknown as Rendered;
    await sheet.render({ force: true });
    expect(sheet.parts.header).toContain("12 hours");
    await sheet.runAction("semiConscious");
    expect(actor.system.mojo).toBe(2);
    expect(actor.system.state).toMatchObject({ unconscious: false, semiConscious: true });
  });
});

// Issue 15: the creature's injuries are a bar like its survival (CONTRIBUTING "Sheets"), drawn against the injuries it
// can take before it risks dying (its current survival, 004 "A time to die"), and edited in place.
describe("the creature sheet's injuries bar", () => {
  for (const [who, user] of [
    ["the GM", GM],
    ["the owning player", PLAYER],
  ] as const) {
    it(`shows 2 injuries against 4 survival as half full, over the threshold marked, and takes an edit from ${who}`, async () => {
      harness.actAs(GM);
      const y = await yeti();
      await y.update({ ownership: castOwnership(), "system.survival.value": 4, "system.injuries": 2 } as never);
      harness.actAs(user);
      const sheet = new GmCreatureSheet({ document: y }) as unknown as Rendered;
      await sheet.render({ force: true });
      const box = document.createElement("div");
      box.innerHTML = sheet.parts.main;
      const bar = box.querySelector(".anth-bar.gm-injuries")!;
      expect(bar.querySelector(".anth-bar-fill")!.getAttribute("style")).toContain("width: 50%");
      expect(bar.querySelector(".anth-bar-max")!.textContent).toBe(`/ ${gmCreatureInjuryThreshold(4)}`);
      const input = bar.querySelector<HTMLInputElement>('input[name="system.injuries"]')!;
      expect([input.value, input.disabled]).toEqual(["2", false]);
      await harness.change(sheet as never, 'input[name="system.injuries"]', "5");
      expect(y.system.injuries).toBe(5);
      await sheet.render({ force: true });
      box.innerHTML = sheet.parts.main;
      expect(box.querySelector(".anth-bar.gm-injuries")!.classList.contains("over")).toBe(true);
    });
  }
});
