/**
 * Stand-ins for the client documents Anthology touches: Actor, Item, ActiveEffect, ChatMessage, Macro,
 * Combat/Combatant. Each document builds `system` from CONFIG.<Document>.dataModels[type], runs
 * prepareData (base data, Active Effects, derived data: Foundry's order) on creation and after every update,
 * and records what it did so tests can look. Active Effect modes follow CONST.ACTIVE_EFFECT_MODES.
 */
import { DataModel, TypeDataModel, applyUpdate, expandDotted, getPath, setPath } from "./data-model.js";
import { BooleanField, DataField, NumberField, isValidId, type Source } from "./fields.js";
import { ACTIVE_EFFECT_CHANGE_TYPES, generation, modeSettingKey, rollModeFor } from "./generation.js";
import { clientsAreSeparate, runAsClient } from "./clients.js";
import { serverRoundTrip as optInRoundTrip } from "./round-trip.js";

let idCounter = 0;
export function randomID(length = 16): string {
  idCounter += 1;
  const chars = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
  let seed = idCounter * 2654435761;
  let out = "";
  for (let i = 0; i < length; i++) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    out += chars[seed % chars.length];
  }
  return out;
}

/** Foundry's Collection: a Map whose iteration yields values (documents), not [key, value] pairs. */
export class Collection<V> extends Map<string, V> {
  // @ts-expect-error -- Foundry's Collection deliberately iterates values where Map iterates [key, value] pairs.
  override [Symbol.iterator](): MapIterator<V> {
    return this.values() as MapIterator<V>;
  }
  get contents(): V[] {
    return [...this.values()];
  }
  filter(fn: (v: V) => boolean): V[] {
    return this.contents.filter(fn);
  }
  find(fn: (v: V) => boolean): V | undefined {
    return this.contents.find(fn);
  }
  map<T>(fn: (v: V) => T): T[] {
    return this.contents.map(fn);
  }
  some(fn: (v: V) => boolean): boolean {
    return this.contents.some(fn);
  }
  reduce<T>(fn: (acc: T, v: V) => T, initial: T): T {
    return this.contents.reduce(fn, initial);
  }
  getName(name: string): V | undefined {
    return this.find((v) => (v as { name?: string }).name === name);
  }
  /** v13 `DocumentCollection#invalidDocumentIds` / `EmbeddedCollection#invalidDocumentIds`: documents that failed validation. */
  invalidDocumentIds = new Set<string>();
  /**
   * v13 `DocumentCollection#getInvalid(id, {strict})`: an invalid document, built from its stored source without
   * strict validation (`fromSource`); an id that is not invalid throws, or gives undefined with `strict: false`.
   * Set by world.ts for the world collections (it holds their stored sources).
   */
  getInvalid(id: string, { strict = true }: { strict?: boolean } = {}): V | undefined {
    const build = this.buildInvalid;
    if (!this.invalidDocumentIds.has(id) || !build) {
      if (strict) throw new Error(`${id} is not in the set of invalid ids`);
      return undefined;
    }
    return build(id);
  }
  buildInvalid?: (id: string) => V;
}

interface Registry {
  CONFIG: Record<string, { dataModels?: Record<string, typeof DataModel>; documentClass?: unknown }>;
}
function config(): Registry["CONFIG"] {
  return (globalThis as unknown as Registry).CONFIG;
}
interface HarnessUser {
  id: string;
  isGM: boolean;
  name: string;
  isBanned?: boolean;
  active?: boolean;
}
function currentUser(): HarnessUser {
  return (globalThis as unknown as { game: { user: HarnessUser } }).game.user;
}

/** CONST.DOCUMENT_OWNERSHIP_LEVELS (INHERIT is -1: an embedded document defers to its parent). */
export const OWNERSHIP = { INHERIT: -1, NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 } as const;

function levelOf(permission: string | number): number {
  return typeof permission === "number" ? permission : ((OWNERSHIP as Record<string, number>)[permission] ?? OWNERSHIP.OWNER);
}

/**
 * What the v13 server answers a client whose request it refuses; the client's SocketInterface shows it with
 * ui.notifications.error and rejects the operation's promise with it (client/helpers/socket-interface.mjs).
 * The v13 client backend does not test permissions before sending (client/data/client-backend.mjs
 * #preUpdateDocumentArray has no canUserModify call): the refusal comes back from the server.
 */
function refuse(user: HarnessUser, action: string, doc: BaseDocument): never {
  const where = doc.parent ? ` in parent ${doc.parent.documentName} [${doc.parent.id}]` : "";
  const message = `User ${user.name} lacks permission to ${action} ${doc.documentName} [${doc.id}]${where}`;
  (globalThis as unknown as { ui?: { notifications?: { error(m: string): void } } }).ui?.notifications?.error(message);
  throw new Error(message);
}

/**
 * v13 `ClientDatabaseBackend#getFlagScopes` (client/data/client-backend.mjs): "core", "world", the system's id and
 * the id of every active module, computed on the first call and cached (`#flagScopes`) for the session: a module
 * activated later counts only after a reload (here: the next test, `resetWorld`). `getFlag`/`setFlag`/`unsetFlag`
 * throw for any other scope (common/abstract/document.mjs).
 */
export function getFlagScopes(): string[] {
  if (flagScopes) return flagScopes;
  const g = globalThis as unknown as { game: { system: { id: string }; modules?: Iterable<{ id: string; active: boolean }> } };
  const scopes = ["core", "world", g.game.system.id];
  for (const module of g.game.modules ?? []) if (module.active) scopes.push(module.id);
  return (flagScopes = scopes);
}
let flagScopes: string[] | null = null;

function checkFlagScope(scope: string): void {
  if (!getFlagScopes().includes(scope)) throw new Error(`Flag scope "${scope}" is not valid or not currently active`);
}

export const ACTIVE_EFFECT_MODES = { CUSTOM: 0, MULTIPLY: 1, ADD: 2, DOWNGRADE: 3, UPGRADE: 4, OVERRIDE: 5 } as const;
/** The harness's own code for v14's "subtract" change type, which v13 has no mode for. */
const SUBTRACT = -1;
const V14_TYPE_MODES: Record<string, number> = {
  add: ACTIVE_EFFECT_MODES.ADD,
  subtract: SUBTRACT,
  multiply: ACTIVE_EFFECT_MODES.MULTIPLY,
  override: ACTIVE_EFFECT_MODES.OVERRIDE,
  upgrade: ACTIVE_EFFECT_MODES.UPGRADE,
  downgrade: ACTIVE_EFFECT_MODES.DOWNGRADE,
};

/** How a change applies in the running generation (v13: `mode`, priority mode × 10; v14: `type`, the type's priority), or null. */
function changeMode(c: { mode?: number; type?: string }): { mode: number; priority: number } | null {
  // v13 BaseActiveEffect schema: a change's `mode` is a NumberField with initial ADD, so a change without one is an ADD.
  if (generation() === 13) {
    const mode = typeof c.mode === "number" ? c.mode : ACTIVE_EFFECT_MODES.ADD;
    return { mode, priority: mode * 10 };
  }
  const mode = typeof c.type === "string" ? V14_TYPE_MODES[c.type] : undefined;
  return mode === undefined ? null : { mode, priority: ACTIVE_EFFECT_CHANGE_TYPES[c.type as keyof typeof ACTIVE_EFFECT_CHANGE_TYPES] };
}

/**
 * Document construction options: `strict` (v13 DataModel construction, default true) and `dropInvalidEmbedded`
 * (what a world collection's `_initialize` passes to `fromSource`: an embedded document that fails validation is
 * left out, its id kept in the collection's `invalidDocumentIds`; without it the parent's construction fails).
 */
export interface DocumentConstructionOptions {
  parent?: BaseDocument | null;
  strict?: boolean;
  dropInvalidEmbedded?: boolean;
}

type EffectChange = { key: string; mode: number; value: string; priority: number };

/**
 * v13 `DataField#applyChange` (common/data/fields.mjs), reached through `ActiveEffect.applyField`: the value is cast
 * by the field (`_castChangeDelta` = `_cast`: a NumberField's `Number(value)`, a BooleanField's `value === "true"`,
 * a StringField's `String(value)`), then ADD is `value + delta` (a boolean's `value || delta`), OVERRIDE `delta`,
 * MULTIPLY/UPGRADE/DOWNGRADE as the NumberField and BooleanField define them (another field gives undefined, as
 * v13's base methods return nothing); CUSTOM leaves the value (its `applyActiveEffect` hook is not modelled).
 */
function applyFieldChange(field: DataField, value: unknown, change: EffectChange): unknown {
  const delta = field.castChangeDelta(change.value);
  const n = value as number;
  const d = delta as number;
  const ordered = field instanceof NumberField || field instanceof BooleanField;
  switch (change.mode) {
    case ACTIVE_EFFECT_MODES.ADD:
      return field instanceof BooleanField ? value || delta : (value as string) + (delta as string);
    case ACTIVE_EFFECT_MODES.OVERRIDE:
      return delta;
    case ACTIVE_EFFECT_MODES.MULTIPLY:
      return field instanceof NumberField ? n * d : field instanceof BooleanField ? value && delta : undefined;
    case ACTIVE_EFFECT_MODES.UPGRADE:
      return ordered ? (d > n ? delta : value) : undefined;
    case ACTIVE_EFFECT_MODES.DOWNGRADE:
      return ordered ? (d < n ? delta : value) : undefined;
    case SUBTRACT:
      return field instanceof NumberField ? n - d : value;
    default:
      return value;
  }
}

/**
 * A change to a path no schema field holds (a derived value): v13 `ActiveEffect#_applyLegacy` casts the value by
 * the current value's type; modelled for numbers (and OVERRIDE of anything), the types Anthology's derived data has.
 */
function applyLegacyChange(current: unknown, change: EffectChange): unknown {
  const delta = Number(change.value);
  const numeric = typeof current === "number" && Number.isFinite(delta);
  switch (change.mode) {
    case ACTIVE_EFFECT_MODES.ADD:
      return numeric ? (current as number) + delta : typeof current === "string" ? current + change.value : current;
    case SUBTRACT:
      return numeric ? (current as number) - delta : current;
    case ACTIVE_EFFECT_MODES.MULTIPLY:
      return numeric ? (current as number) * delta : current;
    case ACTIVE_EFFECT_MODES.OVERRIDE:
      return typeof current === "number" ? (Number.isFinite(delta) ? delta : current) : change.value;
    case ACTIVE_EFFECT_MODES.UPGRADE:
      return numeric ? Math.max(current as number, delta) : current;
    case ACTIVE_EFFECT_MODES.DOWNGRADE:
      return numeric ? Math.min(current as number, delta) : current;
    default:
      return current;
  }
}

