/**
 * Item Piles and Dice So Nice (README "Modules tables already use"), against stand-ins of their documented APIs:
 * - Item Piles: `Hooks.callAll("item-piles-ready")`, then `game.itempiles.API.addSystemIntegration(data, version)`
 *   (its docs/api.md; the field checks below follow what its src/API/api.js refuses: VERSION, ACTOR_CLASS_TYPE,
 *   ITEM_QUANTITY_ATTRIBUTE and ITEM_PRICE_ATTRIBUTE strings, ITEM_FILTERS entries with string `path`/`filters`,
 *   ITEM_SIMILARITIES strings, CURRENCIES entries with boolean `primary`, string `name` and `abbreviation`, number
 *   `exchangeRate`, a `data.path`); it applies a configuration only when VERSION is newer (its settings.js
 *   `checkSystem`, `foundry.utils.isNewerVersion`).
 * - Dice So Nice: `fire("diceSoNiceReady", dice3d)` with `dice3d.addColorset(colorset, mode)` (its docs
 *   "Colors & Themes"), and a roll's `options.appearance = { colorset }`.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { registerIntegrations } from "../../module/core/integrations/register.js";
import { registerItemPilesSetting } from "../../module/core/integrations/item-piles.js";
import { registerRulesets } from "../../module/core/registry.js";
import { registerCoreSettings } from "../../module/core/settings.js";
import { RULESETS } from "../../module/rulesets/index.js";
import { harness } from "../harness/foundry.js";
import { PLAYER, PLAYER2, castOwnership } from "../harness/users.js";
import { setupGm, toromeen } from "../rulesets/gods-monsters/actors/setup.js";
import { answerRollDialog } from "../rulesets/roll-dialog-answer.js";
import { registerRkSettings } from "../../module/rulesets/roll-keep/settings.js";

/** Other modules' hooks, which fvtt-types does not list. */
const fire = (name: string, ...args: unknown[]) => (Hooks.callAll as unknown as (name: string, ...a: unknown[]) => void)(name, ...args);

type Integration = Record<string, unknown> & {
  VERSION: string;
  ACTOR_CLASS_TYPE: string;
  ITEM_QUANTITY_ATTRIBUTE: string;
  ITEM_PRICE_ATTRIBUTE: string;
  ITEM_FILTERS: { path: string; filters: string }[];
  CURRENCIES: { primary: boolean; name: string; abbreviation: string; exchangeRate: number; data: { path: string } }[];
};

/** Item Piles' API as its docs/api.md describes it, refusing what its addSystemIntegration refuses. */
function itemPilesStandIn() {
  const registered: { data: Integration; version: string }[] = [];
  const API = {
    addSystemIntegration(data: Integration, version = "latest") {
      const str = (v: unknown, what: string) => {
        if (typeof v !== "string") throw new Error(`${what} must be of type string`);
      };
      for (const key of ["VERSION", "ACTOR_CLASS_TYPE", "ITEM_QUANTITY_ATTRIBUTE", "ITEM_PRICE_ATTRIBUTE"]) str(data[key], key);
      if (!Array.isArray(data.ITEM_FILTERS)) throw new Error("ITEM_FILTERS must be of type array");
      for (const f of data.ITEM_FILTERS) {
        str(f.path, "ITEM_FILTERS path");
        str(f.filters, "ITEM_FILTERS filters");
      }
      for (const p of (data.ITEM_SIMILARITIES as unknown[]) ?? []) str(p, "ITEM_SIMILARITIES");
      if (!Array.isArray(data.CURRENCIES)) throw new Error("CURRENCIES must be an array");
      for (const c of data.CURRENCIES) {
        if (typeof c.primary !== "boolean") throw new Error("currency.primary must be of type boolean");
        str(c.name, "currency.name");
        str(c.abbreviation, "currency.abbreviation");
        if (typeof c.exchangeRate !== "number") throw new Error("currency.exchangeRate must be of type number");
        str(c.data?.path, "currency.data.path");
      }
      registered.push({ data, version });
    },
  };
  return { registered, API };
}

