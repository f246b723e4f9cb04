/**
 * Self-test of the harness's Active Effects, flags, settings and embedded ids against v13 (README rows
 * `documents.ts` and `globals.ts`): client/documents/actor.mjs `Actor#toggleStatusEffect`, common/data/fields.mjs
 * `DataField#applyChange`, common/abstract/document.mjs `getFlag`/`setFlag`/`unsetFlag`,
 * client/data/client-backend.mjs `getFlagScopes`, client/helpers/client-settings.mjs.
 */
import { describe, expect, it } from "vitest";
import { GM, PLAYER, castOwnership, harness } from "./foundry.js";

const fields = foundry.data.fields;

class Probe extends foundry.abstract.TypeDataModel<ReturnType<typeof Probe.defineSchema>, Actor.Implementation> {
  static override defineSchema() {
    return {
      speed: new fields.NumberField({ required: true, nullable: false, initial: 30 }),
      hidden: new fields.BooleanField(),
      title: new fields.StringField({ required: true, initial: "Sir" }),
    };
  }
}

type Effect = { id: string; statuses: Set<string> };
type Probed = {
  system: { speed: number; hidden: boolean; title: string };
  effects: { contents: Effect[]; size: number };
  items: { contents: { id: string }[] };
  toggleStatusEffect(id: string, o?: object): Promise<unknown>;
  createEmbeddedDocuments(n: string, d: object[], o?: object): Promise<{ id: string }[]>;
  getFlag(s: string, k: string): unknown;
  setFlag(s: string, k: string, v: unknown): Promise<unknown>;
  unsetFlag(s: string, k: string): Promise<unknown>;
  updates: object[];
};
async function probe(): Promise<Probed> {
  (CONFIG.Actor.dataModels as Record<string, unknown>).probe = Probe;
  return (await Actor.create({ name: "P", type: "probe", ownership: castOwnership() } as never)) as unknown as Probed;
}

describe("harness Active Effects follow v13", () => {
  it("a change without mode is an ADD (the schema's initial mode); values are cast by the field", async () => {
    const actor = await probe();
    await actor.createEmbeddedDocuments("ActiveEffect", [
      {
        name: "e",
        changes: [
          { key: "system.speed", value: "5" },
          { key: "system.hidden", value: "true", mode: 5 },
          { key: "system.title", value: " the Bold", mode: 2 },
        ],
      },
    ]);
    expect(actor.system.speed).toBe(35);
    expect(actor.system.hidden).toBe(true);
    expect(actor.system.title).toBe("Sir the Bold");
  });

  it("toggleStatusEffect returns what v13 returns and leaves an effect carrying several statuses", async () => {
    CONFIG.statusEffects = [
      { id: "prone", name: "Prone", img: "p.svg" },
      { id: "blind", name: "Blind", img: "b.svg" },
    ] as never;
    const actor = await probe();
    const created = await actor.toggleStatusEffect("prone");
    expect((created as Effect).statuses).toEqual(new Set(["prone"]));
    expect(await actor.toggleStatusEffect("prone", { active: true })).toBe(true);
    expect(await actor.toggleStatusEffect("prone")).toBe(false);
    expect(await actor.toggleStatusEffect("prone", { active: false })).toBeUndefined();
    await actor.createEmbeddedDocuments("ActiveEffect", [{ name: "both", statuses: ["blind", "prone"] }]);
    // Only single-status effects are "existing": a new one is made, the two-status effect stays.
    await actor.toggleStatusEffect("blind");
    expect(actor.effects.size).toBe(2);
    expect(await actor.toggleStatusEffect("blind")).toBe(false);
    expect(actor.effects.contents.map((e) => [...e.statuses])).toEqual([["blind", "prone"]]);
  });

  it("a given _id is kept only with keepId: true", async () => {
    const actor = await probe();
    const id = "abcdefghijklmnop";
    const [fresh] = await actor.createEmbeddedDocuments("ActiveEffect", [{ _id: id, name: "a" }]);
    expect(fresh!.id).not.toBe(id);
    const [kept] = await actor.createEmbeddedDocuments("ActiveEffect", [{ _id: id, name: "b" }], { keepId: true });
    expect(kept!.id).toBe(id);
    await expect(actor.createEmbeddedDocuments("ActiveEffect", [{ _id: id, name: "c" }], { keepId: true })).rejects.toThrow(/already exists/);
    // An invalid id fails the new document's construction, which v13 ClientDatabaseBackend #preCreateDocumentArray
    // (client/data/client-backend.mjs) catches: `Hooks.onError(…, {notify: "error"})`, the entry skipped, nothing sent.
    await expect(actor.createEmbeddedDocuments("ActiveEffect", [{ _id: "short", name: "d" }], { keepId: true })).resolves.toEqual([]);
    expect(harness.notifications.log.at(-1)).toEqual({ type: "error", message: expect.stringMatching(/valid/) });
    expect(actor.effects.size).toBe(2);
  });
});