/** An application a document re-renders (ApplicationV2 as far as ClientDocumentMixin#render uses it). */
export interface RenderedApp {
  rendered: boolean;
  render(options: Source): Promise<unknown>;
  close?(options: Source): Promise<unknown>;
}

/** Renders started by a document change that failed (Foundry logs them; a test may look). */
export const renderFailures: unknown[] = [];

export class BaseDocument {
  static documentName = "Document";
  id: string;
  _id: string;
  name: string;
  type: string;
  img: string;
  system: Source | DataModel;
  flags: Record<string, Record<string, unknown>>;
  ownership: Record<string, number>;
  parent: BaseDocument | null;
  sort: number;
  folder: string | null;
  /** Every update the server stored for this document, in order, as sent (the diff, or the whole change with `diff: false`); for tests. */
  updates: Source[] = [];
  /**
   * v13 ClientDocumentMixin#apps: the applications re-rendered whenever this document changes (a DocumentSheetV2
   * adds itself when it first renders and leaves when it closes),
   * https://foundryvtt.com/api/v13/classes/foundry.documents.Actor.html#apps.
   */
  apps: Record<string, RenderedApp> = {};

  constructor(data: Source = {}, options: DocumentConstructionOptions = {}) {
    this.parent = options.parent ?? null;
    this._id = this.id = typeof data._id === "string" ? data._id : randomID();
    this.name = String(data.name ?? "");
    this.type = String(data.type ?? "base");
    this.img = String(data.img ?? "icons/svg/mystery-man.svg");
    this.flags = (data.flags as BaseDocument["flags"]) ?? {};
    this.ownership = (data.ownership as Record<string, number>) ?? { default: 0 };
    this.sort = Number(data.sort ?? 0);
    this.folder = (data.folder as string | null) ?? null;
    this.system = this.#buildSystem((data.system as Source) ?? {}, options.strict);
  }

  get documentName(): string {
    return (this.constructor as typeof BaseDocument).documentName;
  }

