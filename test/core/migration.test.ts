import { afterEach, describe, expect, it, vi } from "vitest";
import { readStored } from "../../module/core/migration/read-source.js";
import { currentVersion, migrateSource, needsMigration, type MigrationStep } from "../../module/core/migration/schema-version.js";
import { WORLD_SCHEMA_VERSION, runMigrations } from "../../module/core/migration/world-migration.js";
import { registerRulesets } from "../../module/core/registry.js";
import { registerCoreSettings } from "../../module/core/settings.js";
import { RULESETS } from "../../module/rulesets/index.js";
import { Actor as HarnessActor, Item as HarnessItem } from "../harness/documents.js";
import { harness } from "../harness/foundry.js";
import { GM, GM2, PLAYER } from "../harness/users.js";
import { loadWorld, storedWorld } from "../harness/world.js";
import { markInvalid } from "../harness/invalid-documents.js";
import gmCharacter from "../rulesets/gods-monsters/fixtures/gm-character.json";

const STEPS: MigrationStep[] = [
  { version: 2, migrate: (s) => ({ ...s, hp: { value: s.hp, max: s.hp } }) },
  { version: 1, migrate: (s) => ({ ...s, hp: s.health, health: undefined }) },
];

describe("schema versions", () => {
  it("applies the steps a source lacks, in version order, and records the version", () => {
    // A source saved before versions existed reaches the steps marked as version 0 (the world migration's
    // `wholeSource`); unmarked, it is indistinguishable from an update delta, which v13 also passes to migrateData.
    expect(migrateSource({ health: 7, schemaVersion: 0 }, STEPS)).toEqual({ hp: { value: 7, max: 7 }, health: undefined, schemaVersion: 2 });
    expect(migrateSource({ hp: 5, schemaVersion: 1 }, STEPS)).toEqual({ hp: { value: 5, max: 5 }, schemaVersion: 2 });
  });

  it("leaves a current source alone and treats garbage versions as 0", () => {
    const current = { hp: { value: 3, max: 4 }, schemaVersion: 2 };
    expect(migrateSource({ ...current }, STEPS)).toEqual(current);
    expect(needsMigration({ schemaVersion: "abc" }, STEPS)).toBe(true);
    expect(currentVersion(STEPS)).toBe(2);
    expect(migrateSource({}, [])).toEqual({});
  });

  it("leaves an update delta (no schemaVersion) exactly as it is", () => {
    expect(migrateSource({ hp: { value: 3 } }, STEPS)).toEqual({ hp: { value: 3 } });
    expect(migrateSource({ health: 7 }, STEPS)).toEqual({ health: 7 });
  });
});

// A model with real steps: version 1 renamed `health` to `hp`; version 2 made `hp` a value/max pair.
const fields = foundry.data.fields;
const STEPPED: MigrationStep[] = [
  { version: 1, migrate: (s) => ({ ...s, hp: s.health, health: undefined }) },
  { version: 2, migrate: (s) => ({ ...s, hp: { value: s.hp, max: s.hp } }) },
];
class SteppedData extends foundry.abstract.TypeDataModel<ReturnType<typeof SteppedData.defineSchema>, Actor.Implementation> {
  static override defineSchema() {
    return {
      schemaVersion: new fields.NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 2 }),
      hp: new fields.SchemaField({
        value: new fields.NumberField({ required: true, nullable: false, integer: true, min: 0, max: 99, initial: 10 }),
        max: new fields.NumberField({ required: true, nullable: false, integer: true, min: 1, max: 99, initial: 10 }),
      }),
      name: new fields.StringField({ required: true, initial: "" }),
    };
  }
  static override migrateData(source: Record<string, unknown>) {
    return super.migrateData(migrateSource(source, STEPPED));
  }
}

type Stepped = { hp: { value: number; max: number }; name: string; schemaVersion: number };

describe("issue 11 #15: migration steps never run on update deltas", () => {
  it("a sheet edit of one field of a migrated document keeps the edit and every other value", async () => {
    (CONFIG.Actor.dataModels as Record<string, unknown>).stepped = SteppedData;
    const {
      actors: [actor],
    } = loadWorld({ actors: [{ _id: "a1", name: "Old", type: "stepped", system: { schemaVersion: 1, hp: 7, name: "Toromeen" } }] });
    expect((actor!.system as unknown as Stepped).hp).toEqual({ value: 7, max: 7 });
    await actor!.update({ "system.hp.value": 3 });
    expect(actor!.system as unknown as Stepped).toMatchObject({ hp: { value: 3, max: 7 }, name: "Toromeen", schemaVersion: 2 });
    await actor!.update({ system: { name: "Yeti" } });
    expect(actor!.system as unknown as Stepped).toMatchObject({ hp: { value: 3, max: 7 }, name: "Yeti" });
  });
});

