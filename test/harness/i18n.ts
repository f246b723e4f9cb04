/**
 * game.i18n as Foundry v13 behaves: nested JSON flattened to dotted keys; localize returns the key itself when
 * it is missing; format replaces {name} placeholders. Loads lang/en.json. Keys asked for but missing are
 * recorded in `i18n.missing` for tests. `setLanguage(lang)` loads lang/<lang>.json over English, as v13's
 * Localization#initialize does for the core language (English stays the fallback of a missing key).
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "../..");

export function flatten(obj: unknown, prefix = "", out: Record<string, string> = {}): Record<string, string> {
  if (typeof obj !== "object" || obj === null) return out;
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === "object" && v !== null) flatten(v, key, out);
    else out[key] = String(v);
  }
  return out;
}

export function loadLanguage(lang = "en"): Record<string, string> {
  if (!/^[a-z]{2}(-[a-z]{2})?$/i.test(lang)) throw new Error(`Not a language code: ${lang}`);
  return flatten(JSON.parse(readFileSync(join(ROOT, `lang/${lang}.json`), "utf8")));
}

class Localization {
  translations: Record<string, string> = loadLanguage();
  missing = new Set<string>();
  lang = "en";

  /** The client's language, before `init` (Foundry reads the core `language` setting before the system starts). */
  setLanguage(lang: string): void {
    this.translations = lang === "en" ? loadLanguage() : { ...loadLanguage(), ...loadLanguage(lang) };
    this.lang = lang;
  }

  has(key: string): boolean {
    return key in this.translations;
  }
  localize(key: string): string {
    if (key in this.translations) return this.translations[key]!;
    this.missing.add(key);
    return key;
  }
  format(key: string, data: Record<string, unknown> = {}): string {
    return this.localize(key).replace(/{([^}]+)}/g, (m, k: string) => (k in data ? String(data[k]) : m));
  }
}

export const i18n = new Localization();
