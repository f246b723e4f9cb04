/**
 * Stand-ins for the client documents Anthology touches: Actor, Item, ActiveEffect, ChatMessage, Macro,
 * Combat/Combatant. Each document builds `system` from CONFIG.<Document>.dataModels[type], runs
 * prepareData (base data, Active Effects, derived data: Foundry's order) on creation and after every update,
 * and records what it did so tests can look. Active Effect modes follow CONST.ACTIVE_EFFECT_MODES.
 */
import { DataModel, TypeDataModel, deepMerge, expandDotted, getPath, setPath } from "./data-model.js";
import type { Source } from "./fields.js";

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
}

interface Registry { CONFIG: Record<string, { dataModels?: Record<string, typeof DataModel>; documentClass?: unknown }> }
function config(): Registry["CONFIG"] {
  return (globalThis as unknown as Registry).CONFIG;
}
interface HarnessUser { id: string; isGM: boolean; name: string }
function currentUser(): HarnessUser {
  return (globalThis as unknown as { game: { user: HarnessUser } }).game.user;
}

export const ACTIVE_EFFECT_MODES = { CUSTOM: 0, MULTIPLY: 1, ADD: 2, DOWNGRADE: 3, UPGRADE: 4, OVERRIDE: 5 } as const;

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

  constructor(data: Source = {}, options: { parent?: BaseDocument | null } = {}) {
    this.parent = options.parent ?? null;
    this._id = this.id = typeof data._id === "string" ? data._id : randomID();
    this.name = String(data.name ?? "");
    this.type = String(data.type ?? "base");
    this.img = String(data.img ?? "icons/svg/mystery-man.svg");
    this.flags = (data.flags as BaseDocument["flags"]) ?? {};
    this.ownership = (data.ownership as Record<string, number>) ?? { default: 0 };
    this.sort = Number(data.sort ?? 0);
    this.folder = (data.folder as string | null) ?? null;
    this.system = this.#buildSystem((data.system as Source) ?? {});
  }

  get documentName(): string {
    return (this.constructor as typeof BaseDocument).documentName;
  }

  #buildSystem(source: Source): Source | DataModel {
    const model = config()[this.documentName]?.dataModels?.[this.type];
    return model ? new model(source, { parent: this }) : structuredClone(source);
  }

  get uuid(): string {
    return this.parent ? `${this.parent.uuid}.${this.documentName}.${this.id}` : `${this.documentName}.${this.id}`;
  }

  get isOwner(): boolean {
    const user = currentUser();
    return user.isGM || (this.ownership[user.id] ?? this.ownership.default ?? 0) >= 3 || (this.parent?.isOwner ?? false);
  }

  get isEmbedded(): boolean {
    return this.parent !== null;
  }

  testUserPermission(user: HarnessUser, level: string | number): boolean {
    const needed = typeof level === "number" ? level : ({ NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 } as Record<string, number>)[level] ?? 3;
    return user.isGM || (this.ownership[user.id] ?? this.ownership.default ?? 0) >= needed;
  }

  getFlag(scope: string, key: string): unknown {
    return getPath(this.flags[scope] ?? {}, key);
  }

  async setFlag(scope: string, key: string, value: unknown): Promise<this> {
    return this.update({ [`flags.${scope}.${key}`]: value });
  }

  async unsetFlag(scope: string, key: string): Promise<this> {
    const bag = this.flags[scope];
    if (bag) delete bag[key];
    return this;
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

  /** Hook for subclasses (Foundry's _preUpdate): may modify `changes` or return false to cancel. */
  async _preUpdate(_changes: Source, _options: Source, _user: HarnessUser): Promise<boolean | void> {}

  async update(changes: Source = {}, options: Source = {}): Promise<this> {
    const expanded = expandDotted(changes);
    if ((await this._preUpdate(expanded, options, currentUser())) === false) return this;
    this.updates.push(structuredClone(expanded));
    if (typeof expanded.name === "string") this.name = expanded.name;
    if (typeof expanded.img === "string") this.img = expanded.img;
    if (expanded.flags) this.flags = deepMerge(this.flags, expanded.flags as Source) as BaseDocument["flags"];
    if (expanded.ownership) this.ownership = { ...this.ownership, ...(expanded.ownership as Record<string, number>) };
    if (expanded.system) {
      if (this.system instanceof DataModel) this.system.updateSource(expanded.system as Source);
      else this.system = deepMerge(this.system, expanded.system as Source);
    }
    this.rootDocument().reset();
    return this;
  }

  rootDocument(): BaseDocument {
    return this.parent ? this.parent.rootDocument() : this;
  }

  async delete(): Promise<this> {
    if (this.parent) await this.parent.deleteEmbeddedDocuments(this.documentName, [this.id]);
    return this;
  }

  embeddedCollection(_name: string): Collection<BaseDocument> | undefined {
    return undefined;
  }

  async createEmbeddedDocuments(name: string, data: Source[]): Promise<BaseDocument[]> {
    const collection = this.embeddedCollection(name);
    if (!collection) throw new Error(`${this.documentName} has no embedded ${name}`);
    const cls = embeddedClass(name);
    const created = data.map((d) => new cls(structuredClone(d), { parent: this }));
    for (const doc of created) collection.set(doc.id, doc);
    this.rootDocument().reset();
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
    const collection = this.embeddedCollection(name);
    for (const id of ids) collection?.delete(id);
    this.rootDocument().reset();
    return ids;
  }

  /** Foundry's create dialog: here it resolves with what it was asked, so tests can see the offered types. */
  static async createDialog(data: Source = {}, createOptions: Source = {}, options: Source = {}): Promise<Source> {
    return { data, createOptions, options };
  }

  /** Changes the document's source without an update cycle (what _preCreate uses to adjust new documents). */
  updateSource(changes: Source = {}): Source {
    const expanded = expandDotted(changes);
    if (typeof expanded.name === "string") this.name = expanded.name;
    if (expanded.system) {
      if (this.system instanceof DataModel) this.system.updateSource(expanded.system as Source);
      else this.system = deepMerge(this.system, expanded.system as Source);
    }
    return expanded;
  }

  static async create<T extends typeof BaseDocument>(this: T, data: Source, options: { parent?: BaseDocument | null } = {}): Promise<InstanceType<T>> {
    const cls = (config()[this.documentName]?.documentClass as T | undefined) ?? this;
    const doc = new cls(data, options) as InstanceType<T>;
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
  changes: { key: string; mode: number; value: string; priority?: number }[];
  disabled: boolean;
  transfer: boolean;
  statuses: Set<string>;
  description: string;

  constructor(data: Source = {}, options: { parent?: BaseDocument | null } = {}) {
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

  constructor(data: Source = {}, options: { parent?: BaseDocument | null } = {}) {
    super(data, options);
    for (const e of (data.effects as Source[]) ?? []) {
      const effect = new ActiveEffect(e, { parent: this });
      this.effects.set(effect.id, effect);
    }
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
}

export class Actor extends BaseDocument {
  static override documentName = "Actor";
  items = new Collection<Item>();
  effects = new Collection<ActiveEffect>();
  statuses = new Set<string>();
  overrides: Source = {};

  constructor(data: Source = {}, options: { parent?: BaseDocument | null } = {}) {
    super(data, options);
    const itemClass = embeddedClass("Item");
    for (const i of (data.items as Source[]) ?? []) {
      const item = new itemClass(i, { parent: this });
      this.items.set(item.id, item as Item);
    }
    for (const e of (data.effects as Source[]) ?? []) {
      const effect = new ActiveEffect(e, { parent: this });
      this.effects.set(effect.id, effect);
    }
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
      for (const c of effect.changes) changes.push({ ...c, priority: c.priority ?? c.mode * 10 });
    }
    changes.sort((a, b) => a.priority - b.priority);
    const target = this as unknown as Source;
    for (const change of changes) {
      const current = getPath(target, change.key);
      const delta = Number(change.value);
      let next: unknown = current;
      switch (change.mode) {
        case ACTIVE_EFFECT_MODES.ADD: next = typeof current === "number" && Number.isFinite(delta) ? current + delta : current; break;
        case ACTIVE_EFFECT_MODES.MULTIPLY: next = typeof current === "number" && Number.isFinite(delta) ? current * delta : current; break;
        case ACTIVE_EFFECT_MODES.OVERRIDE: next = typeof current === "number" ? (Number.isFinite(delta) ? delta : current) : change.value; break;
        case ACTIVE_EFFECT_MODES.UPGRADE: next = typeof current === "number" && Number.isFinite(delta) ? Math.max(current, delta) : current; break;
        case ACTIVE_EFFECT_MODES.DOWNGRADE: next = typeof current === "number" && Number.isFinite(delta) ? Math.min(current, delta) : current; break;
        default: break;
      }
      setPath(target, change.key, next);
      this.overrides[change.key] = next;
    }
  }

  get itemTypes(): Record<string, Item[]> {
    const out: Record<string, Item[]> = {};
    for (const item of this.items.values()) (out[item.type] ??= []).push(item);
    return out;
  }

  getRollData(): Source {
    return this.system instanceof TypeDataModel ? this.system.getRollData() : { ...(this.system as Source) };
  }

  async toggleStatusEffect(id: string, { active }: { active?: boolean } = {}): Promise<boolean> {
    const existing = this.effects.find((e) => e.statuses.has(id));
    const want = active ?? !existing;
    if (want && !existing) await this.createEmbeddedDocuments("ActiveEffect", [{ name: id, statuses: [id] }]);
    if (!want && existing) await this.deleteEmbeddedDocuments("ActiveEffect", [existing.id]);
    return want;
  }

  getActiveTokens(): unknown[] {
    return [];
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
}

export class ChatMessage extends BaseDocument {
  static override documentName = "ChatMessage";
  data: ChatMessageData;
  constructor(data: ChatMessageData = {}) {
    super({ type: "base", ...data });
    this.data = data;
  }
  get content(): string {
    return String(this.data.content ?? "");
  }
  get rolls(): unknown[] {
    return this.data.rolls ?? [];
  }
  static getSpeaker({ actor, alias }: { actor?: BaseDocument | null; alias?: string } = {}): Source {
    return { actor: actor?.id ?? null, alias: alias ?? actor?.name ?? "Gamemaster", scene: null, token: null };
  }
  static getWhisperRecipients(name: string): { id: string }[] {
    return name === "GM" ? [{ id: "gm-user" }] : [];
  }
  static applyRollMode(data: ChatMessageData, mode: string): ChatMessageData {
    if (mode === "gmroll" || mode === "blindroll") data.whisper = ["gm-user"];
    if (mode === "selfroll") data.whisper = [currentUser().id];
    if (mode === "blindroll") data.blind = true;
    return data;
  }
}

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
