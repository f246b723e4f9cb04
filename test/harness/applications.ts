/**
 * Stand-ins for ApplicationV2, HandlebarsApplicationMixin, DocumentSheetV2, ActorSheetV2, ItemSheetV2 and DialogV2.
 * `render()` runs the real `_prepareContext` and `_preparePartContext` of a sheet and renders each PART's
 * template with Handlebars into `app.parts[partId]` (an HTML string). There is no DOM: `_onRender` is not called.
 * DEFAULT_OPTIONS merge up the class chain as Foundry merges them.
 */
import type { Source } from "./fields.js";
import { renderTemplate } from "./handlebars.js";

function isPlainObject(v: unknown): v is Source {
  return typeof v === "object" && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;
}

interface PartConfig { template: string; templates?: string[]; scrollable?: string[] }
interface AppClass { DEFAULT_OPTIONS?: Source; PARTS?: Record<string, PartConfig>; TABS?: Source }

let appIds = 0;

export class ApplicationV2 {
  static DEFAULT_OPTIONS: Source = { id: "app-{id}", classes: [], tag: "div", window: { title: "", icon: false }, actions: {}, form: {}, position: {} };
  static TABS: Source = {};
  options: Source;
  id: string;
  tabGroups: Record<string, string> = {};
  rendered = false;
  parts: Record<string, string> = {};
  lastContext: Source = {};
  element: null = null;

  constructor(options: Source = {}) {
    const chain: AppClass[] = [];
    for (let c = this.constructor as unknown as AppClass | null; c && c !== Object.getPrototypeOf(Function); c = Object.getPrototypeOf(c) as AppClass | null) {
      chain.unshift(c);
    }
    // ApplicationV2#_initializeApplicationOptions: from the base class down to the given options, arrays
    // concatenate (classes), plain objects merge one level deep (window, actions, form, position), others override.
    const order: Source[] = chain.filter((c) => Object.prototype.hasOwnProperty.call(c, "DEFAULT_OPTIONS")).map((c) => c.DEFAULT_OPTIONS ?? {});
    order.push(options);
    const merged: Source = {};
    for (const opts of order) {
      for (const [k, v] of Object.entries(opts)) {
        const v0 = merged[k];
        if (k in merged && Array.isArray(v0)) v0.push(...(Array.isArray(v) ? v : [v]));
        else if (k in merged && isPlainObject(v0) && isPlainObject(v)) Object.assign(v0, v);
        else merged[k] = isPlainObject(v) ? { ...v } : Array.isArray(v) ? [...v] : v;
      }
    }
    this.options = merged;
    appIds += 1;
    this.id = String(this.options.id ?? "app-{id}").replace("{id}", String(appIds));
  }

  get title(): string {
    return String((this.options.window as Source | undefined)?.title ?? "");
  }

  async _prepareContext(_options: Source): Promise<Source> {
    return {};
  }

  /** v13: the tabs of a group with the active one marked (from static TABS and this.tabGroups). */
  _prepareTabs(group: string): Record<string, Source> {
    const config = ((this.constructor as unknown as AppClass).TABS ?? {})[group] as { tabs: Source[]; initial?: string; labelPrefix?: string } | undefined;
    if (!config) return {};
    const active = this.tabGroups[group] ?? config.initial ?? String(config.tabs[0]?.id ?? "");
    this.tabGroups[group] = active;
    return Object.fromEntries(config.tabs.map((t) => {
      const id = String(t.id);
      const label = t.label ?? (config.labelPrefix ? `${config.labelPrefix}.${id}` : id);
      return [id, { ...t, id, group, label, active: id === active, cssClass: id === active ? "active" : "" }];
    }));
  }

  changeTab(tab: string, group: string): void {
    this.tabGroups[group] = tab;
  }

  async _preparePartContext(_partId: string, context: Source, _options: Source): Promise<Source> {
    return context;
  }

