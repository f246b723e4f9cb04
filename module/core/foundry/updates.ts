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
