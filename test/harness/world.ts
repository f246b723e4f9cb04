/**
 * A world as Foundry v13 loads it: `game.data.actors` / `game.data.items` hold the stored documents exactly as
 * the server sent them (nothing cleaned or migrated: dnd5e's migration reads `game.data` for that reason), and
 * `game.actors` / `game.items` hold the documents built from them as v13's `DocumentCollection#_initialize`
 * (client/documents/abstract/document-collection.mjs) builds them: `fromSource(data, {strict: true,
 * dropInvalidEmbedded: true})`. A document that fails validation is not loaded: its id goes to the collection's
 * `invalidDocumentIds` and `getInvalid(id)` builds it without strict validation; an invalid embedded document is
 * dropped from its parent (its id in the embedded collection's `invalidDocumentIds`).
 * `storedWorld()` gives what the database holds afterwards: the stored data with every update the documents
 * received, cleaned by the model as the client sends it (a `-=key` for a key the schema does not have is dropped,
 * so the database keeps that key), merged in as the server merges an update (recursively; `-=key` deletes `key`,
 * `==key` replaces it whole).
 */
import { DataModel, applyUpdate } from "./data-model.js";
import { worldCollection, type Actor, type BaseDocument, type DocumentConstructionOptions, type Item } from "./documents.js";
import type { Source } from "./fields.js";
import { invalidInstance, keepInvalidInstance, resetInvalidDocuments } from "./invalid-documents.js";

export interface StoredWorld {
  actors?: Source[];
  items?: Source[];
}

interface GameWithData {
  data: { actors: Source[]; items: Source[] };
}

type DocumentClass = new (data: Source, options?: DocumentConstructionOptions) => BaseDocument;
function documentClass(name: "Actor" | "Item"): DocumentClass {
  return (globalThis as unknown as { CONFIG: Record<string, { documentClass: DocumentClass }> }).CONFIG[name]!.documentClass;
}

/** Loads a world from stored data (a new session: the world collections are rebuilt). */
export function loadWorld(stored: StoredWorld): { actors: Actor[]; items: Item[] } {
  const game = (globalThis as unknown as { game: GameWithData }).game;
  game.data = { actors: structuredClone(stored.actors ?? []), items: structuredClone(stored.items ?? []) };
  resetInvalidDocuments();
  const load = (name: "Actor" | "Item", list: Source[]): BaseDocument[] => {
    const collection = worldCollection(name);
    collection.clear();
    // A new load: every document loads again (invalid-documents.ts also marks loaded ones as failed, for tests).
    collection.invalidDocumentIds.clear();
    // v13 `getInvalid` builds a temporary instance from the stored source without strict validation; the harness
    // keeps one per id (invalid-documents.ts) so that `storedWorld()` reads the updates it received.
    collection.buildInvalid = (id) => {
      const kept = invalidInstance(name, id);
      if (kept) return kept;
      const raw = list.find((d) => d._id === id)!;
      const doc = new (documentClass(name))(structuredClone(raw), { strict: false, dropInvalidEmbedded: true });
      doc.prepareData();
      keepInvalidInstance(name, id, doc);
      return doc;
    };
    const loaded: BaseDocument[] = [];
    for (const raw of list) {
      try {
        const doc = new (documentClass(name))(structuredClone(raw), { strict: true, dropInvalidEmbedded: true });
        doc.prepareData();
        collection.set(doc.id, doc);
        loaded.push(doc);
      } catch {
        collection.invalidDocumentIds.add(String(raw._id));
      }
    }
    return loaded;
  };
  return { actors: load("Actor", game.data.actors) as Actor[], items: load("Item", game.data.items) as Item[] };
}

/** The server's merge of one update into stored data: data-model.ts `applyUpdate` (recursive, `-=key` deletes, `==key` replaces). */
export function mergeStored(stored: Source, update: Source): Source {
  return applyUpdate(stored, update);
}

/** An update as the client sends it: its `system` part cleaned by the document's model (unknown keys dropped). */
function sent(update: Source, doc: BaseDocument): Source {
  if (!(doc.system instanceof DataModel)) return update;
  const model = doc.system.constructor as typeof DataModel;
  const out = { ...update };
  if (typeof update.system === "object" && update.system !== null)
    out.system = model.schema.clean(model.migrateData(structuredClone(update.system as Source)), { partial: true });
  // A forced replacement (`==system`) is cleaned whole.
  if (typeof update["==system"] === "object" && update["==system"] !== null)
    out["==system"] = model.schema.clean(model.migrateData(structuredClone(update["==system"] as Source)));
  return out;
}

function withUpdates(raw: Source, doc: BaseDocument | undefined): Source {
  return (doc?.updates ?? []).reduce<Source>((s, u) => mergeStored(s, sent(u, doc!)), raw);
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
