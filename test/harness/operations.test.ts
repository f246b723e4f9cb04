/**
 * Self-test of the harness's operation-level and descendant document events, world `keepId` and `renderSheet`
 * (README row "documents.ts (lifecycle)"), each case as v13 does it:
 * - client/data/client-backend.mjs #preCreateDocumentArray / #preUpdateDocumentArray / #preDeleteDocumentArray call
 *   `documentClass._pre…Operation(documents, operation, user)` once, after every document's `_pre…` and hook, and
 *   #handleCreateDocuments / #handleUpdateDocuments / #handleDeleteDocuments await `_on…Operation` after every
 *   document's `_on…` and hook, with `parent._dispatchDescendantDocumentEvents("pre…"/"on…", collection.name, …)`
 *   around the change (client/documents/abstract/client-document.mjs);
 * - DatabaseCreateOperation `keepId` (common/abstract/_types.mjs): "Retain the _id values of provided data instead of
 *   generating new ids";
 * - ClientDocumentMixin#_onCreate: `renderSheet` renders the new document's sheet for the creating user only.
 */
import { afterEach, describe, expect, it } from "vitest";
import { GM, OBSERVER, PLAYER, castOwnership, harness } from "./foundry.js";
import { Actor as HarnessActor, type BaseDocument, type Operation } from "./documents.js";

const fields = foundry.data.fields;

class OpData extends foundry.abstract.TypeDataModel<ReturnType<typeof OpData.defineSchema>, Actor.Implementation> {
  static override defineSchema() {
    return { hp: new fields.NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 10 }) };
  }
}

type Doc = BaseDocument & { system: { hp: number }; items: { contents: BaseDocument[] } };
type User = { id: string };
const log: string[] = [];
/** What each operation-level call answers: a test sets it. */
const veto: { create?: boolean; update?: boolean; delete?: boolean; dropFirst?: boolean } = {};

/** The configured Actor class with recording operation-level and descendant methods (v13 signatures). */
function recordingActorClass(): typeof HarnessActor {
  const Base = CONFIG.Actor.documentClass as unknown as typeof HarnessActor;
  return class RecordingActor extends Base {
    static override async _preCreateOperation(documents: BaseDocument[], operation: Operation, user: User): Promise<boolean | void> {
      log.push(`preCreateOperation ${game.user!.id} ${documents.map((d) => d.name).join(",")} by ${user.id} data=${(operation.data as unknown[]).length}`);
      if (veto.dropFirst) documents.shift();
      if (veto.create) return false;
    }
    static override async _onCreateOperation(documents: BaseDocument[], _operation: Operation, user: User): Promise<void> {
      await new Promise<void>((resolve) => setTimeout(resolve, 0));
      log.push(`onCreateOperation ${game.user!.id} ${documents.map((d) => d.name).join(",")} by ${user.id}`);
    }
    static override async _preUpdateOperation(documents: BaseDocument[], operation: Operation, _user: User): Promise<boolean | void> {
      log.push(`preUpdateOperation ${documents.length} ${JSON.stringify(operation.updates)}`);
      if (veto.update) return false;
    }
    static override async _onUpdateOperation(documents: BaseDocument[], operation: Operation, _user: User): Promise<void> {
      log.push(`onUpdateOperation ${game.user!.id} ${documents.length} ${JSON.stringify(operation.updates)}`);
    }
    static override async _preDeleteOperation(_documents: BaseDocument[], operation: Operation, _user: User): Promise<boolean | void> {
      log.push(`preDeleteOperation ${(operation.ids as string[]).length}`);
      if (veto.delete) return false;
    }
    static override async _onDeleteOperation(documents: BaseDocument[], _operation: Operation, _user: User): Promise<void> {
      log.push(`onDeleteOperation ${game.user!.id} ${documents.length}`);
    }
    override _preCreateDescendantDocuments(parent: BaseDocument, collection: string, data: object[], _options: object, userId: string): void {
      log.push(`preCreateDescendant ${game.user!.id} ${collection} held=${(parent as Doc).items.contents.length} data=${data.length} by ${userId}`);
    }
    override _onCreateDescendantDocuments(
      parent: BaseDocument,
      collection: string,
      documents: BaseDocument[],
      data: object[],
      options: object,
      userId: string,
    ): void {
      log.push(`onCreateDescendant ${game.user!.id} ${collection} held=${(parent as Doc).items.contents.length} docs=${documents.length}`);
      super._onCreateDescendantDocuments(parent, collection, documents, data as never, options as never, userId);
    }
  } as unknown as typeof HarnessActor;
}

