/**
 * Babele, against a stand-in of its API as its source has it (In3luki/fvtt-babele src/modules/babele/babele.ts and
 * src/modules/mapping/field-mapping.ts, the TypeScript port of riccisi/foundryvtt-babele):
 * - `Babele.get()` is the one instance; `setSystemTranslationsDir(dir)` makes `#loadTranslations` read
 *   `systems/<system id>/<dir>/<core language>/`, one file per pack named `<collection>.json`;
 * - `registerConverters({ name: fn })` merges converters by name;
 * - a document is translated when its file has an entry under its original name: for each `mapping` field, the value
 *   at its path, when it has one, becomes `entry[field]` (a plain path) or the converter's answer to
 *   `(value, entry[field], data, compendium, entry)`, written back at the path (`FieldMapping#map`).
 * The stand-in translates every document of every pack with each language's lang/babele/<lang>/ and checks the German lands where a
 * table, a sheet or a journal reads it, and only there.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  ACTOR_ITEMS_CONVERTER,
  BABELE_DIR,
  PAGES_CONVERTER,
  TABLE_RESULTS_CONVERTER,
  babeleMapping,
  registerBabeleIntegration,
  translateEmbeddedItems,
  translatePages,
  translateTableResults,
} from "../../module/core/integrations/babele.js";
import { MAPPINGS, extractEntry, readPacks } from "../../tools/i18n/babele-extract.mjs";
import { harness } from "../harness/foundry.js";
import { GM, PLAYER } from "../harness/users.js";

type Converter = (value: unknown, translation: unknown, data: unknown, tc: unknown, entry: unknown) => unknown;
interface TranslationFile {
  label: string;
  mapping: Record<string, string | { path: string; converter: string }>;
  entries: Record<string, Record<string, unknown>>;
}

const root = resolve(import.meta.dirname, "../..");

/** Babele as its source has it: the parts a system calls, and the translation of one document by a file. */
class BabeleStandIn {
  static instance: BabeleStandIn | null = null;
  static get(): BabeleStandIn {
    return (BabeleStandIn.instance ??= new BabeleStandIn());
  }
  systemDir: string | null = null;
  converters: Record<string, Converter> = {};
  setSystemTranslationsDir(dir: string) {
    this.systemDir = dir;
  }
  registerConverters(converters: Record<string, Converter>) {
    this.converters = { ...this.converters, ...converters };
  }
  /** What `#loadTranslations` fetches for a pack in a language. */
  filePath(systemId: string, lang: string, collection: string) {
    return `systems/${systemId}/${this.systemDir}/${lang}/${collection}.json`;
  }
  translate(file: TranslationFile, data: Record<string, unknown>): Record<string, unknown> {
    const entry = file.entries[String(data.name)];
    if (!entry) return data;
    const out = foundry.utils.deepClone(data);
    for (const [field, mapping] of Object.entries(file.mapping)) {
      const path = typeof mapping === "string" ? mapping : mapping.path;
      const value = foundry.utils.getProperty(data, path);
      if (!value) continue;
      let translated: unknown;
      if (typeof mapping === "string") translated = typeof value === "string" ? entry[field] : undefined;
      else {
        const converter = this.converters[mapping.converter];
        if (!converter) throw new Error(`Babele has no converter ${mapping.converter}`);
        translated = Array.isArray(value) ? converter(value, entry[field], data, null, entry) : undefined;
      }
      if (translated) foundry.utils.setProperty(out, path, translated);
    }
    return out;
  }
}

function withBabele(active: boolean, api: unknown = BabeleStandIn) {
  (game as unknown as { modules: Map<string, { id: string; active: boolean }> }).modules = new Map([["babele", { id: "babele", active }]]);
  (globalThis as unknown as { Babele?: unknown }).Babele = api;
}

afterEach(() => {
  BabeleStandIn.instance = null;
  delete (globalThis as unknown as { Babele?: unknown }).Babele;
});

