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

/**
 * DialogV2 as in v13 (client/applications/api/dialog.mjs, https://foundryvtt.com/api/v13/classes/foundry.applications.api.DialogV2.html):
 * the content is rendered inside `<form class="dialog-form">` with one `<button data-action>` per button; a click
 * resolves `wait` with `(await button.callback(event, button, dialog)) ?? button.action`, then runs `submit`;
 * closing the window resolves `close?.(event, dialog) ?? null`, or rejects when `rejectClose`. `confirm` adds
 * "yes" (callback → true) and "no" (callback → false, the default button); `prompt` adds "ok".
 *
 * Test hook: `DialogV2.respond(fn)` answers the next dialog. `fn(config, dialog)` may return
 * `DialogV2.click(action, values?)` (the harness clicks that button, after setting the named form fields to
 * `values`, and runs its real callback), `DialogV2.dismiss()` (the window is closed), or any other value, which is
 * taken as what the default button's callback returned (so `null`/`undefined` resolve to that button's action,
 * as in Foundry). With no responder, `wait`/`prompt` are dismissed and `confirm` clicks "yes".
 */
type Responder = (config: Source, dialog: DialogV2) => unknown;
const responders: Responder[] = [];
const CLICK = Symbol("click");
const DISMISS = Symbol("dismiss");
interface ClickAnswer { [CLICK]: string; values: Record<string, unknown> }
interface DismissAnswer { [DISMISS]: true }
interface DialogButton { action: string; label?: string; default?: boolean; type?: string; callback?: (event: unknown, button: unknown, dialog: DialogV2) => unknown }

// The dialog's DOM: the test environment's document if it has one, otherwise a happy-dom window of the harness.
let domWindow: { document: Document; FormData: typeof FormData; Event: typeof Event } | null = null;
async function dom(): Promise<{ document: Document; FormData: typeof FormData; Event: typeof Event; own: boolean }> {
  const g = globalThis as unknown as { document?: Document };
  if (g.document) return { document: g.document, FormData: globalThis.FormData, Event: globalThis.Event, own: false };
  if (!domWindow) {
    const { Window } = await import("happy-dom");
    domWindow = new Window() as unknown as typeof domWindow;
  }
  return { ...domWindow!, own: true };
}

function setField(form: HTMLFormElement, name: string, value: unknown): void {
  const fields = [...form.querySelectorAll(`[name="${name}"]`)] as HTMLInputElement[];
  if (!fields.length) throw new Error(`The dialog's form has no field named ${name}`);
  for (const field of fields) {
    if (field.type === "checkbox") field.checked = Boolean(value);
    else if (field.type === "radio") field.checked = field.value === String(value);
    else field.value = String(value);
  }
}

export class DialogV2 extends ApplicationV2 {
  static override DEFAULT_OPTIONS: Source = { id: "dialog-{id}", classes: ["dialog"], tag: "dialog", form: { closeOnSubmit: true }, window: { frame: true, positioned: true, minimizable: false } };
  buttons: Record<string, DialogButton> = {};
  /** The rendered `<form class="dialog-form">` (content and footer buttons). */
  form: HTMLFormElement | null = null;

  constructor(options: Source = {}) {
    super(options);
    const buttons = (options.buttons ?? []) as DialogButton[];
    if (!buttons.length) throw new Error("You must define at least one entry in config.buttons");
    for (const b of buttons) this.buttons[b.action] = b;
  }

  /** The default button: the one marked `default`, else the first (v13 `_renderButtons`). */
  get defaultButton(): DialogButton {
    const list = Object.values(this.buttons);
    return list.find((b) => b.default) ?? list[0]!;
  }

