/**
 * Reading dialog form values (FormDataExtended's object: flat keys such as `speciality.<id>`, strings from
 * inputs, booleans from checkboxes). Pure; tolerant of nested objects too.
 */

/** The ids whose checkbox `<prefix>.<id>` is checked. */
export function checkedIds(raw: Record<string, unknown>, prefix: string): string[] {
  const ids = new Set<string>();
  const isOn = (v: unknown) => v === true || v === "true" || v === "on";
  for (const [key, value] of Object.entries(raw ?? {})) {
    if (key.startsWith(`${prefix}.`) && isOn(value)) ids.add(key.slice(prefix.length + 1));
  }
  const nested = raw?.[prefix];
  if (typeof nested === "object" && nested !== null) {
    for (const [id, value] of Object.entries(nested as Record<string, unknown>)) if (isOn(value)) ids.add(id);
  }
  return [...ids];
}

/** A form value as a string ("" when absent). */
export function formText(raw: Record<string, unknown>, key: string): string {
  const v = raw?.[key];
  return v === undefined || v === null ? "" : String(v);
}
