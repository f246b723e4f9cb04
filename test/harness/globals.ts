/**
 * game.settings, Hooks, ui.notifications and foundry.utils stand-ins, faithful to v13 where Anthology relies on them.
 */
import { DataModel, deepMerge, getPath, setPath } from "./data-model.js";
import { DataField, type Source } from "./fields.js";
import { randomID } from "./documents.js";
import { USER_ROLES } from "./users.js";
import { clientsAreSeparate, runAsClient, type ClientUser } from "./clients.js";

export interface SettingConfig {
  name?: string;
  hint?: string;
  scope?: string;
  config?: boolean;
  type?: unknown;
  default?: unknown;
  choices?: Record<string, string>;
  onChange?: (v: unknown, options?: Source, userId?: string) => void;
  requiresReload?: boolean;
}

/**
 * v13 `ClientSettings` (client/helpers/client-settings.mjs) and the `Setting` document (client/documents/setting.mjs,
 * common/documents/setting.mjs), as Anthology's settings meet them:
 * - `register`: a scope other than "world"/"user"/"client" is "client"; a `type` must be a DataField or a function
 *   (a class); `default` is the DataField's initial value, else null.
 * - `get` (a registered setting only) returns the Setting document's `value`, cast by `Setting#_castType`: null as is,
 *   a DataField's `clean`, a DataModel class built from it, String/Number/Boolean/Array as `type(value)` (String of a
 *   non-string: its JSON), any other class `new type(value)` (so `Object` gives the object itself). A "client" setting
 *   and a "world"/"user" setting never set are a new Setting each time (a fresh copy); a "world"/"user" setting once
 *   set is ONE stored document whose `value` is cast once per change, so every `get` returns the same object until the
 *   next `set` (a caller that mutates it changes what later reads see, unsaved).
 * - `set`: `#cleanJSON` (a DataField cleans and validates, throwing what cannot be fixed; a DataModel class is built
 *   strictly; `undefined` is the default), stored as JSON. "client": unchanged JSON does nothing; otherwise
 *   `onChange(value, options)` and the `clientSettingChanged` hook. "world"/"user": refused before `game.ready`; a
 *   Setting create or update, so it waits for the server: "world" needs SETTINGS_MODIFY (ASSISTANT role by default,
 *   CONST.USER_PERMISSIONS; `BaseSetting.#canModify`), a player is refused by the server (an error notification and
 *   a rejected promise, as any refused document operation, documents.ts `refuse`); "user" is each user's own value.
 *   An update that changes nothing is not sent (no onChange); otherwise `onChange(value, options, userId)` runs on
 *   every connected client (`Setting#_onCreate`/`_onUpdate`), the requester first.
 * Not modelled: the `updateSetting`/`createSetting` hooks, `{document: true}`, `game.settings.storage`.
 */
export class ClientSettings {
  settings = new Map<string, SettingConfig>();
  /** The stored JSON of each setting ("user" settings under `<id>#<userId>`). */
  values = new Map<string, string>();
  /**
   * The cast value of each stored "world"/"user" Setting document, with the JSON it was cast from: one object until
   * the stored JSON changes (tests and the browser page may write `values` directly: a new JSON is a new document).
   */
  #documents = new Map<string, { json: string; value: unknown }>();

