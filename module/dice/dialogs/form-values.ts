/** Reads a dialog's form as plain values: checkboxes as booleans, everything else as the typed string. */
export function readForm(form: HTMLFormElement): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const element of Array.from(form.elements)) {
    const input = element as HTMLInputElement;
    if (!input.name) continue;
    values[input.name] = input.type === "checkbox" ? input.checked : input.value;
  }
  return values;
}

/** A number as an input shows it: "" for NaN (the player is still typing). */
export function shown(n: number | null | undefined): number | string {
  return typeof n === "number" && Number.isFinite(n) ? n : "";
}
