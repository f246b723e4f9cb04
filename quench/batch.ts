/**
 * The Anthology batch for Quench: in a live world of any ruleset, what the browser play-through (tools/play/) checks
 * on the harness, now against Foundry's real client and server. It creates its own documents (named "Quench …"),
 * deletes them and the messages it posted afterwards, and restores the roll mode it changed.
 */
import type { QuenchAssert, QuenchBatchContext, QuenchTestContext } from "./quench.js";
import {
  QUERY_OPEN_SHEET,
  QUERY_SEES_MESSAGE,
  world,
  type LooseDocument,
  type LooseMessage,
  type LooseUser,
  type OpenedSheet,
  type RulesetView,
  type SeenMessage,
} from "./world.js";

export const BATCH_KEY = "anthology-quench.play";

/** Per ruleset: a check a GM may request and a difficulty in its own terms (as tools/play/rulesets.mjs asks). */
const REQUESTS: Record<string, { check: string; difficulty: number }> = {
  gm: { check: "ability.strength", difficulty: -3 },
  shadow: { check: "accurate", difficulty: -2 },
  warden: { check: "str", difficulty: 14 },
  rk: { check: "strength", difficulty: 8 },
};
/** Per ruleset: a creature as its game writes it, the type it becomes and its items' types (README "Paste a stat block"). */
const STAT_BLOCKS: Record<string, { text: string; type: string; items: string[] }> = {
  gm: { text: "Quench Yeti 20   6 6 6   +4 +3\nfourth-level creature; two attacks; claws d6", type: "gmCreature", items: ["gmWeapon"] },
  shadow: {
    text: "Quench Ogre\nAccurate 10, Cunning 5, Discreet 7, Persuasive 9, Quick 11, Resolute 13, Strong 15, Vigilant 10\nClub 1d10 (heavy)\nArmor: Hide 1d4",
    type: "shadowMonster",
    items: ["shadowWeapon", "shadowArmor"],
  },
  warden: { text: "Quench Wolf\n3 HP, 1 Armor, 12 STR, 14 DEX, 8 WIL, claws (d6)", type: "wardenCreature", items: ["wardenWeapon"] },
  rk: {
    text: "Quench Liar\nStrength 2, Finesse 3, Endurance 2, Cunning 4, Intelligence 3, Acuity 2, Charisma 3\nMana: black 3, blue 2\nDeceit (Cunning)",
    type: "rkNpc",
    items: ["rkSpeciality"],
  },
};
/** The neutral test every ruleset's roll links understand (README "Roll links in journals"). */
const NEUTRAL_LINK = "[[/test strong hard]]";
const WAIT_MS = 20_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Waits until `fn` returns a truthy value; presses the default button of any dialog that opens meanwhile. */
type Truthy<T> = Exclude<T, null | undefined | false | 0 | "">;
async function until<T>(fn: () => T | Promise<T>, message: string, ms = WAIT_MS): Promise<Truthy<T>> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const value = await fn();
    if (value) return value as Truthy<T>;
    answerOpenDialogs();
    await sleep(100);
  }
  throw new Error(message);
}

/** A roll dialog opened although the click held the skip key (another binding): accept its default. */
function answerOpenDialogs(): void {
  const { DialogV2 } = world().foundry.applications.api;
  for (const app of world().foundry.applications.instances.values()) {
    if (!(app instanceof DialogV2) || !app.element) continue;
    const button = app.element.querySelector<HTMLButtonElement>("footer button.default, footer button[autofocus], footer button[type=submit]");
    button?.click();
  }
}

function skipBecause(test: QuenchTestContext, reason: string): never {
  console.warn(`Anthology Quench batch: skipped: ${reason}`);
  world().ui.notifications?.info(`Anthology tests: ${reason}`);
  return test.skip();
}

