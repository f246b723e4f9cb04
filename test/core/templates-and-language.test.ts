/**
 * Every template compiles; every localization key the code and templates use exists; no key in the language
 * file is unused. How keys are found (see CONTRIBUTING.md): quoted literals "ANTHOLOGY.…"/"TYPES.…" in
 * module/**, templates/** and system.json are exact keys; a literal ending in "." (a template literal's static
 * part, or a concat prefix) or a literal that is only a prefix of keys (labelPrefix, LOCALIZATION_PREFIXES) is a
 * family covering every key below it. TYPES.* labels are read by Foundry itself.
 */
import Handlebars from "handlebars";
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { flatten, loadLanguage } from "../harness/i18n.js";

const root = resolve(import.meta.dirname, "../..");

function files(dir: string, ext: RegExp): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out.push(...files(full, ext));
    else if (ext.test(name)) out.push(full);
  }
  return out;
}

const templates = files(join(root, "templates"), /\.hbs$/);
const sources = [...files(join(root, "module"), /\.ts$/), ...templates, join(root, "system.json")];
const LITERAL = /["'`]((?:ANTHOLOGY|TYPES)\.[A-Za-z0-9_.-]*)(?:["'`]|\$\{)/g;

function literals(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of sources) {
    const text = readFileSync(file, "utf8");
    for (const m of text.matchAll(LITERAL)) {
      const where = found.get(m[1]!) ?? [];
      where.push(relative(root, file));
      found.set(m[1]!, where);
    }
  }
  return found;
}

describe("templates", () => {
  it.each(templates.map((t) => [relative(root, t), t]))("%s compiles", (_name, file) => {
    expect(() => Handlebars.precompile(readFileSync(file, "utf8"))).not.toThrow();
  });
});

describe("localization", () => {
  const lang = loadLanguage();
  const keys = Object.keys(lang);
  const used = literals();
  const isFamily = (lit: string): boolean => lit.endsWith(".") || (!(lit in lang) && keys.some((k) => k.startsWith(`${lit}.`)));

  it("lang/en.json is valid nested JSON with string leaves", () => {
    const raw = JSON.parse(readFileSync(join(root, "lang/en.json"), "utf8"));
    expect(Object.keys(flatten(raw)).length).toBeGreaterThan(0);
  });

  it("every key used in code and templates exists", () => {
    const missing = [...used.entries()].filter(([lit]) => !isFamily(lit) && !(lit in lang)).map(([lit, where]) => `${lit} (${where.join(", ")})`);
    expect(missing).toEqual([]);
  });

  it("every key in the language files is used", () => {
    const families = [...used.keys()].filter(isFamily).map((f) => (f.endsWith(".") ? f : `${f}.`));
    const unused = keys.filter((k) => !k.startsWith("TYPES.") && !used.has(k) && !families.some((f) => k.startsWith(f)));
    expect(unused).toEqual([]);
  });
});
