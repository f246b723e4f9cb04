/**
 * Issue 12 finding 1: the server sanitizes an HTML field only when system.json lists it in that type's
 * `htmlFields` (https://foundryvtt.com/api/v13/classes/foundry.data.fields.HTMLField.html; the manifest's
 * documentTypes). Every HTMLField of every registered model is declared, found from the schemas themselves so the
 * manifest cannot drift from them (gmCharacter's `notes` was missing: a player's script ran when the GM opened it).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { RULESETS } from "../../module/rulesets/index.js";

interface FieldLike {
  constructor: { name: string };
  fields?: Record<string, FieldLike>;
  element?: FieldLike;
}

/** Dotted paths of every HTMLField under this schema (inside nested SchemaFields). */
function htmlPaths(fields: Record<string, FieldLike>, prefix = ""): string[] {
  const out: string[] = [];
  for (const [key, field] of Object.entries(fields)) {
    const path = prefix + key;
    const kind = (foundry.data.fields as unknown as Record<string, new (...a: unknown[]) => unknown>).HTMLField!;
    if (field instanceof kind) out.push(path);
    else if (field.fields) out.push(...htmlPaths(field.fields, `${path}.`));
  }
  return out;
}

const manifest = JSON.parse(readFileSync("system.json", "utf8")) as { documentTypes: Record<string, Record<string, { htmlFields?: string[] }>> };

describe("system.json declares every HTML field so the server sanitizes it", () => {
  for (const [doc, key] of [
    ["Actor", "actorModels"],
    ["Item", "itemModels"],
  ] as const) {
    for (const r of RULESETS) {
      for (const [type, model] of Object.entries(r[key])) {
        it(`${doc}.${type}`, () => {
          const schema = (model as unknown as { defineSchema(): Record<string, FieldLike> }).defineSchema();
          const declared = [...(manifest.documentTypes[doc]?.[type]?.htmlFields ?? [])].sort();
          expect(declared).toEqual(htmlPaths(schema).sort());
        });
      }
    }
  }
});
