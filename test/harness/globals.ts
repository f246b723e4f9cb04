/**
 * game.settings, Hooks, ui.notifications and foundry.utils stand-ins, faithful to v13 where Anthology relies on them.
 */
import { deepMerge, getPath, setPath } from "./data-model.js";
import type { Source } from "./fields.js";
import { randomID } from "./documents.js";
import { USER_ROLES } from "./users.js";

export interface SettingConfig { name?: string; hint?: string; scope?: string; config?: boolean; type?: unknown; default?: unknown; choices?: Record<string, string>; onChange?: (v: unknown) => void; requiresReload?: boolean }

/**
 * v13 `ClientSettings` (client/helpers/client-settings.mjs): a setting must be registered before `get`/`set`. A value
 * is stored as JSON (the Setting document's `value` is a JSON string) and `get` parses it, so each `get` returns a
 * copy and changing what was passed to `set`, or what `get` returned, changes nothing stored. A "world" setting is a
 * Setting document: its create/update needs the SETTINGS_MODIFY permission (ASSISTANT role by default,
 * CONST.USER_PERMISSIONS), so a player's `set` is refused by the server (an error notification, a rejected promise,
 * as any refused document operation; see documents.ts `refuse`). "client" and "user" settings are the user's own.
 */
export class ClientSettings {
  settings = new Map<string, SettingConfig>();
  values = new Map<string, string>();
  menus = new Map<string, Source>();

  register(namespace: string, key: string, config: SettingConfig): void {
    this.settings.set(`${namespace}.${key}`, config);
  }
  registerMenu(namespace: string, key: string, config: Source): void {
    this.menus.set(`${namespace}.${key}`, config);
  }
  get(namespace: string, key: string): unknown {
    const id = `${namespace}.${key}`;
    const config = this.settings.get(id);
    if (!config) throw new Error(`"${id}" is not a registered game setting`);
    const stored = this.values.get(id);
    return stored !== undefined ? JSON.parse(stored) : structuredClone(config.default);
  }
  async set(namespace: string, key: string, value: unknown): Promise<unknown> {
    const id = `${namespace}.${key}`;
    const config = this.settings.get(id);
    if (!config) throw new Error(`"${id}" is not a registered game setting`);
    const json = JSON.stringify(value === undefined ? config.default : value);
    if ((config.scope ?? "client") === "world") {
      const user = (globalThis as unknown as { game: { user: { name: string; role: number } } }).game.user;
      if (user.role < USER_ROLES.ASSISTANT) {
        const message = `User ${user.name} lacks permission to update Setting [${id}]`;
        (globalThis as unknown as { ui?: { notifications?: { error(m: string): void } } }).ui?.notifications?.error(message);
        throw new Error(message);
      }
    }
    this.values.set(id, json);
    const stored = JSON.parse(json) as unknown;
    config.onChange?.(stored);
    return stored;
  }
}

type HookFn = (...args: unknown[]) => unknown;
/** v13 `HookedFunction` (client/helpers/hooks.mjs): the hook, its id, the function and whether it runs once. */
interface HookedFunction { hook: string; id: number; fn: HookFn; once: boolean }
/** An error `Hooks.onError` reported (v13 logs it and calls the "error" hook; the harness keeps it for the test). */
export interface ReportedError { location: string; error: Error; data: Record<string, unknown> }

/**
 * v13 `Hooks` (client/helpers/hooks.mjs): `on(hook, fn, {once})` returns an incrementing id; `once` is `on` with
 * `once: true` and is unregistered as it is called; `off(hook, fn)` takes the function or the id; `callAll` runs
 * every handler over a copy of the list (handlers added meanwhile wait for the next call) and returns nothing;
 * `call` stops at the first handler returning false and says whether all ran; `#call` catches a handler's throw and
 * passes it to `onError("Hooks.#call", err, {msg: "Error thrown in hooked function '<name>' for hook '<hook>'"})`
 * (except for the "error" hook itself); `onError(location, error, {msg, notify, log, ...data})` prefixes `msg`,
 * logs, shows `ui.notifications[notify](escapeHTML(msg || message))` and calls the "error" hook. A handler's promise
 * is not awaited and its rejection not caught (as in v13); the harness keeps the promises for `settle()`, and keeps
 * what `onError` reported in `errors` (setup.ts fails a test that leaves one there).
 */
