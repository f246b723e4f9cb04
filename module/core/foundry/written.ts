/**
 * Did a write land? v13's `Document#update` resolves undefined both when the client refused the change
 * (`ClientDatabaseBackend#preUpdateDocumentArray`, client/data/client-backend.mjs: a validation error or a
 * `preUpdate` hook returning false leaves the document out) and when nothing differed, so its result alone cannot
 * say. What the document holds afterwards can: every path written holds the value written (Foundry's cleaning
 * casts, so compare with what the caller wrote after the same cleaning: numbers as numbers). Embedded creations
 * resolve the documents created.
 */
function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Every dotted path of `changes` holds its value on `doc` (its `_source` when it has one, else the document). */
export function holdsWritten(doc: object, changes: Record<string, unknown>): boolean {
  const source = (doc as { _source?: object })._source ?? doc;
  return Object.entries(changes).every(([path, value]) => same(foundry.utils.getProperty(source, path), value));
}

/** A creation resolved as many documents as it was given. */
export function createdAll(result: unknown, asked: number): boolean {
  return Array.isArray(result) && result.length === asked;
}