  async render(options: Source | boolean = {}): Promise<this> {
    const opts: Source = typeof options === "boolean" ? { force: options } : options;
    const context = await this._prepareContext(opts);
    this.lastContext = context;
    const parts = (this.constructor as unknown as AppClass).PARTS ?? {};
    for (const [partId, part] of Object.entries(parts)) {
      const partContext = await this._preparePartContext(partId, { ...context }, opts);
      this.parts[partId] = await renderTemplate(part.template, partContext);
    }
    this.rendered = true;
    return this;
  }

  async close(): Promise<this> {
    this.rendered = false;
    return this;
  }

  /** Test hook: run an action handler the way a click on [data-action] would. */
  async runAction(name: string, dataset: Record<string, string> = {}, event: Source = {}): Promise<unknown> {
    const actions = (this.options.actions ?? {}) as Record<string, unknown>;
    const entry = actions[name];
    const handler = typeof entry === "function" ? entry : (entry as { handler?: unknown } | undefined)?.handler;
    if (typeof handler !== "function") throw new Error(`No action ${name}`);
    const target = { dataset, closest: () => ({ dataset }) };
    return (handler as (this: unknown, e: unknown, t: unknown) => unknown).call(this, { shiftKey: false, preventDefault() {}, ...event }, target);
  }
}

// A mixin's base must be typed `new (...args: any[])`: TypeScript refuses any other constructor type (TS2545).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Ctor<T = object> = new (...args: any[]) => T;

export function HandlebarsApplicationMixin<B extends Ctor>(Base: B): B {
  return class HandlebarsApplication extends Base {
    static PARTS: Record<string, PartConfig> = {};
  };
}

interface DocLike { isOwner?: boolean; toObject?: () => Source; system?: { schema?: unknown } }

export class DocumentSheetV2 extends ApplicationV2 {
  static override DEFAULT_OPTIONS: Source = { id: "{id}", form: { submitOnChange: false, closeOnSubmit: false }, editable: true, sheetConfig: true };
  document: DocLike;

  constructor(options: Source = {}) {
    super(options);
    this.document = options.document as DocLike;
  }

  get isEditable(): boolean {
    return Boolean(this.options.editable) && Boolean(this.document?.isOwner);
  }

  override async _prepareContext(_options: Source): Promise<Source> {
    const g = globalThis as unknown as { game: { user: unknown } };
    return {
      document: this.document,
      source: this.document?.toObject?.() ?? {},
      fields: { system: this.document?.system?.schema },
      editable: this.isEditable,
      user: g.game.user,
      rootId: this.id,
    };
  }

  async submit(changes: Source): Promise<void> {
    const doc = this.document as { update?: (c: Source) => Promise<unknown> };
    await doc.update?.(changes);
  }
}

export class ActorSheetV2 extends DocumentSheetV2 {
  get actor(): DocLike {
    return this.document;
  }
  get token(): null {
    return null;
  }
  async _onDropItem(_event: unknown, _item: unknown): Promise<unknown> {
    return null;
  }
}

export class ItemSheetV2 extends DocumentSheetV2 {
  get item(): DocLike {
    return this.document;
  }
  get actor(): unknown {
    return (this.document as { parent?: unknown }).parent ?? null;
  }
}

type Responder = (config: Source) => unknown;
const responders: Responder[] = [];

export class DialogV2 extends ApplicationV2 {
  /** Test hook: the next dialog resolves with what this function returns for its configuration. */
  static respond(fn: Responder): void {
    responders.push(fn);
  }
  static async wait(config: Source): Promise<unknown> {
    const r = responders.shift();
    return r ? r(config) : null;
  }
  static async prompt(config: Source): Promise<unknown> {
    return DialogV2.wait(config);
  }
  static async confirm(config: Source): Promise<unknown> {
    const r = responders.shift();
    return r ? r(config) : true;
  }
}

export class DragDrop {
  constructor(public options: Source = {}) {}
  bind(): this {
    return this;
  }
}

export const DocumentSheetConfig = {
  registered: [] as { documentClass: unknown; scope: string; sheet: unknown; options: Source }[],
  registerSheet(documentClass: unknown, scope: string, sheet: unknown, options: Source = {}): void {
    this.registered.push({ documentClass, scope, sheet, options });
  },
  unregisterSheet(): void {},
};