export class HooksImpl {
  #events: Record<string, HookedFunction[]> = {};
  #ids = new Map<number, HookedFunction>();
  #id = 1;
  calls: { hook: string; args: unknown[] }[] = [];
  /** What onError reported, in order (v13 logs it to the console). */
  errors: ReportedError[] = [];
  /** The hooked functions by hook (v13 `Hooks.events`). */
  get events(): Record<string, HookedFunction[]> {
    return this.#events;
  }
  on(hook: string, fn: HookFn, { once = false }: { once?: boolean } = {}): number {
    const id = this.#id++;
    const entry: HookedFunction = { hook, id, fn, once };
    (this.#events[hook] ??= []).push(entry);
    this.#ids.set(id, entry);
    return id;
  }
  once(hook: string, fn: HookFn): number {
    return this.on(hook, fn, { once: true });
  }
  off(hook: string, fn: HookFn | number): void {
    if (typeof fn === "number") {
      const entry = this.#ids.get(fn);
      if (!entry) return;
      this.#ids.delete(fn);
      const list = this.#events[entry.hook] ?? [];
      const at = list.findIndex((h) => h.id === fn);
      if (at >= 0) list.splice(at, 1);
      return;
    }
    const list = this.#events[hook];
    if (!list) return;
    const at = list.findIndex((h) => h.fn === fn);
    if (at < 0) return;
    const [entry] = list.splice(at, 1);
    this.#ids.delete(entry!.id);
  }
  /** Promises returned by handlers: Foundry never awaits them; tests may with `settle()`. */
  pending: Promise<unknown>[] = [];
  callAll(hook: string, ...args: unknown[]): void {
    this.calls.push({ hook, args });
    if (!(hook in this.#events)) return;
    for (const entry of Array.from(this.#events[hook]!)) this.#call(entry, args);
  }
  /** Test hook: wait for what the handlers of the hooks called so far started (Foundry does not wait). */
  async settle(): Promise<void> {
    while (this.pending.length) await Promise.all(this.pending.splice(0));
  }
  call(hook: string, ...args: unknown[]): boolean {
    this.calls.push({ hook, args });
    if (!(hook in this.#events)) return true;
    for (const entry of Array.from(this.#events[hook]!)) if (this.#call(entry, args) === false) return false;
    return true;
  }
  #call(entry: HookedFunction, args: unknown[]): unknown {
    const { hook, id, fn, once } = entry;
    if (once) this.off(hook, id);
    try {
      const out = fn(...args);
      if (out instanceof Promise) this.pending.push(out);
      return out;
    } catch (err) {
      const msg = `Error thrown in hooked function '${fn?.name}' for hook '${hook}'`;
      if (hook !== "error") this.onError("Hooks.#call", err, { msg, hook, fn, log: "error" });
      return undefined;
    }
  }
  onError(location: string, error: unknown, { msg = "", notify = null, log = null, ...data }: { msg?: string; notify?: "info" | "warn" | "error" | null; log?: string | null } & Record<string, unknown> = {}): void {
    if (!(error instanceof Error)) return;
    const reported = msg ? new Error(`${msg}. ${error.message}`, { cause: error }) : error;
    if (log) this.errors.push({ location, error: reported, data });
    const ui = (globalThis as unknown as { ui?: { notifications?: Record<string, (m: string) => unknown> } }).ui;
    if (notify) ui?.notifications?.[notify]?.(escapeHTML(msg || reported.message));
    this.callAll("error", location, reported, data);
  }
}

/** A notification as v13 returns it from info/warn/error (`progress: true` gives a bar updated by `update`). */
export interface HarnessNotification { id: number; type: "info" | "warn" | "error"; message: string; progress: boolean; pct: number; permanent: boolean }
type NotifyOptions = { progress?: boolean; permanent?: boolean };

export class Notifications {
  /** What was shown, in order: type and message. */
  log: { type: "info" | "warn" | "error"; message: string }[] = [];
  /** The notifications themselves (with id, progress bar state and permanence), in order. */
  shown: HarnessNotification[] = [];
  #id = 0;
  #push(type: HarnessNotification["type"], message: string, options: NotifyOptions = {}): HarnessNotification {
    this.#id += 1;
    const n: HarnessNotification = { id: this.#id, type, message, progress: Boolean(options.progress), pct: 0, permanent: Boolean(options.permanent || options.progress) };
    this.log.push({ type, message });
    this.shown.push(n);
    return n;
  }
  info(message: string, options?: NotifyOptions): HarnessNotification {
    return this.#push("info", message, options);
  }
  warn(message: string, options?: NotifyOptions): HarnessNotification {
    return this.#push("warn", message, options);
  }
  error(message: string, options?: NotifyOptions): HarnessNotification {
    return this.#push("error", message, options);
  }
  /** v13 Notifications#update(notification, { pct, message }): moves a progress bar and may change its text. */
  update(notification: HarnessNotification | number, update: { pct?: number; message?: string }): void {
    const id = typeof notification === "number" ? notification : notification.id;
    const n = this.shown.find((x) => x.id === id);
    if (!n) throw new Error(`No notification ${id}`);
    if (typeof update.pct === "number") n.pct = update.pct;
    if (typeof update.message === "string") n.message = update.message;
  }
  clear(): void {
    this.log = [];
    this.shown = [];
  }
}

/**
 * v13 `foundry.utils.escapeHTML` (https://foundryvtt.com/api/v13/functions/foundry.utils.escapeHTML.html):
 * the value goes through `String()` (so `null` becomes "null", as in Foundry) and only `& < > " '` are escaped,
 * `'` as `&#x27;` (what `unescapeHTML` reverses). The one escape for shipped code.
 */
function escapeHTML(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[c]!);
}

function flattenObject(obj: Source, prefix = "", out: Source = {}): Source {
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === "object" && v !== null && !Array.isArray(v) && Object.keys(v).length) flattenObject(v as Source, key, out);
    else out[key] = v;
  }
  return out;
}

function expandObject(obj: Source): Source {
  const out: Source = {};
  for (const [k, v] of Object.entries(obj)) setPath(out, k, v);
  return out;
}

export const utils = {
  mergeObject: (original: Source, other: Source = {}, { inplace = true }: { inplace?: boolean } = {}): Source => {
    const merged = deepMerge(original, expandObject(other));
    if (inplace) {
      Object.assign(original, merged);
      return original;
    }
    return merged;
  },
  deepClone: <T>(v: T): T => structuredClone(v),
  duplicate: <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T,
  getProperty: getPath,
  setProperty: (obj: Source, path: string, value: unknown): boolean => {
    setPath(obj, path, value);
    return true;
  },
  hasProperty: (obj: Source, path: string): boolean => getPath(obj, path) !== undefined,
  expandObject,
  flattenObject,
  escapeHTML,
  randomID,
  isEmpty: (v: unknown): boolean => v === undefined || v === null || (typeof v === "object" && Object.keys(v as object).length === 0),
  isNewerVersion: (a: string | number, b: string | number): boolean => {
    const pa = String(a).split(".").map(Number);
    const pb = String(b).split(".").map(Number);
    for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
      const d = (pa[i] ?? 0) - (pb[i] ?? 0);
      if (d !== 0) return d > 0;
    }
    return false;
  },
};
