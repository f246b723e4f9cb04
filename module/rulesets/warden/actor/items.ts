/** The items of an actor as an array (Foundry's Collection iterates its values; `contents` is the array). */
export function itemsOf(actor: unknown): Item.Implementation[] {
  const items = (actor as { items?: { contents?: Item.Implementation[] } } | null)?.items;
  return Array.isArray(items?.contents) ? items.contents : [];
}
