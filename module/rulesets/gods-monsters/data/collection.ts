/**
 * The documents of an embedded collection as an array. Foundry's Collection iterates its values and
 * has `contents`; reading `contents` first works the same in Foundry and in the test harness (whose
 * Collection is a plain Map and iterates entries).
 */
export function gmContents<T>(collection: unknown): T[] {
  if (!collection) return [];
  const c = collection as { contents?: T[]; values?: () => Iterable<T> };
  if (Array.isArray(c.contents)) return c.contents;
  if (typeof c.values === "function") return [...c.values()];
  return [...(collection as Iterable<T>)];
}