  /** The type's model, built strictly unless the document is (v13 `DataModel` construction option `strict`, default true). */
  #buildSystem(source: Source, strict = true): Source | DataModel {
    const model = config()[this.documentName]?.dataModels?.[this.type];
    return model ? new model(source, { parent: this, strict }) : structuredClone(source);
  }

  get uuid(): string {
    return this.parent ? `${this.parent.uuid}.${this.documentName}.${this.id}` : `${this.documentName}.${this.id}`;
  }

  /**
   * v13 `Document#getUserLevel` (common/abstract/document.mjs): the user's explicit level from `ownership`
   * (`[user.id]`, else `default`), whatever their role; embedded documents defer to their parent.
   */
  getUserLevel(user: HarnessUser = currentUser()): number {
    if (this.parent) return this.parent.getUserLevel(user);
    const level = this.ownership[user.id] ?? this.ownership.default ?? OWNERSHIP.NONE;
    return level === OWNERSHIP.INHERIT ? OWNERSHIP.NONE : level;
  }

  /** v13 ClientDocumentMixin `permission`: OWNER for a GM, else the current user's level. */
  get permission(): number {
    const user = currentUser();
    return user.isGM ? OWNERSHIP.OWNER : this.getUserLevel(user);
  }

  /** v13: `testUserPermission(game.user, "OWNER")`. */
  get isOwner(): boolean {
    return this.testUserPermission(currentUser(), "OWNER");
  }

  /** v13 `ClientDocumentMixin#hasPlayerOwner` (client/documents/abstract/client-document.mjs): a non-GM user is OWNER. */
  get hasPlayerOwner(): boolean {
    return gameUsers().filter((u) => !u.isGM && this.testUserPermission(u, "OWNER")).length > 0;
  }

  /** v13: LIMITED exactly (the user sees only the limited view). */
  get limited(): boolean {
    return this.testUserPermission(currentUser(), "LIMITED", { exact: true });
  }

  /** v13 `ClientDocumentMixin#visible`: OBSERVER or more. */
  get visible(): boolean {
    return this.testUserPermission(currentUser(), "OBSERVER");
  }

  /**
   * v13 `Document#canUserModify`: `metadata.permissions[action]`; "update" needs OWNER, "create"/"delete" of a
   * world document need the ASSISTANT role (a GM); an embedded Item or ActiveEffect asks its parent for "update"
   * (common/documents/item.mjs, active-effect.mjs).
   */
  canUserModify(user: HarnessUser, action: "create" | "update" | "delete"): boolean {
    if (this.parent) return this.parent.canUserModify(user, "update");
    if (action === "update") return this.testUserPermission(user, "OWNER");
    return user.isGM;
  }

  get isEmbedded(): boolean {
    return this.parent !== null;
  }

  /** v13 `Document#testUserPermission`: a GM is OWNER of everything, a banned user NONE. */
  testUserPermission(user: HarnessUser, permission: string | number, { exact = false }: { exact?: boolean } = {}): boolean {
    const level = user.isGM ? OWNERSHIP.OWNER : user.isBanned ? OWNERSHIP.NONE : this.getUserLevel(user);
    const target = levelOf(permission);
    return exact ? level === target : level >= target;
  }

  /** v13 `Document#getFlag`: the scope must be one `getFlagScopes` lists, else it throws. */
  getFlag(scope: string, key: string): unknown {
    checkFlagScope(scope);
    if (!(scope in this.flags)) return undefined;
    return getPath(this.flags[scope], key);
  }

  /** v13 `Document#setFlag`: a checked scope, then `update({flags: {[scope]: {[key]: value}}})`. */
  async setFlag(scope: string, key: string, value: unknown): Promise<this | undefined> {
    checkFlagScope(scope);
    return this.update({ flags: { [scope]: { [key]: value } } });
  }

  /**
   * v13 `Document#unsetFlag`: a checked scope, then an update deleting the key (`{"flags.<scope>.-=<key>": null}`,
   * the last segment of a dotted key), so it is refused, recorded and re-rendered as any update.
   */
  async unsetFlag(scope: string, key: string): Promise<this | undefined> {
    checkFlagScope(scope);
    const head = key.split(".");
    const tail = `-=${head.pop()}`;
    return this.update({ [["flags", scope, ...head, tail].join(".")]: null });
  }

  /** Foundry's reset(): re-initialize data from the source, then prepare it again (runs after every change). */
  reset(): void {
    if (this.system instanceof DataModel) this.system.reset();
    for (const child of this.embeddedDocuments()) child.reset();
    this.prepareData();
  }

  embeddedDocuments(): BaseDocument[] {
    return [];
  }

  prepareData(): void {
    this.prepareBaseData();
    this.prepareEmbeddedDocuments();
    this.prepareDerivedData();
  }

  prepareBaseData(): void {
    if (this.system instanceof TypeDataModel) this.system.prepareBaseData();
  }

  prepareEmbeddedDocuments(): void {}

  prepareDerivedData(): void {
    if (this.system instanceof TypeDataModel) this.system.prepareDerivedData();
  }

  toObject(): Source {
    return {
      _id: this.id,
      name: this.name,
      type: this.type,
      img: this.img,
      flags: structuredClone(this.flags),
      system: this.system instanceof DataModel ? this.system.toObject() : structuredClone(this.system),
      ownership: { ...this.ownership },
      sort: this.sort,
      folder: this.folder,
    };
  }

  /** v13 ClientDocumentMixin#toDragData: `{type: documentName, uuid}` (or the data of a document without id). */
  toDragData(): Source {
    return this.id ? { type: this.documentName, uuid: this.uuid } : { type: this.documentName, data: this.toObject() };
  }

  /**
   * The document's stored data as a plain object (v13 `Document#toObject`), what an update's diff is measured
   * against. Subclasses add their own fields.
   */
  sourceForDiff(): Source {
    return this.toObject();
  }

  /**
   * v13 `DataModel#updateSource(changes, {dryRun, recursive})` on a document: the changes (dotted keys allowed) are
   * cleaned (the system through its model, which throws `DataModelValidationError` on what cleaning cannot fix) and
   * compared with the stored data; the result is the diff, only what differs. `dryRun` changes nothing;
   * `recursive: false` replaces an inner object (the system, flags) whole instead of merging into it.
   */
  updateSource(changes: Source = {}, { dryRun = false, recursive = true }: { dryRun?: boolean; recursive?: boolean } = {}): Source {
    const { system, _id: _ignored, "==system": replacing, ...rest } = expandDotted(changes);
    const current = this.sourceForDiff();
    const diff: Source = {};
    for (const [key, value] of Object.entries(rest)) {
      if (key.startsWith("==")) {
        // A forced replacement (v13 SchemaField#_updateDiff, common/data/fields.mjs) is kept as given.
        diff[key] = value;
        continue;
      }
      const before = current[key];
      if (recursive && isPlainObject(value) && isPlainObject(before)) {
        const inner = diffSource(before, value);
        if (Object.keys(inner).length) diff[key] = inner;
      } else if (!deepEqual(before, value)) diff[key] = value;
    }
    let replacement: DataModel | null = null;
    if (system !== undefined) {
      if (this.system instanceof DataModel) {
        if (recursive) {
          const cleaned = this.system.updateSource(system as Source, { dryRun: true });
          const inner = diffSource(this.system._source, cleaned);
          if (Object.keys(inner).length) diff.system = inner;
        } else {
          const model = this.system.constructor as new (source: Source, options: object) => DataModel;
          replacement = new model(structuredClone(system as Source), { parent: this, strict: true });
          if (!deepEqual(replacement._source, this.system._source)) diff.system = structuredClone(replacement._source);
        }
      } else if (recursive && isPlainObject(system)) {
        const inner = diffSource(this.system, system);
        if (Object.keys(inner).length) diff.system = inner;
      } else if (!deepEqual(this.system, system)) diff.system = system;
    }
    // v13 `==system`: the system replaced whole, cleaned and validated as a whole source (SchemaField#_cleanType keeps
    // `==key` for a field the schema has; SchemaField#_updateDiff replaces it rather than merging).
    if (replacing !== undefined) {
      if (this.system instanceof DataModel) {
        const model = this.system.constructor as new (source: Source, options: object) => DataModel;
        replacement = new model(structuredClone(replacing as Source), { parent: this, strict: true });
        diff["==system"] = structuredClone(replacement._source);
      } else diff["==system"] = structuredClone(replacing);
    }
    if (dryRun) return diff;
    this.applySource(diff, recursive, replacement);
    return diff;
  }

  /** Writes a diff `updateSource` computed into the document's fields. */
  protected applySource(diff: Source, recursive: boolean, replacement: DataModel | null = null): void {
    if (typeof diff.name === "string") this.name = diff.name;
    if (typeof diff.img === "string") this.img = diff.img;
    if (typeof diff.type === "string") this.type = diff.type;
    if ("sort" in diff) this.sort = Number(diff.sort);
    if ("folder" in diff) this.folder = (diff.folder as string | null) ?? null;
    if (isPlainObject(diff.flags)) this.flags = (recursive ? applyUpdate(this.flags, diff.flags) : diff.flags) as BaseDocument["flags"];
    if (isPlainObject(diff.ownership)) this.ownership = (recursive ? applyUpdate(this.ownership, diff.ownership) : diff.ownership) as Record<string, number>;
    if (diff["==system"] !== undefined) {
      if (this.system instanceof DataModel && replacement) this.system = replacement;
      else if (this.system instanceof DataModel) this.system.replaceSource(diff["==system"] as Source);
      else this.system = structuredClone(diff["==system"] as Source);
      return;
    }
    if (diff.system === undefined) return;
    if (this.system instanceof DataModel) {
      if (replacement) this.system = replacement;
      else this.system.updateSource(diff.system as Source);
    } else this.system = recursive && isPlainObject(diff.system) ? applyUpdate(this.system, diff.system) : (diff.system as Source);
  }

  /*
   * The v13 document lifecycle (client/documents/abstract/client-document.mjs ClientDocumentMixin): each event
   * forwards to the system's TypeDataModel when it defines one (`this.system._preCreate(data, options, user)` …);
   * `_pre…` may return false to cancel; `_onUpdate` re-renders the document's applications unless
   * `options.render === false`; `_onDelete` closes them.
   */
  async _preCreate(data: Source, options: Source, user: HarnessUser): Promise<boolean | void> {
    const system = this.system as { _preCreate?: (d: Source, o: Source, u: HarnessUser) => Promise<boolean | void> | boolean | void };
    if (this.system instanceof DataModel && typeof system._preCreate === "function") return system._preCreate(data, options, user);
  }

  _onCreate(data: Source, options: Source, userId: string): void {
    // v13 ClientDocumentMixin#_onCreate: `renderSheet` opens the new document's sheet, on the creating client only.
    if (options.renderSheet && userId === currentUser().id && this.sheet) {
      queueRender(this.sheet, true, { renderContext: `create${this.documentName}`, renderData: data });
    }
    const system = this.system as { _onCreate?: (d: Source, o: Source, u: string) => void };
    if (this.system instanceof DataModel && typeof system._onCreate === "function") system._onCreate(data, options, userId);
  }

  async _preUpdate(changes: Source, options: Source, user: HarnessUser): Promise<boolean | void> {
    const system = this.system as { _preUpdate?: (c: Source, o: Source, u: HarnessUser) => Promise<boolean | void> | boolean | void };
    if (this.system instanceof DataModel && typeof system._preUpdate === "function") return system._preUpdate(changes, options, user);
  }

  _onUpdate(changed: Source, options: Source, userId: string): void {
    // v13 ClientDocumentMixin#_onUpdate: a new type or `core.sheetClass` flag changes the sheet (`_onSheetChange`)
    // instead of re-rendering; otherwise the applications re-render unless `render: false`.
    const sheetChanged = "type" in changed || "sheetClass" in (((changed.flags as Source | undefined)?.core as Source | undefined) ?? {});
    if (!options.preview && sheetChanged) {
      if (renderingClient) void this._onSheetChange().catch((err: unknown) => renderFailures.push(err));
    } else if (options.render !== false && renderingClient) this.render(false, { renderContext: `update${this.documentName}`, renderData: changed });
    const system = this.system as { _onUpdate?: (c: Source, o: Source, u: string) => void };
    if (this.system instanceof DataModel && typeof system._onUpdate === "function") system._onUpdate(changed, options, userId);
  }

  async _preDelete(options: Source, user: HarnessUser): Promise<boolean | void> {
    const system = this.system as { _preDelete?: (o: Source, u: HarnessUser) => Promise<boolean | void> | boolean | void };
    if (this.system instanceof DataModel && typeof system._preDelete === "function") return system._preDelete(options, user);
  }

  _onDelete(options: Source, userId: string): void {
    if (renderingClient) this.closeApplications();
    const system = this.system as { _onDelete?: (o: Source, u: string) => void };
    if (this.system instanceof DataModel && typeof system._onDelete === "function") system._onDelete(options, userId);
  }

  /** v13 ClientDocumentMixin #closeApplications: the document's and its descendants' applications close without submitting. */
  closeApplications(): void {
    const options = { submit: false, renderContext: `delete${this.documentName}`, renderData: this };
    for (const app of Object.values(this.apps)) void app.close?.(options)?.catch((err: unknown) => renderFailures.push(err));
    for (const child of this.embeddedDocuments()) child.closeApplications();
  }

  /**
   * v13 `Document#update(data, operation)`: one update operation for this document (see `updateOperation`).
   * Resolves to the document, or undefined when nothing was sent: a `_preUpdate` or `preUpdate…` hook returned
   * false, the changes did not validate (an error notification), or they change nothing.
   */
  async update(data: Source = {}, operation: Operation = {}): Promise<this | undefined> {
    const [updated] = await updateOperation(this.documentName, [[this, data]], { ...operation, parent: this.parent });
    return updated as this | undefined;
  }

  /**
   * v13 ClientDocumentMixin#render(force, context): renders every application in `apps`; those not shown stay
   * closed (ApplicationV2#render without `force` does nothing for an application that is not rendered). Foundry
   * does not await these renders; neither does this model. Renders of one application run one after the other, as
   * v13 ApplicationV2#render queues them on its semaphore (client/applications/api/application.mjs). A render that
   * fails is kept in `renderFailures`.
   */
  render(force = false, context: Source = {}): void {
    for (const app of Object.values(this.apps)) queueRender(app, force, context);
  }

  /**
   * v13 ClientDocumentMixin#sheet (client/documents/abstract/client-document.mjs): built once from `_getSheetClass()`
   * with `{document: this}` when that class is a DocumentSheetV2, else null (core's V1 sheets, which Anthology
   * unregisters). `_getSheetClass`: the sheets `DocumentSheetConfig.registerSheet` registered for the document's
   * name and type (`${scope}.${sheetClass.name}` ids, a later `makeDefault` taking the default from an earlier one,
   * client/applications/apps/document-sheet-config.mjs #registerSheet); the `core.sheetClass` flag's choice, else the
   * default, else one that can be default, else the last. Not modelled: v13's fallback `BaseSheet` when no sheet is
   * registered for the type (the harness gives null), the world's `core.sheetClasses` setting.
   */
  get sheet(): RenderedApp | null {
    if (this.#sheet === undefined) {
      const cls = this._getSheetClass();
      const DocumentSheetV2 = (globalThis as unknown as { foundry: { applications: { api: { DocumentSheetV2: new (o: Source) => RenderedApp } } } }).foundry
        .applications.api.DocumentSheetV2;
      this.#sheet = cls && (cls === DocumentSheetV2 || cls.prototype instanceof DocumentSheetV2) ? new cls({ document: this }) : null;
    }
    return this.#sheet;
  }
  #sheet: RenderedApp | null | undefined = undefined;

  /**
   * v13 ClientDocumentMixin#_onSheetChange: every application of the document closes, the cached sheet is forgotten,
   * the new sheet opens if the old one was open, and the parent's sheet re-renders if it is open.
   */
  async _onSheetChange({ sheetOpen }: { sheetOpen?: boolean } = {}): Promise<void> {
    sheetOpen ??= this.sheet?.rendered ?? false;
    await Promise.all(Object.values(this.apps).map((app) => app.close?.({})));
    this.#sheet = undefined;
    if (sheetOpen && this.sheet) queueRender(this.sheet, true, {});
    const parentSheet = this.parent?.sheet;
    if (parentSheet) queueRender(parentSheet, false, {});
  }

  _getSheetClass(): (new (o: Source) => RenderedApp) | null {
    const config = (globalThis as unknown as { foundry: { applications: { apps: { DocumentSheetConfig: { registered: SheetRegistration[] } } } } }).foundry
      .applications.apps.DocumentSheetConfig;
    const sheets = new Map<string, { cls: new (o: Source) => RenderedApp; isDefault: boolean; canBeDefault: boolean }>();
    for (const r of config.registered) {
      if ((r.documentClass as { documentName?: string }).documentName !== this.documentName) continue;
      const types = r.options.types as string[] | undefined;
      if (types?.length && !types.includes(this.type)) continue;
      const isDefault = Boolean(r.options.makeDefault);
      if (isDefault) for (const s of sheets.values()) s.isDefault = false;
      sheets.set(`${r.scope}.${(r.sheet as { name: string }).name}`, {
        cls: r.sheet as new (o: Source) => RenderedApp,
        isDefault,
        canBeDefault: r.options.canBeDefault !== false,
      });
    }
    const override = (this.flags.core as Source | undefined)?.sheetClass;
    if (typeof override === "string" && sheets.has(override)) return sheets.get(override)!.cls;
    const classes = [...sheets.values()];
    if (!classes.length) return null;
    return (classes.find((s) => s.isDefault) ?? classes.find((s) => s.canBeDefault) ?? classes.at(-1)!).cls;
  }

  /*
   * v13 descendant document events (client/documents/abstract/client-document.mjs
   * `ClientDocumentMixin#_dispatchDescendantDocumentEvents`): when embedded documents change, the backend
   * (client/data/client-backend.mjs #handleCreateDocuments …) calls `_pre<Event>DescendantDocuments` on the direct
   * parent before the change is applied on that client and `_on<Event>DescendantDocuments` after, and each bubbles
   * up to the parent's own parent. `collection` is the embedded collection's name ("items", "effects"), so the
   * default `_on…` re-renders the ancestor's applications with renderContext "createitems", "updateeffects" …
   * unless `render: false`. The harness's clients share one set of applications: they re-render on the requester's
   * pass only.
   */
  _dispatchDescendantDocumentEvents(event: string, collection: string, args: unknown[], _parent?: BaseDocument): void {
    const origin = _parent ?? this;
    const fn = (this as unknown as Record<string, unknown>)[`_${event}DescendantDocuments`];
    if (typeof fn !== "function") throw new Error(`Invalid descendant document event "${event}"`);
    (fn as (...a: unknown[]) => void).call(this, origin, collection, ...args);
    this.parent?._dispatchDescendantDocumentEvents(event, collection, args, origin);
  }

  _preCreateDescendantDocuments(_parent: BaseDocument, _collection: string, _data: Source[], _options: Source, _userId: string): void {}

  _onCreateDescendantDocuments(_parent: BaseDocument, collection: string, _documents: BaseDocument[], data: Source[], options: Source, _userId: string): void {
    if (options.render === false || !renderingClient) return;
    this.render(false, { renderContext: `create${collection}`, renderData: data });
  }

  _preUpdateDescendantDocuments(_parent: BaseDocument, _collection: string, _changes: Source[], _options: Source, _userId: string): void {}

  _onUpdateDescendantDocuments(
    _parent: BaseDocument,
    collection: string,
    _documents: BaseDocument[],
    changes: Source[],
    options: Source,
    _userId: string,
  ): void {
    if (options.render === false || !renderingClient) return;
    this.render(false, { renderContext: `update${collection}`, renderData: changes });
  }

  _preDeleteDescendantDocuments(_parent: BaseDocument, _collection: string, _ids: string[], _options: Source, _userId: string): void {}

  _onDeleteDescendantDocuments(_parent: BaseDocument, collection: string, _documents: BaseDocument[], ids: string[], options: Source, _userId: string): void {
    if (options.render === false || !renderingClient) return;
    this.render(false, { renderContext: `delete${collection}`, renderData: ids });
  }

  /*
   * v13 batch-wise operation events (common/abstract/document.mjs `Document._preCreateOperation` …
   * `_onDeleteOperation`, called by client/data/client-backend.mjs): `_pre…Operation(documents, operation, user)` runs
   * once per operation on the requesting client, after every document's `_pre…` and `pre…` hook and only when some
   * document is left: false cancels the whole operation (nothing sent, the promise resolves `[]`); a create's
   * `documents` array may be mutated (what is left of it is sent), an update's `operation.updates` and a delete's
   * `operation.ids` likewise. `_on…Operation(documents, operation, user)` runs on every connected client after every
   * document's `_on…` and `create…`/`update…`/`delete…` hook; the requester's promise resolves only after its own.
   */
  static async _preCreateOperation(_documents: BaseDocument[], _operation: Operation, _user: HarnessUser): Promise<boolean | void> {}
  static async _onCreateOperation(_documents: BaseDocument[], _operation: Operation, _user: HarnessUser): Promise<void> {}
  static async _preUpdateOperation(_documents: BaseDocument[], _operation: Operation, _user: HarnessUser): Promise<boolean | void> {}
  static async _onUpdateOperation(_documents: BaseDocument[], _operation: Operation, _user: HarnessUser): Promise<void> {}
  static async _preDeleteOperation(_documents: BaseDocument[], _operation: Operation, _user: HarnessUser): Promise<boolean | void> {}
  static async _onDeleteOperation(_documents: BaseDocument[], _operation: Operation, _user: HarnessUser): Promise<void> {}

  rootDocument(): BaseDocument {
    return this.parent ? this.parent.rootDocument() : this;
  }

  /**
   * v13 `Document#delete(operation)`: one delete operation (see `deleteOperation`); an embedded document is deleted
   * through its parent. Resolves to the document, or undefined when `_preDelete` or a `preDelete…` hook cancelled.
   */
  async delete(operation: Operation = {}): Promise<this | undefined> {
    if (this.parent) {
      const [deleted] = await this.parent.deleteEmbeddedDocuments(this.documentName, [this.id], operation);
      return deleted === undefined ? undefined : this;
    }
    const [deleted] = await deleteOperation(this.documentName, [this], { ...operation, parent: null });
    return deleted as this | undefined;
  }

  embeddedCollection(_name: string): Collection<BaseDocument> | undefined {
    return undefined;
  }

  /** v13 `Document#createEmbeddedDocuments(name, data, operation)`: `createDocuments(data, {parent: this})`. */
  async createEmbeddedDocuments(name: string, data: Source[], operation: Operation = {}): Promise<BaseDocument[]> {
    if (!this.embeddedCollection(name)) throw new Error(`${this.documentName} has no embedded ${name}`);
    return embeddedClass(name).createDocuments(
      data.map((d) => structuredClone(d)),
      { ...operation, parent: this },
    );
  }

  /** v13 `Document#updateEmbeddedDocuments(name, updates, operation)`: one operation; every update names an `_id` that exists. */
  async updateEmbeddedDocuments(name: string, updates: Source[], operation: Operation = {}): Promise<BaseDocument[]> {
    const collection = this.embeddedCollection(name);
    if (!collection) throw new Error(`${this.documentName} has no embedded ${name}`);
    const targets = updates.map((u): [BaseDocument, Source] => {
      if (!u._id) throw new Error("You must provide an _id for every object in the update data Array.");
      return [strictGet(collection, name, String(u._id)), u];
    });
    return updateOperation(name, targets, { ...operation, parent: this });
  }

  /**
   * v13 `Document#deleteEmbeddedDocuments(name, ids, operation)`: one operation; resolves to the deleted documents.
   * An id not in the collection throws before anything is sent (v13 `collection.get(id, {strict: true})` in
   * ClientDatabaseBackend #preDeleteDocumentArray).
   */
  async deleteEmbeddedDocuments(name: string, ids: string[], operation: Operation = {}): Promise<BaseDocument[]> {
    const collection = this.embeddedCollection(name);
    if (!collection) throw new Error(`${this.documentName} has no embedded ${name}`);
    const docs = ids.map((id) => strictGet(collection, name, id));
    return deleteOperation(name, docs, { ...operation, parent: this });
  }

  /** Foundry's create dialog: here it resolves with what it was asked, so tests can see the offered types. */
  static async createDialog(data: Source = {}, createOptions: Source = {}, options: Source = {}): Promise<Source> {
    return { data, createOptions, options };
  }

  /** v13 `Document.create(data, operation)`: the first of `createDocuments([data], operation)`, or undefined. */
  static async create<T extends typeof BaseDocument>(this: T, data: Source, operation: Operation = {}): Promise<InstanceType<T>> {
    const [created] = await this.createDocuments([data], operation);
    return created as InstanceType<T>;
  }

  /**
   * v13 `Document.createDocuments(data, operation)` through ClientDatabaseBackend#_createDocuments
   * (client/data/client-backend.mjs):
   * 1. on the requesting client (#preCreateDocumentArray), for each entry: the data expanded; the document built (a
   *    construction that throws, e.g. an invalid chat card, is reported by `Hooks.onError(…, {notify: "error"})`:
   *    an error notification, and that entry is skipped); `_preCreate(data, options, user)`, then
   *    `Hooks.call("preCreate<Name>", doc, data, options, userId)` unless `noHook`: false skips the entry;
   * 2. nothing left: nothing is sent, the promise resolves `[]`;
   * 3. the server refuses a user who may not create (the error notification and a rejection, `SocketInterface.dispatch`);
   * 4. the documents join their collection; then on every connected client (#handleCreateDocuments: the requester
   *    with its answer, the others with the broadcast) `_onCreate(data, options, userId)` and
   *    `Hooks.callAll("create<Name>", doc, options, userId)`; the parent's applications re-render unless
   *    `render: false` (`_onCreateDescendantDocuments`).
   */
  static async createDocuments<T extends typeof BaseDocument>(this: T, data: Source[] = [], operation: Operation = {}): Promise<InstanceType<T>[]> {
    const cls = (config()[this.documentName]?.documentClass as T | undefined) ?? this;
    return (await createOperation(cls, this.documentName, data, operation)) as InstanceType<T>[];
  }
}