/** Two GMs connected (the harness's cast): GM is v13's `game.users.activeGM` (same role, lower id), GM2 is not. */
// Awaited: a world setting's `set` is a Setting document update that lands after the server's answer
// (v13 client/helpers/client-settings.mjs #setWorld), so an un-awaited reset could land after the migration began.
async function twoGMs(): Promise<{ first: typeof GM; second: typeof GM2 }> {
  await game.settings!.set("anthology", "schemaVersion", 0);
  harness.connect(GM2);
  expect(game.users!.activeGM?.id).toBe(GM.id);
  return { first: GM, second: GM2 };
}

/** Every update request the documents send: each top-level update, each embedded batch. */
function countRequests() {
  const requests: string[] = [];
  const update = HarnessActor.prototype.update;
  const embedded = HarnessActor.prototype.updateEmbeddedDocuments;
  vi.spyOn(HarnessActor.prototype, "update").mockImplementation(function (this: HarnessActor, ...args: Parameters<typeof update>) {
    requests.push(`Actor.update ${this.id}`);
    return update.apply(this, args) as never;
  });
  vi.spyOn(HarnessItem.prototype, "update").mockImplementation(function (this: HarnessItem, ...args: Parameters<typeof update>) {
    if (!this.parent) requests.push(`Item.update ${this.id}`);
    return update.apply(this, args) as never;
  });
  vi.spyOn(HarnessActor.prototype, "updateEmbeddedDocuments").mockImplementation(function (this: HarnessActor, ...args: Parameters<typeof embedded>) {
    requests.push(`Actor.updateEmbeddedDocuments ${this.id} ${args[1].length}`);
    return embedded.apply(this, args);
  });
  return requests;
}

afterEach(() => vi.restoreAllMocks());

/** The G&M character fixture as stored before schema versions existed. */
function oldCharacter(id: string, system: Record<string, unknown> = {}, items: Record<string, unknown>[] = []) {
  const { schemaVersion: _v, ...v0 } = structuredClone(gmCharacter) as Record<string, unknown>;
  return { _id: id, name: `Hero ${id}`, type: "gmCharacter", system: { ...v0, ...system }, items };
}

