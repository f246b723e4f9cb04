/**
 * The Foundry server's HTML cleaning on save, for the escaping tests (issue 12). Foundry v13's client does not
 * sanitize rich text by itself: `TextEditor.enrichHTML` only replaces enricher patterns and returns the HTML
 * (https://foundryvtt.com/api/classes/foundry.applications.ux.TextEditor.html), so the harness's stand-in passes
 * HTML through. What a player types is cleaned by the SERVER when the document is saved, and only in the fields
 * the package manifest declares: "When using the HTMLField in a data model that is persisted to the database
 * ... it is essential to declare this field in the package manifest" (https://foundryvtt.com/api/classes/foundry.data.fields.HTMLField.html);
 * the declaration is `documentTypes.<Doc>.<type>.htmlFields`, paths relative to `system`
 * (https://foundryvtt.com/api/interfaces/foundry.packages.types.ServerSanitizationFields.html).
 *
 * `storedByServer` models that save: it cleans the declared HTML fields of a document's data and leaves every
 * other field as typed. `cleanHtmlLikeServer` removes what can run: script-like elements, `on*` attributes and
 * `javascript:`/`vbscript:`/`data:` (non-image) URLs; like Foundry's cleaner it keeps ordinary markup, `<button>`
 * and `data-*` attributes (issue 12, finding 2). It is a model of the server's result, not its implementation.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Window } from "happy-dom";

type Source = Record<string, unknown>;

const REMOVED_ELEMENTS = ["script", "style", "iframe", "frame", "frameset", "object", "embed", "applet", "link", "meta", "base", "template", "noscript"];
const URL_ATTRIBUTES = ["href", "src", "action", "formaction", "xlink:href", "background", "poster", "srcset", "data"];

/** A URL that runs code when followed or loaded (data: images are kept, as Foundry keeps them). */
export function isScriptUrl(value: string): boolean {
  // Browsers ignore control characters and whitespace inside the scheme ("java\tscript:").
  const compact = value.replace(/[\u0000-\u0020]/g, "").toLowerCase();
  return compact.startsWith("javascript:") || compact.startsWith("vbscript:") || (compact.startsWith("data:") && !compact.startsWith("data:image/"));
}

/**
 * One happy-dom window for every parse: a new Window per call cost more than the parse itself (building a window is
 * most of a browser's classes; closing it tears them down). Each parse gets its own detached `<div>`, which nothing
 * keeps, so one call's markup never meets another's; a detached element runs no script and loads nothing.
 */
let parser: Window | null = null;

/** `html` parsed into a new detached `<div>` of a happy-dom document outside the page (test helpers read it). */
export function parseDetached(html: string): HTMLDivElement {
  parser ??= new Window();
  const root = parser.document.createElement("div");
  root.innerHTML = html;
  return root as unknown as HTMLDivElement;
}

/** The HTML with everything that could run removed (see the file comment). */
export function cleanHtmlLikeServer(html: string): string {
  const body = parseDetached(html);
  for (const tag of REMOVED_ELEMENTS) for (const el of [...body.querySelectorAll(tag)]) el.remove();
  for (const el of [...body.querySelectorAll("*")]) {
    for (const attr of [...el.attributes]) {
      const name = attr.name.toLowerCase();
      if (name.startsWith("on") || (URL_ATTRIBUTES.includes(name) && isScriptUrl(attr.value ?? ""))) el.removeAttribute(attr.name);
    }
  }
  return body.innerHTML;
}

let manifest: { documentTypes?: Record<string, Record<string, { htmlFields?: string[] }>> } | null = null;

/** The `htmlFields` system.json declares for a document type (paths relative to `system`). */
export function declaredHtmlFields(documentName: "Actor" | "Item", type: string): string[] {
  manifest ??= JSON.parse(readFileSync(join(process.cwd(), "system.json"), "utf8")) as NonNullable<typeof manifest>;
  return manifest.documentTypes?.[documentName]?.[type]?.htmlFields ?? [];
}

function getPath(data: Source, path: string): unknown {
  return path.split(".").reduce<unknown>((o, k) => (o && typeof o === "object" ? (o as Source)[k] : undefined), data);
}

function setPath(data: Source, path: string, value: unknown): void {
  const keys = path.split(".");
  let o: Source = data;
  for (const k of keys.slice(0, -1)) o = (o[k] ??= {}) as Source;
  o[keys[keys.length - 1]] = value;
}

/** Document data as the server stores it: declared HTML fields of `system` (and of embedded items) cleaned. */
export function storedByServer(documentName: "Actor" | "Item", data: Source): Source {
  const out = structuredClone(data);
  const system = (out.system ??= {}) as Source;
  for (const path of declaredHtmlFields(documentName, String(out.type))) {
    const value = getPath(system, path);
    if (typeof value === "string") setPath(system, path, cleanHtmlLikeServer(value));
  }
  if (documentName === "Actor" && Array.isArray(out.items)) out.items = (out.items as Source[]).map((item) => storedByServer("Item", item));
  return out;
}
