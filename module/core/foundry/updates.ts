/**
 * Writing a document's data by path. `Document#update(data, operation)` takes a differential object whose keys may
 * be dotted paths ("system.hp.value") and flags ("flags.anthology.x")
 * (https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#update); fvtt-types 13.345 types `data` from
 * the core schema only, so a ruleset's own `system.*` paths did not type-check and every call site cast. The one
 * cast lives here. The server still validates every change against the type's data model, so a wrong path or value
 * is refused by Foundry, not by TypeScript.
 */

/** What every Foundry document can do that this module needs: `update`. */
interface Updatable {
  update(...args: never[]): Promise<unknown>;
}

/**
 * `doc.update(changes, operation)`; nothing when `doc` is missing (an item deleted meanwhile), as `doc?.update`
 * would. Resolves to what Foundry resolves to: the updated document, or undefined when nothing changed.
 */
export async function updateDocument(doc: Updatable | null | undefined, changes: object, operation?: object): Promise<unknown> {
  if (!doc) return undefined;
  const update = doc.update as unknown as (changes: object, operation?: object) => Promise<unknown>;
  return update.call(doc, changes, operation);
}

/** Embedded documents a parent can create and update in one request each (v13 Document#createEmbeddedDocuments / #updateEmbeddedDocuments). */
interface EmbeddedParent {
  createEmbeddedDocuments(...args: never[]): Promise<unknown>;
  updateEmbeddedDocuments(...args: never[]): Promise<unknown>;
}

/**
 * Creates `data` under `parent` in one request (a ruleset's own item types and system fields, which fvtt-types does not
 * know) and resolves to the documents Foundry created. That may be fewer than asked, or none: v13
 * `ClientDatabaseBackend#_createDocuments` (client/data/client-backend.mjs) drops each document whose `preCreate` hook
 * or `_preCreate` returned false and resolves to `[]` when none is left, without an error. A caller that spends
 * something for the new document checks the count.
 */
export async function createEmbedded(parent: EmbeddedParent, name: "Item" | "ActiveEffect", data: readonly object[]): Promise<unknown[]> {
  const create = parent.createEmbeddedDocuments as unknown as (name: string, data: readonly object[]) => Promise<unknown>;
  const created = await create.call(parent, name, data);
  return Array.isArray(created) ? (created as unknown[]) : [];
}

/** Updates embedded documents by `_id` in one request. */
export async function updateEmbedded(
  parent: EmbeddedParent,
  name: "Item" | "ActiveEffect",
  updates: readonly ({ _id: string | null } & object)[],
  operation?: object,
): Promise<unknown> {
  const update = parent.updateEmbeddedDocuments as unknown as (name: string, updates: readonly object[], operation?: object) => Promise<unknown>;
  return update.call(parent, name, updates, operation);
}

/** `doc.setFlag("anthology", key, value)` (v13 Document#setFlag; fvtt-types knows no system flag scopes). */
export async function setAnthologyFlag(doc: object, key: string, value: unknown): Promise<unknown> {
  const setFlag = (doc as { setFlag(scope: string, key: string, value: unknown): Promise<unknown> }).setFlag;
  return setFlag.call(doc, "anthology", key, value);
}
