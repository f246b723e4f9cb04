/**
 * The harness's DataModel against v13 (test/harness/README.md): an update delta passes through the model's
 * `static migrateData` as in Foundry (foundryvtt/foundryvtt#14482), `strict: true` construction throws where a
 * load falls back, and notifications with `progress: true` return a bar `update` moves.
 */
import { describe, expect, it } from "vitest";
import { DataModelValidationError } from "./data-model.js";
import { harness } from "./foundry.js";
import { loadWorld, mergeStored, storedWorld } from "./world.js";

const fields = foundry.data.fields;
const seen: Record<string, unknown>[] = [];

class Probe extends foundry.abstract.TypeDataModel<ReturnType<typeof Probe.defineSchema>, Actor.Implementation> {
  static override defineSchema() {
    return {
      schemaVersion: new fields.NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 1 }),
      mojo: new fields.NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 0 }),
      note: new fields.StringField({ required: true, initial: "" }),
    };
  }
  static override migrateData(source: Record<string, unknown>) {
    seen.push(structuredClone(source));
    return super.migrateData(source);
  }
}

describe("harness DataModel follows v13", () => {
  it("runs migrateData on an update delta, which carries only the changed fields", async () => {
    (CONFIG.Actor.dataModels as Record<string, unknown>).probe = Probe;
    const actor = (await Actor.create({ name: "P", type: "probe" as never, system: { mojo: 2, note: "a" } } as never)) as unknown as Actor.Implementation;
    seen.length = 0;
    await actor.update({ "system.mojo": 3 } as never);
    expect(seen[0]).toEqual({ mojo: 3 });
    expect((actor.system as unknown as { mojo: number }).mojo).toBe(3);
  });

  // v13 DataModel construction is strict by default (common/abstract/data.mjs `constructor(data, {strict=true})`);
  // only `strict: false` (fromSource, DocumentCollection#getInvalid) builds the model with the initial value.
  it("throws on construction by default (strict), and falls back only with strict: false", () => {
    expect(() => new Probe({ mojo: "fifteen" } as never)).toThrow(DataModelValidationError);
    expect(() => new Probe({ mojo: "fifteen" } as never, { strict: true } as never)).toThrow(DataModelValidationError);
    const loaded = new Probe({ mojo: "fifteen" } as never, { strict: false } as never) as unknown as { mojo: number; validationWarnings: string[] };
    expect(loaded.mojo).toBe(0);
    expect(loaded.validationWarnings).toHaveLength(1);
  });

  it("a progress notification is returned and moved by ui.notifications.update", () => {
    const bar = ui.notifications!.info("working", { progress: true });
    ui.notifications!.update(bar, { pct: 0.5 });
    ui.notifications!.update(bar, { pct: 1, message: "done" });
    expect(harness.notifications.shown[0]).toMatchObject({ progress: true, pct: 1, message: "done", permanent: true });
    expect(() => ui.notifications!.update(99 as never, { pct: 1 })).toThrow();
  });
});

// A browser has one realm: a copy structuredClone makes is a plain object there. Under vitest's vmForks pool the file's
// global is its own context and Node's structuredClone answered with objects of Node's realm (realm.ts).
describe("harness realm (realm.ts)", () => {
  it("structuredClone's copies are plain objects, arrays, Dates and Maps of the test's own realm", () => {
    const copy = structuredClone({ a: { b: [1, { c: 2 }] }, when: new Date(5), map: new Map([["k", { v: 1 }]]) });
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.getPrototypeOf(copy.a)).toBe(Object.prototype);
    expect(Array.isArray(copy.a.b) && Object.getPrototypeOf(copy.a.b) === Array.prototype).toBe(true);
    expect(Object.getPrototypeOf(copy.a.b[1])).toBe(Object.prototype);
    expect(copy.when instanceof Date && copy.when.getTime()).toBe(5);
    expect(copy.map instanceof Map && Object.getPrototypeOf(copy.map.get("k"))).toBe(Object.prototype);
    expect(copy).toEqual({ a: { b: [1, { c: 2 }] }, when: new Date(5), map: new Map([["k", { v: 1 }]]) });
  });
});