/** The options of a database operation (v13 DatabaseCreateOperation / UpdateOperation / DeleteOperation). */
export type Operation = Source & { parent?: BaseDocument | null; diff?: boolean; recursive?: boolean; render?: boolean; noHook?: boolean };

interface HooksLike {
  call(hook: string, ...args: unknown[]): boolean;
  callAll(hook: string, ...args: unknown[]): unknown;
  onError(location: string, error: unknown, options?: Record<string, unknown>): void;
}
function hooks(): HooksLike {
  return (globalThis as unknown as { Hooks: HooksLike }).Hooks;
}

/** Renders of an application queued one after the other (v13 ApplicationV2's render semaphore). */
const renderQueues = new WeakMap<RenderedApp, Promise<unknown>>();

/**
 * A render Foundry starts and does not await (ClientDocumentMixin#render, `renderSheet`): queued behind the
 * application's earlier ones; an application not rendered is skipped unless forced; a failure is kept in
 * `renderFailures`.
 */
function queueRender(app: RenderedApp, force: boolean, context: Source): void {
  if (!app.rendered && !force) return;
  const previous = renderQueues.get(app) ?? Promise.resolve();
  inFlight += 1;
  const next = previous
    .then(() => (app.rendered || force ? app.render({ ...context, force }) : undefined))
    .catch((err: unknown) => {
      renderFailures.push(err);
    })
    .finally(() => {
      inFlight -= 1;
    });
  renderQueues.set(app, next);
}

/** A `DocumentSheetConfig.registerSheet` call as applications.ts records it. */
interface SheetRegistration {
  documentClass: unknown;
  scope: string;
  sheet: unknown;
  options: Source;
}

/** Document operations and the renders they queued, started and not yet finished (`harness.settle()` waits for them). */
let inFlight = 0;
export function operationsInFlight(): number {
  return inFlight;
}
async function tracked<T>(fn: () => Promise<T>): Promise<T> {
  inFlight += 1;
  try {
    return await fn();
  } finally {
    inFlight -= 1;
  }
}

/**
 * The request's trip to the server and back (v13 SocketInterface.dispatch): always asynchronous, so the requester's
 * code that awaits nothing (a hook handler's `void doc.update(…)`) and every promise already resolved run first, as
 * they do while a real request is on the wire. A handler that updates the document it was called for therefore sees
 * its caller's update resolve before its own reaches the server.
 */
