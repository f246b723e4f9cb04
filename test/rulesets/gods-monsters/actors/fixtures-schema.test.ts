/** The stored shape of each gm actor model (schema version 1): a saved source loads with no value lost. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { GM_ACTOR_SCHEMA_VERSION } from "../../../../module/rulesets/gods-monsters/data/migrations.js";
import { setupGm } from "./setup.js";

beforeEach(() => setupGm());

const dir = join(import.meta.dirname, "../fixtures");

describe.each([
  ["gmCharacter", "gm-character.json"],
  ["gmCreature", "gm-creature.json"],
])("%s source fixture", (type, file) => {
  it("loads and saves back unchanged at the current schema version", async () => {
    const source = JSON.parse(readFileSync(join(dir, file), "utf8"));
    expect(source.schemaVersion).toBe(GM_ACTOR_SCHEMA_VERSION);
    const actor = (await Actor.create({ name: "Fixture", type: type as never, system: source } as never))!;
    expect((actor.system as unknown as { toObject(): object }).toObject()).toEqual(source);
  });

  it("a source without a version is read as version 0 and brought to the current one", async () => {
    const source = JSON.parse(readFileSync(join(dir, file), "utf8"));
    delete source.schemaVersion;
    const actor = (await Actor.create({ name: "Old", type: type as never, system: source } as never))!;
    expect((actor.system as unknown as { schemaVersion: number }).schemaVersion).toBe(GM_ACTOR_SCHEMA_VERSION);
  });
});
