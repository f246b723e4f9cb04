/**
 * An actor's embedded items. `actor.items` is an EmbeddedCollection whose `contents` is an array of its items
 * (https://foundryvtt.com/api/v13/classes/foundry.abstract.EmbeddedCollection.html); it is read defensively because
 * data models call this on a parent still being built.
 */

/**
 * The actor's items as an array; none when it has no item collection. `T` is the shape a caller reads of them
 * (a data model's own item view); Item documents by default.
 */
export function actorItems<T extends { type?: unknown } = Item.Implementation>(actor: unknown): T[] {
  const contents = (actor as { items?: { contents?: unknown } | null } | null | undefined)?.items?.contents;
  return Array.isArray(contents) ? (contents as T[]) : [];
}

/** The actor's items of the given type or types, in collection order. */
export function actorItemsOfType<T extends { type?: unknown } = Item.Implementation>(actor: unknown, types: string | readonly string[]): T[] {
  const wanted: readonly unknown[] = typeof types === "string" ? [types] : types;
  return actorItems<T>(actor).filter((item) => wanted.includes(item.type));
}
