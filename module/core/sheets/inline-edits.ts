/**
 * Inline edits on an actor sheet (CONTRIBUTING "Sheets": everyday play in two clicks). A bar's value or an inventory row's
 * quantity is typed in place:
 * - a field marked `data-bounded="<label>"` (with `data-min` / `data-max`) is read by `boundedEntry`: out of range, it
 *   is brought to the bound and the player told; not a number, nothing is saved and the field shows its old value;
 *   one also marked `data-relative` (a bar's value) takes a change, "-4" or "+3", to the value it showed, or "=4";
 * - a field marked `data-item-field="system.quantity"` inside a `[data-item-id]` row has no form name: the actor's
 *   form submits on change as usual (v13 ApplicationV2#_onChangeForm → DocumentSheetV2#_processSubmitData, the
 *   change event passed along), and the sheet writes that one field to the embedded item instead of the actor.
 */
import { boundOf, boundedEntry } from "./bounded-input.js";
import { format } from "../foundry/i18n.js";

/**
 * Reads a bounded field after a change; null when the entry was refused (the field is reset, the player told). `current`
 * is the document's value of a `data-relative` field, what a change such as "-4" applies to (as v13's
 * `Actor#modifyTokenAttribute` adds a HUD bar's delta to the actor's current value, not to what the HUD showed).
 */
export function readBoundedField(input: HTMLInputElement, current: number | null = null): number | null {
  const field = input.dataset.bounded || input.getAttribute("aria-label") || "";
  const entry = boundedEntry(input.value, boundOf(input.dataset.min), boundOf(input.dataset.max), input.dataset.relative !== undefined ? current : null);
  if (entry.kind === "refused") {
    ui.notifications?.warn(format("ANTHOLOGY.Sheet.NotANumber", { field, value: input.value }));
    input.value = input.defaultValue;
    return null;
  }
  if (entry.kind === "clamped") ui.notifications?.warn(format(`ANTHOLOGY.Sheet.Clamped.${entry.bound}`, { field, bound: String(entry.value) }));
  // The form submits what the field holds: the whole new value, never the change typed.
  input.value = String(entry.value);
  return entry.value;
}

/** The inline item field a change came from: its item id, the path it writes, and the input. */
export function itemFieldOf(event: Event | null | undefined): { itemId: string; path: string; input: HTMLInputElement } | null {
  const input = asInput(event?.target);
  if (!input) return null;
  const path = input.dataset.itemField;
  const itemId = input.closest<HTMLElement>("[data-item-id]")?.dataset.itemId;
  return path && itemId ? { itemId, path, input } : null;
}

/** The element as an <input>, or null (by tag: the sheet's DOM may come from another window). */
export function asInput(target: EventTarget | null | undefined): HTMLInputElement | null {
  const el = target as HTMLElement | null | undefined;
  return el && typeof el.tagName === "string" && el.tagName.toUpperCase() === "INPUT" ? (el as HTMLInputElement) : null;
}
