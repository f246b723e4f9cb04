/**
 * Stand-ins for the client documents Anthology touches: Actor, Item, ActiveEffect, ChatMessage, Macro,
 * Combat/Combatant. Each document builds `system` from CONFIG.<Document>.dataModels[type], runs
 * prepareData (base data, Active Effects, derived data: Foundry's order) on creation and after every update,
 * and records what it did so tests can look. Active Effect modes follow CONST.ACTIVE_EFFECT_MODES.
 */
import { DataModel, TypeDataModel, applyUpdate, deepMerge, expandDotted, getPath, setPath } from "./data-model.js";
import { BooleanField, DataField, NumberField, isValidId, type Source } from "./fields.js";
import { ACTIVE_EFFECT_CHANGE_TYPES, generation, modeSettingKey, rollModeFor } from "./generation.js";

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

interface Registry { CONFIG: Record<string, { dataModels?: Record<string, typeof DataModel>; documentClass?: unknown }> }
function config(): Registry["CONFIG"] {
  return (globalThis as unknown as Registry).CONFIG;
}
interface HarnessUser { id: string; isGM: boolean; name: string; isBanned?: boolean }
function currentUser(): HarnessUser {
  return (globalThis as unknown as { game: { user: HarnessUser } }).game.user;
}

/** CONST.DOCUMENT_OWNERSHIP_LEVELS (INHERIT is -1: an embedded document defers to its parent). */
export const OWNERSHIP = { INHERIT: -1, NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 } as const;

function levelOf(permission: string | number): number {
  return typeof permission === "number" ? permission : (OWNERSHIP as Record<string, number>)[permission] ?? OWNERSHIP.OWNER;
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
 * the id of every active module. `getFlag`/`setFlag`/`unsetFlag` throw for any other scope (common/abstract/document.mjs).
 */
export function getFlagScopes(): string[] {
  const g = globalThis as unknown as { game: { system: { id: string }; modules?: Iterable<{ id: string; active: boolean }> } };
  const scopes = ["core", "world", g.game.system.id];
  for (const module of g.game.modules ?? []) if (module.active) scopes.push(module.id);
  return scopes;
}

function checkFlagScope(scope: string): void {
  if (!getFlagScopes().includes(scope)) throw new Error(`Flag scope "${scope}" is not valid or not currently active`);
}

export const ACTIVE_EFFECT_MODES = { CUSTOM: 0, MULTIPLY: 1, ADD: 2, DOWNGRADE: 3, UPGRADE: 4, OVERRIDE: 5 } as const;
/** The harness's own code for v14's "subtract" change type, which v13 has no mode for. */
const SUBTRACT = -1;
const V14_TYPE_MODES: Record<string, number> = { add: ACTIVE_EFFECT_MODES.ADD, subtract: SUBTRACT, multiply: ACTIVE_EFFECT_MODES.MULTIPLY, override: ACTIVE_EFFECT_MODES.OVERRIDE, upgrade: ACTIVE_EFFECT_MODES.UPGRADE, downgrade: ACTIVE_EFFECT_MODES.DOWNGRADE };

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
export interface DocumentConstructionOptions { parent?: BaseDocument | null; strict?: boolean; dropInvalidEmbedded?: boolean }

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
    case ACTIVE_EFFECT_MODES.ADD: return field instanceof BooleanField ? value || delta : (value as string) + (delta as string);
    case ACTIVE_EFFECT_MODES.OVERRIDE: return delta;
    case ACTIVE_EFFECT_MODES.MULTIPLY: return field instanceof NumberField ? n * d : field instanceof BooleanField ? value && delta : undefined;
    case ACTIVE_EFFECT_MODES.UPGRADE: return ordered ? (d > n ? delta : value) : undefined;
    case ACTIVE_EFFECT_MODES.DOWNGRADE: return ordered ? (d < n ? delta : value) : undefined;
    case SUBTRACT: return field instanceof NumberField ? n - d : value;
    default: return value;
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
    case ACTIVE_EFFECT_MODES.ADD: return numeric ? (current as number) + delta : typeof current === "string" ? current + change.value : current;
    case SUBTRACT: return numeric ? (current as number) - delta : current;
    case ACTIVE_EFFECT_MODES.MULTIPLY: return numeric ? (current as number) * delta : current;
    case ACTIVE_EFFECT_MODES.OVERRIDE: return typeof current === "number" ? (Number.isFinite(delta) ? delta : current) : change.value;
    case ACTIVE_EFFECT_MODES.UPGRADE: return numeric ? Math.max(current as number, delta) : current;
    case ACTIVE_EFFECT_MODES.DOWNGRADE: return numeric ? Math.min(current as number, delta) : current;
    default: return current;
  }
}

