import { beforeEach, describe, expect, it } from "vitest";
import { harness } from "../../harness/foundry.js";
import { wardenCombatSort } from "../../../module/rulesets/warden/rolls/initiative.js";
import { WardenCharacterSheet } from "../../../module/rulesets/warden/sheets/character-sheet.js";
import { WardenCreatureSheet } from "../../../module/rulesets/warden/sheets/creature-sheet.js";
import { WardenItemSheet } from "../../../module/rulesets/warden/sheets/item-sheet.js";
import { installWarden, makeActor, sys } from "./skin-setup.js";
import { respondToRollDialog } from "../roll-dialog-answer.js";

interface Rendered {
  parts: Record<string, string>;
  render(o?: object): Promise<unknown>;
  runAction(name: string, dataset?: Record<string, string>): Promise<unknown>;
}

async function render(Sheet: unknown, document: unknown): Promise<Rendered> {
  const sheet = new (Sheet as new (o: object) => Rendered)({ document });
  await sheet.render({ force: true });
  return sheet;
}

beforeEach(installWarden);

async function loadedCharacter() {
  return makeActor("wardenCharacter", "<script>alert('x')</script>", { hp: { value: 5, max: 6 } }, [
    { name: "Battleaxe", type: "wardenWeapon", system: { die: 10, bulky: true, slots: 2, sharp: true, equipped: true } },
    { name: "Chainmail", type: "wardenArmor", system: { armor: 2, bulky: true, slots: 2, equipped: true } },
    { name: "Grimoire", type: "wardenGrimoire", system: { bulky: true, slots: 2 } },
    { name: "<b>Rope</b>", type: "wardenGear", system: { slots: 1 } },
    { name: "Mana Dust", type: "wardenManaDust", system: { quantity: 3, petty: true } },
    { name: "Mirror Image", type: "wardenSpell", system: { duration: "30 minutes" } },
    { name: "Fatigue", type: "wardenFatigue", system: { source: "spell" } },
    { name: "Fatigue", type: "wardenFatigue", system: { source: "event" } },
  ]);
}