describe("Babele", () => {
  it("registers nothing while Babele is not active, even when its class is loaded", () => {
    withBabele(false);
    registerBabeleIntegration();
    expect(BabeleStandIn.instance).toBeNull();
  });

  it("when active: the system's translation directory and both converters", () => {
    withBabele(true);
    registerBabeleIntegration();
    const babele = BabeleStandIn.get();
    expect(babele.systemDir).toBe(BABELE_DIR);
    expect(babele.filePath("anthology", "de", "anthology.gm-equipment")).toBe("systems/anthology/lang/babele/de/anthology.gm-equipment.json");
    expect(Object.keys(babele.converters).sort()).toEqual([ACTOR_ITEMS_CONVERTER, PAGES_CONVERTER, TABLE_RESULTS_CONVERTER].sort());
  });

  it("a Babele without setSystemTranslationsDir: nothing registered, the GM told once the world is ready, a player not", async () => {
    const converters: string[] = [];
    const oldBabele = { get: () => ({ registerConverters: (c: Record<string, unknown>) => converters.push(...Object.keys(c)) }) };
    const warning = game.i18n!.localize("ANTHOLOGY.Integrations.Babele.TooOld");
    expect(warning).not.toBe("ANTHOLOGY.Integrations.Babele.TooOld");
    // Each client runs the system's init and its own ready hook.
    withBabele(true, oldBabele);
    await harness.onClientOf(PLAYER, () => {
      registerBabeleIntegration();
      Hooks.callAll("ready");
    });
    expect(harness.notifications.log).toEqual([]);
    await harness.onClientOf(GM, () => {
      registerBabeleIntegration();
      Hooks.callAll("ready");
    });
    expect(converters).toEqual([]);
    expect(harness.notifications.log).toEqual([{ type: "warn", message: warning }]);
  });

  it("table results: found by range, name and description taken, a missing field or result left as it was", () => {
    const results = [
      { range: [1, 1] as [number, number], name: "Weak cover", description: "<p>+1</p>", flags: { anthology: { gm: { cover: "weak" } } } },
      { range: [2, 3] as [number, number], name: "Strong cover", description: "<p>+2</p>" },
      { range: [4, 4] as [number, number], name: "Full cover", description: "<p>+3</p>" },
    ];
    const out = translateTableResults(results, { "1-1": { name: "Leichte Deckung", description: "<p>+1 DE</p>" }, "2-3": { name: "Starke Deckung" } });
    expect(out.map((r) => [r.name, r.description])).toEqual([
      ["Leichte Deckung", "<p>+1 DE</p>"],
      ["Starke Deckung", "<p>+2</p>"],
      ["Full cover", "<p>+3</p>"],
    ]);
    expect(out[0]).toMatchObject({ range: [1, 1], flags: { anthology: { gm: { cover: "weak" } } } });
    expect(results[0]!.name).toBe("Weak cover");
    expect(translateTableResults(results, { "1-1": "<p>Babele's older form</p>" })[0]!.description).toBe("<p>Babele's older form</p>");
    expect(translateTableResults(results, undefined)).toEqual(results);
  });

  it("journal pages: found by name; an empty translation does not blank a page", () => {
    const pages = [
      { name: "Rolling", text: { content: "<p>Roll.</p>", format: 1 } },
      { name: "Cards", text: { content: "<p>Cards.</p>", format: 1 } },
    ];
    const out = translatePages(pages, { Rolling: { name: "Würfeln", text: "<p>Würfle.</p>" }, Cards: { name: "", text: "" } });
    expect(out).toEqual([{ name: "Würfeln", text: { content: "<p>Würfle.</p>", format: 1 } }, pages[1]]);
  });

  it("an Actor pack (a creature with its own attacks): extracted by name, translated through its items converter", () => {
    expect(MAPPINGS.Actor).toEqual(babeleMapping("Actor"));
    const goblin = {
      _id: "g1",
      name: "Goblin",
      type: "gmCreature",
      system: { notes: "<p>Goblin: survival 5</p>", level: 1 },
      items: [{ _id: "h1", name: "Hands", type: "gmWeapon", system: { description: "<p>Bare hands.</p>", notes: "", damage: "d2" } }],
    };
    const entry = extractEntry("Actor", goblin);
    expect(entry).toEqual({ name: "Goblin", notes: "<p>Goblin: survival 5</p>", items: { Hands: { name: "Hands", description: "<p>Bare hands.</p>" } } });
    withBabele(true);
    registerBabeleIntegration();
    const file: TranslationFile = {
      label: "Kreaturen",
      mapping: babeleMapping("Actor")!,
      entries: { Goblin: { name: "Goblin", notes: "<p>Goblin: Überleben 5</p>", items: { Hands: { name: "Hände", description: "<p>Bloße Hände.</p>" } } } },
    };
    const out = BabeleStandIn.get().translate(file, goblin) as typeof goblin;
    expect(out.system).toEqual({ notes: "<p>Goblin: Überleben 5</p>", level: 1 });
    expect(out.items[0]).toEqual({ _id: "h1", name: "Hände", type: "gmWeapon", system: { description: "<p>Bloße Hände.</p>", notes: "", damage: "d2" } });
    expect(goblin.items[0]!.name).toBe("Hands");
    expect(translateEmbeddedItems(goblin.items, { Hands: { name: "", description: "" } })).toEqual(goblin.items);
  });

  const languages = existsSync(join(root, BABELE_DIR)) ? readdirSync(join(root, BABELE_DIR)).sort() : [];
  const packs = readPacks(root) as { pack: { name: string; type: string }; collection: string; docs: Record<string, unknown>[] }[];
  describe.each(languages.map((l) => [l]))("every document of every pack, in %s", (lang) => {
    it.each(packs.map((p) => [p.collection, p]))("%s", (collection, { pack, docs }) => {
      withBabele(true);
      registerBabeleIntegration();
      const babele = BabeleStandIn.get();
      const file = JSON.parse(readFileSync(join(root, BABELE_DIR, lang, `${collection}.json`), "utf8")) as TranslationFile;
      for (const doc of docs) {
        const entry = file.entries[String(doc.name)]!;
        const out = babele.translate(file, doc);
        expect(out.name, String(doc.name)).toBe(entry.name ?? doc.name);
        expect(out._id).toBe(doc._id);
        if (pack.type === "Item") {
          const system = out.system as Record<string, unknown>;
          for (const [field, path] of Object.entries(file.mapping)) {
            if (field === "name") continue;
            expect(foundry.utils.getProperty(out, path as string), `${String(doc.name)} ${field}`).toBe(
              entry[field] ?? foundry.utils.getProperty(doc, path as string),
            );
          }
          expect(Object.keys(system).sort()).toEqual(Object.keys(doc.system as object).sort());
        } else if (pack.type === "RollTable") {
          const results = out.results as { range: number[]; name: string; description: string; flags: unknown }[];
          const tr = (entry.results ?? {}) as Record<string, { name?: string; description?: string }>;
          (doc.results as typeof results).forEach((r, i) => {
            const t = tr[`${r.range[0]}-${r.range[1]}`] ?? {};
            expect(results[i]!.name, `${String(doc.name)} ${r.range.join("-")}`).toBe(t.name ?? r.name);
            expect(results[i]!.description).toBe(t.description ?? r.description);
            expect(results[i]!.flags).toEqual(r.flags);
          });
          expect(out.description).toBe(entry.description ?? doc.description);
        } else if (pack.type === "Actor") {
          for (const [field, path] of Object.entries(file.mapping)) {
            if (typeof path !== "string") continue;
            expect(foundry.utils.getProperty(out, path), `${String(doc.name)} ${field}`).toBe(entry[field] ?? foundry.utils.getProperty(doc, path));
          }
          const items = out.items as { name: string }[];
          const ti = (entry.items ?? {}) as Record<string, { name?: string }>;
          (doc.items as { name: string }[]).forEach((item, i) => expect(items[i]!.name).toBe(ti[item.name]?.name ?? item.name));
        } else {
          const pages = out.pages as { name: string; text: { content: string } }[];
          const tp = entry.pages as Record<string, { name: string; text?: string }>;
          (doc.pages as typeof pages).forEach((p, i) => {
            expect(pages[i]!.name).toBe(tp[p.name]!.name);
            expect(pages[i]!.text.content).toBe(tp[p.name]!.text ?? p.text.content);
          });
        }
      }
    });
  });
});
