import { describe, expect, it } from "vitest";
import { currentVersion, migrateSource, needsMigration, type MigrationStep } from "../../module/core/migration/schema-version.js";
import { WORLD_SCHEMA_VERSION, runMigrations } from "../../module/core/migration/world-migration.js";
import { registerCoreSettings } from "../../module/core/settings.js";
import { PLAYER, harness } from "../harness/foundry.js";

const STEPS: MigrationStep[] = [
  { version: 2, migrate: (s) => ({ ...s, hp: { value: s.hp, max: s.hp } }) },
  { version: 1, migrate: (s) => ({ ...s, hp: s.health, health: undefined }) },
];

describe("schema versions", () => {
  it("applies the steps a source lacks, in version order, and records the version", () => {
    expect(migrateSource({ health: 7 }, STEPS)).toEqual({ hp: { value: 7, max: 7 }, health: undefined, schemaVersion: 2 });
    expect(migrateSource({ hp: 5, schemaVersion: 1 }, STEPS)).toEqual({ hp: { value: 5, max: 5 }, schemaVersion: 2 });
  });

  it("leaves a current source alone and treats garbage versions as 0", () => {
    const current = { hp: { value: 3, max: 4 }, schemaVersion: 2 };
    expect(migrateSource({ ...current }, STEPS)).toEqual(current);
    expect(needsMigration({ schemaVersion: "abc" }, STEPS)).toBe(true);
    expect(currentVersion(STEPS)).toBe(2);
    expect(migrateSource({}, [])).toEqual({});
  });
});

interface FakeDoc { name: string; system: { toObject(): Record<string, unknown> }; updates: unknown[]; update(c: Record<string, unknown>): Promise<unknown> }

function fakeDoc(name: string, fail = false): FakeDoc {
  return {
    name,
    system: { toObject: () => ({ schemaVersion: 1, value: 3 }) },
    updates: [],
    async update(c) {
      if (fail) throw new Error("disk full");
      this.updates.push(c);
      return this;
    },
  };
}

describe("world migration on ready", () => {
  it("persists every document once, reports a failure by name, leaves it as it was, and runs again until all pass", async () => {
    registerCoreSettings();
    const good = fakeDoc("Toromeen");
    const bad = fakeDoc("<b>Yeti</b>", true);
    (game as unknown as { actors: { contents: FakeDoc[] } }).actors = { contents: [good, bad] };
    (game as unknown as { items: { contents: FakeDoc[] } }).items = { contents: [] };
    await runMigrations();
    expect(good.updates).toEqual([{ system: { schemaVersion: 1, value: 3 } }]);
    expect(bad.updates).toEqual([]);
    expect(harness.notifications.log.some((n) => n.type === "error" && n.message.includes("Yeti"))).toBe(true);
    expect(game.settings!.get("anthology", "schemaVersion")).toBe(0);

    (game as unknown as { actors: { contents: FakeDoc[] } }).actors = { contents: [good] };
    await runMigrations();
    expect(game.settings!.get("anthology", "schemaVersion")).toBe(WORLD_SCHEMA_VERSION);
    await runMigrations();
    expect(good.updates).toHaveLength(2);
  });

  it("does nothing for players", async () => {
    registerCoreSettings();
    const doc = fakeDoc("A");
    (game as unknown as { actors: { contents: FakeDoc[] } }).actors = { contents: [doc] };
    harness.actAs(PLAYER);
    await runMigrations();
    expect(doc.updates).toEqual([]);
  });
});
