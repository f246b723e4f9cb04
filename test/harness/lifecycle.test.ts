/**
 * Self-test of the harness's document lifecycle and hooks (README rows "documents.ts (lifecycle)" and "globals.ts
 * (Hooks)"), each case as v13 does it:
 * - client/data/client-backend.mjs ClientDatabaseBackend #preCreateDocumentArray / #preUpdateDocumentArray /
 *   #preDeleteDocumentArray and #handleCreateDocuments / #handleUpdateDocuments / #handleDeleteDocuments;
 * - common/abstract/backend.mjs #configureUpdate (diff, recursive, render default to true);
 * - client/documents/abstract/client-document.mjs ClientDocumentMixin#_onUpdate (render unless `render: false`);
 * - client/helpers/hooks.mjs Hooks#on/once/off/call/callAll/#call/onError.
 */
import { afterEach, describe, expect, it } from "vitest";
import { GM, GM2, OBSERVER, PLAYER, castOwnership, harness } from "./foundry.js";

const fields = foundry.data.fields;

class ProbeData extends foundry.abstract.TypeDataModel<ReturnType<typeof ProbeData.defineSchema>, Actor.Implementation> {
  static override defineSchema() {
    return {
      hp: new fields.SchemaField({
        value: new fields.NumberField({ required: true, nullable: false, integer: true, min: 0, max: 20, initial: 10 }),
        max: new fields.NumberField({ required: true, nullable: false, integer: true, min: 1, initial: 10 }),
      }),
      mode: new fields.StringField({ required: true, initial: "a", choices: ["a", "b"] }),
    };
  }
}

type Probe = {
  id: string;
  name: string;
  system: { hp: { value: number; max: number }; mode: string };
  updates: object[];
  apps: Record<string, { rendered: boolean; render(o: object): Promise<unknown> }>;
  update(changes: object, operation?: object): Promise<Probe | undefined>;
  createEmbeddedDocuments(name: string, data: object[]): Promise<{ id: string }[]>;
  deleteEmbeddedDocuments(name: string, ids: string[]): Promise<unknown[]>;
  effects: { contents: { id: string; statuses: Set<string> }[] };
};

async function probe(system: object = {}): Promise<Probe> {
  (CONFIG.Actor.dataModels as Record<string, unknown>).probe = ProbeData;
  return (await Actor.create({ name: "Probe", type: "probe", system, ownership: castOwnership() } as never)) as unknown as Probe;
}

type Handler = (...args: unknown[]) => unknown;
/** v13 Hooks takes any hook name (fvtt-types only its own). */
const hooks = Hooks as unknown as {
  on(hook: string, fn: Handler): number;
  once(hook: string, fn: Handler): number;
  off(hook: string, fn: Handler | number): void;
  call(hook: string, ...args: unknown[]): boolean;
  callAll(hook: string, ...args: unknown[]): void;
};
const registered: [string, number][] = [];
function on(hook: string, fn: Handler): number {
  const id = hooks.on(hook, fn);
  registered.push([hook, id]);
  return id;
}
afterEach(() => {
  for (const [hook, id] of registered.splice(0)) hooks.off(hook, id);
});

/** A stand-in application that records its renders and whether two ever ran at once. */
function watchRenders(doc: Probe) {
  const seen = { renders: 0, running: 0, overlapped: false, contexts: [] as unknown[] };
  doc.apps.watch = {
    rendered: true,
    async render(options: object) {
      seen.running += 1;
      if (seen.running > 1) seen.overlapped = true;
      seen.contexts.push((options as { renderContext?: unknown }).renderContext);
      await new Promise<void>((resolve) => setTimeout(resolve, 0));
      seen.renders += 1;
      seen.running -= 1;
    },
  };
  return seen;
}

