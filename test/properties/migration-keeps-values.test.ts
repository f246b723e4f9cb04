/**
 * Migration never loses a value (issue 8, issue 12 #5), for every data model of every ruleset, fed what a world
 * really holds rather than the model's own cleaned output:
 * - real old shapes: each ruleset's fixture of a stored source, saved before versions existed (no
 *   `schemaVersion`), reads with nothing lost and would be written back exactly as it was, stamped current;
 * - legitimate generated sources (test/properties/legit-arbitraries.ts), saved before versions existed: same;
 * - a rejected value in one field (a number field holding "fifteen", a choice outside the list, a boolean
 *   "maybe"): the reading names that field and the world migration keeps the document untouched;
 * - a field the schema does not know: named, kept untouched;
 * - a newer `schemaVersion` than the model knows: kept untouched, nothing read or written.
 * The older check stays: hostile sources cleaned by the model load again with nothing lost.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { modelVersion, readStored, type ReadableModel } from "../../module/core/migration/read-source.js";
import { planDocument } from "../../module/core/migration/world-migration.js";
import { registerRulesets } from "../../module/core/registry.js";
import { RULESETS } from "../../module/rulesets/index.js";
import { BooleanField, NumberField, StringField, type DataField, type SchemaField } from "../harness/fields.js";
import { leafFields, legitSourceFor } from "./legit-arbitraries.js";
import { sourceFor } from "./schema-arbitraries.js";

registerRulesets(RULESETS);

interface Model {
  schema: SchemaField;
  migrateData(source: Record<string, unknown>): Record<string, unknown>;
  cleanData(source: Record<string, unknown>): Record<string, unknown>;
  new (source: Record<string, unknown>): { toObject(): Record<string, unknown>; validationWarnings: string[] };
}
const models = [
  ...Object.entries(CONFIG.Actor.dataModels as unknown as Record<string, Model>),
  ...Object.entries(CONFIG.Item.dataModels as unknown as Record<string, Model>),
];
const readable = (m: Model): ReadableModel => m as unknown as ReadableModel;

/** Stored form, without the version bookkeeping: what the database keeps (JSON: -0 and 0 are one number there). */
const stored = (v: Record<string, unknown>): unknown => JSON.parse(JSON.stringify({ ...v, schemaVersion: undefined }));