describe("harness flags and settings follow v13", () => {
  it("flag scopes are core, world, the system and active modules; another throws", async () => {
    const actor = await probe();
    await actor.setFlag("anthology", "a.b", 1);
    await actor.setFlag("world", "w", 2);
    expect(actor.getFlag("anthology", "a.b")).toBe(1);
    expect(() => actor.getFlag("dnd5e", "x")).toThrow('Flag scope "dnd5e" is not valid or not currently active');
    await expect(actor.setFlag("dnd5e", "x", 1)).rejects.toThrow(/not valid/);
  });

  it("an active module's id is a flag scope; the scopes are fixed at their first use in the session", async () => {
    (game as unknown as { modules: unknown }).modules = [
      { id: "helper", active: true },
      { id: "off", active: false },
    ];
    const actor = await probe();
    await actor.setFlag("helper", "x", 1);
    expect(() => actor.getFlag("off", "x")).toThrow(/not valid/);
    // v13 ClientDatabaseBackend#getFlagScopes caches the list (`#flagScopes`): activating a module needs a reload.
    (game as unknown as { modules: unknown }).modules = [
      { id: "helper", active: true },
      { id: "off", active: true },
    ];
    expect(() => actor.getFlag("off", "x")).toThrow(/not valid/);
    delete (game as unknown as { modules?: unknown }).modules;
  });

  it("unsetFlag is an update: recorded, refused for a user who may not, deleting the key", async () => {
    const actor = await probe();
    await actor.setFlag("anthology", "a", { b: 1, c: 2 });
    const before = actor.updates.length;
    await actor.unsetFlag("anthology", "a.b");
    expect(actor.getFlag("anthology", "a")).toEqual({ c: 2 });
    expect(actor.updates.length).toBe(before + 1);
    harness.actAs(PLAYER);
    await actor.unsetFlag("anthology", "a.c");
    expect(actor.getFlag("anthology", "a")).toEqual({});
    harness.actAs(GM);
    const other = (await Actor.create({ name: "Q", type: "probe" } as never)) as unknown as Probed;
    await other.setFlag("anthology", "k", 1);
    harness.actAs(PLAYER);
    await expect(other.unsetFlag("anthology", "k")).rejects.toThrow(/lacks permission/);
    expect(other.getFlag("anthology", "k")).toBe(1);
  });

  it("a world setting needs SETTINGS_MODIFY (a player is refused); what was set is stored as JSON", async () => {
    game.settings!.register("anthology", "probeWorld" as never, { scope: "world", type: Object, default: { n: 1 } } as never);
    game.settings!.register("anthology", "probeClient" as never, { scope: "client", type: Object, default: { n: 1 } } as never);
    const value = { n: 2 };
    await game.settings!.set("anthology", "probeWorld" as never, value as never);
    value.n = 3;
    const read = game.settings!.get("anthology", "probeWorld" as never) as unknown as { n: number };
    expect(read).toEqual({ n: 2 });
    // Corrected: v13 `get` of a stored world setting returns the Setting document's `value`, cast once when the
    // document changes (client/documents/setting.mjs `_initialize`/`_castType`: `new Object(value)` is the object itself;
    // client/helpers/client-settings.mjs `get` returns `doc.value`), so every read is the same object and mutating it
    // changes what later reads see, unsaved. A client setting is a new Setting on each read: a copy.
    read.n = 4;
    expect(game.settings!.get("anthology", "probeWorld" as never)).toBe(read);
    // Setting the stored JSON again changes nothing in the document, so nothing is sent and the mutated value stays.
    await game.settings!.set("anthology", "probeWorld" as never, { n: 2 } as never);
    expect(game.settings!.get("anthology", "probeWorld" as never)).toEqual({ n: 4 });
    await game.settings!.set("anthology", "probeWorld" as never, { n: 2, m: 0 } as never);
    await game.settings!.set("anthology", "probeWorld" as never, { n: 2 } as never);
    expect(game.settings!.get("anthology", "probeWorld" as never)).toEqual({ n: 2 });
    harness.actAs(PLAYER);
    await expect(game.settings!.set("anthology", "probeWorld" as never, { n: 5 } as never)).rejects.toThrow(/lacks permission/);
    expect(harness.notifications.log.at(-1)?.type).toBe("error");
    expect(game.settings!.get("anthology", "probeWorld" as never)).toEqual({ n: 2 });
    await game.settings!.set("anthology", "probeClient" as never, { n: 6 } as never);
    expect(game.settings!.get("anthology", "probeClient" as never)).toEqual({ n: 6 });
    const copy = game.settings!.get("anthology", "probeClient" as never) as unknown as { n: number };
    copy.n = 7;
    expect(game.settings!.get("anthology", "probeClient" as never)).toEqual({ n: 6 });
  });

  it("settings as v13 ClientSettings and Setting: cast by type, onChange on every client only for a change, user values per user", async () => {
    const seen: string[] = [];
    game.settings!.register(
      "anthology",
      "probeCount" as never,
      {
        scope: "world",
        type: Number,
        default: 0,
        onChange: (v: unknown, _o: unknown, userId: unknown) => void seen.push(`${game.user!.id}:${String(v)}:${String(userId)}`),
      } as never,
    );
    await game.settings!.set("anthology", "probeCount" as never, "5" as never);
    // Setting#_castType: Number("5") (stored as the JSON string "\"5\"", not cleaned: the type is no DataField).
    expect(game.settings!.get("anthology", "probeCount" as never)).toBe(5);
    expect((game.settings as unknown as { values: Map<string, string> }).values.get("anthology.probeCount")).toBe('"5"');
    // Setting#_onCreate on every connected client, the requester first, with the requester's id.
    expect(seen).toEqual([`${GM.id}:5:${GM.id}`, `${PLAYER.id}:5:${GM.id}`, `player2-user:5:${GM.id}`, `observer-user:5:${GM.id}`, `limited-user:5:${GM.id}`]);
    // The same value again: the update changes nothing, so nothing is sent and no onChange runs.
    seen.length = 0;
    await game.settings!.set("anthology", "probeCount" as never, "5" as never);
    expect(seen).toEqual([]);
    // A DataField type cleans and validates (ClientSettings#cleanJSON): what cleaning cannot fix throws.
    game.settings!.register(
      "anthology",
      "probeField" as never,
      { scope: "world", type: new foundry.data.fields.StringField({ required: true, blank: false, choices: ["a", "b"], initial: "a" }) } as never,
    );
    expect(game.settings!.get("anthology", "probeField" as never)).toBe("a");
    await expect(game.settings!.set("anthology", "probeField" as never, "z" as never)).rejects.toThrow();
    // A user setting is each user's own (a Setting with `user`).
    game.settings!.register("anthology", "probeMine" as never, { scope: "user", type: String, default: "none" } as never);
    harness.actAs(PLAYER);
    await game.settings!.set("anthology", "probeMine" as never, "player's" as never);
    expect(game.settings!.get("anthology", "probeMine" as never)).toBe("player's");
    harness.actAs(GM);
    expect(game.settings!.get("anthology", "probeMine" as never)).toBe("none");
    // A world setting may not be set before the game is ready.
    (game as unknown as { ready: boolean }).ready = false;
    await expect(game.settings!.set("anthology", "probeCount" as never, 6 as never)).rejects.toThrow(/before the Game is ready/);
    (game as unknown as { ready: boolean }).ready = true;
  });
});
