#!/usr/bin/env node
/**
 * The English side of every pack's Babele translation file, read from packs/_source/<pack>/ (CONTRIBUTING
 * "Translating a pack"). Babele reads one file per pack named by the pack's collection (`anthology.<pack>.json`,
 * its `#loadTranslations`), shaped `{ label, mapping, entries }` with entries keyed by each document's original name.
 *
 *   node tools/i18n/babele-extract.mjs            writes tools/i18n/babele-en/anthology.<pack>.json (the skeleton)
 *   node tools/i18n/babele-extract.mjs --lang de  also adds to lang/babele/de/ every entry or field it lacks (in
 *                                                 English, to translate) and drops what no pack has any more
 *
 * Only text a table reads is extracted: a field that is empty in the pack is left out (Babele translates only a
 * field that has a value, its FieldMapping#translate). The mapping is the one module/core/integrations/babele.ts
 * registers the converters for (test/core/babele.test.ts checks the two agree).
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
export const SKELETON_DIR = "tools/i18n/babele-en";
export const LANG_DIR = "lang/babele";

const ITEM_FIELDS = {
  name: "name",
  description: "system.description",
  notes: "system.notes",
  per: "system.per",
  duration: "system.duration",
  range: "system.range",
};
const ACTOR_FIELDS = { name: "name", notes: "system.notes", biography: "system.biography", backstory: "system.backstory" };
export const MAPPINGS = {
  Actor: { ...ACTOR_FIELDS, items: { path: "items", converter: "anthologyActorItems" } },
  Item: ITEM_FIELDS,
  RollTable: { name: "name", description: "description", results: { path: "results", converter: "anthologyTableResults" } },
  JournalEntry: { name: "name", pages: { path: "pages", converter: "anthologyPages" } },
};

const text = (v) => (typeof v === "string" && v.trim() !== "" ? v : undefined);
const get = (o, path) => path.split(".").reduce((v, k) => (v == null ? undefined : v[k]), o);

const fieldsOf = (fields, doc) => {
  const entry = {};
  for (const [field, path] of Object.entries(fields)) {
    const v = text(get(doc, path));
    if (v !== undefined) entry[field] = v;
  }
  return entry;
};

/** The translatable text of one document, as its entry in a translation file. */
export function extractEntry(type, doc) {
  let entry = {};
  if (type === "Item") {
    entry = fieldsOf(ITEM_FIELDS, doc);
  } else if (type === "Actor") {
    entry = fieldsOf(ACTOR_FIELDS, doc);
    const items = {};
    for (const item of doc.items ?? []) {
      if (item.name in items) throw new Error(`${doc.name}: two of its items are named ${item.name}`);
      items[item.name] = fieldsOf(ITEM_FIELDS, item);
    }
    if (Object.keys(items).length) entry.items = items;
  } else if (type === "RollTable") {
    entry.name = doc.name;
    if (text(doc.description)) entry.description = doc.description;
    const results = {};
    for (const r of doc.results ?? []) {
      const key = `${r.range[0]}-${r.range[1]}`;
      if (key in results) throw new Error(`${doc.name}: two results share the range ${key}`);
      const t = {};
      if (text(r.name)) t.name = r.name;
      if (text(r.description)) t.description = r.description;
      if (Object.keys(t).length) results[key] = t;
    }
    if (Object.keys(results).length) entry.results = results;
  } else if (type === "JournalEntry") {
    entry.name = doc.name;
    const pages = {};
    for (const p of doc.pages ?? []) {
      if (p.name in pages) throw new Error(`${doc.name}: two pages are named ${p.name}`);
      const t = { name: p.name };
      if (text(p.text?.content)) t.text = p.text.content;
      pages[p.name] = t;
    }
    if (Object.keys(pages).length) entry.pages = pages;
  } else {
    throw new Error(`No Babele mapping for ${type} packs`);
  }
  return entry;
}

/** Every pack system.json lists, with its source documents in a stable order (by file name). */
export function readPacks(root = ROOT) {
  const manifest = JSON.parse(readFileSync(join(root, "system.json"), "utf8"));
  return manifest.packs.map((pack) => {
    const dir = join(root, "packs/_source", pack.name);
    const files = readdirSync(dir, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith(".json"))
      .sort();
    return { pack, collection: `${manifest.id}.${pack.name}`, docs: files.map((f) => JSON.parse(readFileSync(join(dir, f), "utf8"))) };
  });
}

/** The English file of one pack: its label, its mapping and every document's entry by original name. */
export function skeletonOf({ pack, docs }) {
  const entries = {};
  for (const doc of [...docs].sort((a, b) => a.name.localeCompare(b.name, "en"))) {
    if (doc.name in entries) throw new Error(`${pack.name}: two documents are named ${doc.name}`);
    entries[doc.name] = extractEntry(pack.type, doc);
  }
  return { label: pack.label, mapping: MAPPINGS[pack.type], entries };
}

/** Every pack's English file, by file name. */
export function skeletons(root = ROOT) {
  return Object.fromEntries(readPacks(root).map((p) => [`${p.collection}.json`, skeletonOf(p)]));
}

/** `translated` reshaped to `english`: what it has kept, what it lacks taken from English, what English lacks dropped. */
export function merge(english, translated) {
  if (typeof english === "string") return typeof translated === "string" && translated.trim() !== "" ? translated : english;
  const out = {};
  for (const [k, v] of Object.entries(english)) out[k] = merge(v, translated?.[k]);
  return out;
}

const write = (file, data) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
};

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const all = skeletons();
  for (const [file, data] of Object.entries(all)) write(join(ROOT, SKELETON_DIR, file), data);
  console.log(`Wrote ${Object.keys(all).length} English files to ${SKELETON_DIR}/`);
  const i = process.argv.indexOf("--lang");
  const lang = i > 0 ? process.argv[i + 1] : undefined;
  if (lang !== undefined) {
    if (!/^[a-z]{2}(-[a-z]{2})?$/i.test(lang) || lang === "en") throw new Error(`--lang needs a language code other than en, not ${lang}`);
    for (const [file, data] of Object.entries(all)) {
      const target = join(ROOT, LANG_DIR, lang, file);
      const current = existsSync(target) ? JSON.parse(readFileSync(target, "utf8")) : {};
      write(target, { label: merge(data.label, current.label), mapping: data.mapping, entries: merge(data.entries, current.entries) });
    }
    console.log(`Brought ${LANG_DIR}/${lang}/ in line with the packs`);
  }
}