async function serverRoundTrip(): Promise<void> {
  // A macrotask: every microtask already queued runs first. setImmediate under Node (no 1 ms clamp), else a timeout.
  const immediate = (globalThis as { setImmediate?: (fn: () => void) => unknown }).setImmediate;
  await new Promise<void>((resolve) => (immediate ? immediate(resolve) : setTimeout(resolve, 0)));
  // harness.roundTrip(true): one more macrotask, as a query takes (round-trip.ts).
  await optInRoundTrip();
}

/** True while the requesting client runs its `_on…` handlers: the one pass that re-renders applications. */
let renderingClient = false;

/**
 * After the server's answer, every connected client handles the change (v13 ClientDatabaseBackend
 * #handleCreateDocuments / #handleUpdateDocuments / #handleDeleteDocuments: the requester with the response to its
 * request, every other client with the broadcast, #onModifyDocument). The harness's clients share one set of
 * documents, so the change is applied once, between two passes over the clients: `before` runs on each client as that
 * client (`game.user` is its user, and what it starts stays there) before the change, `after` on each after it, the
 * requester first. `after` may return a promise (the `_on…Operation` call): the requester's is what the operation
 * awaits before it resolves, as #handle…Documents awaits it; the other clients' run on, tracked for `harness.settle()`,
 * and a failure is reported with `Hooks.onError` as an uncaught broadcast handler would be logged. The clients share
 * one set of applications, so they are re-rendered once, on the requester's pass. In the browser bundle, where a
 * client cannot keep its own `game.user` across awaits, only the requester runs them.
 */
async function onEveryClient(requester: HarnessUser, before: () => void, apply: () => void, after: () => Promise<void> | void): Promise<void> {
  const clients = [requester, ...(clientsAreSeparate ? gameUsers().filter((u) => u.active === true && u.id !== requester.id) : [])];
  const pass = <T>(user: HarnessUser, fn: () => T): T => {
    renderingClient = user === requester;
    try {
      return runAsClient(user, fn);
    } finally {
      renderingClient = false;
    }
  };
  for (const user of clients) pass(user, before);
  apply();
  let mine: Promise<void> | void = undefined;
  for (const user of clients) {
    const done = pass(user, after);
    if (user === requester) mine = done;
    else if (done) void tracked(() => done).catch((err: unknown) => hooks().onError("ClientDatabaseBackend##onModifyDocument", err, { log: "error" }));
  }
  await mine;
}

/** The User document of a user id, as #handle…Documents passes it to `_on…Operation` (`game.users.get(userId)`). */
function userDocument(user: HarnessUser): HarnessUser {
  return gameUsers().get(user.id) ?? user;
}

/** The server's answer to a request it refuses: shown as an error and thrown (v13 SocketInterface.dispatch). */
function serverError(message: string): never {
  (globalThis as unknown as { ui?: { notifications?: { error(m: string): void } } }).ui?.notifications?.error(message);
  throw new Error(message);
}

/** v13 `EmbeddedCollection#get(id, {strict: true})`: a missing id throws. */
function strictGet(collection: Collection<BaseDocument>, name: string, id: string): BaseDocument {
  const doc = collection.get(id);
  if (!doc) throw new Error(`${name} id [${id}] does not exist in the ${collectionName(name)} collection.`);
  return doc;
}
/** The name of a parent's embedded collection (v13 `EmbeddedCollection#name`, the parent's field: "items", "effects"). */
function collectionName(documentName: string): string {
  return documentName === "ActiveEffect" ? "effects" : documentName === "Item" ? "items" : documentName;
}

/** What the server checks before it creates (v13 `Document#canUserModify` "create" and the core permissions). */
function checkCreate(user: HarnessUser, doc: BaseDocument, parent: BaseDocument | null): void {
  if (parent) {
    if (!parent.canUserModify(user, "update")) refuse(user, "create embedded documents in", parent);
    return;
  }
  // ACTOR_CREATE / ITEM_CREATE are ASSISTANT permissions by default (CONST.USER_PERMISSIONS).
  if (["Actor", "Item"].includes(doc.documentName) && !user.isGM) serverError(`User ${user.name} lacks permission to create ${doc.documentName}`);
  if (doc.documentName === "ChatMessage" && !doc.canUserModify(user, "create")) refuse(user, "create", doc);
}

async function createOperation(cls: typeof BaseDocument, type: string, data: Source[], operation: Operation): Promise<BaseDocument[]> {
  return tracked(async () => {
    const { parent = null, noHook = false, ...options } = operation;
    options.render ??= true;
    options.renderSheet ??= false;
    const user = currentUser();
    const documents: BaseDocument[] = [];
    const sent = new Map<BaseDocument, Source>();
    const collection = parent ? parent.embeddedCollection(type) : worldCollection(type);
    for (const entry of data) {
      const d = expandDotted(entry);
      let doc: BaseDocument;
      try {
        // A given `_id` is kept only with `keepId` (v13 DatabaseCreateOperation `keepId`: "Retain the _id values of
        // provided data instead of generating new ids"); the server gives every other document a new id (below). A
        // kept id must be valid (the `_id` DocumentIdField's validation fails the construction, which this client
        // reports and skips).
        if (options.keepId && d._id !== undefined && d._id !== null && !isValidId(d._id)) {
          throw new Error(`The _id "${String(d._id)}" of a new ${type} is not a valid 16-character alphanumeric ID`);
        }
        doc = new cls(d, { parent });
      } catch (err) {
        hooks().onError("ClientDatabaseBackend##preCreateDocumentArray", err, { id: d._id, log: "error", notify: "error" });
        continue;
      }
      let allowed = (await doc._preCreate(d, options, user)) ?? true;
      allowed &&= noHook || hooks().call(`preCreate${type}`, doc, d, options, user.id);
      if (allowed === false) continue;
      documents.push(doc);
      sent.set(doc, d);
    }
    if (!documents.length) return [];
    // v13 #preCreateDocumentArray: `Object.assign(operation, options)` (hooks may have changed options), then
    // `_preCreateOperation(documents, operation, user)`; false sends nothing, and what is left in `documents` is sent.
    const op: Operation = Object.assign(operation, options, { data: [...sent.values()], parent });
    if ((await cls._preCreateOperation(documents, op, user)) === false || !documents.length) return [];
    await serverRoundTrip();
    for (const doc of documents) checkCreate(user, doc, parent);
    // The server gives each document a new id unless `keepId`, and refuses a kept id already taken (in the parent or
    // the world collection, or twice in one request).
    if (!options.keepId) for (const doc of documents) doc._id = doc.id = randomID();
    const ids = documents.map((doc) => doc.id);
    const taken = ids.find((id, i) => collection?.has(id) || ids.indexOf(id) !== i);
    if (taken)
      serverError(
        parent ? `The ${type} [${taken}] already exists within ${parent.documentName} [${parent.id}]` : `The ${type} [${taken}] already exists in the world`,
      );
    const result = documents.map((doc) => doc.toObject());
    op.data = result;
    const name = collectionName(type);
    const done = userDocument(user);
    await onEveryClient(
      user,
      () => parent?._dispatchDescendantDocumentEvents("preCreate", name, [result, options, user.id]),
      () => {
        for (const doc of documents) {
          if (!parent) doc.prepareData();
          collection?.set(doc.id, doc);
        }
        if (parent) parent.rootDocument().reset();
      },
      () => {
        for (const doc of documents) {
          doc._onCreate(doc.toObject(), options, user.id);
          hooks().callAll(`create${type}`, doc, options, user.id);
        }
        parent?._dispatchDescendantDocumentEvents("onCreate", name, [documents, result, options, user.id]);
        return cls._onCreateOperation(documents, op, done);
      },
    );
    return documents;
  });
}

/**
 * v13 `Document.updateDocuments(updates, operation)` through ClientDatabaseBackend#_updateDocuments
 * (client/data/client-backend.mjs); `diff`, `recursive` and `render` default to true (common/abstract/backend.mjs
 * #configureUpdate):
 * 1. on the requesting client (#preUpdateDocumentArray), for each document: the changes expanded;
 *    `_preUpdate(changes, options, user)`, then `Hooks.call("preUpdate<Name>", doc, changes, options, userId)` unless
 *    `noHook`: false skips it; `updateSource(changes, {dryRun: true})` validates: a failure shows
 *    `ui.notifications.error(message)`, is reported to `Hooks.onError` and skips it; with `diff`, a change that
 *    changes nothing skips it;
 * 2. nothing left: nothing is sent (no hook, no render), the promise resolves `[]`;
 * 3. the server refuses a user who may not update (the error notification and a rejection);
 * 4. each document applies the change (`updateSource` gives the diff applied, with `_id`); then on every connected
 *    client `_onUpdate(diff, options, userId)` (re-rendering the document's applications unless `render: false`) and
 *    `Hooks.callAll("update<Name>", doc, diff, options, userId)`; the parent's applications re-render too.
 */
