/**
 * Migration never loses a value (issue 8), for every data model of every ruleset: a valid source saved before
 * schema versions existed (no `schemaVersion`: version 0) loads into the current version with every field's
 * value as it was, and loading a current source changes nothing. Sources are random valid ones (hostile values
 * cleaned by the model first), 500 per model.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { registerRulesets } from "../../module/core/registry.js";
import { RULESETS } from "../../module/rulesets/index.js";
import type { SchemaField } from "../harness/fields.js";
import { sourceFor } from "./schema-arbitraries.js";

registerRulesets(RULESETS);

interface Model {
  schema: SchemaField;
  cleanData(source: Record<string, unknown>): Record<string, unknown>;
  new (source: Record<string, unknown>): { toObject(): Record<string, unknown>; validationWarnings: string[] };
}
const models = [
  ...Object.entries(CONFIG.Actor.dataModels as unknown as Record<string, Model>),
  ...Object.entries(CONFIG.Item.dataModels as unknown as Record<string, Model>),
];

/** Stored form, without the version bookkeeping: what the database keeps (JSON: -0 and 0 are one number there). */
const stored = (v: Record<string, unknown>): unknown => JSON.parse(JSON.stringify({ ...v, schemaVersion: undefined }));

describe("migration keeps every value", () => {
  it.each(models)("%s: version 0 and current sources load with nothing lost", (_type, Model) => {
    expect(Object.keys(Model.schema.fields)).toContain("schemaVersion");
    fc.assert(
      fc.property(sourceFor(Model.schema), (raw) => {
        const current = new Model(raw).toObject();
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