describe("harness world (world.ts) follows v13's world load", () => {
  it("game.data keeps the stored source as sent, the document holds the cleaned one; storedWorld merges cleaned updates as the server does", async () => {
    (CONFIG.Actor.dataModels as Record<string, unknown>).probe = Probe;
    const raw = { _id: "a1", name: "P", type: "probe", system: { mojo: "15", note: "a", old: 1 }, items: [] };
    const { actors } = loadWorld({ actors: [raw] });
    expect((game as unknown as { data: { actors: unknown[] } }).data.actors).toEqual([raw]);
    expect((actors[0]!.system as unknown as { mojo: number }).mojo).toBe(15);
    // `-=old` names no field of the schema: SchemaField#_cleanType drops it (common/data/fields.mjs), so the database
    // keeps `old`.
    await actors[0]!.update({ system: { mojo: 16, "-=old": null } });
    expect(storedWorld().actors[0]).toEqual({ ...raw, system: { mojo: 16, note: "a", old: 1 } });
    expect(mergeStored({ a: { b: 1, c: 2 } }, { a: { "-=c": null, d: 3 } })).toEqual({ a: { b: 1, d: 3 } });
  });

  it("a stored document that fails validation is not loaded: it is in invalidDocumentIds and getInvalid builds it", () => {
    (CONFIG.Actor.dataModels as Record<string, unknown>).probe = Probe;
    const good = { _id: "good", name: "G", type: "probe", system: { mojo: 1 }, items: [] };
    const bad = { _id: "bad", name: "B", type: "probe", system: { mojo: "fifteen" }, items: [] };
    const { actors } = loadWorld({ actors: [good, bad] });
    expect(actors.map((a) => a.id)).toEqual(["good"]);
    const collection = game.actors as unknown as {
      get(id: string): unknown;
      invalidDocumentIds: Set<string>;
      getInvalid(id: string, o?: object): { system: { mojo: number; validationWarnings: string[] } } | undefined;
    };
    expect(collection.get("bad")).toBeUndefined();
    expect([...collection.invalidDocumentIds]).toEqual(["bad"]);
    const invalid = collection.getInvalid("bad")!;
    expect(invalid.system.mojo).toBe(0);
    expect(invalid.system.validationWarnings).toHaveLength(1);
    expect(() => collection.getInvalid("good")).toThrow(/not in the set of invalid ids/);
    expect(collection.getInvalid("good", { strict: false })).toBeUndefined();
  });

  // v13 `==system` (SchemaField#_cleanType keeps `==key` for a field the schema has, SchemaField#_updateDiff replaces
  // rather than merges, common/data/fields.mjs): the system is cleaned as a whole source, a key it lacks is gone from
  // the document and the database, and every client's updateActor gets the replacement in its diff.
  it("an update with ==system replaces the system whole, in the document and in the database", async () => {
    (CONFIG.Actor.dataModels as Record<string, unknown>).probe = Probe;
    const raw = { _id: "r", name: "R", type: "probe", system: { mojo: 4, note: "kept?", old: 1 }, items: [] };
    const [actor] = loadWorld({ actors: [raw] }).actors;
    const diffs: unknown[] = [];
    Hooks.on("updateActor", (_doc: unknown, diff: unknown) => void diffs.push(diff));
    await actor!.update({ "==system": { mojo: 7 } } as never);
    expect(actor!.system).toMatchObject({ mojo: 7, note: "" });
    expect(storedWorld().actors[0]!.system).toEqual({ schemaVersion: 1, mojo: 7, note: "" });
    expect(diffs.at(-1)).toMatchObject({ "==system": { mojo: 7, note: "" } });
    await expect(actor!.update({ "==system": { mojo: "many" } } as never)).resolves.toBeUndefined();
    expect(harness.notifications.log.at(-1)).toEqual({ type: "error", message: expect.stringMatching(/mojo/) });
    expect(actor!.system).toMatchObject({ mojo: 7 });
  });

  // v13 repairs a document that failed to load through `getInvalid(id)` and an update (the backend fetches it with
  // `collection.get(id, {invalid: true})`, client/data/client-backend.mjs); the database then holds the repair.
  it("an update of the document getInvalid gives reaches the database", async () => {
    (CONFIG.Actor.dataModels as Record<string, unknown>).probe = Probe;
    const bad = { _id: "bad", name: "B", type: "probe", system: { mojo: "fifteen", note: "n" }, items: [] };
    loadWorld({ actors: [bad] });
    const collection = game.actors as unknown as { getInvalid(id: string): Actor.Implementation };
    const invalid = collection.getInvalid("bad");
    expect(collection.getInvalid("bad")).toBe(invalid);
    await invalid.update({ "system.mojo": 15 } as never);
    expect(storedWorld().actors[0]!.system).toEqual({ mojo: 15, note: "n" });
  });

  it("an invalid embedded document is dropped from its loaded parent (dropInvalidEmbedded), not the parent", () => {
    (CONFIG.Actor.dataModels as Record<string, unknown>).probe = Probe;
    (CONFIG.Item.dataModels as Record<string, unknown>).probe = Probe;
    const items = [
      { _id: "ok", name: "I", type: "probe", system: { mojo: 2 } },
      { _id: "broken", name: "X", type: "probe", system: { mojo: "x" } },
    ];
    const { actors } = loadWorld({ actors: [{ _id: "p", name: "P", type: "probe", system: {}, items }] });
    const actor = actors[0] as unknown as { items: { contents: { id: string }[]; invalidDocumentIds: Set<string> } };
    expect(actor.items.contents.map((i) => i.id)).toEqual(["ok"]);
    expect([...actor.items.invalidDocumentIds]).toEqual(["broken"]);
  });
});