async function updateOperation(type: string, targets: [BaseDocument, Source][], operation: Operation): Promise<BaseDocument[]> {
  return tracked(async () => {
    const { parent = null, noHook = false, ...options } = operation;
    options.action = "update";
    options.diff ??= true;
    options.recursive ??= true;
    options.render ??= true;
    const user = currentUser();
    const cls = documentClassOf(type, targets[0]?.[0]);
    const documents: BaseDocument[] = [];
    const updates: Source[] = [];
    for (const [doc, update] of targets) {
      const changes = expandDotted(update);
      delete changes._id;
      let allowed = (await doc._preUpdate(changes, options, user)) ?? true;
      allowed &&= noHook || hooks().call(`preUpdate${type}`, doc, changes, options, user.id);
      if (allowed === false) continue;
      let diff: Source;
      try {
        diff = doc.updateSource(changes, { dryRun: true, recursive: options.recursive });
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        (globalThis as unknown as { ui: { notifications: { error(m: string): void } } }).ui.notifications.error(message.split("] ").pop()!);
        hooks().onError("ClientDatabaseBackend##preUpdateDocumentArray", err, { id: doc.id, log: "error" });
        continue;
      }
      if (options.diff && Object.keys(diff).length === 0) continue;
      documents.push(doc);
      updates.push({ ...(options.diff ? diff : changes), _id: doc.id });
    }
    if (!updates.length) return [];
    // v13 #preUpdateDocumentArray: `_preUpdateOperation(documents, operation, user)` with `operation.updates` (each
    // with its `_id`); false sends nothing, and what is left in `operation.updates` is sent.
    const op: Operation = Object.assign(operation, options, { updates, parent });
    if ((await cls._preUpdateOperation(documents, op, user)) === false) return [];
    const sent = (op.updates as Source[]).flatMap((u): { doc: BaseDocument; changes: Source }[] => {
      const doc = documents.find((d) => d.id === u._id) ?? targets.find(([d]) => d.id === u._id)?.[0];
      if (!doc) return [];
      const { _id: _ignored, ...changes } = u;
      return [{ doc, changes }];
    });
    if (!sent.length) return [];
    await serverRoundTrip();
    for (const { doc } of sent) if (!doc.canUserModify(user, "update")) refuse(user, "update", doc);
    const name = collectionName(type);
    const done = userDocument(user);
    let applied: { doc: BaseDocument; diff: Source }[] = [];
    await onEveryClient(
      user,
      () => parent?._dispatchDescendantDocumentEvents("preUpdate", name, [sent.map(({ doc, changes }) => ({ ...changes, _id: doc.id })), options, user.id]),
      () => {
        applied = sent.map(({ doc, changes }) => {
          // What the server stores is what was sent: the diff, or with `diff: false` the whole change.
          doc.updates.push(structuredClone(changes));
          const diff = doc.updateSource(changes, { recursive: options.recursive });
          return { doc, diff: { ...diff, _id: doc.id } };
        });
        for (const root of new Set(applied.map((a) => a.doc.rootDocument()))) root.reset();
        op.updates = applied.map((a) => a.diff);
      },
      () => {
        for (const { doc, diff } of applied) {
          doc._onUpdate(diff, options, user.id);
          hooks().callAll(`update${type}`, doc, diff, options, user.id);
        }
        const docs = applied.map((a) => a.doc);
        parent?._dispatchDescendantDocumentEvents("onUpdate", name, [docs, applied.map((a) => a.diff), options, user.id]);
        return cls._onUpdateOperation(docs, op, done);
      },
    );
    return applied.map((a) => a.doc);
  });
}

/** The configured class of a document name (v13 `getDocumentClass(type)`), whose `_…Operation` methods run. */
function documentClassOf(type: string, sample?: BaseDocument): typeof BaseDocument {
  const configured = config()[type]?.documentClass as typeof BaseDocument | undefined;
  return configured ?? (sample?.constructor as typeof BaseDocument | undefined) ?? BaseDocument;
}

/**
 * v13 `Document.deleteDocuments(ids, operation)` through ClientDatabaseBackend#_deleteDocuments: on the requesting
 * client `_preDelete(options, user)` and `Hooks.call("preDelete<Name>", doc, options, userId)` (false keeps it);
 * the server refuses a user who may not delete, and a document already gone (another client deleted it first);
 * then on every connected client `_onDelete(options, userId)` (closing its applications) and
 * `Hooks.callAll("delete<Name>", doc, options, userId)`; the parent re-renders.
 */
async function deleteOperation(type: string, docs: BaseDocument[], operation: Operation): Promise<BaseDocument[]> {
  return tracked(async () => {
    const { parent = null, noHook = false, ...options } = operation;
    options.render ??= true;
    const user = currentUser();
    const cls = documentClassOf(type, docs[0]);
    const documents: BaseDocument[] = [];
    for (const doc of docs) {
      let allowed = (await doc._preDelete(options, user)) ?? true;
      allowed &&= noHook || hooks().call(`preDelete${type}`, doc, options, user.id);
      if (allowed === false) continue;
      documents.push(doc);
    }
    if (!documents.length) return [];
    // v13 #preDeleteDocumentArray: `_preDeleteOperation(documents, operation, user)` with `operation.ids`; false sends
    // nothing, and the ids left in `operation.ids` are sent.
    const op: Operation = Object.assign(operation, options, { ids: documents.map((d) => d.id), parent });
    if ((await cls._preDeleteOperation(documents, op, user)) === false) return [];
    const accepted = (op.ids as string[]).flatMap((id) => docs.filter((d) => d.id === id));
    if (!accepted.length) return [];
    await serverRoundTrip();
    const collection = parent ? parent.embeddedCollection(type) : worldCollection(type);
    for (const doc of accepted) {
      if (parent && !parent.canUserModify(user, "update")) refuse(user, "delete embedded documents in", parent);
      if (!parent && !doc.canUserModify(user, "delete")) refuse(user, "delete", doc);
      if (collection?.get(doc.id) !== doc) serverError(`${type} [${doc.id}] does not exist and cannot be deleted`);
    }
    const ids = accepted.map((d) => d.id);
    op.ids = ids;
    const name = collectionName(type);
    const done = userDocument(user);
    await onEveryClient(
      user,
      () => parent?._dispatchDescendantDocumentEvents("preDelete", name, [ids, options, user.id]),
      () => {
        for (const doc of accepted) collection?.delete(doc.id);
        if (parent) parent.rootDocument().reset();
      },
      () => {
        for (const doc of accepted) {
          doc._onDelete(options, user.id);
          hooks().callAll(`delete${type}`, doc, options, user.id);
        }
        parent?._dispatchDescendantDocumentEvents("onDelete", name, [accepted, ids, options, user.id]);
        return cls._onDeleteOperation(accepted, op, done);
      },
    );
    return accepted;
  });
}

function isPlainObject(v: unknown): v is Source {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
}

function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => deepEqual(v, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => k in b && deepEqual(a[k], b[k]));
  }
  if (typeof a === "object" && a !== null && typeof b === "object" && b !== null) return JSON.stringify(a) === JSON.stringify(b);
  return false;
}

/** What of `changes` differs from `current` (v13 `DataModel#updateSource` returns this diff); a `-=key` deletion stays. */
function diffSource(current: unknown, changes: Source): Source {
  const base = isPlainObject(current) ? current : {};
  const out: Source = {};
  for (const [key, value] of Object.entries(changes)) {
    if (key.startsWith("-=") || key.startsWith("==")) {
      // A deletion or forced replacement is kept: the key may be in the database though cleaning left it out of the client's source
      // (a field a migration removes).
      out[key] = value;
      continue;
    }
    const before = base[key];
    if (isPlainObject(value) && isPlainObject(before)) {
      const inner = diffSource(before, value);
      if (Object.keys(inner).length) out[key] = inner;
    } else if (!deepEqual(before, value)) out[key] = value;
  }
  return out;
}

export class ActiveEffect extends BaseDocument {
  static override documentName = "ActiveEffect";
  changes: { key: string; mode?: number; type?: string; phase?: string; value: string; priority?: number }[];
  disabled: boolean;
  transfer: boolean;
  statuses: Set<string>;
  description: string;

  constructor(data: Source = {}, options: DocumentConstructionOptions = {}) {
    super({ type: "base", ...data }, options);
    this.changes = (data.changes as ActiveEffect["changes"]) ?? [];
    this.disabled = Boolean(data.disabled);
    this.transfer = data.transfer === undefined ? true : Boolean(data.transfer);
    this.statuses = new Set((data.statuses as string[]) ?? []);
    this.description = String(data.description ?? "");
  }

  get active(): boolean {
    return !this.disabled;
  }

  override toObject(): Source {
    return {
      ...super.toObject(),
      changes: structuredClone(this.changes),
      disabled: this.disabled,
      transfer: this.transfer,
      statuses: [...this.statuses],
      description: this.description,
    };
  }

  protected override applySource(diff: Source, recursive: boolean, replacement: DataModel | null = null): void {
    if (Array.isArray(diff.changes)) this.changes = diff.changes as ActiveEffect["changes"];
    if ("disabled" in diff) this.disabled = Boolean(diff.disabled);
    if ("transfer" in diff) this.transfer = Boolean(diff.transfer);
    if (Array.isArray(diff.statuses)) this.statuses = new Set(diff.statuses as string[]);
    if (typeof diff.description === "string") this.description = diff.description;
    super.applySource(diff, recursive, replacement);
  }
}

export class Item extends BaseDocument {
  static override documentName = "Item";
  effects = new Collection<ActiveEffect>();

  constructor(data: Source = {}, options: DocumentConstructionOptions = {}) {
    super(data, options);
    buildEmbedded(this, this.effects, ActiveEffect, (data.effects as Source[]) ?? [], options);
  }

  get actor(): Actor | null {
    return this.parent instanceof Actor ? this.parent : null;
  }

  override embeddedDocuments(): BaseDocument[] {
    return this.effects.contents;
  }

  override embeddedCollection(name: string): Collection<BaseDocument> | undefined {
    return name === "ActiveEffect" ? (this.effects as Collection<BaseDocument>) : undefined;
  }
  /** v13 Item#getRollData: `this.system` itself (a model's own getRollData is reached through the system's Item class). */
  getRollData(): Source {
    return this.system as Source;
  }
}

export class Actor extends BaseDocument {
  static override documentName = "Actor";
  items = new Collection<Item>();
  effects = new Collection<ActiveEffect>();
  statuses = new Set<string>();
  overrides: Source = {};

  constructor(data: Source = {}, options: DocumentConstructionOptions = {}) {
    super(data, options);
    buildEmbedded(this, this.items as Collection<BaseDocument>, embeddedClass("Item"), (data.items as Source[]) ?? [], options);
    buildEmbedded(this, this.effects as Collection<BaseDocument>, ActiveEffect, (data.effects as Source[]) ?? [], options);
  }

  override embeddedDocuments(): BaseDocument[] {
    return [...this.items.contents, ...this.effects.contents];
  }

  override embeddedCollection(name: string): Collection<BaseDocument> | undefined {
    if (name === "Item") return this.items as Collection<BaseDocument>;
    if (name === "ActiveEffect") return this.effects as Collection<BaseDocument>;
    return undefined;
  }

  *allApplicableEffects(): Generator<ActiveEffect> {
    for (const e of this.effects.values()) yield e;
    for (const item of this.items.values()) for (const e of item.effects.values()) if (e.transfer) yield e;
  }

  override prepareEmbeddedDocuments(): void {
    for (const item of this.items.values()) item.prepareData();
    this.applyActiveEffects();
  }

