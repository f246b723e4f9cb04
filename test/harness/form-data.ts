/**
 * foundry.applications.ux.FormDataExtended as in v13 (client/applications/ux/form-data-extended.mjs): reads a
 * form's named fields into `object` (flat keys), skipping buttons and disabled fields; a checkbox is its checked
 * state (or, with a `value` attribute, that value or null); number and range inputs are numbers (null when empty);
 * a radio group is the checked value; a multi-select an array; `data-dtype` (Number, Boolean, JSON, String) casts.
 * The harness's version keeps the `object` (what the system reads) and `get`/`has`, not the FormData base.
 */
type Field = Omit<HTMLInputElement, "type"> & { type: string; options: HTMLOptionsCollection };

function cast(value: unknown, dtype: string | undefined): unknown {
  if (Array.isArray(value)) return value.map((v) => cast(v, dtype));
  if (value === undefined || value === null || dtype === "String") return value;
  if (dtype === "Boolean") return value === "false" ? false : Boolean(value);
  if (dtype === "Number") return value === "" || value === "null" ? null : Number(value);
  if (dtype === "JSON") return JSON.parse(String(value));
  return value;
}

function valueOf(field: Field, dtypes: Record<string, string>): unknown {
  const dtype = field.dataset?.dtype || dtypes[field.name];
  if (field.type === "checkbox") {
    if (field.hasAttribute("value") && dtype !== "Boolean") return cast(field.checked ? field.value : null, dtype);
    return cast(field.checked, dtype);
  }
  if (field.type === "number" || field.type === "range") return field.value === "" ? null : cast(field.value, dtype || "Number");
  if (field.type === "select-multiple") return [...field.options].filter((o) => o.selected).map((o) => cast(o.value, dtype));
  if (field.type === "radio") return field.checked ? cast(field.value, dtype) : null;
  return cast(field.value, dtype);
}

export class FormDataExtended {
  readonly object: Record<string, unknown> = {};
  dtypes: Record<string, string>;

  constructor(form: HTMLFormElement, { dtypes = {}, disabled = false }: { dtypes?: Record<string, string>; disabled?: boolean } = {}) {
    this.dtypes = dtypes;
    if (!disabled && form.hasAttribute("disabled")) return;
    const seen = new Set<string>();
    for (const element of [...form.elements] as Field[]) {
      const name = element.name;
      if (!name || seen.has(name) || element.tagName === "BUTTON") continue;
      if (!disabled && element.disabled) continue;
      seen.add(name);
      const group = ([...form.elements] as Field[]).filter((e) => e.name === name && e.tagName !== "BUTTON");
      if (group.length > 1) {
        if (group.every((f) => f.type === "radio")) {
          const chosen = group.find((f) => f.checked);
          this.object[name] = chosen ? valueOf(chosen, dtypes) : undefined;
        } else this.object[name] = group.map((f) => valueOf(f, dtypes));
      } else this.object[name] = valueOf(element, dtypes);
    }
    this.#readExtras(form);
  }

  /**
   * Beyond form.elements: editable images (`img[data-edit]`, their src under the data-edit path, as v13's
   * FormDataExtended reads them) and named `<prose-mirror>` editors (form-associated custom elements in v13, which
   * happy-dom does not list in `form.elements`; their value is their `value`).
   */
  #readExtras(form: HTMLFormElement): void {
    for (const img of form.querySelectorAll<HTMLImageElement>("img[data-edit]")) {
      if (img.getAttribute("disabled")) continue;
      this.object[img.dataset.edit!] = img.getAttribute("src") ?? "";
    }
    for (const editor of form.querySelectorAll<HTMLElement>("prose-mirror[name]")) {
      const name = editor.getAttribute("name")!;
      if (!(name in this.object)) this.object[name] = (editor as unknown as { value?: string }).value ?? editor.getAttribute("value") ?? "";
    }
  }

  get(name: string): unknown {
    return this.object[name] ?? null;
  }

  has(name: string): boolean {
    return name in this.object;
  }
}