describe("migration keeps every value", () => {
  it.each(models)("%s: version 0 and current sources load with nothing lost", (_type, Model) => {
    expect(Object.keys(Model.schema.fields)).toContain("schemaVersion");
    fc.assert(
      fc.property(sourceFor(Model.schema), (raw) => {
        // Any generated source, cleaned without strict validation (v13 `fromSource`; a strict construction, v13's
        // default, would refuse what cleaning cannot fix): a current source the database can hold.
        const current = new (Model as unknown as new (s: object, o: object) => { toObject(): Record<string, unknown> })(raw, { strict: false }).toObject();
        const { schemaVersion: _version, ...v0 } = current;
        expect(stored(new Model(structuredClone(current)).toObject())).toEqual(stored(current));
        const migrated = new Model(structuredClone(v0));
        expect(migrated.validationWarnings).toEqual([]);
        expect(stored(migrated.toObject())).toEqual(stored(v0));
        expect(Number(migrated.toObject().schemaVersion)).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 500 },
    );
  });
});

/** Each ruleset's fixture of a stored system source, by type. */
function fixtures(): [string, Record<string, unknown>][] {
  const root = join(__dirname, "..", "rulesets");
  const out: [string, Record<string, unknown>][] = [];
  const read = (path: string) => JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>;
  const gm = join(root, "gods-monsters", "fixtures");
  out.push(["gmCharacter", read(join(gm, "gm-character.json"))], ["gmCreature", read(join(gm, "gm-creature.json"))]);
  const rk = join(root, "roll-keep", "fixtures");
  out.push(["rkCharacter", read(join(rk, "character-v1.json"))], ["rkSpeciality", read(join(rk, "speciality-v1.json"))]);
  const sh = join(root, "shadow", "fixtures");
  out.push(["shadowCharacter", read(join(sh, "shadow-character.json"))], ["shadowMonster", read(join(sh, "shadow-monster.json"))]);
  for (const [type, system] of Object.entries(read(join(sh, "shadow-items.json")))) out.push([type, system as Record<string, unknown>]);
  const wd = join(root, "warden", "fixtures");
  for (const file of readdirSync(wd).filter((f) => f.endsWith(".json"))) {
    const doc = read(join(wd, file));
    out.push([String(doc.type), doc.system as Record<string, unknown>]);
  }
  return out;
}

const modelFor = (type: string): Model => {
  const found = models.find(([t]) => t === type);
  if (!found) throw new Error(`no model ${type}`);
  return found[1];
};

const withoutVersion = (s: Record<string, unknown>): Record<string, unknown> => {
  const { schemaVersion: _v, ...rest } = structuredClone(s);
  return rest;
};

describe("real old shapes: each fixture, saved before versions existed, is read with nothing lost", () => {
  it.each(fixtures())("%s", (type, fixture) => {
    const Model = modelFor(type);
    const reading = readStored(readable(Model), withoutVersion(fixture));
    expect(reading.lost).toEqual([]);
    expect(reading.source).toEqual({ ...fixture, schemaVersion: modelVersion(readable(Model)) });
    const plan = planDocument({ _id: "x", name: "x", type, system: withoutVersion(fixture) }, readable(Model));
    expect(plan.verdict).toBe("migrate");
    // The migrated system replaces the stored one whole (`==system`, module/core/migration/world-migration.ts).
    expect(plan.update).toEqual({ "==system": { ...fixture, schemaVersion: modelVersion(readable(Model)) } });
  });
});

/** A value the field cannot keep (cleaning can't fix it: load falls back to the initial value). */
function rejectedFor(field: DataField): unknown {
  if (field instanceof NumberField) return "fifteen";
  if (field instanceof BooleanField) return "maybe";
  if (field instanceof StringField && field.choiceKeys()?.length) return "zz-not-a-choice";
  return undefined;
}

function setPath(obj: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split(".");
  let node = obj;
  for (const p of parts.slice(0, -1)) {
    if (typeof node[p] !== "object" || node[p] === null) node[p] = {};
    node = node[p] as Record<string, unknown>;
  }
  node[parts[parts.length - 1]!] = value;
}

describe("what a world really holds", () => {
  it.each(models)("%s: legitimate, rejected, unknown and newer sources", (type, Model) => {
    const model = readable(Model);
    const version = modelVersion(model);
    const rejectable = leafFields(Model.schema).filter(([, f]) => rejectedFor(f) !== undefined);
    // The version the model writes is its newest: no step lies above the `schemaVersion` field's initial value.
    expect(Model.migrateData({ schemaVersion: version }).schemaVersion).toBe(version);
    fc.assert(
      fc.property(legitSourceFor(Model.schema), fc.nat(), (legit, pick) => {
        // legitimate, saved before versions existed: every value kept, written back as it was
        const reading = readStored(model, structuredClone(legit));
        expect(reading.lost).toEqual([]);
        expect(stored(reading.source!)).toEqual(stored(new Model(structuredClone(legit)).toObject()));
        for (const [path] of leafFields(Model.schema)) {
          const value = path.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], legit);
          const kept = path.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], reading.source);
          if (value !== undefined) expect(JSON.stringify(kept), path).toBe(JSON.stringify(value));
        }

        // one rejected value: named, and the document is not written
        if (rejectable.length) {
          const [path, field] = rejectable[pick % rejectable.length]!;
          const bad = structuredClone(legit);
          setPath(bad, path, rejectedFor(field));
          expect(readStored(model, bad).lost.map((l) => l.path)).toContain(path);
          const plan = planDocument({ _id: "x", name: "x", type, system: bad }, model);
          expect(plan.verdict).toBe("unreadable");
          expect(plan.update).toBeUndefined();
        }

        // a field this version does not know: named, not written
        const unknown = { ...structuredClone(legit), zzFromTheFuture: { value: 3 } };
        expect(readStored(model, unknown).lost).toEqual([{ path: "zzFromTheFuture", value: { value: 3 }, reason: "unknown" }]);
        expect(planDocument({ _id: "x", name: "x", type, system: unknown }, model).verdict).toBe("unreadable");

        // a newer schema: not read, not written
        const newer = { ...structuredClone(legit), schemaVersion: version + 1, zzFromTheFuture: 1 };
        const plan = planDocument({ _id: "x", name: "x", type, system: newer }, model);
        expect(plan.verdict).toBe("newer");
        expect(plan.update).toBeUndefined();
      }),
      { numRuns: 150 },
    );
  });
});