/** An application a document re-renders (ApplicationV2 as far as ClientDocumentMixin#render uses it). */
export interface RenderedApp { rendered: boolean; render(options: Source): Promise<unknown> }

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
  /** Every update this document received, in order (for tests). */
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
  async setFlag(scope: string, key: string, value: unknown): Promise<this> {
    checkFlagScope(scope);
    return this.update({ flags: { [scope]: { [key]: value } } });
  }

  /**
   * v13 `Document#unsetFlag`: a checked scope, then an update deleting the key (`{"flags.<scope>.-=<key>": null}`,
   * the last segment of a dotted key), so it is refused, recorded and re-rendered as any update.
   */
  async unsetFlag(scope: string, key: string): Promise<this> {
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
      _id: this.id, name: this.name, type: this.type, img: this.img, flags: structuredClone(this.flags),
      system: this.system instanceof DataModel ? this.system.toObject() : structuredClone(this.system),
      ownership: { ...this.ownership }, sort: this.sort, folder: this.folder,
    };
  }

  /** v13 ClientDocumentMixin#toDragData: `{type: documentName, uuid}` (or the data of a document without id). */
  toDragData(): Source {
    return this.id ? { type: this.documentName, uuid: this.uuid } : { type: this.documentName, data: this.toObject() };
  }

  /** Hook for subclasses (Foundry's _preUpdate): may modify `changes` or return false to cancel. */
  async _preUpdate(_changes: Source, _options: Source, _user: HarnessUser): Promise<boolean | void> {}

  async update(changes: Source = {}, options: Source = {}): Promise<this> {
    const expanded = expandDotted(changes);
    const user = currentUser();
    if ((await this._preUpdate(expanded, options, user)) === false) return this;
    // The server refuses the request (canUserModify "update") after the client's _preUpdate ran.
    if (!this.canUserModify(user, "update")) refuse(user, "update", this);
    this.updates.push(structuredClone(expanded));
    if (typeof expanded.name === "string") this.name = expanded.name;
    if (typeof expanded.img === "string") this.img = expanded.img;
    if (expanded.flags) this.flags = applyUpdate(this.flags, expanded.flags as Source) as BaseDocument["flags"];
    if (expanded.ownership) this.ownership = { ...this.ownership, ...(expanded.ownership as Record<string, number>) };
    if (expanded.system) {
      if (this.system instanceof DataModel) this.system.updateSource(expanded.system as Source);
      else this.system = deepMerge(this.system, expanded.system as Source);
    }
    // v13 `==system`: the system is replaced whole (SchemaField#_cleanType keeps `==key` for a field it has).
    const replaced = expanded["==system"];
    if (typeof replaced === "object" && replaced !== null) {
      if (this.system instanceof DataModel) this.system.replaceSource(replaced as Source);
      else this.system = structuredClone(replaced as Source);
    }
    this.rootDocument().reset();
    this.renderAfterChange("update", this.documentName, expanded);
    return this;
  }

  /**
   * v13 ClientDocumentMixin#render(force, context): renders every application in `apps`; those not shown stay
   * closed (ApplicationV2#render without `force` does nothing for an application that is not rendered). Foundry
   * does not await these renders; neither does this model. A render that fails is kept in `renderFailures`.
   */
  render(force = false, context: Source = {}): void {
    for (const app of Object.values(this.apps)) {
      if (!app.rendered && !force) continue;
      void app.render({ ...context, force }).catch((err: unknown) => renderFailures.push(err));
    }
  }

  /**
   * After a change, as v13's `_onUpdate`, `_onCreateDescendantDocuments`, `_onUpdateDescendantDocuments` and
   * `_onDeleteDescendantDocuments` do: this document's applications, then each ancestor's, with a render context
   * "{operation}{documentName}" (https://foundryvtt.com/api/v13/interfaces/foundry.DocumentSheetRenderOptions.html).
   */
  renderAfterChange(operation: "create" | "update" | "delete", documentName: string, data: unknown, self = true): void {
    const context = { renderContext: `${operation}${documentName}`, renderData: data };
    if (self) this.render(false, context);
    for (let p = this.parent; p; p = p.parent) p.render(false, context);
  }

  rootDocument(): BaseDocument {
    return this.parent ? this.parent.rootDocument() : this;
  }

  async delete(): Promise<this> {
    if (this.parent) {
      await this.parent.deleteEmbeddedDocuments(this.documentName, [this.id]);
      return this;
    }
    const user = currentUser();
    if (!this.canUserModify(user, "delete")) refuse(user, "delete", this);
    worldCollection(this.documentName).delete(this.id);
    return this;
  }

  embeddedCollection(_name: string): Collection<BaseDocument> | undefined {
    return undefined;
  }

  /**
   * `keepId`: a given `_id` is kept only with `keepId: true`, else the document gets a new id (v13
   * [DatabaseCreateOperation](https://foundryvtt.com/api/v13/interfaces/foundry.abstract.types.DatabaseCreateOperation.html)
   * `keepId`: "Retain the _id values of provided data instead of generating new ids"); an id kept must be a valid one
   * not already in the collection.
   */
  async createEmbeddedDocuments(name: string, data: Source[], { keepId = false }: { keepId?: boolean } = {}): Promise<BaseDocument[]> {
    const collection = this.embeddedCollection(name);
    if (!collection) throw new Error(`${this.documentName} has no embedded ${name}`);
    const user = currentUser();
    if (!this.canUserModify(user, "update")) refuse(user, "create embedded documents in", this);
    const cls = embeddedClass(name);
    const created = data.map((d) => {
      const source = structuredClone(d);
      if (!keepId) delete source._id;
      else if (source._id !== undefined && source._id !== null) {
        if (!isValidId(source._id)) throw new Error(`The _id "${String(source._id)}" of a new ${name} is not a valid 16-character alphanumeric ID`);
        if (collection.has(String(source._id))) throw new Error(`The ${name} [${String(source._id)}] already exists within ${this.documentName} [${this.id}]`);
      }
      return new cls(source, { parent: this });
    });
    for (const doc of created) collection.set(doc.id, doc);
    this.rootDocument().reset();
    this.renderAfterChange("create", name, data);
    return created;
  }

  async updateEmbeddedDocuments(name: string, updates: Source[]): Promise<BaseDocument[]> {
    const collection = this.embeddedCollection(name);
    const done: BaseDocument[] = [];
    for (const u of updates) {
      const doc = collection?.get(String(u._id));
      if (!doc) continue;
      const { _id: _ignored, ...rest } = u;
      await doc.update(rest);
      done.push(doc);
    }
    return done;
  }

  async deleteEmbeddedDocuments(name: string, ids: string[]): Promise<string[]> {
    const user = currentUser();
    if (!this.canUserModify(user, "update")) refuse(user, "delete embedded documents in", this);
    const collection = this.embeddedCollection(name);
    for (const id of ids) collection?.delete(id);
    this.rootDocument().reset();
    this.renderAfterChange("delete", name, ids);
    return ids;
  }

  /** Foundry's create dialog: here it resolves with what it was asked, so tests can see the offered types. */
  static async createDialog(data: Source = {}, createOptions: Source = {}, options: Source = {}): Promise<Source> {
    return { data, createOptions, options };
  }

  /**
   * Changes the document's source without an update cycle (what _preCreate uses to adjust new documents). With
   * `dryRun` (v13 DataModelUpdateOptions) the system's changes are cleaned and validated (throwing as an update
   * would) and nothing changes.
   */
  updateSource(changes: Source = {}, { dryRun = false }: { dryRun?: boolean } = {}): Source {
    const expanded = expandDotted(changes);
    if (dryRun) {
      if (expanded.system && this.system instanceof DataModel) this.system.updateSource(expanded.system as Source, { dryRun });
      return expanded;
    }
    if (typeof expanded.name === "string") this.name = expanded.name;
    if (expanded.system) {
      if (this.system instanceof DataModel) this.system.updateSource(expanded.system as Source);
      else this.system = deepMerge(this.system, expanded.system as Source);
    }
    return expanded;
  }

  static async create<T extends typeof BaseDocument>(this: T, data: Source, options: { parent?: BaseDocument | null } = {}): Promise<InstanceType<T>> {
    const cls = (config()[this.documentName]?.documentClass as T | undefined) ?? this;
    const user = currentUser();
    // v13 permissions: a world Actor or Item needs ACTOR_CREATE / ITEM_CREATE (ASSISTANT role by default,
    // CONST.USER_PERMISSIONS); an embedded one needs "update" on its parent; a message its author (or a GM).
    if (options.parent && !options.parent.canUserModify(user, "update")) refuse(user, "create embedded documents in", options.parent);
    if (!options.parent && ["Actor", "Item"].includes(this.documentName) && !user.isGM) {
      const message = `User ${user.name} lacks permission to create ${this.documentName}`;
      (globalThis as unknown as { ui?: { notifications?: { error(m: string): void } } }).ui?.notifications?.error(message);
      throw new Error(message);
    }
    const doc = new cls(data, options) as InstanceType<T>;
    if (doc instanceof ChatMessage && !doc.canUserModify(user, "create")) refuse(user, "create", doc);
    // Foundry runs the system model's _preCreate before the document is stored; returning false cancels.
    const system = doc.system as { _preCreate?: (d: Source, o: Source, u: HarnessUser) => Promise<boolean | void> | boolean | void };
    if (typeof system._preCreate === "function" && (await system._preCreate(structuredClone(data), {}, currentUser())) === false) {
      return undefined as unknown as InstanceType<T>;
    }
    doc.prepareData();
    const world = worldCollection(this.documentName);
    if (world && !options.parent) world.set(doc.id, doc);
    return doc;
  }
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

  override async update(changes: Source = {}, options: Source = {}): Promise<this> {
    const expanded = expandDotted(changes);
    const user = currentUser();
    if (!this.canUserModify(user, "update")) refuse(user, "update", this);
    if (Array.isArray(expanded.changes)) this.changes = expanded.changes as ActiveEffect["changes"];
    if ("disabled" in expanded) this.disabled = Boolean(expanded.disabled);
    if ("transfer" in expanded) this.transfer = Boolean(expanded.transfer);
    if (Array.isArray(expanded.statuses)) this.statuses = new Set(expanded.statuses as string[]);
    if (typeof expanded.description === "string") this.description = expanded.description;
    const { changes: _c, disabled: _d, transfer: _t, statuses: _s, description: _desc, ...rest } = expanded;
    return super.update(rest, options);
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
    const statuses = ((globalThis as unknown as { CONFIG: { statusEffects?: { id: string; _id?: string; name?: string; img?: string }[] } }).CONFIG.statusEffects ?? []);
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
  async modifyTokenAttribute(attribute: string, value: number, isDelta = false, isBar = true): Promise<this> {
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
  | { type: "value"; attribute: string; value: number; editable: boolean }
  | { type: "bar"; attribute: string; value: number; max: number; editable: boolean };

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
      return { type: "bar", attribute, value: parseInt(String(bar.value || 0)), max: parseInt(String(bar.max || 0)), editable: editableAt(`${attribute}.value`) };
    }
    return null;
  }
}

