/**
 * An actor's embedded items. `actor.items` is an EmbeddedCollection whose `contents` is an array of its items
 * (https://foundryvtt.com/api/v13/classes/foundry.abstract.EmbeddedCollection.html); it is read defensively because
 * data models call this on a parent still being built.
 */

/** The actor's items as an array; none when it has no item collection. */
export function actorItems(actor: unknown): Item.Implementation[] {
  const contents = (actor as { items?: { contents?: unknown } | null } | null | undefined)?.items?.contents;
  return Array.isArray(contents) ? (contents as Item.Implementation[]) : [];
}

/** The actor's items of the given type or types, in collection order. */
export function actorItemsOfType(actor: unknown, types: string | readonly string[]): Item.Implementation[] {
  const wanted = typeof types === "string" ? [types] : types;
  return actorItems(actor).filter((item) => wanted.includes(item.type as string));
}