type Handler = (...args: unknown[]) => unknown;
const hooks = Hooks as unknown as { on(hook: string, fn: Handler): number; off(hook: string, id: number): void };
const registered: [string, number][] = [];
function on(hook: string, fn: Handler): void {
  registered.push([hook, hooks.on(hook, fn)]);
}
afterEach(() => {
  for (const [hook, id] of registered.splice(0)) hooks.off(hook, id);
  log.length = 0;
  for (const key of Object.keys(veto)) delete veto[key as keyof typeof veto];
});

function install(): typeof HarnessActor {
  (CONFIG.Actor.dataModels as Record<string, unknown>).op = OpData;
  const cls = recordingActorClass();
  (CONFIG.Actor as { documentClass: unknown }).documentClass = cls;
  return cls;
}

async function create(cls: typeof HarnessActor, names: string[], operation: Operation = {}): Promise<Doc[]> {
  return (await cls.createDocuments(
    names.map((name) => ({ name, type: "op", ownership: castOwnership() })),
    operation,
  )) as unknown as Doc[];
}

describe("operation-level events (v13 Document._pre…Operation / _on…Operation)", () => {
  it("create: _preCreateOperation once after every preCreate hook; _onCreateOperation on every client, the requester's awaited", async () => {
    const cls = install();
    on("preCreateActor", (doc) => void log.push(`preCreateActor ${(doc as Doc).name}`));
    on("createActor", (doc) => void (game.user!.id === GM.id && log.push(`createActor ${(doc as Doc).name}`)));
    harness.connect(PLAYER);
    const made = await create(cls, ["A", "B"]);
    // The requester's _onCreateOperation has finished when create resolves. The other clients' run when the broadcast
    // reaches them, which may be before or after (v13 ClientDatabaseBackend#_createDocuments resolves on the reply
    // to the requester; the broadcast to the others is a separate socket event): they are checked after settle.
    expect(log.filter((l) => !/^onCreateOperation (?!gm-user)/.test(l))).toEqual([
      "preCreateActor A",
      "preCreateActor B",
      `preCreateOperation ${GM.id} A,B by ${GM.id} data=2`,
      "createActor A",
      "createActor B",
      `onCreateOperation ${GM.id} A,B by ${GM.id}`,
    ]);
    await harness.settle();
    expect(log.filter((l) => l.startsWith("onCreateOperation")).map((l) => l.split(" ")[1])).toEqual([
      GM.id,
      PLAYER.id,
      "player2-user",
      OBSERVER.id,
      "limited-user",
    ]);
    expect(made.map((d) => d.name)).toEqual(["A", "B"]);
  });

  it("create: _preCreateOperation false sends nothing ([]); removing a document from the array leaves it out", async () => {
    const cls = install();
    const created: string[] = [];
    on("createActor", (doc) => void (game.user!.id === GM.id && created.push((doc as Doc).name)));
    veto.create = true;
    await expect(create(cls, ["A", "B"])).resolves.toEqual([]);
    expect([created, game.actors!.size]).toEqual([[], 0]);
    delete veto.create;
    veto.dropFirst = true;
    const made = await create(cls, ["A", "B"]);
    expect([made.map((d) => d.name), created, game.actors!.contents.map((a) => (a as unknown as Doc).name)]).toEqual([["B"], ["B"], ["B"]]);
  });

  it("update: _preUpdateOperation sees operation.updates (the diffs with _id) and may cancel; _onUpdateOperation after the hooks", async () => {
    const cls = install();
    const [a] = await create(cls, ["A"]);
    await harness.settle();
    log.length = 0;
    on("updateActor", () => void (game.user!.id === GM.id && log.push("updateActor")));
    veto.update = true;
    await expect(a!.update({ "system.hp": 4 })).resolves.toBeUndefined();
    expect([a!.system.hp, log]).toEqual([10, [`preUpdateOperation 1 [{"system":{"hp":4},"_id":"${a!.id}"}]`]]);
    delete veto.update;
    log.length = 0;
    await a!.update({ "system.hp": 4 });
    expect(log.slice(0, 3)).toEqual([
      `preUpdateOperation 1 [{"system":{"hp":4},"_id":"${a!.id}"}]`,
      "updateActor",
      `onUpdateOperation ${GM.id} 1 [{"system":{"hp":4},"_id":"${a!.id}"}]`,
    ]);
    // No change at all: no operation-level call either.
    log.length = 0;
    await a!.update({ "system.hp": 4 });
    expect(log).toEqual([]);
  });

  it("delete: _preDeleteOperation sees operation.ids and may cancel; _onDeleteOperation on every client", async () => {
    const cls = install();
    const [a] = await create(cls, ["A"]);
    await harness.settle();
    log.length = 0;
    veto.delete = true;
    await expect(a!.delete()).resolves.toBeUndefined();
    expect([game.actors!.has(a!.id), log]).toEqual([true, ["preDeleteOperation 1"]]);
    delete veto.delete;
    log.length = 0;
    await a!.delete();
    await harness.settle();
    expect(game.actors!.has(a!.id)).toBe(false);
    expect(log).toEqual([
      "preDeleteOperation 1",
      `onDeleteOperation ${GM.id} 1`,
      `onDeleteOperation ${PLAYER.id} 1`,
      "onDeleteOperation player2-user 1",
      `onDeleteOperation ${OBSERVER.id} 1`,
      "onDeleteOperation limited-user 1",
    ]);
  });
});

