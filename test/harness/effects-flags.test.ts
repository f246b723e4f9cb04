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
    await actor.createEmbeddedDocuments("ActiveEffect", [{ name: "e", changes: [
      { key: "system.speed", value: "5" },
      { key: "system.hidden", value: "true", mode: 5 },
      { key: "system.title", value: " the Bold", mode: 2 },
    ] }]);
    expect(actor.system.speed).toBe(35);
    expect(actor.system.hidden).toBe(true);
    expect(actor.system.title).toBe("Sir the Bold");
  });

  it("toggleStatusEffect returns what v13 returns and leaves an effect carrying several statuses", async () => {
    CONFIG.statusEffects = [{ id: "prone", name: "Prone", img: "p.svg" }, { id: "blind", name: "Blind", img: "b.svg" }] as never;
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
    (game as unknown as { modules: unknown }).modules = [{ id: "helper", active: true }, { id: "off", active: false }];
    await actor.setFlag("helper", "x", 1);
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

  it("a world setting needs SETTINGS_MODIFY (a player is refused); values are copies", async () => {
    game.settings!.register("anthology", "probeWorld" as never, { scope: "world", type: Object, default: { n: 1 } } as never);
    game.settings!.register("anthology", "probeClient" as never, { scope: "client", type: Object, default: { n: 1 } } as never);
    const value = { n: 2 };
    await game.settings!.set("anthology", "probeWorld" as never, value as never);
    value.n = 3;
    const read = game.settings!.get("anthology", "probeWorld" as never) as unknown as { n: number };
    expect(read).toEqual({ n: 2 });
    read.n = 4;
    expect(game.settings!.get("anthology", "probeWorld" as never)).toEqual({ n: 2 });
    harness.actAs(PLAYER);
    await expect(game.settings!.set("anthology", "probeWorld" as never, { n: 5 } as never)).rejects.toThrow(/lacks permission/);
    expect(harness.notifications.log.at(-1)?.type).toBe("error");
    expect(game.settings!.get("anthology", "probeWorld" as never)).toEqual({ n: 2 });
    await game.settings!.set("anthology", "probeClient" as never, { n: 6 } as never);
    expect(game.settings!.get("anthology", "probeClient" as never)).toEqual({ n: 6 });
  });
});