  /** The stored "world"/"user" Setting document's value, or undefined when none is stored. */
  #document(slot: string, config: SettingConfig): { json: string; value: unknown } | undefined {
    const json = this.values.get(slot);
    if (json === undefined) return undefined;
    let doc = this.#documents.get(slot);
    if (doc?.json !== json) this.#documents.set(slot, (doc = { json, value: castSetting(config, JSON.parse(json)) }));
    return doc;
  }
  menus = new Map<string, Source>();

  register(namespace: string, key: string, config: SettingConfig): void {
    if (!namespace || !key) throw new Error("You must specify both namespace and key portions of the setting");
    const id = `${namespace}.${key}`;
    config.scope = ["world", "client", "user"].includes(config.scope ?? "") ? config.scope : "client";
    if (config.type) {
      if (!(config.type instanceof DataField) && typeof config.type !== "function")
        throw new Error(`Setting ${id} type must be a DataField, DataModel, or callable function`);
      if (config.type instanceof DataField) config.default ??= config.type.getInitialValue();
      else if (isModelClass(config.type)) config.default ??= {};
    }
    config.default ??= null;
    this.settings.set(id, config);
  }
  registerMenu(namespace: string, key: string, config: Source): void {
    this.menus.set(`${namespace}.${key}`, config);
  }

  #config(namespace: string, key: string): [string, SettingConfig] {
    const id = `${namespace}.${key}`;
    if (!namespace || !key) throw new Error(`You must specify both namespace and key portions of the setting, you provided "${id}"`);
    const config = this.settings.get(id);
    if (!config) throw new Error(`"${id}" is not a registered game setting`);
    return [id, config];
  }

  /** Where a setting's value is kept: a "user" setting per user. */
  #slot(id: string, config: SettingConfig): string {
    return config.scope === "user" ? `${id}#${currentUserOf().id}` : id;
  }

  get(namespace: string, key: string): unknown {
    const [id, config] = this.#config(namespace, key);
    const slot = this.#slot(id, config);
    if (config.scope !== "client") {
      const doc = this.#document(slot, config);
      if (doc) return doc.value;
    }
    const stored = this.values.get(slot);
    return castSetting(config, stored !== undefined ? JSON.parse(stored) : JSON.parse(JSON.stringify(config.default ?? null)));
  }

  async set(namespace: string, key: string, value: unknown, options: Source = {}): Promise<unknown> {
    const [id, config] = this.#config(namespace, key);
    const slot = this.#slot(id, config);
    const json = cleanSettingJSON(config, value);
    if (config.scope === "client") {
      if (this.values.get(slot) === json) return this.get(namespace, key);
      this.values.set(slot, json);
      const stored = this.get(namespace, key);
      config.onChange?.(stored, options);
      (globalThis as unknown as { Hooks?: { callAll(h: string, ...a: unknown[]): void } }).Hooks?.callAll("clientSettingChanged", id, stored, options);
      return stored;
    }
    const g = globalThis as unknown as { game: { ready?: boolean; user: { id: string; name: string; role: number } } };
    if (g.game.ready === false) throw new Error("You may not set a World-level Setting before the Game is ready.");
    const user = g.game.user;
    const current = this.#document(slot, config);
    if (current?.json === json) return current.value;
    // A Setting create or update: the server answers after a round trip, and refuses a world setting to a user
    // without SETTINGS_MODIFY.
    await macrotask();
    if (config.scope === "world" && user.role < USER_ROLES.ASSISTANT) {
      const message = `User ${user.name} lacks permission to ${current ? "update" : "create"} Setting [${id}]`;
      (globalThis as unknown as { ui?: { notifications?: { error(m: string): void } } }).ui?.notifications?.error(message);
      throw new Error(message);
    }
    this.values.set(slot, json);
    const stored = this.#document(slot, config)!.value;
    if (config.onChange) {
      // Setting#_onCreate / #_onUpdate on every connected client (a "user" setting: the broadcast reaches them too).
      const users = (globalThis as unknown as { game: { users?: { filter(fn: (u: ClientUser) => boolean): ClientUser[] } } }).game.users;
      const others = clientsAreSeparate ? (users?.filter((u) => u.active === true && u.id !== user.id) ?? []) : [];
      for (const client of [user as unknown as ClientUser, ...others]) runAsClient(client, () => config.onChange!(stored, options, user.id));
    }
    return stored;
  }
}

function currentUserOf(): { id: string } {
  return (globalThis as unknown as { game: { user: { id: string } } }).game.user;
}

function macrotask(): Promise<void> {
  const immediate = (globalThis as { setImmediate?: (fn: () => void) => unknown }).setImmediate;
  return new Promise<void>((resolve) => (immediate ? immediate(resolve) : setTimeout(resolve, 0)));
}

