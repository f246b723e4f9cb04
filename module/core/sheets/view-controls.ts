/**
 * Controls that only change what a reader sees. v13 DocumentSheetV2#_onRender calls `_toggleDisabled(true)` on a
 * sheet the user may not edit, and DocumentSheetV2#_toggleDisabled disables every control of the form, buttons
 * included, so an observer could not change tab, open an item's summary or open an item. These controls change no
 * document, so the sheets turn them back on after Foundry disabled the rest (as dnd5e does for its
 * `always-interactive` elements): the tab strip, `editItem` (Foundry shows the item read-only), `toggleSummary`,
 * and any element a template marks with the class `anth-view-control`.
 */
export const VIEW_CONTROL_SELECTOR = ['[data-action="tab"]', '[data-action="editItem"]', '[data-action="toggleSummary"]', ".anth-view-control"].join(", ");

/** Re-enables the view-only controls inside `root` (after DocumentSheetV2#_toggleDisabled disabled them). */
export function enableViewControls(root: ParentNode | null | undefined): void {
  if (!root) return;
  for (const el of root.querySelectorAll<HTMLButtonElement>(VIEW_CONTROL_SELECTOR)) {
    if ("disabled" in el) el.disabled = false;
  }
}
