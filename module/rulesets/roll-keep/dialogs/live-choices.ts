/**
 * The speciality checkboxes of a dialog as the player edits it. Each list sits in a fieldset
 * `[data-rk-choices="<prefix>"]` (see `parts/speciality-choices.hbs`): the acting side's `speciality`, the
 * passive side's `passive`, the opponent's `opponent`. Each list is marked and ticked by its own side's
 * attribute, never by the other side's.
 */
import type { RkAttribute } from "../rules/attributes.js";

/** Marks as related the specialities of one list that belong to `attribute`. */
export function rkMarkRelated(form: HTMLFormElement, prefix: string, attribute: RkAttribute): void {
  form
    .querySelectorAll<HTMLElement>(`[data-rk-choices="${prefix}"] [data-speciality-attribute]`)
    .forEach((el) => el.classList.toggle("related", el.dataset.specialityAttribute === attribute));
}

/** Ticks exactly `ids` in one list (the related specialities after the side's attribute changed). */
export function rkTickOnly(form: HTMLFormElement, prefix: string, ids: readonly string[]): void {
  const on = new Set(ids);
  form.querySelectorAll<HTMLInputElement>(`[data-rk-choices="${prefix}"] input[type="checkbox"]`).forEach((box) => {
    box.checked = on.has(box.name.slice(prefix.length + 1));
  });
}

/** The form's values without any checkbox of one list (pure). */
export function rkWithoutList(values: Record<string, unknown>, prefix: string): Record<string, unknown> {
  return rkWithTicked(values, prefix, []);
}

/** The form's values with one list's checkboxes replaced by `ids` (pure: what the form holds after `rkTickOnly`). */
export function rkWithTicked(values: Record<string, unknown>, prefix: string, ids: readonly string[]): Record<string, unknown> {
  const next: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values ?? {})) if (!key.startsWith(`${prefix}.`) && key !== prefix) next[key] = value;
  for (const id of ids) next[`${prefix}.${id}`] = true;
  return next;
}

/**
 * Follows one side's attribute select: when it changes, that side's list is ticked afresh with the specialities
 * related to the new attribute (in the form and in the values returned); otherwise the values are as given.
 */
export function rkFollowAttribute(related: (attribute: RkAttribute) => string[], start: RkAttribute) {
  let current = start;
  return (form: HTMLFormElement, values: Record<string, unknown>, prefix: string, attribute: RkAttribute): Record<string, unknown> => {
    if (attribute === current) return values;
    current = attribute;
    const ids = related(attribute);
    rkTickOnly(form, prefix, ids);
    return rkWithTicked(values, prefix, ids);
  };
}
