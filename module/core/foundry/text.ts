/**
 * Enriching user-written HTML (biographies, notes, item descriptions) for display. v13's
 * `TextEditor.implementation.enrichHTML(content, { relativeTo, secrets })` resolves links, inline rolls and
 * enrichers relative to a document and keeps `<section class="secret">` blocks only when `secrets` is true
 * (https://foundryvtt.com/api/v13/classes/foundry.applications.ux.TextEditor.html#enrichhtml). fvtt-types 13.345
 * types `relativeTo` as a core Document class our Actor/Item subclasses do not match, so the cast lives here.
 */

/** The enriched HTML of `content`, relative to `document`; secrets shown only when `secrets` (the owner's view). */
export async function enrichText(content: string, document: object, secrets: boolean): Promise<string> {
  return foundry.applications.ux.TextEditor.implementation.enrichHTML(content, { relativeTo: document as never, secrets });
}
