/**
 * Babele (https://gitlab.com/riccisi/foundryvtt-babele, and its TypeScript port In3luki/fvtt-babele): translations
 * of compendium content. A system ships them itself: `Babele.get().setSystemTranslationsDir(dir)`, after which
 * Babele's `#loadTranslations` (src/modules/babele/babele.ts) reads every `systems/<id>/<dir>/<lang>/*.json` for the
 * client's core language, one file per pack named by the pack's collection (`anthology.gm-equipment.json`). A file is
 * `{ label, mapping, entries }`: `entries` keyed by each document's original name, `mapping` naming the path of each
 * translated field (its FieldMapping: a string path, or `{ path, converter }` where the converter registered with
 * `registerConverters` is called as `(value, entry[field], data, compendium, entry)`).
 *
 * Anthology's item text lives in plain string fields (`system.description`, not Babele's default
 * `system.description.value`), so every file carries its own mapping. v13's TableResult keeps its text in `name` and
 * `description` (common/documents/table-result.mjs), which Babele's own `tableResults` converter predates (it writes
 * `text`); Anthology registers its own converters for table results, journal pages and an actor's own items (found
 * by name, where Babele's `fromPack` would look for them in another pack). Nothing is registered unless
 * the Babele module is active.
 */
import { localize } from "../foundry/i18n.js";

/** Where the translation files live inside the system (and inside the zip: tools/build.mjs copies `lang/`). */
export const BABELE_DIR = "lang/babele";

/** The fields of an Item that hold text a table reads, by the short name a translation file uses. */
export const ITEM_TEXT_FIELDS: Readonly<Record<string, string>> = Object.freeze({
  name: "name",
  description: "system.description",
  notes: "system.notes",
  per: "system.per",
  duration: "system.duration",
  range: "system.range",
});

/** The fields of an Actor that hold text (the `htmlFields` system.json declares for the actor types). */
export const ACTOR_TEXT_FIELDS: Readonly<Record<string, string>> = Object.freeze({
  name: "name",
  notes: "system.notes",
  biography: "system.biography",
  backstory: "system.backstory",
});

export const TABLE_RESULTS_CONVERTER = "anthologyTableResults";
export const PAGES_CONVERTER = "anthologyPages";
export const ACTOR_ITEMS_CONVERTER = "anthologyActorItems";

type Mapping = Record<string, string | { path: string; converter: string }>;

/** The mapping every translation file of a pack of this document type carries (tools/i18n/babele-extract.mjs writes it). */
export function babeleMapping(documentType: string): Mapping | null {
  switch (documentType) {
    case "Item":
      return { ...ITEM_TEXT_FIELDS };
    case "RollTable":
      return { name: "name", description: "description", results: { path: "results", converter: TABLE_RESULTS_CONVERTER } };
    case "JournalEntry":
      return { name: "name", pages: { path: "pages", converter: PAGES_CONVERTER } };
    case "Actor":
      return { ...ACTOR_TEXT_FIELDS, items: { path: "items", converter: ACTOR_ITEMS_CONVERTER } };
    default:
      return null;
  }
}

interface ResultSource {
  range: [number, number];
  name?: string;
  description?: string;
}
interface PageSource {
  name: string;
  text?: { content?: string };
}
type ResultTranslation = { name?: string; description?: string } | string;
type PageTranslation = { name?: string; text?: string };

const textOf = (v: unknown): string | undefined => (typeof v === "string" && v !== "" ? v : undefined);

/**
 * A table's results, translated: a result is found by its range (`"1-1"`, `"2-5"`, as Babele's own `tableResults`
 * keys them) and takes the translation's `name` and `description`; a bare string is the description (Babele's older
 * files). A result without a translation, or a field the translation lacks, stays as it was.
 */
export function translateTableResults(results: readonly ResultSource[], translations: unknown): ResultSource[] {
  if (!translations || typeof translations !== "object") return results.map((r) => ({ ...r }));
  const byRange = translations as Record<string, ResultTranslation | undefined>;
  return results.map((r) => {
    const t = byRange[`${r.range[0]}-${r.range[1]}`];
    if (t === undefined) return { ...r };
    if (typeof t === "string") return { ...r, description: textOf(t) ?? r.description };
    return { ...r, name: textOf(t.name) ?? r.name, description: textOf(t.description) ?? r.description };
  });
}

/** A journal's pages, translated: found by the page's original name; `name` and `text` (the page's HTML content). */
export function translatePages(pages: readonly PageSource[], translations: unknown): PageSource[] {
  if (!translations || typeof translations !== "object") return pages.map((p) => ({ ...p }));
  const byName = translations as Record<string, PageTranslation | undefined>;
  return pages.map((p) => {
    const t = byName[p.name];
    if (!t || typeof t !== "object") return { ...p };
    const content = textOf(t.text);
    return { ...p, name: textOf(t.name) ?? p.name, ...(content !== undefined ? { text: { ...p.text, content } } : {}) };
  });
}

type ItemSource = { name: string } & Record<string, unknown>;

/**
 * An actor's own items (a creature's attacks), translated: found by the item's original name, each taking the
 * item fields (`ITEM_TEXT_FIELDS`) its translation gives, at their paths; an empty translation changes nothing.
 */
export function translateEmbeddedItems(items: readonly ItemSource[], translations: unknown): ItemSource[] {
  if (!translations || typeof translations !== "object") return items.map((i) => ({ ...i }));
  const byName = translations as Record<string, Record<string, unknown> | undefined>;
  return items.map((item) => {
    const t = byName[item.name];
    if (!t || typeof t !== "object") return { ...item };
    const out: ItemSource = { ...item, system: { ...(item.system as object) } };
    for (const [field, path] of Object.entries(ITEM_TEXT_FIELDS)) {
      const value = textOf(t[field]);
      if (value === undefined) continue;
      if (path === "name") out.name = value;
      else (out.system as Record<string, unknown>)[path.slice("system.".length)] = value;
    }
    return out;
  });
}

interface BabeleApi {
  setSystemTranslationsDir?: (dir: string) => void;
  registerConverters?: (converters: Record<string, (value: never, translation: unknown) => unknown>) => void;
}

const babeleActive = (): boolean => game.modules?.get("babele")?.active === true;

/**
 * At init, while Babele is active: the system's translation directory and its two converters. A Babele without
 * `setSystemTranslationsDir` (older than its 2.x) cannot read a system's files: the GM is told once the world is
 * ready, and nothing is registered.
 */
export function registerBabeleIntegration(): void {
  if (!babeleActive()) return;
  // Babele's main.ts puts its class on globalThis; Reflect.get reads a global no type declares.
  const babeleClass: { get?: () => BabeleApi } | undefined = Reflect.get(globalThis, "Babele");
  const babele = babeleClass?.get?.();
  if (!babele || typeof babele.setSystemTranslationsDir !== "function" || typeof babele.registerConverters !== "function") {
    Hooks.once("ready", () => {
      if (game.user?.isGM) ui.notifications?.warn(localize("ANTHOLOGY.Integrations.Babele.TooOld"));
    });
    return;
  }
  babele.registerConverters({
    [TABLE_RESULTS_CONVERTER]: (results: readonly ResultSource[], translations: unknown) => translateTableResults(results, translations),
    [PAGES_CONVERTER]: (pages: readonly PageSource[], translations: unknown) => translatePages(pages, translations),
    [ACTOR_ITEMS_CONVERTER]: (items: readonly ItemSource[], translations: unknown) => translateEmbeddedItems(items, translations),
  });
  babele.setSystemTranslationsDir(BABELE_DIR);
}
