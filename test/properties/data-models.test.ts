/**
 * Hostile input against every data model of every ruleset (issue 8): 10,000 generated sources per model.
 * Nothing throws while a document is built and prepared, no derived number is NaN or infinite, and an update
 * with garbage is either cleaned into valid data or refused with a validation error naming the field (never a
 * TypeError from game code).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { registerRulesets } from "../../module/core/registry.js";
import { RULESETS } from "../../module/rulesets/index.js";
import { DataModelValidationError } from "../harness/data-model.js";
import type { SchemaField } from "../harness/fields.js";
import { badNumbers, sourceFor } from "./schema-arbitraries.js";

registerRulesets(RULESETS);
const RUNS = Number(process.env.ANTHOLOGY_PROPERTY_RUNS ?? 10_000);

interface ModelClass { schema: SchemaField; name: string }
const actorModels = Object.entries(CONFIG.Actor.dataModels as unknown as Record<string, ModelClass>);
const itemModels = Object.entries(CONFIG.Item.dataModels as unknown as Record<string, ModelClass>);

describe("every ruleset registers its data models", () => {
  it.each(RULESETS.map((r) => [r.id, r]))("%s has actor and item models", (_id, r) => {
    expect(Object.keys(r.actorModels).length).toBeGreaterThan(0);
    expect(Object.keys(r.itemModels).length).toBeGreaterThan(0);
  });
});

function check(documentName: "Actor" | "Item", type: string, model: ModelClass): void {
  const cls = documentName === "Actor" ? Actor : Item;
  fc.assert(
    fc.property(sourceFor(model.schema), sourceFor(model.schema), (source, update) => {
      const doc = new (cls as unknown as new (d: object) => { prepareData(): void; system: object; update(c: object): Promise<unknown> })({ name: "x", type, system: source });
      doc.prepareData();
      expect(badNumbers(doc.system)).toEqual([]);
      const sys = doc.system as unknown as { updateSource(c: object): void };
      try {
        sys.updateSource(update);
      } catch (err) {
        expect(err).toBeInstanceOf(DataModelValidationError);
        return;
      }
      doc.prepareData();
      expect(badNumbers(doc.system)).toEqual([]);
    }),
    { numRuns: RUNS },
  );
}

describe("actor data models under hostile input", () => {
  it.each(actorModels)("%s", (type, model) => check("Actor", type, model), 300_000);
});

describe("item data models under hostile input", () => {
  it.each(itemModels)("%s", (type, model) => check("Item", type, model), 300_000);
});
