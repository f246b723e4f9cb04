/**
 * Hostile sources against the nine gm item models (the lead's property test runs 10,000 per model once
 * the ruleset registers them; this runs a few hundred here so the room sees failures first).
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { GM_ITEM_MODELS } from "../../../../module/rulesets/gods-monsters/items.js";
import { GM_CARD_MODELS } from "../../../../module/rulesets/gods-monsters/data/card.js";
import { DataModelValidationError } from "../../../harness/data-model.js";
import type { SchemaField } from "../../../harness/fields.js";
import { badNumbers, sourceFor } from "../../../properties/schema-arbitraries.js";

const RUNS = 300;

/**
 * Objects without a prototype ({__proto__: null}) make the harness's own casting throw a TypeError
 * (Foundry's casting does not); they become plain objects here so the test sees the models' behaviour.
 * Every other hostile value (NaN, infinities, payloads, wrong types) is kept.
 */
function plain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plain);
  if (typeof value === "object" && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  return value;
}

beforeAll(() => {
  Object.assign(CONFIG.Item.dataModels, GM_ITEM_MODELS);
  Object.assign(CONFIG.ChatMessage.dataModels, GM_CARD_MODELS);
});

describe("G&M item models under hostile input", () => {
  it.each(Object.entries(GM_ITEM_MODELS))(
    "%s",
    (type, model) => {
      const schema = (model as unknown as { schema: SchemaField }).schema;
      fc.assert(
        fc.property(sourceFor(schema), sourceFor(schema), (source, update) => {
          // Any stored source, built without strict validation as v13's `fromSource` builds it (common/abstract/data.mjs;
          // a strict construction, v13's default, refuses what cleaning cannot fix).
          const doc = new (Item as unknown as new (d: object, o: object) => { prepareData(): void; system: object })(
            { name: "x", type, system: plain(source) },
            { strict: false },
          );
          doc.prepareData();
          expect(badNumbers(doc.system)).toEqual([]);
          try {
            (doc.system as unknown as { updateSource(c: object): void }).updateSource(plain(update) as object);
          } catch (err) {
            expect(err).toBeInstanceOf(DataModelValidationError);
            return;
          }
          doc.prepareData();
          expect(badNumbers(doc.system)).toEqual([]);
        }),
        { numRuns: RUNS },
      );
    },
    60_000,
  );
});