describe("issue 12 #5: the world migration keeps every value", () => {
  it("writes a document below the current version once, whole, and nothing on the next login", async () => {
    registerRulesets(RULESETS);
    registerCoreSettings();
    await twoGMs();
    loadWorld({ actors: [oldCharacter("a1")] });
    const requests = countRequests();
    expect(await runMigrations()).toEqual({ updated: 1, kept: 0, failed: 0 });
    expect(requests).toEqual(["Actor.update a1"]);
    expect(storedWorld().actors[0]!.system).toEqual(gmCharacter);
    expect(game.settings!.get("anthology", "schemaVersion")).toBe(WORLD_SCHEMA_VERSION);
    expect(harness.notifications.shown.find((n) => n.progress)).toMatchObject({ pct: 1 });

    loadWorld(storedWorld());
    requests.length = 0;
    expect(await runMigrations()).toEqual({ updated: 0, kept: 0, failed: 0 });
    expect(requests).toEqual([]);
  });

  it('never writes back values the schema rejects (mojo "fifteen", silver "21 sp", survival "7/9"): reports them, escaped', async () => {
    registerRulesets(RULESETS);
    registerCoreSettings();
    await twoGMs();
    const bad = oldCharacter("a1", { mojo: "fifteen", silver: "21 sp", survival: { value: "7/9", bonus: 0 } });
    bad.name = "<img src=x onerror=alert(1)>";
    loadWorld({ actors: [bad, oldCharacter("a2")] });
    const summary = await runMigrations();
    expect(summary).toEqual({ updated: 1, kept: 1, failed: 0 });
    const stored = storedWorld().actors;
    expect(stored[0]).toEqual(bad);
    expect(stored[1]!.system).toEqual(gmCharacter);
    const warning = harness.notifications.log.find((n) => n.type === "warn" && n.message.includes("system.mojo"))!.message;
    expect(warning).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(warning).not.toContain("<img");
    for (const path of ["system.mojo", "system.silver", "system.survival.value"]) expect(warning).toContain(path);
    // Not done: the world setting stays behind until the kept document is corrected.
    expect(game.settings!.get("anthology", "schemaVersion")).toBe(0);
  });

  it("keeps a document of a newer schema untouched, with the fields this version doesn't know, and says so", async () => {
    registerRulesets(RULESETS);
    registerCoreSettings();
    await twoGMs();
    const newer = {
      _id: "a1",
      name: "Future",
      type: "gmCharacter",
      system: { ...structuredClone(gmCharacter), schemaVersion: 7, luck: { value: 3 } },
      items: [],
    };
    const unknown = oldCharacter("a2", { luck: 3 });
    loadWorld({ actors: [newer, unknown] });
    expect(await runMigrations()).toEqual({ updated: 0, kept: 2, failed: 0 });
    expect(storedWorld().actors).toEqual([newer, unknown]);
    const messages = harness.notifications.log.filter((n) => n.type === "warn").map((n) => n.message);
    expect(messages.some((m) => m.includes("Future") && m.includes("7") && m.includes("newer version"))).toBe(true);
    expect(messages.some((m) => m.includes("Hero a2") && m.includes("system.luck = 3"))).toBe(true);
  });

  it("20 actors × 50 items, two GMs: only the active GM writes, one request per out-of-date actor and one batch for its items", async () => {
    registerRulesets(RULESETS);
    registerCoreSettings();
    const { first, second } = await twoGMs();
    const types = ["gmWeapon", "gmArmor", "gmGear", "gmSpell"];
    const actors = Array.from({ length: 20 }, (_, a) => {
      const items = Array.from({ length: 50 }, (_, i) => ({
        _id: `i${a}x${i}`,
        name: `Thing ${i}`,
        type: types[i % types.length]!,
        // Every fifth item is already current: it is not written.
        system: i % 5 === 0 ? { schemaVersion: 1 } : {},
      }));
      const actor = oldCharacter(`a${a}`, {}, items);
      // Every fourth actor is current itself; its items are not.
      if (a % 4 === 0) (actor.system as Record<string, unknown>).schemaVersion = 1;
      return actor;
    });
    loadWorld({ actors });
    const requests = countRequests();
    // Every connected client runs `ready` (module/anthology.ts starts the migration there).
    const results = new Map<string, unknown>();
    Hooks.on("ready", async () => {
      results.set(game.user!.id, await runMigrations());
    });
    const ran = await harness.callOnEveryClient("ready");
    expect(ran).toEqual(expect.arrayContaining([first, second]));
    expect(results.get(second.id)).toBeNull();
    expect([...results].filter(([, r]) => r !== null).map(([id]) => id)).toEqual([first.id]);
    const outOfDateActors = 15;
    const outOfDateItems = 20 * 40;
    expect(results.get(first.id)).toEqual({ updated: outOfDateActors + outOfDateItems, kept: 0, failed: 0 });
    expect(requests.filter((r) => r.startsWith("Actor.update "))).toHaveLength(outOfDateActors);
    expect(requests.filter((r) => r.startsWith("Actor.updateEmbeddedDocuments"))).toEqual(actors.map((a) => `Actor.updateEmbeddedDocuments ${a._id} 40`));
    expect(requests).toHaveLength(outOfDateActors + 20);
    const written = game
      .actors!.contents.flatMap((a) => [a, ...(a as unknown as HarnessActor).items.contents])
      .filter((d) => (d as unknown as HarnessActor).updates.length > 0);
    expect(written).toHaveLength(outOfDateActors + outOfDateItems);
  });

  it("reports a failed write by name and goes on; the next login tries again", async () => {
    registerRulesets(RULESETS);
    registerCoreSettings();
    await twoGMs();
    loadWorld({ actors: [oldCharacter("a1"), oldCharacter("a2")] });
    const original = HarnessActor.prototype.update;
    vi.spyOn(HarnessActor.prototype, "update").mockImplementation(function (this: HarnessActor, ...args: Parameters<typeof original>) {
      if (this.id === "a1") return Promise.reject(new Error("disk <b>full</b>"));
      return original.apply(this, args) as never;
    });
    expect(await runMigrations()).toEqual({ updated: 1, kept: 0, failed: 1 });
    const error = harness.notifications.log.find((n) => n.type === "error")!.message;
    expect(error).toContain("Hero a1");
    expect(error).toContain("disk &lt;b&gt;full&lt;/b&gt;");
    expect(game.settings!.get("anthology", "schemaVersion")).toBe(0);
    vi.restoreAllMocks();
    loadWorld(storedWorld());
    expect(await runMigrations()).toEqual({ updated: 1, kept: 0, failed: 0 });
    expect(game.settings!.get("anthology", "schemaVersion")).toBe(WORLD_SCHEMA_VERSION);
  });

  it("does nothing for players", async () => {
    registerRulesets(RULESETS);
    registerCoreSettings();
    await twoGMs();
    loadWorld({ actors: [oldCharacter("a1")] });
    harness.actAs(PLAYER);
    expect(await runMigrations()).toBeNull();
    expect(storedWorld().actors[0]).toEqual(oldCharacter("a1"));
  });

  it("moves a value a step renamed and deletes the old key in the stored document", async () => {
    (CONFIG.Actor.dataModels as Record<string, unknown>).stepped = SteppedData;
    registerCoreSettings();
    await twoGMs();
    loadWorld({ actors: [{ _id: "a1", name: "Old", type: "stepped", system: { health: 7, name: "Toromeen" } }] });
    expect(readStored(SteppedData as never, { health: 7, name: "Toromeen" }).lost).toEqual([]);
    await runMigrations();
    expect(storedWorld().actors[0]!.system).toEqual({ schemaVersion: 2, hp: { value: 7, max: 7 }, name: "Toromeen" });
  });
});