  override async render(): Promise<this> {
    const { document } = await dom();
    const root = document.createElement("dialog");
    const form = document.createElement("form");
    form.className = "dialog-form standard-form";
    const content = String(this.options.content ?? "");
    const buttons = Object.values(this.buttons).map((b) => `<button type="${b.type ?? "submit"}" data-action="${b.action}"><span>${b.label ?? ""}</span></button>`).join("");
    form.innerHTML = `${content ? `<div class="dialog-content standard-form">${content}</div>` : ""}<footer class="form-footer">${buttons}</footer>`;
    // happy-dom 21 parses `<option selected>` before the option joins its <select> and selects the wrong one;
    // a browser selects the last option carrying the attribute. Restore that.
    for (const select of form.querySelectorAll("select")) {
      const chosen = [...select.options].filter((o) => o.hasAttribute("selected")).pop();
      if (chosen) chosen.selected = true;
    }
    root.appendChild(form);
    this.form = form as unknown as HTMLFormElement;
    // v13: the application's element is the <dialog>; `render` callbacks receive the dialog and read it.
    (this as unknown as { element: unknown }).element = root;
    this.rendered = true;
    return this;
  }

  /** Click a button: its callback's result, or its action when the callback returns null/undefined. */
  async click(action: string, values: Record<string, unknown> = {}): Promise<unknown> {
    const button = this.buttons[action];
    if (!button) throw new Error(`The dialog has no button ${action} (it has ${Object.keys(this.buttons).join(", ")})`);
    for (const [name, value] of Object.entries(values)) setField(this.form!, name, value);
    const target = this.form!.querySelector(`button[data-action="${action}"]`);
    const env = await dom();
    const g = globalThis as unknown as { FormData: typeof FormData };
    const saved = g.FormData;
    // Callbacks build `new FormData(button.form)`: give them the DOM's FormData while they run.
    if (env.own) g.FormData = env.FormData;
    try {
      return (await button.callback?.(new env.Event("click"), target, this)) ?? button.action;
    } finally {
      g.FormData = saved;
    }
  }

  /** Test answer: click this button (after setting these form fields). */
  static click(action: string, values: Record<string, unknown> = {}): ClickAnswer {
    return { [CLICK]: action, values };
  }

  /** Test answer: close the window without pressing a button. */
  static dismiss(): DismissAnswer {
    return { [DISMISS]: true };
  }

  /** Test hook: the next dialog is answered by `fn(config, dialog)` (see the class comment). */
  static respond(fn: Responder): void {
    responders.push(fn);
  }

  /** Test hook: forget unanswered responders (between tests). */
  static clearResponders(): void {
    responders.length = 0;
  }

  static async wait(config: Source = {}): Promise<unknown> {
    const { rejectClose = false, close, render, submit, ...rest } = config as Source & { rejectClose?: boolean; close?: (e: unknown, d: DialogV2) => unknown; render?: (e: unknown, d: DialogV2) => unknown; submit?: (r: unknown, d: DialogV2) => unknown };
    const dialog = new this(rest);
    await dialog.render();
    const env = await dom();
    if (typeof render === "function") render(new env.Event("render"), dialog);
    const responder = responders.shift();
    const answer: unknown = responder ? await responder(config, dialog) : config.__confirm ? DialogV2.click("yes") : DialogV2.dismiss();
    if (answer && typeof answer === "object" && DISMISS in answer) {
      dialog.rendered = false;
      if (rejectClose) throw new Error("Dialog was dismissed without pressing a button.");
      return (typeof close === "function" ? close(new env.Event("close"), dialog) : undefined) ?? null;
    }
    const result = answer && typeof answer === "object" && CLICK in answer
      ? await dialog.click((answer as ClickAnswer)[CLICK], (answer as ClickAnswer).values)
      : answer ?? dialog.defaultButton.action;
    await submit?.(result, dialog);
    dialog.rendered = false;
    return result;
  }

  static async confirm({ yes = {}, no = {}, ...config }: Source = {}): Promise<unknown> {
    const buttons = [...((config.buttons as DialogButton[] | undefined) ?? [])];
    buttons.unshift({ action: "yes", label: "Yes", callback: () => true, ...(yes as Source) }, { action: "no", label: "No", default: true, callback: () => false, ...(no as Source) });
    return this.wait({ ...config, buttons, __confirm: true });
  }

  static async prompt({ ok = {}, ...config }: Source = {}): Promise<unknown> {
    const buttons = [...((config.buttons as DialogButton[] | undefined) ?? [])];
    buttons.unshift({ action: "ok", label: "Confirm", default: true, ...(ok as Source) });
    return this.wait({ ...config, buttons });
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