function withModules(...active: string[]) {
  (game as unknown as { modules: Map<string, { id: string; active: boolean }> }).modules = new Map(
    ["item-piles", "dice-so-nice"].map((id) => [id, { id, active: active.includes(id) }]),
  );
}

async function worldOf(ruleset: string) {
  registerCoreSettings();
  registerRkSettings(null, false);
  registerRulesets(RULESETS);
  registerItemPilesSetting();
  await game.settings!.set("anthology", "ruleset", ruleset);
}

// Hooks stay registered from one test to the next, as the system's init registers them once per page load in Foundry.
beforeAll(() => {
  registerCoreSettings();
  registerIntegrations();
});

/** Fires Item Piles' ready hook and answers what was registered. */
function itemPilesReady() {
  const standIn = itemPilesStandIn();
  (game as unknown as { itempiles: unknown }).itempiles = { API: standIn.API };
  fire("item-piles-ready");
  return standIn.registered;
}

describe("Item Piles", () => {
  for (const id of RULESETS.map((r) => r.id)) {
    const declaration = RULESETS.find((r) => r.id === id)?.integrations?.itemPiles;
    if (!declaration) continue;
    it(`${id}: registers its item types, quantity, price and currency paths, and they exist on its documents`, async () => {
      withModules("item-piles");
      await worldOf(id);
      const [entry, ...more] = itemPilesReady();
      expect(more).toEqual([]);
      const data = entry!.data;
      expect(data.ACTOR_CLASS_TYPE).toBe(declaration.pileActorType);
      const itemTypes = Object.keys(RULESETS.find((r) => r.id === id)!.itemModels);
      const filtered = data.ITEM_FILTERS.flatMap((f) => f.filters.split(","));
      // Every item type of the ruleset is either loot or filtered out, never both.
      expect([...filtered, ...declaration.lootTypes].sort()).toEqual([...itemTypes].sort());
      const actor = await Actor.create({ name: "Pile", type: data.ACTOR_CLASS_TYPE } as never);
      for (const type of declaration.lootTypes) {
        const item = (await Item.create({ name: type, type } as never))!;
        expect(typeof foundry.utils.getProperty(item, data.ITEM_QUANTITY_ATTRIBUTE), `${type} ${data.ITEM_QUANTITY_ATTRIBUTE}`).toBe("number");
        if (data.ITEM_PRICE_ATTRIBUTE)
          expect(typeof foundry.utils.getProperty(item, data.ITEM_PRICE_ATTRIBUTE), `${type} ${data.ITEM_PRICE_ATTRIBUTE}`).toBe("number");
      }
      for (const currency of data.CURRENCIES) {
        expect(typeof foundry.utils.getProperty(actor!, currency.data.path), currency.data.path).toBe("number");
        expect(game.i18n!.has(currency.name), currency.name).toBe(true);
        expect(currency.abbreviation).toContain("{#}");
      }
      expect(data.CURRENCIES.filter((c) => c.primary).length).toBe(data.CURRENCIES.length ? 1 : 0);
    });
  }

  it("registers nothing while Item Piles is inactive", async () => {
    withModules();
    await worldOf("gm");
    expect(itemPilesReady()).toEqual([]);
    await worldOf("rk");
    expect(itemPilesReady()).toEqual([]);
  });

  it("a world that changes its ruleset gets a newer VERSION, so Item Piles applies the new ruleset's configuration", async () => {
    withModules("item-piles");
    await worldOf("gm");
    const first = itemPilesReady()[0]!.data.VERSION;
    await harness.settle();
    // The same ruleset at the next load: the same VERSION (a GM's own edits in Item Piles survive).
    expect(itemPilesReady()[0]!.data.VERSION).toBe(first);
    await game.settings!.set("anthology", "ruleset", "warden");
    const second = itemPilesReady()[0]!.data;
    await harness.settle();
    expect(second.ACTOR_CLASS_TYPE).toBe("wardenCharacter");
    expect(foundry.utils.isNewerVersion(second.VERSION, first)).toBe(true);
    await game.settings!.set("anthology", "ruleset", "gm");
    const third = itemPilesReady()[0]!.data.VERSION;
    expect(foundry.utils.isNewerVersion(third, second.VERSION)).toBe(true);
  });

  it("a player's client registers too but leaves the world setting to the GM", async () => {
    withModules("item-piles");
    await worldOf("gm");
    itemPilesReady();
    await harness.settle();
    await game.settings!.set("anthology", "ruleset", "shadow");
    const before = game.settings!.get("anthology", "itemPilesRevision");
    const registered = await harness.onClientOf(PLAYER, () => itemPilesReady());
    expect(registered[0]!.data.ACTOR_CLASS_TYPE).toBe("shadowCharacter");
    await harness.settle();
    expect(game.settings!.get("anthology", "itemPilesRevision")).toEqual(before);
    expect(harness.notifications.log.filter((n) => n.type === "error")).toEqual([]);
  });
});