describe("the Warden character sheet", () => {
  it("shows the inventory as slots, Fatigue visible, free slots blank, names escaped", async () => {
    const actor = await loadedCharacter();
    const sheet = await render(WardenCharacterSheet, actor);
    const inventory = sheet.parts.inventory!;
    expect((inventory.match(/class="warden-slot /g) ?? []).length).toBe(10);
    expect((inventory.match(/warden-slot fatigue/g) ?? []).length).toBe(2);
    expect((inventory.match(/warden-slot continued/g) ?? []).length).toBe(3);
    expect((inventory.match(/warden-slot free/g) ?? []).length).toBe(1);
    expect(inventory).toContain("&lt;b&gt;Rope&lt;/b&gt;");
    expect(sheet.parts.header).toContain("&lt;script&gt;");
    expect(Object.values(sheet.parts).join("")).not.toContain("<script>");
    expect(sheet.parts.header).toMatch(/Armor<\/span>\s*<span class="value">2</);
    expect(sheet.parts.main).toContain('data-roll="attribute" data-key="str"');
    expect(sheet.parts.magic).toContain("Mirror Image");
    expect(harness.i18n.missing.size === 0 || ![...harness.i18n.missing].some((k) => k.startsWith("ANTHOLOGY.Warden"))).toBe(true);
  });

  it("marks an overloaded inventory", async () => {
    const actor = await makeActor(
      "wardenCharacter",
      "Mule",
      {},
      Array.from({ length: 11 }, (_, i) => ({ name: `Sack ${i}`, type: "wardenGear", system: { slots: 1 } })),
    );
    const sheet = await render(WardenCharacterSheet, actor);
    expect(sheet.parts.inventory).toContain("overflow");
    expect(sys(actor).inventory.over).toBe(1);
  });

  it("numbers the slots from 1 as a paper sheet does, and warns when every slot is taken (issue 15)", async () => {
    const actor = await loadedCharacter();
    const sheet = await render(WardenCharacterSheet, actor);
    const numbers = [...sheet.parts.inventory!.matchAll(/<span class="warden-slot-number">(\d+)<\/span>/g)].map((m) => Number(m[1]));
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // One slot free: no warning.
    expect(sheet.parts.inventory).not.toContain("warden-full");
    expect(sheet.parts.header).not.toMatch(/stat warden-slots full/);
    await actor.createEmbeddedDocuments("Item", [{ name: "Torch", type: "wardenGear", system: { slots: 1 } }] as never);
    await sheet.render();
    expect(sheet.parts.inventory).toContain("Every slot is taken: a new item needs a free slot first.");
    expect(sheet.parts.header).toMatch(/class="stat warden-slots full" title="Every slot is taken/);
  });

  it("the equip toggle says whether the item is worn, and flips it; an empty list says so", async () => {
    const actor = await makeActor("wardenCharacter", "Barry", {}, [{ name: "Gambeson", type: "wardenArmor", system: { armor: 1, equipped: false } }]);
    const sheet = await render(WardenCharacterSheet, actor);
    const gambeson = actor.items.getName("Gambeson")!;
    expect(sheet.parts.main).toMatch(/data-action="toggleEquip"[^>]*class="anth-link warden-equip" aria-pressed="false"/);
    await sheet.runAction("toggleEquip", { itemId: gambeson.id ?? "" });
    expect(sys(actor).armor).toBe(1);
    await sheet.render();
    expect(sheet.parts.main).toMatch(/data-action="toggleEquip"[^>]*class="anth-link warden-equip active" aria-pressed="true"/);
    // No weapon: the weapons list says "None yet." instead of a bare header.
    const weapons = sheet.parts.main!.slice(sheet.parts.main!.indexOf("warden-weapons"), sheet.parts.main!.indexOf("warden-armors"));
    expect(weapons).toContain('<li class="hint warden-empty">None yet.</li>');
  });

  it("says how many slots too many in the count's own form", async () => {
    const one = await makeActor(
      "wardenCharacter",
      "Mule",
      {},
      Array.from({ length: 11 }, (_, i) => ({ name: `Sack ${i}`, type: "wardenGear", system: { slots: 1 } })),
    );
    expect((await render(WardenCharacterSheet, one)).parts.inventory).toContain("1 slot too many: drop something.");
    const two = await makeActor(
      "wardenCharacter",
      "Ox",
      {},
      Array.from({ length: 12 }, (_, i) => ({ name: `Sack ${i}`, type: "wardenGear", system: { slots: 1 } })),
    );
    expect((await render(WardenCharacterSheet, two)).parts.inventory).toContain("2 slots too many: drop something.");
  });

  it("a spell's row opens its summary from its name and casts from its dice button; D and R are translated", async () => {
    const actor = await makeActor("wardenCharacter", "Barry", {}, [
      { name: "Mirror Image", type: "wardenSpell", system: { duration: "30 minutes", range: "self" } },
      { name: "Scroll: Sleep", type: "wardenScroll", system: {} },
    ]);
    const magic = (await render(WardenCharacterSheet, actor)).parts.magic!;
    for (const item of actor.items.contents) {
      const row = magic.slice(magic.indexOf(`data-item-id="${item.id}"`));
      expect(row).toMatch(/^[^]*?data-action="toggleSummary"[^]*?data-action="rollItem"[^>]*aria-label="Cast /);
      expect(row).toContain(`id="anth-summary-${item.id}"`);
    }
    expect(magic).toContain('<span class="warden-spell-d" title="Duration (D)">D: 30 minutes</span>');
    expect(magic).toContain('<span class="warden-spell-r" title="Range (R)">R: self</span>');
  });

  it("rest actions: a night's rest clears Fatigue, but not while deprived", async () => {
    const actor = await loadedCharacter();
    const sheet = await render(WardenCharacterSheet, actor);
    await actor.update({ "system.deprived": true } as never);
    await sheet.runAction("nightRest");
    expect(sys(actor).inventory.fatigue).toBe(2);
    await actor.update({ "system.deprived": false } as never);
    await sheet.runAction("nightRest");
    expect(sys(actor).inventory.fatigue).toBe(0);
    await sheet.runAction("shortRest");
    expect(sys(actor).hp.value).toBe(6);
  });

  it("deprivation: two days add one Fatigue; pending changes apply from the sheet", async () => {
    const actor = await makeActor("wardenCharacter", "Lost", {
      hp: { value: 0, max: 4 },
      pending: [{ kind: "scar", id: "walloped", timing: "afterRest", changes: { maxHp: 7 } }],
    });
    const sheet = await render(WardenCharacterSheet, actor);
    expect(sheet.parts.notes).toContain("Walloped");
    await sheet.runAction("deprivation", { days: "2" });
    expect(sys(actor).inventory.fatigue).toBe(1);
    await sheet.runAction("applyPending", { index: "0" });
    expect(sys(actor).hp.max).toBe(7);
    expect(sys(actor).pending).toEqual([]);
  });
});

describe("the creature and item sheets", () => {
  it("render a detachment with morale and its items", async () => {
    const actor = await makeActor("wardenCreature", "Goblin band", { detachment: true, armorValue: 1 }, [
      { name: "Spears", type: "wardenWeapon", system: { die: 8 } },
    ]);
    const sheet = await render(WardenCreatureSheet, actor);
    expect(sheet.parts.main).toContain("Spears");
    expect(sheet.parts.main).toMatch(/name="system.detachment" checked/);
    expect(sys(actor).armor).toBe(1);
  });

  it("a creature's items have the die and slots columns; morale holds only its triggers; the leader's WIL is named", async () => {
    const actor = await makeActor("wardenCreature", "Goblin band", { detachment: true }, [{ name: "Spears", type: "wardenWeapon", system: { die: 8 } }]);
    const main = (await render(WardenCreatureSheet, actor)).parts.main!;
    expect(main).toMatch(
      /<li class="header"><span class="name">Items<\/span><span class="warden-detail">Die<\/span><span class="warden-item-slots">Slots<\/span>/,
    );
    const morale = main.slice(main.indexOf('<fieldset class="warden-morale">'), main.indexOf("</fieldset>"));
    expect(morale).toContain('data-action="morale"');
    expect(morale).not.toContain('data-action="retreat"');
    expect(morale).not.toContain('data-action="criticalSave"');
    expect(main).toContain('data-action="retreat"');
    expect(main).toContain('data-action="criticalSave"');
    expect(morale).toMatch(
      /name="system.morale.leaderWil"[^>]*aria-label="The leader&#x27;s WIL"|name="system.morale.leaderWil"[^>]*aria-label="The leader's WIL"/,
    );
  });

  it("a creature's armor shows once, as its editable natural armor; the total only when its gear changes it", async () => {
    const bare = await makeActor("wardenCreature", "Wolf", { armorValue: 1 });
    const main = (await render(WardenCreatureSheet, bare)).parts.main!;
    expect(main.match(/name="system.armorValue"/g)).toHaveLength(1);
    expect(main).not.toContain("warden-armor-total");
    const shielded = await makeActor("wardenCreature", "Guard", { armorValue: 1 }, [
      { name: "Shield", type: "wardenArmor", system: { armor: 1, equipped: true, shield: true } },
    ]);
    expect(sys(shielded).armor).toBe(2);
    expect((await render(WardenCreatureSheet, shielded)).parts.main).toContain('<span class="hint warden-armor-total">2 with its gear</span>');
  });

  it("render each item type", async () => {
    const actor = await loadedCharacter();
    for (const item of actor.items.contents) {
      const sheet = await render(WardenItemSheet, item);
      expect(sheet.parts.main).toContain('name="name"');
    }
    const weapon = actor.items.getName("Battleaxe")!;
    const sheet = await render(WardenItemSheet, weapon);
    expect(sheet.parts.main).toContain('<option value="10" selected>');
  });
});

describe("initiative (003, Initiative roll)", () => {
  it("sorts each group and alternates the groups", () => {
    const combat = { combatants: [] as object[] };
    const c = (id: string, initiative: number | null, disposition: number) => ({ id, initiative, token: { disposition }, parent: combat });
    combat.combatants.push(c("ael", 18, 1), c("gob1", 21, -1), c("barry", 25, 1), c("gob2", 9, -1), c("gob3", 14, -1), c("late", null, 1));
    const sorted = [...combat.combatants].sort((a, b) => wardenCombatSort(a as never, b as never)).map((x) => (x as { id: string }).id);
    expect(sorted).toEqual(["barry", "gob1", "ael", "gob3", "late", "gob2"]);
  });
});

describe("casting from the sheet", () => {
  it("a click on a spell opens the casting dialog", async () => {
    const actor = await loadedCharacter();
    const sheet = await render(WardenCharacterSheet, actor);
    respondToRollDialog(() => ({ slotDice: 0, dustDice: 2, freeDice: 0 }));
    harness.queueFaces([1, 3]);
    const spell = actor.items.getName("Mirror Image")!;
    await sheet.runAction("rollItem", { itemId: spell.id ?? "" });
    expect(harness.messages().at(-1)!.content).toContain("Mirror Image");
    // The rules' own words for the dice, each with its value (the card read "[dice] 2, [sum] 4").
    expect(harness.messages().at(-1)!.content).toContain("[dice]: 2 · [sum]: 4 · Fatigue gained: 0");
    expect(sys(actor).manaDust).toBe(1);
  });
});

describe("gallery pages", () => {
  it("render without raw script tags", async () => {
    const { pages } = await import("../../gallery/warden.gallery.js");
    for (const page of pages) {
      const html = await page.render();
      expect(html.length).toBeGreaterThan(100);
      expect(html).not.toContain("<script>");
    }
  });
});

describe("initiative formula", () => {
  it("1d20 + WIL against the actor's system data", async () => {
    const actor = await makeActor("wardenCharacter", "Quick", { wil: { value: 13, max: 13 } });
    harness.queueFaces([9]);
    const { WARDEN_INITIATIVE_FORMULA } = await import("../../../module/rules.js");
    const roll = await new Roll(WARDEN_INITIATIVE_FORMULA, actor.system as never).evaluate();
    expect(roll.total).toBe(22);
  });
});

describe("action points in combat (003, Turn)", () => {
  it("4 AP, 2 while surprised until the first turn ends; full again at end of turn", async () => {
    const { wardenStartCombatAp, wardenEndTurnAp } = await import("../../../module/rulesets/warden/flows/action-points.js");
    const ready = await makeActor("wardenCharacter", "Ready", { ap: { value: 0, surprised: false } });
    const caught = await makeActor("wardenCharacter", "Caught", { ap: { value: 0, surprised: true } });
    await wardenStartCombatAp({ combatants: { contents: [{ actor: ready }, { actor: caught }] } });
    expect(sys(ready).ap.value).toBe(4);
    expect(sys(caught).ap.value).toBe(2);
    await wardenEndTurnAp(caught);
    expect(sys(caught).ap).toEqual({ value: 4, surprised: false });
  });
});

describe("scrolls: copying and a new grimoire (003, Additional Rules)", () => {
  it("copying costs 50 gp and 6 − [sum] hours; the spell joins the grimoire, the scroll is destroyed", async () => {
    const actor = await makeActor("wardenCharacter", "Scribe", { gold: 80 }, [
      { name: "Grimoire", type: "wardenGrimoire", system: { bulky: true, slots: 2 } },
      { name: "Mirror Image", type: "wardenScroll", system: { duration: "30 minutes" } },
    ]);
    const sheet = await render(WardenCharacterSheet, actor);
    respondToRollDialog(() => ({ slotDice: 1, dustDice: 0, freeDice: 0 }));
    harness.queueFaces([2]);
    await sheet.runAction("copyScroll", { itemId: actor.items.getName("Mirror Image")!.id ?? "" });
    expect(sys(actor).gold).toBe(30);
    expect(actor.items.contents.map((i) => i.type as string).sort()).toEqual(["wardenGrimoire", "wardenSpell"]);
    expect(harness.messages().at(-1)!.content).toContain("4 hours");
  });

  it("a new grimoire: 200 gp, the scroll's spell first, the caster deprived", async () => {
    const actor = await makeActor("wardenCharacter", "Founder", { gold: 250 }, [{ name: "Mirror Image", type: "wardenScroll", system: {} }]);
    const sheet = await render(WardenCharacterSheet, actor);
    await sheet.runAction("newGrimoire", { itemId: actor.items.contents[0]!.id ?? "" });
    expect(sys(actor).gold).toBe(50);
    expect(sys(actor).deprived).toBe(true);
    expect(actor.items.contents.map((i) => i.type as string).sort()).toEqual(["wardenGrimoire", "wardenSpell"]);
  });

  it("not enough gold: refused", async () => {
    const actor = await makeActor("wardenCharacter", "Poor", { gold: 10 }, [{ name: "Mirror Image", type: "wardenScroll", system: {} }]);
    const sheet = await render(WardenCharacterSheet, actor);
    await sheet.runAction("newGrimoire", { itemId: actor.items.contents[0]!.id ?? "" });
    expect(actor.items.size).toBe(1);
    expect(harness.notifications.log.at(-1)?.message).toBe("Not enough gold.");
  });
});

describe("hireling from the creature sheet", () => {
  it("rolls 3d6 per attribute and 1d6 HP into the creature, traits from the named tables", async () => {
    await game.settings!.set("anthology", "wardenTraitTables" as never, "Virtue" as never);
    (game as unknown as { tables: { getName(n: string): unknown } }).tables = {
      getName: (n: string) => (n === "Virtue" ? { results: [{ name: "Honest" }, { name: "<b>Brave</b>" }] } : undefined),
    };
    const actor = await makeActor("wardenCreature", "Torchbearer");
    const sheet = await render(WardenCreatureSheet, actor);
    harness.queueFaces([3, 3, 3, 4, 4, 4, 5, 5, 5, 2, 2]);
    await sheet.runAction("rollHireling");
    expect([sys(actor).str.value, sys(actor).dex.value, sys(actor).wil.value, sys(actor).hp.max]).toEqual([9, 12, 15, 2]);
    expect((actor.system as unknown as { notes: string }).notes).toContain("&lt;b&gt;Brave&lt;/b&gt;");
  });
});

describe("macro helpers", () => {
  it("reaction (2d6) and die of fate (d6) post their result", async () => {
    const { ruleset } = await import("../../../module/rulesets/warden/ruleset.js");
    (game as unknown as { anthology: Record<string, unknown> }).anthology = {};
    ruleset.ready?.();
    const api = (game as unknown as { anthology: { warden: { rollReaction(): Promise<string>; rollDieOfFate(): Promise<string> } } }).anthology.warden;
    harness.queueFaces([4, 3]);
    expect(await api.rollReaction()).toBe("curious");
    expect(harness.messages().at(-1)!.content).toContain("Curious");
    harness.queueFaces([4]);
    expect(await api.rollDieOfFate()).toBe("favorable");
  });
});