describe("descendant document events (v13 ClientDocumentMixin#_dispatchDescendantDocumentEvents)", () => {
  it('on every client the parent\'s _preCreateDescendantDocuments runs before the item is held, _on… after; the collection is "items"', async () => {
    const cls = install();
    const [a] = await create(cls, ["A"]);
    await harness.settle();
    log.length = 0;
    await (a as unknown as { createEmbeddedDocuments(n: string, d: object[]): Promise<unknown[]> }).createEmbeddedDocuments("Item", [
      { name: "Rope", type: "base" },
    ]);
    const pre = log.filter((l) => l.startsWith("preCreateDescendant"));
    const post = log.filter((l) => l.startsWith("onCreateDescendant"));
    expect(pre).toHaveLength(5);
    expect(pre.every((l) => l.includes(" items held=0 data=1 "))).toBe(true);
    expect(post).toHaveLength(5);
    expect(post.every((l) => l.endsWith(" items held=1 docs=1"))).toBe(true);
    expect(pre[0]).toBe(`preCreateDescendant ${GM.id} items held=0 data=1 by ${GM.id}`);
  });

  it('the parent\'s applications re-render with renderContext "{action}{collection name}" (createitems, updateitems, deleteitems)', async () => {
    const cls = install();
    const [a] = await create(cls, ["A"]);
    const contexts: unknown[] = [];
    a!.apps.watch = { rendered: true, render: async (options: { renderContext?: unknown }) => void contexts.push(options.renderContext) } as never;
    const actor = a as unknown as {
      createEmbeddedDocuments(n: string, d: object[]): Promise<{ id: string }[]>;
      updateEmbeddedDocuments(n: string, d: object[]): Promise<unknown>;
      deleteEmbeddedDocuments(n: string, ids: string[]): Promise<unknown>;
    };
    const [item] = await actor.createEmbeddedDocuments("Item", [{ name: "Rope", type: "base" }]);
    await actor.updateEmbeddedDocuments("Item", [{ _id: item!.id, name: "Chain" }]);
    await actor.deleteEmbeddedDocuments("Item", [item!.id]);
    await harness.settle();
    expect(contexts).toEqual(["createitems", "updateitems", "deleteitems"]);
  });
});

describe("keepId on create (v13 DatabaseCreateOperation keepId)", () => {
  it("a world document gets a new id unless keepId; a kept id already in the world is refused", async () => {
    const cls = install();
    const wanted = "AbCdEfGhIjKlMnOp";
    const [fresh] = (await cls.createDocuments([{ _id: wanted, name: "A", type: "op" }])) as unknown as Doc[];
    expect(fresh!.id).not.toBe(wanted);
    expect(game.actors!.get(fresh!.id)).toBe(fresh);
    const [kept] = (await cls.createDocuments([{ _id: wanted, name: "B", type: "op" }], { keepId: true })) as unknown as Doc[];
    expect(kept!.id).toBe(wanted);
    expect(game.actors!.get(wanted)).toBe(kept);
    await expect(cls.createDocuments([{ _id: wanted, name: "C", type: "op" }], { keepId: true })).rejects.toThrow(/already exists/);
    expect(harness.notifications.log.at(-1)!.type).toBe("error");
    expect(game.actors!.contents.map((x) => (x as unknown as Doc).name)).toEqual(["A", "B"]);
  });
});

