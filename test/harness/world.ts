/**
 * A world as Foundry v13 loads it: `game.data.actors` / `game.data.items` hold the stored documents exactly as
 * the server sent them (nothing cleaned or migrated: dnd5e's migration reads `game.data` for that reason), and
 * `game.actors` / `game.items` hold the documents built from them (each `system` through its data model:
 * migrateData, cleaning, fallback). `storedWorld()` gives what the database holds afterwards: the stored data
 * with every update the documents received merged in as the server merges an update (recursively; a
 * `-=key` deletes `key`).
 */
import { worldCollection, type Actor, type BaseDocument, type Item } from "./documents.js";
import type { Source } from "./fields.js";
import { invalidInstance } from "./invalid-documents.js";

export interface StoredWorld {
  actors?: Source[];
  items?: Source[];
}

interface GameWithData {
  data: { actors: Source[]; items: Source[] };
}

function documentClass(name: "Actor" | "Item"): new (data: Source) => BaseDocument {
  return (globalThis as unknown as { CONFIG: Record<string, { documentClass: new (data: Source) => BaseDocument }> }).CONFIG[name]!.documentClass;
}

/** Loads a world from stored data (a new session: the world collections are rebuilt). */
export function loadWorld(stored: StoredWorld): { actors: Actor[]; items: Item[] } {
  const game = (globalThis as unknown as { game: GameWithData }).game;
  game.data = { actors: structuredClone(stored.actors ?? []), items: structuredClone(stored.items ?? []) };
  const load = (name: "Actor" | "Item", list: Source[]): BaseDocument[] => {
    const collection = worldCollection(name);
    collection.clear();
    // A new load: every document loads again (invalid-documents.ts marks the ones that do not).
    (collection as unknown as { invalidDocumentIds?: Set<string> }).invalidDocumentIds?.clear();
    return list.map((raw) => {
      const doc = new (documentClass(name))(structuredClone(raw));
      doc.prepareData();
      collection.set(doc.id, doc);
      return doc;
    });
  };
  return { actors: load("Actor", game.data.actors) as Actor[], items: load("Item", game.data.items) as Item[] };
}

/** The server's merge of one update into stored data: recursive, `-=key` deletes. */
export function mergeStored(stored: Source, update: Source): Source {
  const out: Source = { ...stored };
  for (const [key, value] of Object.entries(update)) {
    if (key.startsWith("-=")) {
      delete out[key.slice(2)];
      continue;
    }
    const current = out[key];
    out[key] = typeof value === "object" && value !== null && !Array.isArray(value) && typeof current === "object" && current !== null && !Array.isArray(current)
      ? mergeStored(current as Source, value as Source)
      : typeof value === "object" && value !== null && !Array.isArray(value) ? mergeStored({}, value as Source) : value;
  }
  return out;
}

function withUpdates(raw: Source, doc: BaseDocument | undefined): Source {
  return (doc?.updates ?? []).reduce<Source>((s, u) => mergeStored(s, u), raw);
}

/** What the database holds now: the loaded world's stored data with every update since merged in. */
export function storedWorld(): { actors: Source[]; items: Source[] } {
  const game = (globalThis as unknown as { game: GameWithData }).game;
  const actors = game.data.actors.map((raw) => {
    const doc = (worldCollection("Actor").get(String(raw._id)) ?? invalidInstance("Actor", String(raw._id))) as Actor | undefined;
    const merged = withUpdates(raw, doc);
    merged.items = ((raw.items as Source[] | undefined) ?? []).map((i) => withUpdates(i, doc?.items.get(String(i._id))));
    return merged;
  });
  const items = game.data.items.map((raw) => withUpdates(raw, worldCollection("Item").get(String(raw._id)) ?? invalidInstance("Item", String(raw._id))));
  return { actors, items };
}
