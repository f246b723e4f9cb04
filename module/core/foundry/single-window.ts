/**
 * Windows with a fixed id (`DEFAULT_OPTIONS.id` without "{id}": a GM tool, a settings menu) exist once. v13
 * ApplicationV2#render puts an application in `foundry.applications.instances` under its id on its first render,
 * and ApplicationV2#_insertElement replaces an element already in the page with the same id; ApplicationV2#close
 * deletes the id from `instances`. A second instance opened beside the first would take its place in the page and
 * leave the first one "rendered" with no element there, whose close then unregisters the second. So opening such a
 * window again renders the open one instead (a forced render, which v13 ends with `bringToFront`).
 */
import type { SheetRenderOptions } from "../sheet-shapes.js";

interface Renderable {
  readonly id: string;
  readonly rendered: boolean;
  render(options?: boolean | SheetRenderOptions): Promise<unknown>;
}

/** The other, open instance of the window with this id, if there is one. */
export function openWindowLike(app: Renderable): Renderable | null {
  const open = (foundry.applications.instances as unknown as Map<string, Renderable>).get(app.id);
  return open && open !== app && open.rendered ? open : null;
}

/**
 * For a window class's `render`: when another instance with the same id is open, it is rendered (forced, so it
 * comes to the front) and returned; null when this instance should render itself.
 */
export function renderOpenWindowInstead(app: Renderable, options: boolean | SheetRenderOptions | undefined): Promise<unknown> | null {
  if (app.rendered) return null;
  const open = openWindowLike(app);
  if (!open) return null;
  const forced: SheetRenderOptions = typeof options === "object" ? { ...options, force: true } : { force: true };
  return open.render(forced);
}