export class Macro extends BaseDocument {
  static override documentName = "Macro";
  command: string;
  constructor(data: Source = {}, options: { parent?: BaseDocument | null } = {}) {
    super({ type: "script", ...data }, options);
    this.command = String(data.command ?? "");
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

interface UsersLike { filter(fn: (u: HarnessUser & { character?: { name?: string } | null }) => boolean): HarnessUser[]; get(id: string): HarnessUser | undefined; players?: HarnessUser[] }
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
  override async update(changes: Source = {}, options: Source = {}): Promise<this> {
    const user = currentUser();
    if (!this.canUserModify(user, "update")) refuse(user, "update", this);
    const expanded = expandDotted(changes);
    for (const key of ["content", "whisper", "blind", "speaker"]) if (key in expanded) this.data[key] = expanded[key];
    if ("rolls" in expanded) {
      this.data.rolls = storedRolls(expanded.rolls as unknown[]);
      this.#rolls = rebuildRolls(this.data.rolls);
    }
    return super.update(changes, options);
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
    else whisper = gameUsers().filter((u) => u.isGM).map((u) => u.id);
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
function buildEmbedded(parent: BaseDocument, collection: Collection<BaseDocument>, cls: typeof BaseDocument, list: Source[], options: DocumentConstructionOptions): void {
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
}
