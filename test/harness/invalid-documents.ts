/**
 * Documents Foundry could not load. v13 `DocumentCollection#_initialize` (client/documents/abstract/document-collection.mjs)
 * builds each stored document strictly; one that fails is left out of the collection and its id kept in
 * `invalidDocumentIds`; `getInvalid(id, {strict = true})` builds a temporary instance from its stored source (strict:
 * throws for an id not in the set, else returns undefined), and that instance can be updated, which is how a world
 * repairs one (the backend fetches it with `collection.get(id, {invalid: true})`).
 *
 * `markInvalid(documentName, id)` after `loadWorld` takes a loaded world document out of its collection as if it had
 * failed to load. The temporary instance is kept per id here (v13 builds a new one per call from the collection's
 * source; the database keeps what each update writes, which `storedWorld()` reads through `invalidInstance`).
 */
import { worldCollection, type BaseDocument } from "./documents.js";

interface InvalidAware {
  invalidDocumentIds?: Set<string>;
  getInvalid?: (id: string, options?: { strict?: boolean }) => BaseDocument | undefined;
}

const instances = new Map<string, BaseDocument>();

/** The temporary instance of an invalid document, once `getInvalid` built it (for `storedWorld()`). */
export function invalidInstance(documentName: string, id: string): BaseDocument | undefined {
  return instances.get(`${documentName}.${id}`);
}

/** Keeps the temporary instance `getInvalid` built for a document that failed to load (world.ts). */
export function keepInvalidInstance(documentName: string, id: string, doc: BaseDocument): void {
  instances.set(`${documentName}.${id}`, doc);
}

/** Moves a loaded world document out of its collection into `invalidDocumentIds`, with `getInvalid` as v13's. */
export function markInvalid(documentName: "Actor" | "Item", id: string): void {
  const collection = worldCollection(documentName) as unknown as ReturnType<typeof worldCollection> & InvalidAware;
  const doc = collection.get(id);
  if (!doc) throw new Error(`No ${documentName} [${id}] to mark invalid`);
  collection.delete(id);
  collection.invalidDocumentIds ??= new Set();
  collection.invalidDocumentIds.add(id);
  collection.getInvalid = (invalidId, { strict = true } = {}) => {
    if (!collection.invalidDocumentIds!.has(invalidId)) {
      if (strict) throw new Error(`${documentName} id [${invalidId}] is not in the set of invalid ids`);
      return undefined;
    }
    const key = `${documentName}.${invalidId}`;
    if (invalidId === id) instances.set(key, doc);
    return instances.get(key);
  };
}

/** Forgets every invalid instance (each test starts with a world that loaded whole). */
export function resetInvalidDocuments(): void {
  instances.clear();
}
