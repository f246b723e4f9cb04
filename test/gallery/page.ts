/** Gallery pages: sheets, dialogs and chat cards rendered with fixture data, for screenshots (npm run gallery). */
export interface GalleryPage {
  /** File name without extension, e.g. "warden-character". */
  name: string;
  title: string;
  /** HTML of the rendered application or card (fragments, wrapped by the gallery with the system CSS). */
  render: () => Promise<string>;
  /** CSS classes of the wrapping application element, e.g. ["anthology", "sheet", "actor", "warden"]. */
  classes?: string[];
  width?: number;
}

interface Renderable {
  render(options?: Record<string, unknown>): Promise<unknown>;
  parts?: Record<string, string>;
  options?: Record<string, unknown>;
}

/** Renders a sheet (or any application) for a document through the harness and joins its parts. */
export async function renderSheet(SheetClass: new (options: Record<string, unknown>) => unknown, document: unknown): Promise<string> {
  const sheet = new SheetClass({ document }) as Renderable;
  await sheet.render({ force: true });
  const parts = sheet.parts ?? {};
  return Object.entries(parts).map(([id, html]) => `<div data-part="${id}">${html}</div>`).join("\n");
}

export function sheetClasses(SheetClass: unknown): string[] {
  const opts = (SheetClass as { DEFAULT_OPTIONS?: { classes?: string[] } }).DEFAULT_OPTIONS;
  return opts?.classes ?? [];
}
