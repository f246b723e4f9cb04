/**
 * Finding a document again from the uuid a chat card or a macro stored, checked to be of the wanted kind.
 *
 * `fromUuid` resolves any document: world, embedded ("Scene.s.Token.t.Actor.a", "Actor.a.Item.i") and compendium
 * ("Compendium.…") ones, and null for an unknown uuid (https://foundryvtt.com/api/v13/functions/foundry.utils.fromUuid.html).
 * A world document ("Actor.<id>") is read straight from its world collection, as `fromUuid` itself does.
 */

export interface DocumentsByName {
  Actor: Actor.Implementation;
  Item: Item.Implementation;
}

export type UuidDocumentName = keyof DocumentsByName;

function worldCollection(name: UuidDocumentName): { get(id: string): unknown } | undefined {
  return name === "Actor" ? game.actors : game.items;
}

/**
 * The document `uuid` names when it is a `documentName` (and, with `types`, of one of those types); else null.
 * Anything not a non-empty string is null.
 */
export async function documentFromUuid<N extends UuidDocumentName>(
  uuid: unknown,
  documentName: N,
  types?: readonly string[],
): Promise<DocumentsByName[N] | null> {
  if (typeof uuid !== "string" || uuid === "") return null;
  const world = new RegExp(`^${documentName}\\.([A-Za-z0-9]+)$`).exec(uuid);
  const doc = world ? (worldCollection(documentName)?.get(world[1]!) ?? null) : await fromUuid<DocumentsByName[UuidDocumentName]>(uuid);
  return isDocument(doc, documentName, types) ? doc : null;
}

/** An actor from its uuid (of one of `types` when given); null for anything else. */
export function actorFromUuid(uuid: unknown, types?: readonly string[]): Promise<Actor.Implementation | null> {
  return documentFromUuid(uuid, "Actor", types);
}

/** Whether `doc` is a `documentName` document, of one of `types` when given. */
export function isDocument<N extends UuidDocumentName>(doc: unknown, documentName: N, types?: readonly string[]): doc is DocumentsByName[N] {
  const d = doc as { documentName?: unknown; type?: unknown } | null | undefined;
  if (!d || d.documentName !== documentName) return false;
  return !types || types.includes(String(d.type));
}
