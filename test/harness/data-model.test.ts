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

  it("falls back on load, but throws with strict: true", () => {
    const loaded = new Probe({ mojo: "fifteen" } as never) as unknown as { mojo: number; validationWarnings: string[] };
    expect(loaded.mojo).toBe(0);
    expect(loaded.validationWarnings).toHaveLength(1);
    expect(() => new Probe({ mojo: "fifteen" } as never, { strict: true } as never)).toThrow(DataModelValidationError);
  });

  it("a progress notification is returned and moved by ui.notifications.update", () => {
    const bar = ui.notifications!.info("working", { progress: true });
    ui.notifications!.update(bar, { pct: 0.5 });
    ui.notifications!.update(bar, { pct: 1, message: "done" });
    expect(harness.notifications.shown[0]).toMatchObject({ progress: true, pct: 1, message: "done", permanent: true });
    expect(() => ui.notifications!.update(99 as never, { pct: 1 })).toThrow();
  });
});

describe("harness world (world.ts) follows v13's world load", () => {
  it("game.data keeps the stored source as sent, the document holds the cleaned one; storedWorld merges updates as the server does", async () => {
    (CONFIG.Actor.dataModels as Record<string, unknown>).probe = Probe;
    const raw = { _id: "a1", name: "P", type: "probe", system: { mojo: "fifteen", note: "a", old: 1 }, items: [] };
    const { actors } = loadWorld({ actors: [raw] });
    expect((game as unknown as { data: { actors: unknown[] } }).data.actors).toEqual([raw]);
    expect((actors[0]!.system as unknown as { mojo: number }).mojo).toBe(0);
    await actors[0]!.update({ system: { note: "b", "-=old": null } });
    expect(storedWorld().actors[0]).toEqual({ ...raw, system: { mojo: "fifteen", note: "b" } });
    expect(mergeStored({ a: { b: 1, c: 2 } }, { a: { "-=c": null, d: 3 } })).toEqual({ a: { b: 1, d: 3 } });
  });
});