describe("a step that throws", () => {
  it("leaves the document unwritten and names it", async () => {
    class Throwing extends SteppedData {
      static override migrateData(source: Record<string, unknown>) {
        if (source.schemaVersion === 0) throw new Error("step 1 cannot read <this>");
        return super.migrateData(source);
      }
    }
    (CONFIG.Actor.dataModels as Record<string, unknown>).throwing = Throwing;
    registerCoreSettings();
    await twoGMs();
    const raw = { _id: "a1", name: "Odd", type: "throwing", system: { health: 7 } };
    loadWorld({ actors: [raw] });
    expect(await runMigrations()).toEqual({ updated: 0, kept: 1, failed: 0 });
    expect(storedWorld().actors[0]).toEqual({ ...raw, items: [] });
    expect(harness.notifications.log.some((n) => n.type === "warn" && n.message.includes("Odd") && n.message.includes("&lt;this&gt;"))).toBe(true);
  });
});

describe("the migration writes from the current source, only what it changes", () => {
  it("a player's edit made while the migration runs (mojo 15 → 3) is not reverted", async () => {
    registerRulesets(RULESETS);
    registerCoreSettings();
    await twoGMs();
    loadWorld({ actors: [oldCharacter("a1"), { ...oldCharacter("a2"), ownership: { default: 0, [PLAYER.id]: 3 } }] });
    const original = HarnessActor.prototype.update;
    vi.spyOn(HarnessActor.prototype, "update").mockImplementation(async function (this: HarnessActor, ...args: Parameters<typeof original>) {
      // While the GM's client writes a1, the player sets a2's mojo to 3 on their sheet.
      if (this.id === "a1") await harness.onClientOf(PLAYER, () => original.call(game.actors!.get("a2") as unknown as HarnessActor, { "system.mojo": 3 }));
      return original.apply(this, args) as never;
    });
    expect(await runMigrations()).toEqual({ updated: 2, kept: 0, failed: 0 });
    const [a1, a2] = storedWorld().actors;
    expect(a1!.system).toEqual(gmCharacter);
    expect(a2!.system).toEqual({ ...gmCharacter, mojo: 3 });
    // The migration's own write for a2 carries what it changes (the version), not mojo.
    const written = (game.actors!.get("a2") as unknown as HarnessActor).updates.at(-1) as { system: Record<string, unknown> };
    expect(written.system).toEqual({ schemaVersion: 1 });
  });

  it("a step that moves a value still moves it, and an edit to the moved value is migrated, not overwritten", async () => {
    (CONFIG.Actor.dataModels as Record<string, unknown>).stepped = SteppedData;
    registerCoreSettings();
    await twoGMs();
    loadWorld({
      actors: [
        { _id: "a0", name: "First", type: "stepped", system: { health: 2, name: "A" } },
        { _id: "a1", name: "Old", type: "stepped", system: { health: 7, name: "Toromeen" } },
      ],
    });
    const original = HarnessActor.prototype.update;
    vi.spyOn(HarnessActor.prototype, "update").mockImplementation(async function (this: HarnessActor, ...args: Parameters<typeof original>) {
      if (this.id === "a0") await original.call(game.actors!.get("a1") as unknown as HarnessActor, { "system.name": "Renamed" });
      return original.apply(this, args) as never;
    });
    await runMigrations();
    expect(storedWorld().actors[1]!.system).toEqual({ schemaVersion: 2, hp: { value: 7, max: 7 }, name: "Renamed" });
  });
});