  /** Foundry's order: effects apply after base data, before derived data; changes sorted by priority (mode × 10). */
  applyActiveEffects(): void {
    this.overrides = {};
    this.statuses = new Set();
    const changes: { key: string; mode: number; value: string; priority: number }[] = [];
    for (const effect of this.allApplicableEffects()) {
      if (!effect.active) continue;
      effect.statuses.forEach((s) => this.statuses.add(s));
      for (const c of effect.changes) {
        // v13 applies a change by its numeric mode; v14 by its string type (harness/generation.ts). A change in the
        // other generation's shape is not applied, as the real one would not understand it.
        const mode = changeMode(c);
        if (mode === null) continue;
        changes.push({ key: c.key, value: c.value, mode: mode.mode, priority: c.priority ?? mode.priority });
      }
    }
    changes.sort((a, b) => a.priority - b.priority);
    const target = this as unknown as Source;
    for (const change of changes) {
      const field = this.#changeField(change.key);
      const next = field ? applyFieldChange(field, getPath(target, change.key), change) : applyLegacyChange(getPath(target, change.key), change);
      setPath(target, change.key, next);
      this.overrides[change.key] = next;
    }
  }

  /** v13 `ActiveEffect#apply`: the change's field is the system schema's at a `system.` key (none elsewhere here). */
  #changeField(key: string): DataField | undefined {
    if (!key.startsWith("system.") || !(this.system instanceof DataModel)) return undefined;
    return this.system.schema.getField(key.slice(7));
  }

  get itemTypes(): Record<string, Item[]> {
    const out: Record<string, Item[]> = {};
    for (const item of this.items.values()) (out[item.type] ??= []).push(item);
    return out;
  }

  /** v13 Actor#getRollData: `this.system` itself (a system's model's own getRollData is reached only through its document class). */
  getRollData(): Source {
    return this.system as Source;
  }

  /**
   * v13 `Actor#toggleStatusEffect(statusId, {active})` (client/documents/actor.mjs): the id must be in
   * CONFIG.statusEffects, else it throws `Invalid status ID "…" provided to Actor#toggleStatusEffect`. The existing
   * effects are the one with the status's static `_id`, else every effect whose ONLY status is this one (an effect
   * carrying several statuses is left alone). Existing: `true` if forced active, else they are deleted and `false`.
   * None: `undefined` if forced inactive, else the effect made from the status entry (`fromStatusEffect`, created with
   * `keepId`) is returned.
   */
  async toggleStatusEffect(id: string, { active }: { active?: boolean } = {}): Promise<ActiveEffect | boolean | undefined> {
    const statuses =
      (globalThis as unknown as { CONFIG: { statusEffects?: { id: string; _id?: string; name?: string; img?: string }[] } }).CONFIG.statusEffects ?? [];
    const status = statuses.find((e) => e.id === id);
    if (!status) throw new Error(`Invalid status ID "${id}" provided to Actor#toggleStatusEffect`);
    const existing: string[] = [];
    if (status._id) {
      const effect = this.effects.get(status._id);
      if (effect) existing.push(effect.id);
    } else {
      for (const effect of this.effects) if (effect.statuses.size === 1 && effect.statuses.has(status.id)) existing.push(effect.id);
    }
    if (existing.length) {
      if (active) return true;
      await this.deleteEmbeddedDocuments("ActiveEffect", existing);
      return false;
    }
    if (!active && active !== undefined) return undefined;
    const data: Source = { name: status.name ?? id, img: status.img, statuses: [id] };
    if (status._id) data._id = status._id;
    const [created] = await this.createEmbeddedDocuments("ActiveEffect", [data], { keepId: true });
    return created as ActiveEffect;
  }

  getActiveTokens(): unknown[] {
    return [];
  }

  /**
   * v13 `Actor#modifyTokenAttribute(attribute, value, isDelta = false, isBar = true)` (client/documents/actor.mjs,
   * https://foundryvtt.com/api/v13/classes/foundry.documents.Actor.html#modifytokenattribute): the current value is
   * `system.<attribute>.value` for a bar, else `system.<attribute>` (prepared data); the new one is `current + value`
   * for a delta, else `value`; equal to the current one, nothing happens; a bar's is clamped to 0…max and written to
   * `system.<attribute>.value`, a value's written as is to `system.<attribute>`; then `Hooks.call("modifyTokenAttribute",
   * {attribute, value, isDelta, isBar}, updates, actor)` (https://foundryvtt.com/api/v13/functions/hookEvents.modifyTokenAttribute.html)
   * and, unless a handler returned false, `update(updates)` (refused as any update the user may not make).
   */
  async modifyTokenAttribute(attribute: string, value: number, isDelta = false, isBar = true): Promise<this | undefined> {
    const attr = getPath(this.system as Source, attribute) as { value: number; max: number } | number;
    const current = isBar ? (attr as { value: number }).value : (attr as number);
    const update = isDelta ? current + value : value;
    if (update === current) return this;
    const updates: Source = isBar
      ? { [`system.${attribute}.value`]: Math.min(Math.max(update, 0), (attr as { max: number }).max) }
      : { [`system.${attribute}`]: update };
    const hooks = (globalThis as unknown as { Hooks: { call(hook: string, ...args: unknown[]): boolean } }).Hooks;
    const allowed = hooks.call("modifyTokenAttribute", { attribute, value, isDelta, isBar }, updates, this);
    return allowed !== false ? this.update(updates) : this;
  }
}

/** A token bar as v13 `TokenDocument#getBarAttribute` returns it. */
export type BarAttribute =
  { type: "value"; attribute: string; value: number; editable: boolean } | { type: "bar"; attribute: string; value: number; max: number; editable: boolean };

/**
 * A linked token of a world actor, as far as its attribute bars go (v13 client/documents/token.mjs; there is no
 * canvas or scene here). `actor` is the world actor `actorId` names (a linked token's `baseActor`); `bar1`/`bar2`
 * hold `{attribute}` ([TokenBarData](https://foundryvtt.com/api/v13/interfaces/foundry.documents.types.TokenBarData.html)).
 */
export class TokenDocument {
  static documentName = "Token";
  actorId: string;
  actorLink = true;
  bar1: { attribute: string | null };
  bar2: { attribute: string | null };

  constructor(data: { actorId: string; bar1?: { attribute: string | null }; bar2?: { attribute: string | null } }) {
    this.actorId = data.actorId;
    this.bar1 = data.bar1 ?? { attribute: null };
    this.bar2 = data.bar2 ?? { attribute: null };
  }

  get actor(): Actor | null {
    const actor = worldCollection("Actor").get(this.actorId);
    return actor instanceof Actor ? actor : null;
  }

  /**
   * v13 `TokenDocument#getBarAttribute(barName, {alternative})`
   * (https://foundryvtt.com/api/v13/classes/foundry.documents.TokenDocument.html#getbarattribute): the attribute is
   * `alternative` or `this[barName].attribute`; the data is read from the actor's prepared `system` at that path; a
   * number is `{type: "value"}`, an object with `value` and `max` is `{type: "bar"}` with both parsed as integers,
   * anything else null. `editable` is true where the system's schema has a NumberField at the path (`.value` for a
   * bar), else whether `game.model.Actor[type]` has the path: Anthology has no template.json, so that model holds
   * nothing and a derived path is not editable.
   */
  getBarAttribute(barName: string, { alternative }: { alternative?: string } = {}): BarAttribute | null {
    const attribute = alternative || (barName === "bar1" || barName === "bar2" ? this[barName].attribute : null);
    const actor = this.actor;
    if (!attribute || !actor) return null;
    const system = actor.system;
    const data = getPath(system as Source, attribute);
    if (data === null || data === undefined) return null;
    const editableAt = (path: string): boolean => {
      if (!(system instanceof DataModel)) return false;
      const field = system.schema.getField(path);
      return field ? field instanceof NumberField : false;
    };
    if (typeof data === "number" || (typeof data === "string" && data.trim() !== "" && Number.isFinite(Number(data)))) {
      return { type: "value", attribute, value: Number(data), editable: editableAt(attribute) };
    }
    if (typeof data === "object" && "value" in data && "max" in data) {
      const bar = data as { value: unknown; max: unknown };
      return {
        type: "bar",
        attribute,
        value: parseInt(String(bar.value || 0)),
        max: parseInt(String(bar.max || 0)),
        editable: editableAt(`${attribute}.value`),
      };
    }
    return null;
  }
}

export class Macro extends BaseDocument {
  static override documentName = "Macro";
  command: string;
  /** v13 BaseMacro `author` (a DocumentAuthorField): the id of the user who created the macro. */
  authorId: string;
  constructor(data: Source = {}, options: { parent?: BaseDocument | null } = {}) {
    super({ type: "script", ...data }, options);
    this.command = String(data.command ?? "");
    this.authorId = typeof data.author === "string" ? data.author : currentUser().id;
  }
  /** v13 Macro#author: the creating user. */
  get author(): HarnessUser | null {
    return (globalThis as unknown as { game: { users: { get(id: string): HarnessUser | undefined } } }).game.users.get(this.authorId) ?? null;
  }
  /** v13 Macro#isAuthor: `game.user === this.author`. */
  get isAuthor(): boolean {
    return currentUser().id === this.authorId;
  }
}

export interface ChatMessageData extends Source {
  content?: string;
  speaker?: Source;
  rolls?: unknown[];
  whisper?: string[];
  blind?: boolean;
  flags?: Source;
  author?: string;
}

interface UsersLike {
  filter(fn: (u: HarnessUser & { character?: { name?: string } | null }) => boolean): HarnessUser[];
  get(id: string): HarnessUser | undefined;
  players?: HarnessUser[];
}
function gameUsers(): UsersLike {
  return (globalThis as unknown as { game: { users: UsersLike } }).game.users;
}

/**
 * v13 ChatMessage (client/documents/chat-message.mjs, common/documents/chat-message.mjs): `author` is the
 * creating user's id; the author is OWNER of the message (BaseChatMessage#getUserLevel), so a player may update
 * or delete only messages they authored, a GM any. `visible`/`isContentVisible` and `applyRollMode` follow v13.
 */