/** A connected player who is not a GM, for the tests that look from another client. */
function connectedPlayer(): LooseUser | undefined {
  const { game } = world();
  return game.users.contents.find((u) => u.active && !u.isGM && u.id !== game.user.id);
}

function shiftClick(element: Element): void {
  element.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, shiftKey: true }));
}

export function anthologyBatch(context: QuenchBatchContext): void {
  const { describe, it, before, after } = context;
  // Annotated, so its `asserts` signatures narrow (TS2775).
  const assert: QuenchAssert = context.assert;
  const created: LooseDocument[] = [];
  const posted = new Set<string>();
  let ruleset: RulesetView;
  let hero: LooseDocument;

  async function create(kind: "Actor" | "Item" | "JournalEntry", data: object): Promise<LooseDocument> {
    const doc = await world()[kind].create(data);
    created.push(doc);
    return doc;
  }

  /** Runs `act` and resolves to the first message it posted. */
  async function postedBy(act: () => unknown, what: string): Promise<LooseMessage> {
    const { game } = world();
    const before = new Set(game.messages.contents.map((m) => m.id));
    await act();
    const message = await until(() => game.messages.contents.find((m) => !before.has(m.id)), `${what} posted no chat message within ${WAIT_MS / 1000} s`);
    posted.add(message.id);
    return message;
  }

  async function openHeroSheet(): Promise<HTMLElement> {
    const sheet = hero.sheet;
    assert.ok(sheet, `${hero.name} has no sheet`);
    await sheet.render({ force: true });
    return until(() => (sheet.rendered ? sheet.element : null), `${hero.name}'s sheet did not render`);
  }

  describe("Anthology in this world", function () {
    before(async function () {
      const { game } = world();
      if (game.system.id !== "anthology") skipBecause(this, `this world's system is ${game.system.id}, not Anthology`);
      if (!game.user.isGM) skipBecause(this, "run the batch as a GM: it creates and deletes its own actors and journal");
      const api = game.anthology;
      assert.ok(api, "game.anthology is missing: the system did not finish its init");
      const active = api.activeRuleset();
      const found = api.rulesets().find((r) => r.id === active);
      assert.ok(found, `the world's ruleset "${active}" is not registered`);
      ruleset = found;
      const type = ruleset.actorSheets[0]?.types[0];
      assert.ok(type, `${ruleset.label} registers no actor sheet`);
      hero = await create("Actor", { name: `Quench ${ruleset.label} hero`, type });
    });

    after(async function () {
      const { ChatMessage } = world();
      const ids = [...posted].filter((id) => world().game.messages.get(id));
      if (ids.length) await ChatMessage.deleteDocuments(ids);
      for (const doc of created.reverse()) await doc.delete().catch(() => undefined);
    });

    it("creates a pasted stat block's creature with its items in one call, and refuses one missing a required number", async function () {
      const block = STAT_BLOCKS[ruleset.id];
      if (!block) return;
      const api = world().game.anthology!;
      const actor = await api.statBlock.create(block.text);
      assert.ok(actor, "the stat block was not created");
      created.push(actor);
      assert.equal(actor.type, block.type);
      const items = (actor.toObject().items as { type: string }[]).map((i) => i.type);
      assert.deepEqual(items, block.items, `the creature's items: ${items.join(", ")}`);
      const before = world().game.actors.size;
      assert.equal(await api.statBlock.create("Quench nobody"), null, "a paste without its numbers was created");
      assert.equal(world().game.actors.size, before, "a refused paste created an actor");
    });

    it("boots: the system, its API and every model of the world's ruleset are in place", function () {
      const { game, CONFIG } = world();
      const api = game.anthology!;
      assert.ok(api.rules && api.dice && api.requests, "game.anthology lacks rules, dice or requests");
      for (const reg of [...ruleset.actorSheets]) for (const type of reg.types) assert.ok(CONFIG.Actor.dataModels[type], `no Actor data model for ${type}`);
      for (const reg of [...ruleset.itemSheets]) for (const type of reg.types) assert.ok(CONFIG.Item.dataModels[type], `no Item data model for ${type}`);
    });

    it("opens every actor and item sheet of the ruleset as the GM, editable", async function () {
      this.timeout(120_000);
      const docs: LooseDocument[] = [];
      for (const reg of ruleset.actorSheets) for (const type of reg.types) docs.push(await create("Actor", { name: `Quench ${type}`, type }));
      for (const reg of ruleset.itemSheets) for (const type of reg.types) docs.push(await create("Item", { name: `Quench ${type}`, type }));
      for (const doc of docs) {
        const sheet = doc.sheet;
        assert.ok(sheet, `${doc.type} has no sheet`);
        await sheet.render({ force: true });
        await until(() => sheet.rendered && sheet.element, `the ${doc.type} sheet (${sheet.constructor.name}) did not render`);
        assert.isTrue(sheet.isEditable, `the GM may not edit the ${doc.type} sheet`);
        await sheet.close();
      }
    });

    for (const [level, label, editable] of [
      [3, "owner", true],
      [2, "observer", false],
    ] as const) {
      it(`opens the hero's sheet on a connected player's client as ${label} (${editable ? "editable" : "read-only"})`, async function () {
        this.timeout(60_000);
        const player = connectedPlayer();
        if (!player) skipBecause(this, `no player is logged in: log a non-GM user in from another browser to check the ${label}'s sheet`);
        await hero.update({ ownership: { [player.id]: level } });
        await sleep(500);
        const opened = (await player.query(QUERY_OPEN_SHEET, { uuid: hero.uuid }, { timeout: 30_000 })) as OpenedSheet;
        assert.isTrue(opened.found, `${player.name}'s client does not hold ${hero.name}`);
        assert.isTrue(opened.rendered, `${player.name}'s client did not render ${hero.name}'s sheet`);
        assert.equal(opened.editable, editable, `${player.name} as ${label}: the sheet's isEditable is ${opened.editable}`);
        await hero.update({ ownership: { [player.id]: 0 } });
      });
    }

    it("posts a card for a roll of every family on the hero's sheet and for every rollable item", async function () {
      this.timeout(300_000);
      const element = await openHeroSheet();
      const families = new Map<string, Element>();
      for (const button of element.querySelectorAll<HTMLElement>('[data-action="roll"]')) {
        const family = button.dataset.roll ?? (button.dataset.attribute ? "pool" : "roll");
        if (!families.has(family)) families.set(family, button);
      }
      assert.isAbove(families.size, 0, `${hero.name}'s sheet has no roll button`);
      for (const [family, button] of families) {
        const message = await postedBy(() => shiftClick(button), `the ${family} roll`);
        assert.isAbove(message.rolls.length, 0, `the ${family} card carries no roll`);
      }
      const itemTypes = ruleset.itemSheets.flatMap((r) => r.types);
      const owned = await hero.createEmbeddedDocuments(
        "Item",
        itemTypes.map((type) => ({ name: `Quench ${type}`, type })),
      );
      for (const item of owned.filter((i) => typeof i.system.roll === "function")) {
        const message = await postedBy(() => item.system.roll!({ skipDialog: true }), `rolling ${item.type}`);
        assert.ok(message.content || message.rolls.length, `the ${item.type} card is empty`);
      }
    });

    it("applies a card's button once: a second click changes nothing", async function () {
      this.timeout(60_000);
      const { game } = world();
      const button = [...posted]
        .map((id) => document.querySelector<HTMLElement>(`[data-message-id="${id}"] [data-anthology-action]:not([data-anthology-action="rollRequested"])`))
        .find(Boolean);
      if (!button)
        skipBecause(
          this,
          `no card the ${ruleset.label} sheet rolls posted carries a button (an attack on a targeted token does; the browser play-through checks that one)`,
        );
      const state = () => JSON.stringify([created.map((d) => d.toObject()), [...posted].map((id) => game.messages.get(id)?.flags)]);
      const start = state();
      button.click();
      const once = await until(() => (state() !== start ? state() : null), `pressing "${button.textContent?.trim()}" changed nothing`);
      await sleep(1000);
      const again = document.querySelector<HTMLElement>(`[data-anthology-action="${button.dataset.anthologyAction}"]`);
      again?.click();
      await sleep(2000);
      assert.equal(state(), once, `a second "${button.textContent?.trim()}" applied again`);
    });

    it("sends a private (GM) roll to the GMs only", async function () {
      this.timeout(60_000);
      const { game } = world();
      const v14 = game.release.generation >= 14;
      const [key, value] = v14 ? ["messageMode", "gm"] : ["rollMode", "gmroll"];
      const previous = game.settings.get("core", key);
      await game.settings.set("core", key, value);
      try {
        const element = await openHeroSheet();
        const button = element.querySelector('[data-action="roll"]');
        assert.ok(button, "no roll button");
        const message = await postedBy(() => shiftClick(button), "the private roll");
        const gms = game.users.contents.filter((u) => u.isGM).map((u) => u.id);
        assert.isAbove(message.whisper.length, 0, "the private roll is not whispered");
        for (const id of message.whisper) assert.include(gms, id, "the private roll is whispered to a user who is not a GM");
        const player = connectedPlayer();
        if (player) {
          const seen = (await player.query(QUERY_SEES_MESSAGE, { id: message.id }, { timeout: 30_000 })) as SeenMessage;
          assert.isFalse(seen.contentVisible, `${player.name} can read the private roll`);
        } else console.warn("Anthology Quench batch: no player logged in, so only the whisper list was checked, not a player's client");
      } finally {
        await game.settings.set("core", key, previous);
      }
    });

    it("rolls from a journal page's roll link", async function () {
      this.timeout(60_000);
      const journal = await create("JournalEntry", {
        name: "Quench roll links",
        pages: [{ name: "Links", type: "text", text: { content: `<p>${NEUTRAL_LINK}</p>` } }],
      });
      const sheet = journal.sheet;
      assert.ok(sheet, "the journal has no sheet");
      await sheet.render({ force: true });
      const link = await until(() => sheet.element?.querySelector<HTMLElement>("a[data-roll-link]"), `the journal page shows no roll link for ${NEUTRAL_LINK}`);
      const message = await postedBy(() => shiftClick(link), `the link ${NEUTRAL_LINK}`);
      assert.isAbove(message.rolls.length, 0, "the link's card carries no roll");
      await sheet.close();
    });

    it("settles a GM's roll request once the character rolls", async function () {
      this.timeout(60_000);
      const request = REQUESTS[ruleset.id];
      if (!request) skipBecause(this, `no request is known for the ruleset ${ruleset.id}`);
      const { game } = world();
      const sent = await game.anthology!.requests.send({ ruleset: ruleset.id, actors: [hero], ...request, hidden: true });
      assert.ok(sent?.message && sent.gmMessage, "the request posted no cards");
      posted.add(sent.message.id);
      posted.add(sent.gmMessage.id);
      const gmId = sent.gmMessage.id;
      const button = await until(
        () => document.querySelector<HTMLElement>(`[data-message-id="${sent.message!.id}"] [data-anthology-action="rollRequested"]`),
        "the request card has no button",
      );
      const answer = await postedBy(() => shiftClick(button), "answering the request");
      assert.isAbove(answer.rolls.length, 0, "the answer carries no roll");
      const rows = await until(() => {
        const flags = game.messages.get(gmId)?.flags.anthology?.requestGm as { rows?: { total: number | null }[] } | undefined;
        return flags?.rows?.every((r) => typeof r.total === "number") ? flags.rows : null;
      }, "the GM's card never shows the result");
      assert.equal(rows.length, 1);
    });
  });
}
