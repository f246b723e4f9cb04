/**
 * Handlebars as Foundry v13 sets it up: templates are addressed as `systems/anthology/<path>` and every
 * template under templates/ is also a partial by that name; Foundry's core helpers that Anthology's templates
 * may use are registered here with Foundry's semantics: localize (hash arguments format), selectOptions
 * (choices object or array; selected; localize; blank; valueAttr/labelAttr), checked, disabled, selected,
 * concat, ifThen, numberFormat (decimals, sign), eq, ne, lt, gt, lte, gte, and, or, not, json.
 * Helpers outside this list do not exist in the harness: templates that need more register their own
 * helpers through module/core/handlebars-helpers.ts, which the system also registers in Foundry.
 */
import Handlebars from "handlebars";
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { i18n } from "./i18n.js";

export const ROOT = resolve(import.meta.dirname, "../..");
const SYSTEM_PREFIX = "systems/anthology/";

export const handlebars = Handlebars.create();
const cache = new Map<string, HandlebarsTemplateDelegate>();

export function templateFile(path: string): string {
  const rel = path.startsWith(SYSTEM_PREFIX) ? path.slice(SYSTEM_PREFIX.length) : path;
  return join(ROOT, rel);
}

export function getTemplate(path: string): HandlebarsTemplateDelegate {
  let t = cache.get(path);
  if (!t) {
    t = handlebars.compile(readFileSync(templateFile(path), "utf8"), { strict: false });
    cache.set(path, t);
  }
  return t;
}

export async function renderTemplate(path: string, data: object = {}): Promise<string> {
  return getTemplate(path)(data, { allowProtoPropertiesByDefault: true, allowProtoMethodsByDefault: true });
}

export async function loadTemplates(paths: string[] | Record<string, string>): Promise<void> {
  const list = Array.isArray(paths) ? paths : Object.values(paths);
  for (const p of list) handlebars.registerPartial(p, readFileSync(templateFile(p), "utf8"));
}

export function allTemplates(dir = join(ROOT, "templates")): string[] {
  const out: string[] = [];
  let entries: string[] = [];
  try {
    entries = readdirSync(dir);
  } catch {
    return out;
  }
  for (const name of entries) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out.push(...allTemplates(full));
    else if (name.endsWith(".hbs")) out.push(full);
  }
  return out;
}

export function registerAllPartials(): void {
  for (const file of allTemplates()) {
    const rel = relative(ROOT, file).split("\\").join("/");
    handlebars.registerPartial(SYSTEM_PREFIX + rel, readFileSync(file, "utf8"));
  }
}

type HelperOptions = Handlebars.HelperOptions;
const { SafeString, escapeExpression } = handlebars;

function hashOf(args: unknown[]): Record<string, unknown> {
  const last = args[args.length - 1] as HelperOptions | undefined;
  return (last && typeof last === "object" && "hash" in last ? last.hash : {}) as Record<string, unknown>;
}
function plain(args: unknown[]): unknown[] {
  return args.slice(0, -1);
}

export function registerFoundryHelpers(): void {
  handlebars.registerHelper("localize", (key: string, options: HelperOptions) => {
    const hash = options?.hash ?? {};
    return Object.keys(hash).length ? i18n.format(key, hash) : i18n.localize(key);
  });
  handlebars.registerHelper("checked", (v: unknown) => (v ? "checked" : ""));
  handlebars.registerHelper("disabled", (v: unknown) => (v ? "disabled" : ""));
  handlebars.registerHelper("selected", (v: unknown) => (v ? "selected" : ""));
  handlebars.registerHelper("concat", (...args: unknown[]) => plain(args).map(String).join(""));
  handlebars.registerHelper("ifThen", (cond: unknown, a: unknown, b: unknown) => (cond ? a : b));
  handlebars.registerHelper("numberFormat", (value: unknown, options: HelperOptions) => {
    const { decimals = 0, sign = false } = (options?.hash ?? {}) as { decimals?: number; sign?: boolean };
    const n = Number(value);
    if (!Number.isFinite(n)) return "";
    const s = n.toFixed(decimals);
    return sign && n >= 0 ? `+${s}` : s;
  });
  handlebars.registerHelper("eq", (a: unknown, b: unknown) => a === b);
  handlebars.registerHelper("ne", (a: unknown, b: unknown) => a !== b);
  handlebars.registerHelper("lt", (a: number, b: number) => a < b);
  handlebars.registerHelper("gt", (a: number, b: number) => a > b);
  handlebars.registerHelper("lte", (a: number, b: number) => a <= b);
  handlebars.registerHelper("gte", (a: number, b: number) => a >= b);
  handlebars.registerHelper("and", (...args: unknown[]) => plain(args).every(Boolean));
  handlebars.registerHelper("or", (...args: unknown[]) => plain(args).some(Boolean));
  handlebars.registerHelper("not", (a: unknown) => !a);
  handlebars.registerHelper("json", (a: unknown) => JSON.stringify(a));
  handlebars.registerHelper("selectOptions", (choices: unknown, ...rest: unknown[]) => {
    const hash = hashOf(rest) as { selected?: unknown; localize?: boolean; blank?: string; valueAttr?: string; labelAttr?: string };
    const selected = Array.isArray(hash.selected) ? hash.selected.map(String) : [String(hash.selected ?? "")];
    const label = (l: unknown): string => (hash.localize ? i18n.localize(String(l)) : String(l));
    const rows: [string, string][] = [];
    if (hash.blank !== undefined) rows.push(["", label(hash.blank)]);
    if (Array.isArray(choices)) {
      for (const c of choices) {
        if (typeof c === "object" && c !== null) {
          const o = c as Record<string, unknown>;
          rows.push([String(o[hash.valueAttr ?? "value"]), label(o[hash.labelAttr ?? "label"])]);
        } else rows.push([String(c), label(c)]);
      }
    } else if (choices && typeof choices === "object") {
      for (const [k, v] of Object.entries(choices)) {
        const l = typeof v === "object" && v !== null ? (v as Record<string, unknown>)[hash.labelAttr ?? "label"] : v;
        rows.push([k, label(l)]);
      }
    }
    return new SafeString(rows.map(([v, l]) => `<option value="${escapeExpression(v)}"${selected.includes(v) ? " selected" : ""}>${escapeExpression(l)}</option>`).join(""));
  });
}