export class ChatMessage extends BaseDocument {
  static override documentName = "ChatMessage";
  data: ChatMessageData;
  constructor(data: ChatMessageData = {}) {
    super({ type: "base", ...data });
    // DocumentAuthorField: the creating user (a player cannot impersonate another, see canUserModify "create").
    this.data = { ...data, author: typeof data.author === "string" ? data.author : currentUser().id };
    // `type` is one of BaseChatMessage.metadata.types: "base" or a subtype the system declares (system.json
    // documentTypes.ChatMessage, CONFIG.ChatMessage.dataModels); another type is refused. A subtype's `system` is its
    // TypeDataModel, built as creation builds it: cleaned (unknown keys dropped, "5" → 5, integers rounded) and then
    // validated strictly, so what cleaning cannot fix refuses the whole message (DataModel construction option
    // `strict`, default true: https://foundryvtt.com/api/v13/classes/foundry.abstract.DataModel.html; ChatMessageData
    // `type`/`system`: https://foundryvtt.com/api/v13/interfaces/foundry.documents.types.ChatMessageData.html).
    // A "base" message keeps what it was given, as TypeDataField does for a type without a model.
    const model = config().ChatMessage?.dataModels?.[this.type];
    if (this.type !== "base" && !model) throw new Error(`"${this.type}" is not a valid type for the ChatMessage Document class`);
    if (model) this.system = new model(structuredClone((data.system as Source | undefined) ?? {}), { parent: this, strict: true });
    this.data.rolls = storedRolls(data.rolls);
    this.#rolls = rebuildRolls(this.data.rolls);
  }
  #rolls: unknown[] = [];
  get content(): string {
    return String(this.data.content ?? "");
  }
  /**
   * v13 `ChatMessage#prepareDerivedData` (client/documents/chat-message.mjs): the message stores each roll as JSON
   * (BaseChatMessage `rolls`: an ArrayField of JSONField) and every client, the poster's included, holds Roll
   * instances rebuilt from it with `Roll.fromData`; one that cannot be rebuilt (its class not in CONFIG.Dice.rolls)
   * is left out (v13 reports it through `Hooks.onError("ChatMessage#rolls", …)`).
   */
  get rolls(): unknown[] {
    return this.#rolls;
  }
  get whisper(): string[] {
    return this.data.whisper ?? [];
  }
  get blind(): boolean {
    return Boolean(this.data.blind);
  }
  /** v13 ChatMessage#speaker: `{scene, actor, token, alias}` as `getSpeaker` made it. */
  get speaker(): Source {
    return (this.data.speaker as Source | undefined) ?? { scene: null, actor: null, token: null, alias: "" };
  }
  get author(): HarnessUser | null {
    return gameUsers().get(String(this.data.author)) ?? null;
  }
  /** v13: `game.user === this.author`. */
  get isAuthor(): boolean {
    return currentUser().id === this.data.author;
  }
  get isRoll(): boolean {
    return this.rolls.length > 0;
  }
  /** v13 `ChatMessage#visible`: a whisper is visible to its author and recipients; a whispered roll to everyone. */
  override get visible(): boolean {
    if (this.whisper.length) {
      if (this.isRoll) return true;
      return this.isAuthor || this.whisper.includes(currentUser().id);
    }
    return true;
  }
  /**
   * v13 `ChatMessage#isContentVisible`: a whispered roll shows its content to recipients and to its author unless
   * blind; everyone else sees "rolled privately" (the data is still in their game.messages).
   */
  get isContentVisible(): boolean {
    if (this.isRoll) {
      const whisper = this.whisper;
      const isBlind = whisper.length > 0 && this.blind;
      if (whisper.length) return whisper.includes(currentUser().id) || (this.isAuthor && !isBlind);
      return true;
    }
    return this.visible;
  }
  /** BaseChatMessage#getUserLevel: the author is OWNER; a message has no ownership field, so others NONE. */
  override getUserLevel(user: HarnessUser = currentUser()): number {
    return user.id === this.data.author ? OWNERSHIP.OWNER : OWNERSHIP.NONE;
  }
  /** BaseChatMessage permissions: create (GM, or a player as themself), update "OWNER", delete "OWNER". */
  override canUserModify(user: HarnessUser, action: "create" | "update" | "delete"): boolean {
    if (action === "create") return user.isGM || user.id === this.data.author;
    return this.testUserPermission(user, "OWNER");
  }
  /** The message's own fields take part in an update's diff (content, whisper, blind, rolls as stored JSON, speaker). */
  override sourceForDiff(): Source {
    const d = this.data;
    return {
      ...super.sourceForDiff(),
      content: this.content,
      whisper: this.whisper,
      blind: this.blind,
      rolls: [...(d.rolls ?? [])],
      speaker: d.speaker,
      author: d.author,
    };
  }
  /** Rolls in a change are stored as JSON and must be evaluated (`storedRolls`), so a dry run refuses one that is not. */
  override updateSource(changes: Source = {}, options: { dryRun?: boolean; recursive?: boolean } = {}): Source {
    const expanded = expandDotted(changes);
    if ("rolls" in expanded) expanded.rolls = storedRolls(expanded.rolls as unknown[]);
    return super.updateSource(expanded, options);
  }
  protected override applySource(diff: Source, recursive: boolean, replacement: DataModel | null = null): void {
    for (const key of ["content", "whisper", "blind", "speaker"]) if (key in diff) this.data[key] = diff[key];
    if ("rolls" in diff) {
      this.data.rolls = storedRolls(diff.rolls as unknown[]);
      this.#rolls = rebuildRolls(this.data.rolls);
    }
    super.applySource(diff, recursive, replacement);
  }
  static getSpeaker({ actor, alias }: { actor?: BaseDocument | null; alias?: string } = {}): Source {
    return { actor: actor?.id ?? null, alias: alias ?? actor?.name ?? currentUser().name, scene: null, token: null };
  }
  /**
   * v13 `ChatMessage.getSpeakerActor` (client/documents/chat-message.mjs): the token's actor when the speaker names a
   * scene and token, else the world actor `speaker.actor`, else null. The harness has no scenes, so only the second.
   */
  static getSpeakerActor(speaker: Source | null | undefined): BaseDocument | null {
    if (!speaker) return null;
    const g = globalThis as unknown as { game: { actors: { get(id: string): BaseDocument | undefined } } };
    const id = speaker.actor;
    return typeof id === "string" && id !== "" ? (g.game.actors.get(id) ?? null) : null;
  }
  /** v13: "GM"/"DM" → every GM user, "players" → the players, else users (or their characters) by name. */
  static getWhisperRecipients(name: string): HarnessUser[] {
    const users = gameUsers();
    if (["GM", "DM"].includes(name.toUpperCase())) return users.filter((u) => u.isGM);
    if (name.toLowerCase() === "players") return users.players ?? [];
    const lower = name.toLowerCase();
    const byName = users.filter((u) => u.name.toLowerCase() === lower);
    if (byName.length) return byName;
    return users.filter((u) => Boolean(u.character?.name && u.character.name.toLowerCase() === lower));
  }
  /**
   * v13 `ChatMessage.applyRollMode`: "roll" means the current `core.rollMode`; public → no whisper; self → the
   * current user; private/blind → the existing recipients if any, else every GM user; `blind` only for blindroll.
   */
  static applyRollMode(data: ChatMessageData, mode: string): ChatMessageData {
    const g = globalThis as unknown as { game: { settings: { get(ns: string, k: string): unknown } } };
    // v14 names the modes public, gm, blind, self, ic (harness/generation.ts); `rollModeFor` reads them as v13's.
    const rollMode = rollModeFor(mode === "roll" ? String(g.game.settings.get("core", modeSettingKey())) : mode);
    let whisper: string[];
    if (rollMode === "publicroll") whisper = [];
    else if (rollMode === "selfroll") whisper = [currentUser().id];
    else if (data.whisper?.length) whisper = data.whisper;
    else
      whisper = gameUsers()
        .filter((u) => u.isGM)
        .map((u) => u.id);
    data.whisper = whisper;
    data.blind = rollMode === "blindroll";
    return data;
  }
}

/**
 * Builds a parent's embedded documents from its source. One that fails validation is dropped when the parent is built
 * with `dropInvalidEmbedded` (its id goes to the collection's `invalidDocumentIds`, v13
 * `EmbeddedCollection#initialize`); otherwise the error fails the parent, as v13's strict validation of the parent's
 * embedded collection field does.
 */
function buildEmbedded(
  parent: BaseDocument,
  collection: Collection<BaseDocument>,
  cls: typeof BaseDocument,
  list: Source[],
  options: DocumentConstructionOptions,
): void {
  for (const d of list) {
    try {
      const doc = new cls(d, { parent, strict: options.strict, dropInvalidEmbedded: options.dropInvalidEmbedded });
      collection.set(doc.id, doc);
    } catch (err) {
      if (!options.dropInvalidEmbedded) throw err;
      collection.invalidDocumentIds.add(String(d._id));
    }
  }
}

/**
 * A message's rolls as stored (v13 BaseChatMessage: `rolls` is an ArrayField of JSONField whose validator parses each
 * and refuses one not evaluated: "Roll objects added to ChatMessage documents must be evaluated").
 */
function storedRolls(rolls: unknown[] | undefined): string[] {
  return (rolls ?? []).map((r) => {
    const json = typeof r === "string" ? r : JSON.stringify(r);
    const parsed = JSON.parse(json) as { evaluated?: boolean };
    if (!parsed.evaluated) throw new Error("Roll objects added to ChatMessage documents must be evaluated");
    return json;
  });
}

/** Rolls rebuilt from their JSON by `Roll.fromData`; one that fails is left out. */
function rebuildRolls(stored: unknown[]): unknown[] {
  const RollClass = (globalThis as unknown as { Roll: { fromData(d: Source): unknown } }).Roll;
  const out: unknown[] = [];
  for (const json of stored) {
    try {
      out.push(RollClass.fromData(JSON.parse(String(json)) as Source));
    } catch (err) {
      rollFailures.push(err);
    }
  }
  return out;
}

/** Rolls a message could not rebuild (v13 logs them through Hooks.onError "ChatMessage#rolls"; a test may look). */
export const rollFailures: unknown[] = [];

function embeddedClass(name: string): typeof BaseDocument {
  if (name === "ActiveEffect") return ActiveEffect;
  if (name === "Item") return (config().Item?.documentClass as typeof BaseDocument | undefined) ?? Item;
  throw new Error(`No embedded class ${name}`);
}

const worlds = new Map<string, Collection<BaseDocument>>();
export function worldCollection(name: string): Collection<BaseDocument> {
  if (!worlds.has(name)) worlds.set(name, new Collection<BaseDocument>());
  return worlds.get(name)!;
}
export function resetWorld(): void {
  worlds.clear();
  flagScopes = null;
}