describe("Hooks (v13 client/helpers/hooks.mjs)", () => {
  it("on returns an id; once runs once; off takes the id or the function", () => {
    const seen: string[] = [];
    const a = on("probeHook", () => void seen.push("a"));
    on("probeHook", function once() {
      seen.push("b");
    });
    const onceId = hooks.once("probeHook", () => void seen.push("once"));
    registered.push(["probeHook", onceId]);
    expect(typeof a).toBe("number");
    expect(onceId).toBeGreaterThan(a);
    hooks.callAll("probeHook");
    hooks.callAll("probeHook");
    expect(seen).toEqual(["a", "b", "once", "a", "b"]);
    hooks.off("probeHook", a);
    hooks.callAll("probeHook");
    expect(seen.slice(5)).toEqual(["b"]);
  });

  it("call stops at the first false and says so; callAll runs every handler", () => {
    const seen: number[] = [];
    on("probeCall", () => void seen.push(1));
    on("probeCall", () => {
      seen.push(2);
      return false;
    });
    on("probeCall", () => void seen.push(3));
    expect(hooks.call("probeCall")).toBe(false);
    expect(seen).toEqual([1, 2]);
    hooks.callAll("probeCall");
    expect(seen).toEqual([1, 2, 1, 2, 3]);
    expect(hooks.call("noHandlers")).toBe(true);
  });

  it("a throwing handler is caught and reported (Hooks.onError, the error hook); the next handlers still run", () => {
    const seen: string[] = [];
    const reported: unknown[][] = [];
    on("error", (...args) => void reported.push(args));
    on("probeThrow", function breaks() {
      throw new Error("boom");
    });
    on("probeThrow", () => void seen.push("after"));
    expect(() => hooks.callAll("probeThrow")).not.toThrow();
    expect(seen).toEqual(["after"]);
    expect(reported).toHaveLength(1);
    expect(reported[0]![0]).toBe("Hooks.#call");
    expect((reported[0]![1] as Error).message).toBe("Error thrown in hooked function 'breaks' for hook 'probeThrow'. boom");
    // The harness keeps what was reported; setup.ts fails a test that leaves a thrown handler there.
    const errors = harness.hooks.errors.splice(0);
    expect(errors.map((e) => e.location)).toEqual(["Hooks.#call"]);
  });
});

