// @vitest-environment node
/**
 * The compendium translations Babele reads (module/core/integrations/babele.ts, CONTRIBUTING "Translating a pack"):
 * the English skeleton in tools/i18n/babele-en/ is what tools/i18n/babele-extract.mjs writes from packs/_source now,
 * and every language under lang/babele/ has a file for every pack with exactly the skeleton's entries and fields (no
 * missing, no extra), the same mapping, every inline roll link `[[/…]]` kept as it is (its words are ids the system
 * parses, not prose), and no string left in English unless listed in tools/i18n/babele-identical-<lang>.json (a
 * string without a letter, a range or a modifier, needs no listing).
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { babeleMapping } from "../../module/core/integrations/babele.js";
import { LANG_DIR, SKELETON_DIR, readPacks, skeletons } from "../../tools/i18n/babele-extract.mjs";

const root = resolve(import.meta.dirname, "../..");
const english = skeletons(root) as Record<string, { label: string; mapping: unknown; entries: Record<string, unknown> }>;
const languages = existsSync(join(root, LANG_DIR)) ? readdirSync(join(root, LANG_DIR)).sort() : [];
const read = (file: string): unknown => JSON.parse(readFileSync(join(root, file), "utf8"));

/** Every string of a file by its path of keys ("entries.Arrow.description"). */
function leaves(value: unknown, path = ""): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === "string") out.set(path, value);
  else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      if (k.includes(".")) throw new Error(`"${k}" has a dot, which these paths cannot tell from a nesting`);
      for (const [p, s] of leaves(v, path ? `${path}.${k}` : k)) out.set(p, s);
    }
  }
  return out;
}
const rollLinks = (s: string): string[] => (s.match(/\[\[[^\]]*\]\]/g) ?? []).sort();

describe("Babele translation files", () => {
  it("the English skeleton is what babele-extract writes from the packs now", () => {
    const committed = readdirSync(join(root, SKELETON_DIR))
      .filter((f) => f.endsWith(".json"))
      .sort();
    expect(committed).toEqual(Object.keys(english).sort());
    for (const file of committed) expect(read(`${SKELETON_DIR}/${file}`), file).toEqual(english[file]);
  });

  it("every pack of system.json has a file, with the mapping the integration registers converters for", () => {
    const packs = readPacks(root) as { pack: { type: string }; collection: string }[];
    // Every pack system.json declares (13 since the G&M creatures), none left out by the reader.
    const declared = (JSON.parse(readFileSync(join(root, "system.json"), "utf8")) as { packs: unknown[] }).packs.length;
    expect(declared).toBeGreaterThanOrEqual(13);
    expect(packs.length).toBe(declared);
    for (const { pack, collection } of packs) {
      expect(english[`${collection}.json`]?.mapping, collection).toEqual(babeleMapping(pack.type));
    }
  });

  it("the skeleton holds every document, table result and journal page by its original name or range", () => {
    const packs = readPacks(root) as { collection: string; docs: { name: string; results?: { range: number[] }[]; pages?: { name: string }[] }[] }[];
    for (const { collection, docs } of packs) {
      const entries = english[`${collection}.json`]!.entries as Record<string, { results?: Record<string, unknown>; pages?: Record<string, unknown> }>;
      expect(Object.keys(entries).sort(), collection).toEqual(docs.map((d) => d.name).sort());
      for (const d of docs) {
        for (const r of d.results ?? []) expect(entries[d.name]!.results, `${d.name} ${r.range.join("-")}`).toHaveProperty([`${r.range[0]}-${r.range[1]}`]);
        for (const p of d.pages ?? []) expect(entries[d.name]!.pages, `${d.name} ${p.name}`).toHaveProperty([p.name]);
      }
    }
  });

  it("German is there (French and Spanish follow from the skeleton)", () => {
    expect(languages).toContain("de");
  });

  describe.each(languages.map((l) => [l]))("%s", (lang) => {
    const dir = `${LANG_DIR}/${lang}`;
    const identicalFile = `tools/i18n/babele-identical-${lang}.json`;
    const identical = new Set(existsSync(join(root, identicalFile)) ? (read(identicalFile) as string[]) : []);

    it("has a file for every pack and no other", () => {
      expect(readdirSync(join(root, dir)).sort()).toEqual(Object.keys(english).sort());
    });

    it.each(Object.keys(english).map((f) => [f]))("%s: every entry and field of the pack, no other, roll links kept", (file) => {
      const theirs = read(`${dir}/${file}`) as { label: unknown; mapping: unknown; entries: unknown };
      const ours = english[file]!;
      expect(theirs.mapping).toEqual(ours.mapping);
      const want = leaves({ label: ours.label, entries: ours.entries });
      const have = leaves({ label: theirs.label, entries: theirs.entries });
      expect(
        [...have.keys()].filter((k) => !want.has(k)),
        "extra",
      ).toEqual([]);
      expect(
        [...want.keys()].filter((k) => !have.has(k)),
        "missing",
      ).toEqual([]);
      const untranslated: string[] = [];
      for (const [key, en] of want) {
        const t = have.get(key)!;
        expect(t.trim(), key).not.toBe("");
        expect(rollLinks(t), key).toEqual(rollLinks(en));
        if (t === en && /\p{L}/u.test(en) && !identical.has(`${file}:${key}`)) untranslated.push(`${file}:${key}`);
      }
      expect(untranslated, `still English: translate them or list them in ${identicalFile}`).toEqual([]);
    });

    it("lists as identical to English only strings that are", () => {
      for (const id of identical) {
        const file = id.slice(0, id.indexOf(":"));
        const key = id.slice(id.indexOf(":") + 1);
        const en = leaves({ label: english[file]?.label, entries: english[file]?.entries }).get(key);
        expect(en, `${id} is in the English skeleton`).toBeDefined();
        expect(leaves(read(`${dir}/${file}`)).get(key), id).toBe(en);
      }
    });
  });
});