function isModelClass(type: unknown): type is new (source: Source, options: object) => DataModel {
  return typeof type === "function" && (type === DataModel || type.prototype instanceof DataModel);
}

const PRIMITIVE_TYPES: unknown[] = [String, Number, Boolean, Array, BigInt];

/** v13 `Setting#_castType` (client/documents/setting.mjs): the stored value as the registered `type`. */
function castSetting(config: SettingConfig, value: unknown): unknown {
  if (value === null || value === undefined) return value;
  const type = config.type;
  if (type instanceof DataField) return type.clean(value);
  if (typeof type !== "function") return value;
  if (isModelClass(type)) return new type(value as Source, { strict: false });
  const fn = type as ((v: unknown) => unknown) & (new (v: unknown) => unknown);
  if (PRIMITIVE_TYPES.includes(type)) {
    if (type === String && typeof value !== "string") return JSON.stringify(value);
    if (value instanceof fn) return value;
    return fn(value);
  }
  return (fn.prototype as { constructor?: unknown } | undefined)?.constructor === fn ? new fn(value) : fn(value);
}

/** v13 `ClientSettings#cleanJSON`: a DataField cleans and validates (throwing), a DataModel class is built strictly. */
function cleanSettingJSON(config: SettingConfig, value: unknown): string {
  const type = config.type;
  if (type instanceof DataField) {
    value = type.clean(value);
    const failure = type.validate(value);
    if (failure) throw new Error(`${config.name ?? "setting"}: ${failure}`);
  }
  if (isModelClass(type)) value = new type((value || {}) as Source, { strict: true }).toObject();
  else if (value === undefined) value = config.default;
  return JSON.stringify(value);
}

type HookFn = (...args: unknown[]) => unknown;
/** v13 `HookedFunction` (client/helpers/hooks.mjs): the hook, its id, the function and whether it runs once. */
interface HookedFunction {
  hook: string;
  id: number;
  fn: HookFn;
  once: boolean;
}
/** An error `Hooks.onError` reported (v13 logs it and calls the "error" hook; the harness keeps it for the test). */
export interface ReportedError {
  location: string;
  error: Error;
  data: Record<string, unknown>;
}

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
  onError(
    location: string,
    error: unknown,
    {
      msg = "",
      notify = null,
      log = null,
      ...data
    }: { msg?: string; notify?: "info" | "warn" | "error" | null; log?: string | null } & Record<string, unknown> = {},
  ): void {
    if (!(error instanceof Error)) return;
    const reported = msg ? new Error(`${msg}. ${error.message}`, { cause: error }) : error;
    if (log) this.errors.push({ location, error: reported, data });
    const ui = (globalThis as unknown as { ui?: { notifications?: Record<string, (m: string) => unknown> } }).ui;
    if (notify) ui?.notifications?.[notify]?.(escapeHTML(msg || reported.message));
    this.callAll("error", location, reported, data);
  }
}

/** A notification as v13 returns it from info/warn/error (`progress: true` gives a bar updated by `update`). */
export interface HarnessNotification {
  id: number;
  type: "info" | "warn" | "error";
  message: string;
  progress: boolean;
  pct: number;
  permanent: boolean;
}
type NotifyOptions = { progress?: boolean; permanent?: boolean };

export class Notifications {
  /** What was shown, in order: type and message. */
  log: { type: "info" | "warn" | "error"; message: string }[] = [];
  /** The notifications themselves (with id, progress bar state and permanence), in order. */
  shown: HarnessNotification[] = [];
  #id = 0;
  #push(type: HarnessNotification["type"], message: string, options: NotifyOptions = {}): HarnessNotification {
    this.#id += 1;
    const n: HarnessNotification = {
      id: this.#id,
      type,
      message,
      progress: Boolean(options.progress),
      pct: 0,
      permanent: Boolean(options.permanent || options.progress),
    };
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
