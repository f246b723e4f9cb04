/**
 * Handlebars as Foundry v13 sets it up (client/applications/handlebars.mjs):
 * - templates are addressed as `systems/anthology/<path>`;
 * - a template is a partial ONLY once `getTemplate(path)` loaded it (directly, through `loadTemplates(paths)`,
 *   through `renderTemplate(path)`, or through an application's PARTS before it renders): v13 `getTemplate`
 *   compiles the file and calls `Handlebars.registerPartial(id ?? path, compiled)`; a template that includes a
 *   partial nobody loaded throws Handlebars' "The partial … could not be found";
 * - helpers are exactly the ones v13 `initialize()` registers (the list in FOUNDRY_HELPERS below) plus Handlebars'
 *   built-ins; a helper the system needs is registered by the system's own code through the global `Handlebars`
 *   and reaches templates from there, never from this file.
 * Only this file touches the file system; applications.ts reaches templates through foundry.applications.handlebars.
 */
import Handlebars from "handlebars";
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { i18n } from "./i18n.js";

export const ROOT = resolve(import.meta.dirname, "../..");
const SYSTEM_PREFIX = "systems/anthology/";

export const handlebars = Handlebars.create();
/** Compiled templates by file path (a cache of the compile step only; whether a partial exists is `handlebars.partials`). */
const compiled = new Map<string, HandlebarsTemplateDelegate>();

export function templateFile(path: string): string {
  const rel = path.startsWith(SYSTEM_PREFIX) ? path.slice(SYSTEM_PREFIX.length) : path;
  return join(ROOT, rel);
}

function compile(path: string): HandlebarsTemplateDelegate {
  let t = compiled.get(path);
  if (!t) {
    t = handlebars.compile(readFileSync(templateFile(path), "utf8"), { strict: false });
    compiled.set(path, t);
  }
  return t;
}

/** v13 `getTemplate(path, id = path)`: the partial registered under `id` if loaded, else compile and register it. */
export async function getTemplate(path: string, id: string = path): Promise<HandlebarsTemplateDelegate> {
  const existing = handlebars.partials[id] as HandlebarsTemplateDelegate | undefined;
  if (typeof existing === "function") return existing;
  const t = compile(path);
  handlebars.registerPartial(id, t);
  return t;
}

/** v13 `renderTemplate(path, data)`: `getTemplate(path)` (so the template itself becomes a partial), then render. */
export async function renderTemplate(path: string, data: object = {}): Promise<string> {
  const template = await getTemplate(path);
  return template(data, { allowProtoPropertiesByDefault: true, allowProtoMethodsByDefault: true });
}

/** v13 `loadTemplates(paths)`: an array of paths, or an object of partial ids to paths. */
export async function loadTemplates(paths: string[] | Record<string, string>): Promise<HandlebarsTemplateDelegate[]> {
  if (Array.isArray(paths)) return Promise.all(paths.map((p) => getTemplate(p)));
  return Promise.all(Object.entries(paths).map(([id, p]) => getTemplate(p, id)));
}

/** The partials loaded so far (ids). */
export function loadedPartials(): string[] {
  return Object.keys(handlebars.partials);
}

/** Forget every loaded partial: a world before `init` (resetFoundry calls it between tests). */
export function unloadTemplates(): void {
  for (const id of Object.keys(handlebars.partials)) handlebars.unregisterPartial(id);
}

/** Every template file under templates/, as `systems/anthology/templates/...` paths. */
export function allTemplatePaths(dir = join(ROOT, "templates")): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out.push(...allTemplatePaths(full));
    else if (name.endsWith(".hbs")) out.push(SYSTEM_PREFIX + relative(ROOT, full).split("\\").join("/"));
  }
  return out.sort();
}

/** The source text of a template (for tests that read templates, e.g. the partial-reference walk). */
export function templateSource(path: string): string {
  return readFileSync(templateFile(path), "utf8");
}

type HelperOptions = Handlebars.HelperOptions;
const { SafeString } = handlebars;

/** v13 `numberFormat`: strings and null/undefined go through parseFloat (NaN for nonsense), `decimals`, `sign`. */
function numberFormat(value: unknown, options: HelperOptions): Handlebars.SafeString {
  const dec = Number((options.hash as { decimals?: number }).decimals ?? 0);
  const sign = Boolean((options.hash as { sign?: boolean }).sign);
  const n = typeof value === "string" || value === null || value === undefined ? parseFloat(value as string) : Number(value);
  const s = n.toFixed(dec);
  return new SafeString(sign && n >= 0 ? `+${s}` : s);
}

interface SelectOption {
  value?: unknown;
  label?: unknown;
  group?: string;
  disabled?: boolean;
  selected?: boolean;
  [k: string]: unknown;
}

/**
 * v13 `selectOptions(choices, {hash})` delegating to `createSelectInput`/`prepareSelectOptionGroups`
 * (client/applications/forms/fields.mjs): an array of strings gives values 0, 1, 2… (the index!) with the strings
 * as labels; an array of objects is taken as options ({value, label} or valueAttr/labelAttr); an object maps keys
 * to labels (or to objects spread into the option); `inverted` swaps key and label; `selected` may be a value or a
 * list; `localize` localizes labels (and the blank); `blank` (a string) adds a first option with value "" unless
 * one exists; `sort` sorts by label. Groups (optgroup) are not used by Anthology and are not modelled.
 */
