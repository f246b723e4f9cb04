/** Gallery pages: sheets, dialogs and chat cards rendered with fixture data, for screenshots (npm run gallery). */
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
export interface GalleryPage {
  /** File name without extension, e.g. "warden-character". */
  name: string;
  title: string;
  /** HTML of the rendered application or card (fragments, wrapped by the gallery with the system CSS). */
  render: () => Promise<string>;
  /** CSS classes of the wrapping application element, e.g. ["anthology", "sheet", "actor", "warden"]. */
  classes?: string[];
  width?: number;
  /** The window's default height: the page is at least this tall, so what does not fit it shows. */
  height?: number;
}

interface Renderable {
  render(options?: Record<string, unknown>): Promise<unknown>;
  parts?: Record<string, string>;
  options?: Record<string, unknown>;
}

/**
 * Renders a sheet (or any application) for a document through the harness and joins its parts; `tab` opens that tab
 * of the primary group first (ApplicationV2#tabGroups), so every tab of a sheet can have its page.
 */
export async function renderSheet(SheetClass: new (options: Record<string, unknown>) => unknown, document: unknown, tab?: string): Promise<string> {
  const sheet = new SheetClass({ document }) as Renderable & { tabGroups?: Record<string, string> };
  if (tab && sheet.tabGroups) sheet.tabGroups.primary = tab;
  await sheet.render({ force: true });
  const parts = sheet.parts ?? {};
  return Object.entries(parts)
    .map(([id, html]) => `<div data-part="${id}">${html}</div>`)
    .join("\n");
}

/** The CSS classes a sheet's window gets: every class's DEFAULT_OPTIONS.classes up the chain, as Foundry concatenates them. */
export function sheetClasses(SheetClass: unknown): string[] {
  const out: string[] = [];
  for (let c = SheetClass as { DEFAULT_OPTIONS?: { classes?: string[] } } | null; c && c !== Function.prototype; c = Object.getPrototypeOf(c)) {
    if (Object.prototype.hasOwnProperty.call(c, "DEFAULT_OPTIONS")) out.unshift(...(c.DEFAULT_OPTIONS?.classes ?? []));
  }
  return [...new Set(out)];
}

/** A sheet's default window size: the nearest DEFAULT_OPTIONS.position up the chain, as Foundry merges them. */
export function sheetSize(SheetClass: unknown): { width?: number; height?: number } {
  const size: { width?: number; height?: number } = {};
  for (
    let c = SheetClass as { DEFAULT_OPTIONS?: { position?: { width?: number; height?: number } } } | null;
    c && c !== Function.prototype;
    c = Object.getPrototypeOf(c)
  ) {
    if (!Object.prototype.hasOwnProperty.call(c, "DEFAULT_OPTIONS")) continue;
    const position = c.DEFAULT_OPTIONS?.position;
    if (size.width === undefined && typeof position?.width === "number") size.width = position.width;
    if (size.height === undefined && typeof position?.height === "number") size.height = position.height;
  }
  return size;
}

/**
 * Every gallery file, as absolute paths: the shared pages in test/gallery/, and a room's own beside its tests
 * (`test/rulesets/<folder>/*.gallery.ts`, a fixture room's in its folder), so a new room adds its pages in its room.
 * A room's file lists no pages while its ruleset is not registered.
 */
export function galleryFiles(root: string): string[] {
  const inDir = (dir: string): string[] =>
    existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => f.endsWith(".gallery.ts"))
          .sort()
          .map((f) => join(dir, f))
      : [];
  const rooms = (dir: string): string[] =>
    existsSync(dir)
      ? readdirSync(dir)
          .sort()
          .flatMap((d) => (statSync(join(dir, d)).isDirectory() ? inDir(join(dir, d)) : []))
      : [];
  return [...inDir(join(root, "test/gallery")), ...rooms(join(root, "test/rulesets")), ...rooms(join(root, "test/fixtures"))];
}

/** Three Active Effects, one for each end a table uses (core/effect-ends.ts), for the sheets' Effects tab pages. */
export async function withEffects<A extends object>(actor: A): Promise<A> {
  const parent = actor as unknown as { createEmbeddedDocuments(name: string, data: object[]): Promise<unknown> };
  await parent.createEmbeddedDocuments("ActiveEffect", [
    { name: "Blessed", img: "icons/svg/aura.svg", flags: { anthology: { ends: "combat" } } },
    { name: "Inspired", img: "icons/svg/aura.svg", flags: { anthology: { ends: "scene" } } },
    { name: "Fortified", img: "icons/svg/aura.svg", disabled: true, flags: { anthology: { ends: "rest" } } },
  ]);
  return actor;
}
