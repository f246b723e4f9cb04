// @vitest-environment node
/**
 * Every language system.json lists is complete (README "Languages", CONTRIBUTING "Translating"): the same keys as
 * lang/en.json, the same `{placeholders}` in each string (Foundry's `Localization#format` fills them by name, so a
 * renamed or missing one shows as `{name}` at the table), and no string left in English: a string identical to the
 * English one must be listed in `tools/i18n/identical-<lang>.json` (its keys), each a name or a word the language shares
 * (a ruleset's name, "Mojo", "Charisma"), never a sentence.
 */
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");
const read = (file: string) => JSON.parse(readFileSync(join(root, file), "utf8")) as Record<string, unknown>;

function flatten(object: Record<string, unknown>, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(object)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === "object") for (const [k, v] of flatten(value as Record<string, unknown>, path)) out.set(k, v);
    else out.set(path, String(value));
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{[^{}\s]+\}/g)].map((m) => m[0]).sort();

const manifest = read("system.json") as { languages: { lang: string; path: string }[] };
const english = flatten(read("lang/en.json"));
const identicalKeys = (lang: string): string[] => {
  const file = `tools/i18n/identical-${lang}.json`;
  return existsSync(join(root, file)) ? (JSON.parse(readFileSync(join(root, file), "utf8")) as string[]) : [];
};
const others = manifest.languages.filter((l) => l.lang !== "en");

describe("languages", () => {
  it("system.json lists English and the translations this test checks", () => {
    expect(manifest.languages.map((l) => l.lang)).toContain("en");
    for (const l of others) expect(existsSync(join(root, l.path)), l.path).toBe(true);
  });

  for (const { lang, path } of others) {
    describe(lang, () => {
      const translated = flatten(read(path));

      it("has every key of lang/en.json and no other", () => {
        expect([...english.keys()].filter((k) => !translated.has(k))).toEqual([]);
        expect([...translated.keys()].filter((k) => !english.has(k))).toEqual([]);
      });

      it("keeps every string's placeholders", () => {
        const wrong = [...english].filter(([k, en]) => translated.has(k) && placeholders(en).join() !== placeholders(translated.get(k)!).join());
        expect(wrong.map(([k]) => `${k}: ${translated.get(k)}`)).toEqual([]);
      });

      it("leaves no string in English unless it is listed as a name or a shared word", () => {
        const allowed = new Set(identicalKeys(lang));
        // A format made only of placeholders and signs ("{value} · {name}") has no words to translate.
        const same = [...english]
          .filter(([k, en]) => translated.get(k) === en && /[A-Za-z]{2}/.test(en.replace(/\{[^{}\s]+\}/g, "")) && !allowed.has(k))
          .map(([k, en]) => `${k}: ${en}`);
        expect(same).toEqual([]);
        // The list names only keys that exist and are in fact identical (it never hides a translated string).
        for (const key of allowed) expect(translated.get(key), key).toBe(english.get(key));
      });

      it("has no empty string where English has text", () => {
        expect([...english].filter(([k, en]) => en.trim() && !translated.get(k)?.trim()).map(([k]) => k)).toEqual([]);
      });
    });
  }
});