describe("Dice So Nice", () => {
  function diceSoNiceReady() {
    const colorsets: { colorset: Record<string, unknown>; mode: string }[] = [];
    fire("diceSoNiceReady", { addColorset: (colorset: Record<string, unknown>, mode = "default") => colorsets.push({ colorset, mode }) });
    return colorsets;
  }

  for (const id of RULESETS.map((r) => r.id)) {
    it(`${id}: adds its colorsets (the first preferred), with descriptions from the language file`, async () => {
      withModules("dice-so-nice");
      await worldOf(id);
      const added = diceSoNiceReady();
      const declared = RULESETS.find((r) => r.id === id)!.integrations!.diceSoNice!.colorsets;
      expect(added.map((a) => a.colorset.name)).toEqual(declared.map((c) => `anthology-${id}-${c.name}`));
      expect(added.map((a) => a.mode)).toEqual(declared.map((_, i) => (i === 0 ? "preferred" : "default")));
      for (const c of declared) expect(game.i18n!.has(c.description), c.description).toBe(true);
    });
  }

  it("adds nothing while Dice So Nice is inactive", async () => {
    withModules();
    await worldOf("rk");
    expect(diceSoNiceReady()).toEqual([]);
  });

  it("Roll & Keep's dice take the colour of the mana their attribute draws on; other families keep the player's dice", async () => {
    withModules("dice-so-nice");
    await worldOf("rk");
    const roll = new Roll("5d10kh3");
    fire("anthology.roll", roll, { family: "keep", options: { choice: { attribute: "cunning" } } });
    // 000's own example: Cunning draws on black mana.
    expect(roll.options).toMatchObject({ appearance: { colorset: "anthology-rk-black" } });
    const unlinked = new Roll("5d10kh3");
    fire("anthology.roll", unlinked, { family: "keep", options: { choice: { attribute: "nonsense" } } });
    expect((unlinked.options as Record<string, unknown>).appearance).toBeUndefined();
    withModules();
    const off = new Roll("5d10kh3");
    fire("anthology.roll", off, { family: "keep", options: { choice: { attribute: "cunning" } } });
    expect((off.options as Record<string, unknown>).appearance).toBeUndefined();
  });
});

