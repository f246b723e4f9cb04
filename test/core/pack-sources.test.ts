// @vitest-environment node
/**
 * Every compendium source document is one Foundry will load: a 16-character alphanumeric `_id` unique across all
 * packs, the `_key` its pack type needs (an entry without one is silently skipped by the CLI), a type this system
 * declares, and embedded table results keyed under their table.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import systemJson from "../../system.json";

const root = resolve(import.meta.dirname, "../..");
const KEY_PREFIX: Record<string, string> = { Item: "!items!", Actor: "!actors!", RollTable: "!tables!", JournalEntry: "!journal!", Macro: "!macros!" };
const ID = /^[A-Za-z0-9]{16}$/;

interface Doc {
  _id: string;
  _key: string;
  name: string;
  type?: string;
  results?: { _id: string; _key: string; range: [number, number] }[];
}

const packs = systemJson.packs.map((p) => {
  const dir = join(root, "packs/_source", p.name);
  const files = readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith(".json"));
  return { pack: p, docs: files.map((f) => ({ file: f, doc: JSON.parse(readFileSync(join(dir, f), "utf8")) as Doc })) };
});

describe("pack sources", () => {
  it.each(packs.map((p) => [p.pack.name, p]))("%s: ids, keys and types", (_name, { pack, docs }) => {
    expect(docs.length, `${pack.name} has documents`).toBeGreaterThan(0);
    const prefix = KEY_PREFIX[pack.type]!;
    const declared = Object.keys((systemJson.documentTypes as Record<string, Record<string, unknown>>)[pack.type] ?? {});
    for (const { file, doc } of docs) {
      expect(doc._id, file).toMatch(ID);
      expect(doc._key, file).toBe(`${prefix}${doc._id}`);
      expect(doc.name, file).toBeTruthy();
      if (declared.length) expect(declared, `${file} type`).toContain(doc.type);
      for (const r of doc.results ?? []) {
        expect(r._id, file).toMatch(ID);
        expect(r._key, file).toBe(`!tables.results!${doc._id}.${r._id}`);
        expect(r.range[0], file).toBeLessThanOrEqual(r.range[1]);
      }
    }
  });

  it("no two documents share an _id, in any pack", () => {
    const ids = packs.flatMap((p) => p.docs.flatMap(({ doc }) => [doc._id, ...(doc.results ?? []).map((r) => `${doc._id}.${r._id}`)]));
    expect(ids.length - new Set(ids).size).toBe(0);
  });
});