describe("keepId when an item is dropped on an actor sheet (v13 ActorSheetV2#_onDropItem)", () => {
  it("the copy keeps the dropped item's id unless the actor already holds that id", async () => {
    const cls = install();
    const [actor] = await create(cls, ["A"]);
    const rope = (await Item.create({ name: "Rope", type: "base" } as never)) as unknown as BaseDocument;
    const { ActorSheetV2 } = foundry.applications.sheets as unknown as {
      ActorSheetV2: new (o: object) => { _onDropItem(e: unknown, i: unknown): Promise<BaseDocument | null> };
    };
    const sheet = new ActorSheetV2({ document: actor });
    const first = await sheet._onDropItem(null, rope);
    expect(first!.id).toBe(rope.id);
    const second = await sheet._onDropItem(null, rope);
    expect(second!.id).not.toBe(rope.id);
    expect(actor!.items.contents.map((i) => i.name)).toEqual(["Rope", "Rope"]);
  });
});

describe("renderSheet on create (v13 ClientDocumentMixin#_onCreate)", () => {
  it("opens the new document's registered sheet on the creating client only; without it nothing opens", async () => {
    const cls = install();
    const opened: string[] = [];
    const { DocumentSheetV2 } = foundry.applications.api as unknown as { DocumentSheetV2: new (o: object) => { render(o?: object): Promise<unknown> } };
    class OpSheet extends DocumentSheetV2 {
      override async render(options: object = {}): Promise<this> {
        opened.push(`${game.user!.id} ${JSON.stringify(options)}`);
        return this;
      }
    }
    foundry.applications.apps.DocumentSheetConfig.registerSheet(Actor, "anthology", OpSheet as never, { types: ["op"], makeDefault: true });
    try {
      harness.connect(PLAYER);
      const [quiet] = await create(cls, ["Quiet"]);
      await harness.settle();
      expect(opened).toEqual([]);
      expect(quiet!.sheet).toBeInstanceOf(OpSheet);
      await create(cls, ["Shown"], { renderSheet: true });
      await harness.settle();
      expect(opened).toEqual([
        `${GM.id} {"renderContext":"createActor","renderData":${JSON.stringify((game.actors!.getName("Shown") as unknown as Doc).toObject())},"force":true}`,
      ]);
    } finally {
      foundry.applications.apps.DocumentSheetConfig.unregisterSheet(Actor, "anthology", OpSheet as never);
    }
  });

  it("a new core.sheetClass flag closes the open sheet and opens the chosen one (v13 _onUpdate → _onSheetChange)", async () => {
    const cls = install();
    const { DocumentSheetV2 } = foundry.applications.api as unknown as {
      DocumentSheetV2: new (o: object) => { rendered: boolean; render(o?: object): Promise<unknown>; close(o?: object): Promise<unknown> };
    };
    class First extends DocumentSheetV2 {}
    class Second extends DocumentSheetV2 {}
    const config = foundry.applications.apps.DocumentSheetConfig;
    config.registerSheet(Actor, "anthology", First as never, { types: ["op"], makeDefault: true });
    config.registerSheet(Actor, "anthology", Second as never, { types: ["op"] });
    try {
      const [a] = await create(cls, ["A"]);
      const first = a!.sheet as unknown as InstanceType<typeof First>;
      expect(first).toBeInstanceOf(First);
      await first.render({ force: true });
      await (a as unknown as { setFlag(s: string, k: string, v: unknown): Promise<unknown> }).setFlag("core", "sheetClass", "anthology.Second");
      await harness.settle();
      expect(first.rendered).toBe(false);
      expect(a!.sheet).toBeInstanceOf(Second);
      expect((a!.sheet as unknown as { rendered: boolean }).rendered).toBe(true);
    } finally {
      config.unregisterSheet(Actor, "anthology", First as never);
      config.unregisterSheet(Actor, "anthology", Second as never);
    }
  });
});