describe("Token Action HUD", () => {
  /** Token Action HUD Core's API as its module/core/api.mjs hands it out: base classes the system extends. */
  function coreStandIn() {
    class ActionHandler {
      actor: Actor.Implementation | null = null;
      added: { actions: { id: string; name: string; onClick?: () => unknown }[]; group: { id: string; type: string } }[] = [];
      addActions(actions: { id: string; name: string; onClick?: () => unknown }[], group: { id: string; type: string }) {
        this.added.push({ actions, group });
      }
    }
    class RollHandler {}
    class SystemManager {
      constructor(readonly coreModuleId: string) {}
    }
    return { api: { ActionHandler, RollHandler, SystemManager } };
  }

  /** Fires Core's ready hook and answers the system module the system announced (Core's main.mjs `registerCoreModule`). */
  function coreReady() {
    const announced: { api: { requiredCoreModuleVersion: string; SystemManager: new (id: string) => Record<string, (...a: unknown[]) => unknown> } }[] = [];
    const id = Hooks.on("tokenActionHudSystemReady" as never, ((module: (typeof announced)[number]) => announced.push(module)) as never);
    fire("tokenActionHudCoreApiReady", coreStandIn());
    Hooks.off("tokenActionHudSystemReady" as never, id);
    return announced;
  }

  function withTah() {
    (game as unknown as { modules: Map<string, { id: string; active: boolean }> }).modules = new Map([
      ["token-action-hud-core", { id: "token-action-hud-core", active: true }],
    ]);
  }

  it("registers nothing while Token Action HUD Core is inactive", async () => {
    withModules();
    await worldOf("gm");
    expect(coreReady()).toEqual([]);
  });

  for (const id of RULESETS.map((r) => r.id)) {
    it(`${id}: a tab per group with its name from the language file, and the items group`, async () => {
      withTah();
      await worldOf(id);
      const [module] = coreReady();
      expect(module!.api.requiredCoreModuleVersion).toBe("2.1");
      const manager = new module!.api.SystemManager("token-action-hud-core");
      const defaults = (await manager.registerDefaults!()) as {
        layout: { id: string; groups: { nestId: string }[] }[];
        groups: { id: string; name: string; type: string }[];
      };
      const declared = RULESETS.find((r) => r.id === id)!.integrations!.tokenActionHud!.groups;
      expect(defaults.groups.map((g) => g.id)).toEqual([...declared.map((g) => `${id}-${g.id}`), `${id}-items`]);
      for (const g of defaults.groups) expect(g.name, g.id).not.toMatch(/^ANTHOLOGY\./);
      expect(defaults.layout.map((l) => l.groups[0]!.nestId)).toEqual(defaults.groups.map((g) => `${g.id}_${g.id}`));
      expect(manager.getRollHandler!()).toBeInstanceOf(Object);
    });
  }

  it("G&M: the owner's HUD rolls the checks and the items the sheet rolls; another player's click is refused", async () => {
    withTah();
    await worldOf("gm");
    setupGm();
    const hero = await toromeen();
    await hero.update({ ownership: castOwnership() } as never);
    const [module] = coreReady();
    const manager = new module!.api.SystemManager("token-action-hud-core");
    const handler = manager.getActionHandler!() as unknown as {
      actor: Actor.Implementation | null;
      added: { actions: { id: string; name: string; onClick: () => unknown }[]; group: { id: string } }[];
      buildSystemActions(): Promise<void>;
    };
    handler.actor = hero as unknown as Actor.Implementation;
    await handler.buildSystemActions();
    const byGroup = Object.fromEntries(handler.added.map((a) => [a.group.id, a.actions]));
    expect(byGroup["gm-abilities"]!.map((a) => a.name)).toEqual(["Strength", "Agility", "Endurance", "Intelligence", "Wisdom", "Charisma"]);
    expect(byGroup["gm-reactions"]!.length).toBe(6);
    const rolling = hero.items.contents.filter((i) => typeof (i.system as { roll?: unknown }).roll === "function").map((i) => i.name);
    expect(rolling.length).toBeGreaterThan(0);
    expect(byGroup["gm-items"]!.map((a) => a.name)).toEqual(rolling);
    // The owner presses Strength: the dice room's dialog opens and its Roll posts the check's card.
    const before = harness.messages().length;
    // A 1 succeeds: a failed archetypal check would also post a mojo bid card (two messages).
    harness.queueFaces([1]);
    answerRollDialog();
    const outcome = await harness.onClientOf(PLAYER, () => byGroup["gm-abilities"]![0]!.onClick());
    await harness.settle();
    expect(outcome).not.toBeNull();
    expect(harness.messages().length).toBe(before + 1);
    // A player who does not own the character is refused with the sheet's message, and nothing is posted.
    await harness.onClientOf(PLAYER2, () => byGroup["gm-abilities"]![0]!.onClick());
    await harness.settle();
    expect(harness.messages().length).toBe(before + 1);
    expect(harness.notifications.log.some((n) => n.type === "warn" && n.message.includes("Toromeen"))).toBe(true);
  });
});