describe("document lifecycle (v13 ClientDatabaseBackend)", () => {
  it("preUpdate hooks and _preUpdate see the changes; false cancels: nothing written, no update hook, resolves undefined", async () => {
    const actor = await probe();
    const updated: unknown[] = [];
    on("updateActor", (doc, _diff, _options, userId) => void (game.user!.id === userId && updated.push(doc)));
    const veto = on("preUpdateActor", (doc, changes, options, userId) => {
      expect(doc).toBe(actor);
      expect(changes).toEqual({ system: { hp: { value: 3 } } });
      expect(options).toMatchObject({ diff: true, recursive: true, render: true });
      expect(userId).toBe(GM.id);
      return false;
    });
    await expect(actor.update({ "system.hp.value": 3 })).resolves.toBeUndefined();
    expect(actor.system.hp.value).toBe(10);
    expect(updated).toEqual([]);
    hooks.off("preUpdateActor", veto);
    // A handler may change what is written.
    on("preUpdateActor", (_doc, changes) => void ((changes as { system: { hp: { value: number } } }).system.hp.value = 4));
    await expect(actor.update({ "system.hp.value": 3 })).resolves.toBe(actor);
    expect(actor.system.hp.value).toBe(4);
    expect(updated).toEqual([actor]);
  });

  it("an update that does not validate shows an error, is skipped (no hook, no render) and resolves undefined", async () => {
    const actor = await probe();
    const seen = watchRenders(actor);
    const updated: unknown[] = [];
    on("updateActor", () => void updated.push(1));
    await expect(actor.update({ "system.mode": "z" })).resolves.toBeUndefined();
    expect(harness.notifications.log.at(-1)).toEqual({ type: "error", message: expect.stringMatching(/mode/) });
    await harness.settle();
    expect([updated, seen.renders, actor.system.mode]).toEqual([[], 0, "a"]);
  });

  it("the server's permission refusal still rejects, after the client's own steps ran", async () => {
    const actor = await probe();
    const pre: string[] = [];
    on("preUpdateActor", (_doc, _changes, _options, userId) => void pre.push(userId as string));
    harness.actAs(OBSERVER);
    await expect(actor.update({ "system.hp.value": 3 })).rejects.toThrow(/lacks permission to update Actor/);
    expect(pre).toEqual([OBSERVER.id]);
    expect(harness.notifications.log.at(-1)!.type).toBe("error");
    expect(actor.system.hp.value).toBe(10);
  });

  it("a change that changes nothing is not sent: no hook, no render, undefined; with diff: false it is sent", async () => {
    const actor = await probe();
    const seen = watchRenders(actor);
    const changed: unknown[] = [];
    on("updateActor", (_doc, diff, _options, userId) => void (game.user!.id === userId && changed.push(diff)));
    await expect(actor.update({ "system.hp.value": 10, name: "Probe" })).resolves.toBeUndefined();
    await harness.settle();
    expect([changed, seen.renders, actor.updates]).toEqual([[], 0, []]);
    await actor.update({ "system.hp.value": 10 }, { diff: false });
    await harness.settle();
    expect(changed).toEqual([{ _id: actor.id }]);
    expect(seen.renders).toBe(1);
  });

  it("updateActor runs on every connected client with the diff the server returns, the options and the requester's id", async () => {
    const actor = await probe();
    harness.connect(GM2);
    const calls: { client: string; diff: unknown; options: unknown; userId: unknown }[] = [];
    on("updateActor", (_doc, diff, options, userId) => void calls.push({ client: game.user!.id, diff, options, userId }));
    harness.actAs(PLAYER);
    await actor.update({ "system.hp.value": 7, "system.hp.max": 10, name: "Probe" }, { probeOption: true });
    expect(calls.map((c) => c.client)).toEqual([PLAYER.id, GM.id, GM2.id, "player2-user", OBSERVER.id, "limited-user"]);
    for (const c of calls) {
      expect(c.diff).toEqual({ _id: actor.id, system: { hp: { value: 7 } } });
      expect(c.options).toMatchObject({ probeOption: true, diff: true, recursive: true, render: true });
      expect(c.userId).toBe(PLAYER.id);
    }
    // A client that is not connected runs nothing.
    harness.connect(GM2, false);
    calls.length = 0;
    await actor.update({ "system.hp.value": 6 });
    expect(calls.map((c) => c.client)).not.toContain(GM2.id);
  });

  it("what a handler starts stays on its client: game.user after an await is still that client's user", async () => {
    const actor = await probe();
    const after: string[] = [];
    on("updateActor", async () => {
      const me = game.user!.id;
      await new Promise<void>((resolve) => setTimeout(resolve, 0));
      after.push(`${me}=${game.user!.id}`);
    });
    harness.actAs(PLAYER);
    await actor.update({ "system.hp.value": 5 });
    await harness.settle();
    expect(after).toContain(`${GM.id}=${GM.id}`);
    expect(after.every((s) => s.split("=")[0] === s.split("=")[1])).toBe(true);
    expect(game.user).toBe(PLAYER);
  });

  it("render: false re-renders nothing; an update re-renders once; renders of one application never overlap", async () => {
    const actor = await probe();
    const seen = watchRenders(actor);
    await actor.update({ "system.hp.value": 9 }, { render: false });
    await harness.settle();
    expect(seen.renders).toBe(0);
    await actor.update({ "system.hp.value": 8 });
    await actor.update({ "system.hp.value": 7 });
    await harness.settle();
    expect(seen.renders).toBe(2);
    expect(seen.contexts).toEqual(["updateActor", "updateActor"]);
    expect(seen.overlapped).toBe(false);
  });

  it("recursive: false replaces the system whole; the default merges", async () => {
    const actor = await probe({ hp: { value: 5, max: 12 }, mode: "b" });
    await actor.update({ system: { hp: { value: 6 } } });
    expect(actor.system).toMatchObject({ hp: { value: 6, max: 12 }, mode: "b" });
    await actor.update({ system: { hp: { value: 2 } } }, { recursive: false });
    expect(actor.system).toMatchObject({ hp: { value: 2, max: 10 }, mode: "a" });
  });

  it("create: preCreate false cancels (undefined); createActor runs on every client with (doc, options, userId)", async () => {
    (CONFIG.Actor.dataModels as Record<string, unknown>).probe = ProbeData;
    const created: string[] = [];
    on("createActor", (doc, options, userId) => void created.push(`${game.user!.id}:${(doc as { name: string }).name}:${userId}:${typeof options}`));
    const veto = on("preCreateActor", (_doc, data) => (data as { name: string }).name !== "Vetoed");
    await expect(Actor.create({ name: "Vetoed", type: "probe" } as never)).resolves.toBeUndefined();
    expect(game.actors!.getName("Vetoed")).toBeUndefined();
    hooks.off("preCreateActor", veto);
    await Actor.create({ name: "Made", type: "probe" } as never);
    expect(created).toEqual([
      `${GM.id}:Made:${GM.id}:object`,
      `${PLAYER.id}:Made:${GM.id}:object`,
      `player2-user:Made:${GM.id}:object`,
      `${OBSERVER.id}:Made:${GM.id}:object`,
      `limited-user:Made:${GM.id}:object`,
    ]);
  });

  it("delete: preDelete false keeps it; deleteActiveEffect runs everywhere; a second delete of the same effect is refused", async () => {
    const actor = await probe();
    const [effect] = await actor.createEmbeddedDocuments("ActiveEffect", [{ name: "Mark", statuses: ["mark"] }]);
    const deleted: string[] = [];
    on("deleteActiveEffect", (_doc, _options, userId) => void deleted.push(`${game.user!.id}:${userId}`));
    const veto = on("preDeleteActiveEffect", () => false);
    await expect(actor.deleteEmbeddedDocuments("ActiveEffect", [effect!.id])).resolves.toEqual([]);
    expect(actor.effects.contents).toHaveLength(1);
    hooks.off("preDeleteActiveEffect", veto);
    // Two clients delete the same effect at once (both still hold it when they ask): the server deletes it once.
    const first = actor.deleteEmbeddedDocuments("ActiveEffect", [effect!.id]);
    const second = harness.onClientOf(PLAYER, () => actor.deleteEmbeddedDocuments("ActiveEffect", [effect!.id]));
    await expect(first).resolves.toHaveLength(1);
    await expect(second).rejects.toThrow(/does not exist/);
    expect(deleted).toEqual([`${GM.id}:${GM.id}`, `${PLAYER.id}:${GM.id}`, `player2-user:${GM.id}`, `${OBSERVER.id}:${GM.id}`, `limited-user:${GM.id}`]);
    // Asking to delete an id the client does not hold throws before anything is sent.
    await expect(actor.deleteEmbeddedDocuments("ActiveEffect", [effect!.id])).rejects.toThrow(/does not exist in the effects collection/);
  });

  it("a handler that updates the document it was called for: the outer update resolves first, then the inner one runs its own hooks", async () => {
    const actor = await probe();
    const order: string[] = [];
    on("updateActor", (doc, diff, _options, userId) => {
      if (game.user!.id !== userId) return;
      const value = (diff as { system?: { hp?: { value?: number } } }).system?.hp?.value;
      order.push(`hook ${value}`);
      if (value === 0) void (doc as Probe).update({ "system.hp.max": 1 }).then(() => void order.push("inner resolved"));
    });
    await actor.update({ "system.hp.value": 0 });
    order.push("outer resolved");
    await harness.settle();
    expect(order).toEqual(["hook 0", "outer resolved", "hook undefined", "inner resolved"]);
    expect(actor.system.hp).toEqual({ value: 0, max: 1 });
  });

  it("unsetFlag is an update: -=key removes the flag and fires updateActor", async () => {
    const actor = await probe();
    const flagged = actor as unknown as {
      setFlag(s: string, k: string, v: unknown): Promise<unknown>;
      unsetFlag(s: string, k: string): Promise<unknown>;
      getFlag(s: string, k: string): unknown;
    };
    await flagged.setFlag("anthology", "mark", 2);
    const diffs: unknown[] = [];
    on("updateActor", (_doc, diff, _options, userId) => void (game.user!.id === userId && diffs.push(diff)));
    await flagged.unsetFlag("anthology", "mark");
    expect(flagged.getFlag("anthology", "mark")).toBeUndefined();
    expect(diffs).toEqual([{ _id: actor.id, flags: { anthology: { "-=mark": null } } }]);
  });
});