describe("the migration checks what Foundry wrote, and reaches documents Foundry could not load", () => {
  it("an update that resolves undefined (v13: the client refused it) is a failure: reported, the world not stamped, retried next time", async () => {
    registerRulesets(RULESETS);
    registerCoreSettings();
    await twoGMs();
    loadWorld({ actors: [oldCharacter("a1")] });
    // v13 ClientDatabaseBackend#preUpdateDocumentArray catches a validation error and leaves the document out:
    // Document#update resolves undefined and nothing is sent.
    vi.spyOn(HarnessActor.prototype, "update").mockResolvedValue(undefined as never);
    expect(await runMigrations()).toEqual({ updated: 0, kept: 0, failed: 1 });
    expect(harness.notifications.log.find((n) => n.type === "error")?.message).toContain("Hero a1");
    expect(game.settings!.get("anthology", "schemaVersion")).toBe(0);
    vi.restoreAllMocks();
    loadWorld(storedWorld());
    expect(await runMigrations()).toEqual({ updated: 1, kept: 0, failed: 0 });
  });

  it("items an embedded batch did not resolve are failures, the ones it did are migrated", async () => {
    registerRulesets(RULESETS);
    registerCoreSettings();
    await twoGMs();
    const actor = {
      ...oldCharacter("a1", {}, [
        { _id: "i1", name: "Axe", type: "gmWeapon", system: {} },
        { _id: "i2", name: "Rope", type: "gmGear", system: {} },
      ]),
    };
    (actor.system as Record<string, unknown>).schemaVersion = 1;
    loadWorld({ actors: [actor] });
    const embedded = HarnessActor.prototype.updateEmbeddedDocuments;
    vi.spyOn(HarnessActor.prototype, "updateEmbeddedDocuments").mockImplementation(async function (
      this: HarnessActor,
      name: string,
      updates: Record<string, unknown>[],
      operation?: Record<string, unknown>,
    ) {
      // The client left i2 out (it refused the change): only i1 is sent and resolved. The operation (the migration's
      // `diff: false`) is passed on: without it v13's ClientDatabaseBackend#_preUpdateDocumentArray skips an update whose
      // diff against the already-migrated client document is empty, and i1 would not resolve either.
      return embedded.call(
        this,
        name,
        updates.filter((u) => u._id !== "i2"),
        operation,
      );
    });
    expect(await runMigrations()).toEqual({ updated: 1, kept: 0, failed: 1 });
    expect(harness.notifications.log.find((n) => n.type === "error")?.message).toContain("Rope");
    expect(game.settings!.get("anthology", "schemaVersion")).toBe(0);
  });

  it("a document Foundry could not load is migrated through getInvalid, which repairs it", async () => {
    registerRulesets(RULESETS);
    registerCoreSettings();
    await twoGMs();
    loadWorld({ actors: [oldCharacter("a1")] });
    markInvalid("Actor", "a1");
    expect(game.actors!.get("a1")).toBeUndefined();
    expect(await runMigrations()).toEqual({ updated: 1, kept: 0, failed: 0 });
    expect(storedWorld().actors[0]!.system).toEqual(gmCharacter);
    expect(game.settings!.get("anthology", "schemaVersion")).toBe(WORLD_SCHEMA_VERSION);
  });

  it("one that cannot be migrated is reported with its id and how to reach it, not sent to a sheet that cannot open", async () => {
    registerRulesets(RULESETS);
    registerCoreSettings();
    await twoGMs();
    loadWorld({ actors: [oldCharacter("a1", { mojo: "fifteen" })] });
    // v13 DocumentCollection#_initialize (client/documents/abstract/document-collection.mjs) builds each stored
    // document strictly, so this one is not loaded at all: it is already in invalidDocumentIds (no markInvalid).
    expect(game.actors!.get("a1")).toBeUndefined();
    expect((game.actors as unknown as { invalidDocumentIds: Set<string> }).invalidDocumentIds.has("a1")).toBe(true);
    expect(await runMigrations()).toEqual({ updated: 0, kept: 1, failed: 0 });
    const warning = harness.notifications.log.find((n) => n.type === "warn" && n.message.includes("system.mojo"))!.message;
    expect(warning).toContain("Hero a1");
    expect(warning).toContain('game.actors.getInvalid("a1")');
    expect(warning).not.toContain("on its sheet");
  });
});