function selectOptions(choices: unknown, options: HelperOptions): Handlebars.SafeString {
  const hash = options.hash as {
    localize?: boolean;
    selected?: unknown;
    blank?: unknown;
    sort?: boolean;
    nameAttr?: string;
    valueAttr?: string;
    labelAttr?: string;
    inverted?: boolean;
  };
  const valueAttr = hash.valueAttr ?? hash.nameAttr;
  let selected: unknown[] = [];
  if (hash.selected instanceof Set) selected = [...(hash.selected as Set<unknown>)];
  else if (Array.isArray(hash.selected)) selected = hash.selected;
  else if (hash.selected !== undefined && hash.selected !== null) selected = [hash.selected];
  const values = selected.map(String);
  const list: SelectOption[] = [];
  if (Array.isArray(choices)) {
    choices.forEach((c, i) => list.push(typeof c === "object" && c !== null ? (c as SelectOption) : { value: i, label: c }));
  } else if (choices && typeof choices === "object") {
    for (const entry of Object.entries(choices)) {
      const [k, v] = hash.inverted ? [entry[1] as string, entry[0] as unknown] : entry;
      const value = valueAttr ? (v as Record<string, unknown>)[valueAttr] : k;
      list.push(typeof v === "object" && v !== null ? { value, ...(v as SelectOption) } : { value, label: v });
    }
  }
  let hasBlank = false;
  const rows: { value: string; label: string; selected: boolean; disabled: boolean }[] = [];
  for (const option of list) {
    let value = valueAttr ? option[valueAttr] : option.value;
    if (value !== undefined) {
      value = String(value);
      if (value === "") hasBlank = true;
    }
    let label = hash.labelAttr ? option[hash.labelAttr] : option.label;
    label ??= value;
    if (label !== undefined) {
      label = String(label);
      if (hash.localize) label = i18n.localize(label as string);
    }
    if (value === undefined || label === undefined) continue;
    rows.push({
      value: value as string,
      label: label as string,
      selected: Boolean(option.selected) || values.includes(value as string),
      disabled: Boolean(option.disabled),
    });
  }
  if (hash.sort) rows.sort((a, b) => a.label.localeCompare(b.label));
  if (typeof hash.blank === "string" && !hasBlank) {
    rows.unshift({ value: "", label: hash.localize ? i18n.localize(hash.blank) : hash.blank, selected: values.includes(""), disabled: false });
  }
  const esc = handlebars.escapeExpression;
  return new SafeString(
    rows.map((r) => `<option value="${esc(r.value)}"${r.selected ? " selected" : ""}${r.disabled ? " disabled" : ""}>${esc(r.label)}</option>`).join(""),
  );
}

/** A helper v13 registers that Anthology's templates must not use (form widgets built from DataFields, deprecated pickers): it throws so a template that starts using one is noticed and the harness is taught its semantics. */
function notModelled(name: string) {
  return (): never => {
    throw new Error(`The harness does not model Foundry's {{${name}}} helper: Anthology's templates do not use it (see test/harness/README.md)`);
  };
}

/**
 * Exactly the helpers v13 `foundry.applications.handlebars.initialize()` registers (v13 client source
 * client/applications/handlebars.mjs; the list is also in /work/shared/foundry-v13.md). Implemented with v13's
 * semantics where Anthology's templates use them; the form-widget helpers are present (so they are not "missing")
 * but throw in the harness, see notModelled.
 */
export const FOUNDRY_HELPERS: Record<string, Handlebars.HelperDelegate> = {
  checked: (v: unknown) => (v ? "checked" : ""),
  disabled: (v: unknown) => (v ? "disabled" : ""),
  colorPicker: notModelled("colorPicker"),
  concat: (...args: unknown[]) => {
    const options = args.pop() as HelperOptions;
    const join = (options?.hash as { join?: string } | undefined)?.join || "";
    return new SafeString(args.join(join));
  },
  editor: notModelled("editor"),
  formInput: notModelled("formInput"),
  formGroup: notModelled("formGroup"),
  filePicker: notModelled("filePicker"),
  ifThen: (criteria: unknown, ifTrue: unknown, ifFalse: unknown) => (criteria ? ifTrue : ifFalse),
  localize: (value: unknown, options: HelperOptions) => {
    const key = value instanceof SafeString ? value.toString() : String(value);
    const data = (options?.hash ?? {}) as Record<string, unknown>;
    return Object.keys(data).length ? i18n.format(key, data) : i18n.localize(key);
  },
  numberFormat,
  numberInput: notModelled("numberInput"),
  radioBoxes: notModelled("radioBoxes"),
  rangePicker: notModelled("rangePicker"),
  select: notModelled("select"),
  selectOptions,
  timeSince: notModelled("timeSince"),
  eq: (a: unknown, b: unknown) => a === b,
  ne: (a: unknown, b: unknown) => a !== b,
  lt: (a: number, b: number) => a < b,
  gt: (a: number, b: number) => a > b,
  lte: (a: number, b: number) => a <= b,
  gte: (a: number, b: number) => a >= b,
  not: (pred: unknown) => !pred,
  // v13: `and() { return Array.prototype.every.call(arguments, Boolean) }` (the options object is truthy);
  // `or() { return Array.prototype.slice.call(arguments, 0, -1).some(Boolean) }`.
  and: (...args: unknown[]) => args.every(Boolean),
  or: (...args: unknown[]) => args.slice(0, -1).some(Boolean),
};

/** Handlebars' own helpers (present in every Handlebars environment, Foundry's too). */
export const BUILTIN_HELPERS = ["blockHelperMissing", "each", "helperMissing", "if", "unless", "log", "lookup", "with"];

export function registerFoundryHelpers(): void {
  for (const [name, fn] of Object.entries(FOUNDRY_HELPERS)) handlebars.registerHelper(name, fn);
}
