/**
 * Stand-ins for ApplicationV2, HandlebarsApplicationMixin, DocumentSheetV2, ActorSheetV2, ItemSheetV2, DialogV2,
 * DragDrop, FilePicker and FormDataExtended, following the v13 client source (client/applications/api/
 * application.mjs, handlebars-application.mjs, document-sheet.mjs, sheets/actor-sheet.mjs, ux/drag-drop.mjs,
 * ux/form-data-extended.mjs) and the API pages
 * https://foundryvtt.com/api/v13/classes/foundry.applications.api.ApplicationV2.html (…HandlebarsApplicationMixin,
 * …DocumentSheetV2, foundry.applications.sheets.ActorSheetV2).
 *
 * `render()` runs as v13 renders: `_prepareContext`, `_preRender` (the Handlebars mixin loads every PART's
 * `template` and `templates` with loadTemplates), `_renderHTML` (each PART rendered with `_preparePartContext` and
 * parsed into DOM; "Template part … must render a single HTML element" unless it is one element or `root: true`),
 * the window frame on first render (`app.element` with `.window-header` and `.window-content`), `_replaceHTML`,
 * `_onFirstRender`, `_onRender`. Clicks on `[data-action]` inside `app.element` dispatch to `options.actions` as
 * `ApplicationV2#_onClickAction` does; a `form` tag submits on `submit` and, with `submitOnChange`, on `change`.
 *
 * Runs in a browser as in happy-dom: it uses only DOM APIs and the globals installed by foundry.ts (templates come
 * through `foundry.applications.handlebars`, never from the file system).
 */
import type { Source } from "./fields.js";
import { FormDataExtended } from "./form-data.js";

function currentUser(): unknown {
  return (globalThis as unknown as { game: { user: unknown } }).game.user;
}

function isPlainObject(v: unknown): v is Source {
  return typeof v === "object" && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;
}

interface PartConfig {
  template: string;
  templates?: string[];
  scrollable?: string[];
  root?: boolean;
  id?: string;
  classes?: string[];
}
interface AppClass {
  DEFAULT_OPTIONS?: Source;
  PARTS?: Record<string, PartConfig>;
  TABS?: Source;
  name: string;
}
type ActionHandler = (this: unknown, event: Event, target: HTMLElement) => unknown;
interface FormConfig {
  handler?: (this: unknown, event: Event, form: HTMLFormElement, formData: FormDataExtended) => unknown;
  submitOnChange?: boolean;
  closeOnSubmit?: boolean;
}

interface HandlebarsApi {
  renderTemplate(path: string, data: object): Promise<string>;
  loadTemplates(paths: string[]): Promise<unknown>;
}
function handlebarsApi(): HandlebarsApi {
  return (globalThis as unknown as { foundry: { applications: { handlebars: HandlebarsApi } } }).foundry.applications.handlebars;
}

let appIds = 0;

/**
 * v13 `foundry.applications.instances`: the rendered applications by id. ApplicationV2#render sets an application
 * here on its first render and ApplicationV2#close deletes its id (whichever instance the id maps to by then).
 */
export const instances = new Map<string, ApplicationV2>();

export class ApplicationV2 {
  /** v13 ApplicationV2._maxZ: the highest z-index of any window (bringToFront raises an application above it). */
  static _maxZ = 100;
  static DEFAULT_OPTIONS: Source = {
    id: "app-{id}",
    classes: [],
    tag: "div",
    window: { frame: true, title: "", icon: false, contentTag: "section", contentClasses: [] },
    actions: {},
    form: {},
    position: {},
  };
  static TABS: Source = {};
  options: Source;
  id: string;
  tabGroups: Record<string, string> = {};
  rendered = false;
  /** Each PART's rendered HTML string (the harness keeps strings here for tests; v13's `parts` holds the elements, see `partElements`). */
  parts: Record<string, string> = {};
  /** Each PART's element as inserted into `element` (v13 HandlebarsApplicationMixin#parts). */
  partElements: Record<string, HTMLElement> = {};
  lastContext: Source = {};
  /** v13 ApplicationV2#element: the window frame, built on first render. */
  element: HTMLElement | null = null;
  /** Promises of action handlers and form submissions started by DOM events (awaited by `settle()`). */
  #pending: Promise<unknown>[] = [];
  /** v13 ApplicationV2#position (only the z-index is modelled: happy-dom computes no layout). */
  position: { zIndex: number } = { zIndex: ApplicationV2._maxZ };

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

  /** v13: the form element, when the application's tag is "form". */
  get form(): HTMLFormElement | null {
    return this.element instanceof HTMLFormElement ? this.element : null;
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
    return Object.fromEntries(
      config.tabs.map((t) => {
        const id = String(t.id);
        const label = t.label ?? (config.labelPrefix ? `${config.labelPrefix}.${id}` : id);
        return [id, { ...t, id, group, label, active: id === active, cssClass: id === active ? "active" : "" }];
      }),
    );
  }

  /** v13 ApplicationV2#changeTab: records the active tab and toggles `active` on the group's nav items and panels. */
  changeTab(tab: string, group: string): void {
    this.tabGroups[group] = tab;
    if (!this.element) return;
    for (const el of this.element.querySelectorAll<HTMLElement>(`[data-group="${group}"][data-tab]`)) el.classList.toggle("active", el.dataset.tab === tab);
  }

  async _preparePartContext(_partId: string, context: Source, _options: Source): Promise<Source> {
    return context;
  }

  _configureRenderOptions(options: Source): void {
    options.isFirstRender = !this.rendered;
  }

  async _preFirstRender(_context: Source, _options: Source): Promise<void> {}
  async _preRender(_context: Source, _options: Source): Promise<void> {}
  /** An application without the Handlebars mixin renders nothing of its own in the harness. */
  async _renderHTML(_context: Source, _options: Source): Promise<Record<string, HTMLElement>> {
    return {};
  }
  _replaceHTML(result: Record<string, HTMLElement>, content: HTMLElement, _options: Source): void {
    content.replaceChildren(...Object.values(result));
  }
  async _onFirstRender(_context: Source, _options: Source): Promise<void> {}
  async _onRender(_context: Source, _options: Source): Promise<void> {}
  _onClose(_options: Source): void {}

  /** v13 ApplicationV2#_renderFrame: `<tag id class="application …">` with a header and `.window-content`. */
  _renderFrame(_options: Source): HTMLElement {
    const win = (this.options.window ?? {}) as { frame?: boolean; title?: string; contentTag?: string; contentClasses?: string[] };
    const frame = document.createElement(String(this.options.tag ?? "div"));
    frame.id = this.id;
    frame.className = ["application", ...((this.options.classes as string[] | undefined) ?? [])].join(" ");
    if (win.frame === false) return frame;
    const header = document.createElement("header");
    header.className = "window-header";
    const title = document.createElement("h1");
    title.className = "window-title";
    title.textContent = this.title;
    header.append(title);
    const content = document.createElement(win.contentTag ?? "section");
    content.className = ["window-content", ...(win.contentClasses ?? [])].join(" ");
    frame.append(header, content);
    return frame;
  }

  /** The element the parts go into: `.window-content`, or the element itself for a frameless application. */
  get contentElement(): HTMLElement | null {
    return this.element?.querySelector<HTMLElement>(":scope > .window-content") ?? this.element;
  }

  /**
   * v13 ApplicationV2#_canRender: `false` stops the render quietly; a thrown error stops it with a warning
   * (ApplicationV2#render shows `ui.notifications.warn(err.message)` and resolves to the application, unrendered).
   */
  _canRender(_options: Source): boolean | void {}

  /**
   * v13 ApplicationV2#_insertElement: the element replaces one already in the page with the same id (a second
   * instance of an application with a fixed id takes the first one's place), else it joins the body.
   */
  _insertElement(element: HTMLElement): void {
    const existing = element.id ? document.getElementById(element.id) : null;
    if (existing) existing.replaceWith(element);
    else document.body.append(element);
  }

  /** v13 ApplicationV2#bringToFront: above every other window. */
  bringToFront(): void {
    this.position.zIndex = ++ApplicationV2._maxZ;
    if (this.element) this.element.style.zIndex = String(this.position.zIndex);
  }

  /**
   * v13 ApplicationV2#render (#render): `_canRender` first (false or a throw stop it, the throw with a warning),
   * then the life cycle; on the first render the application joins `foundry.applications.instances` under its id
   * and its element is inserted with `_insertElement`; a forced render brings it to the front. A first render (never
   * rendered, or closed since) without `force` does nothing and resolves to the application
   * (`if ( options.isFirstRender && !options.force ) return this;`), so `render()` or `render(false)` only refreshes
   * an open window.
   */
  async render(options: Source | boolean = {}): Promise<this> {
    const opts: Source = typeof options === "boolean" ? { force: options } : { ...options };
    try {
      if (this._canRender(opts) === false) return this;
    } catch (err) {
      (globalThis as unknown as { ui: { notifications: { warn(m: string): unknown } } }).ui.notifications.warn((err as Error).message);
      return this;
    }
    if (!this.rendered && !opts.force) return this;
    this._configureRenderOptions(opts);
    const first = Boolean(opts.isFirstRender);
    const context = await this._prepareContext(opts);
    this.lastContext = context;
    if (first) await this._preFirstRender(context, opts);
    await this._preRender(context, opts);
    const result = await this._renderHTML(context, opts);
    const newFrame = first || !this.element;
    if (newFrame) {
      this.element = this._renderFrame(opts);
      this.#attachFrameListeners(this.element);
    }
    this._replaceHTML(result, this.contentElement!, opts);
    if (newFrame) {
      instances.set(this.id, this);
      this._insertElement(this.element!);
    }
    this.rendered = true;
    if (first) await this._onFirstRender(context, opts);
    await this._onRender(context, opts);
    if (opts.force) this.bringToFront();
    return this;
  }

  /** v13 ApplicationV2#close (#close): the element leaves the page and the id leaves `foundry.applications.instances`. */
  async close(options: Source = {}): Promise<this> {
    if (!this.element) {
      this.rendered = false;
      return this;
    }
    this.element.remove();
    this.element = null;
    this.partElements = {};
    this.rendered = false;
    instances.delete(this.id);
    this._onClose(options);
    return this;
  }

  /** v13 ApplicationV2#_attachFrameListeners: one click listener for actions; a form listens for submit and change. */
  #attachFrameListeners(element: HTMLElement): void {
    element.addEventListener("click", (event) => this.#onClick(event));
    if (element instanceof HTMLFormElement) {
      const formConfig = (this.options.form ?? {}) as FormConfig;
      element.addEventListener("submit", (event) => this.#track(this._onSubmitForm(formConfig, event)));
      element.addEventListener("change", (event) => this._onChangeForm(formConfig, event));
    }
  }

  #track(p: unknown): void {
    if (p instanceof Promise) this.#pending.push(p);
  }

  /** Wait for every action handler and form submission started by DOM events so far (their errors are thrown here). */
  async settle(): Promise<void> {
    while (this.#pending.length) {
      const batch = this.#pending.splice(0);
      await Promise.all(batch);
    }
  }

  /** v13 ApplicationV2#_onClick → #onClickAction: the closest `[data-action]` of the click target decides. */
  #onClick(event: Event): void {
    const target = event.target as Element | null;
    const button = target?.closest?.<HTMLElement>("[data-action]");
    if (button && this.element?.contains(button)) this.#onClickAction(event, button);
  }

  #onClickAction(event: Event, target: HTMLElement): void {
    const action = target.dataset.action!;
    const mouseButton = (event as MouseEvent).button ?? 0;
    switch (action) {
      case "close":
        event.stopPropagation();
        if (mouseButton === 0) this.#track(this.close());
        return;
      case "tab":
        if (mouseButton === 0 && target.dataset.tab && target.dataset.group) this.changeTab(target.dataset.tab, target.dataset.group);
        return;
      default: {
        let handler = ((this.options.actions ?? {}) as Record<string, unknown>)[action];
        if (!handler) {
          this._onClickAction(event, target);
          return;
        }
        let buttons = [0];
        if (typeof handler === "object" && handler !== null) {
          buttons = (handler as { buttons?: number[] }).buttons ?? [0];
          handler = (handler as { handler?: unknown }).handler;
        }
        if (buttons.includes(mouseButton) && typeof handler === "function") this.#track((handler as ActionHandler).call(this, event, target));
      }
    }
  }

  /** v13: called for a `[data-action]` that names no registered action. */
  _onClickAction(_event: Event, _target: HTMLElement): void {}

  /** v13 ApplicationV2#_onChangeForm: submits when the form configuration says `submitOnChange`. */
  _onChangeForm(formConfig: FormConfig, event: Event): void {
    if (formConfig.submitOnChange) this.#track(this._onSubmitForm(formConfig, event));
  }

  /** v13 ApplicationV2#_onSubmitForm: FormDataExtended of the form, then the configured handler; closeOnSubmit. */
  async _onSubmitForm(formConfig: FormConfig, event: Event): Promise<void> {
    event.preventDefault();
    const form = this.form;
    if (!form) return;
    const formData = new FormDataExtended(form);
    if (typeof formConfig.handler === "function") await formConfig.handler.call(this, event, form, formData);
    if (formConfig.closeOnSubmit) await this.close({ submitted: true });
  }

  /**
   * Test hook kept for older tests: run an action handler with a stand-in target carrying `dataset`, without the
   * DOM. New tests click through the DOM with `harness.click(app, selector)`.
   */
  async runAction(name: string, dataset: Record<string, string> = {}, event: Source = {}): Promise<unknown> {
    const actions = (this.options.actions ?? {}) as Record<string, unknown>;
    const entry = actions[name];
    const handler = typeof entry === "function" ? entry : (entry as { handler?: unknown } | undefined)?.handler;
    if (typeof handler !== "function") throw new Error(`No action ${name}`);
    const target = { dataset, closest: () => ({ dataset }) };
    return (handler as (this: unknown, e: unknown, t: unknown) => unknown).call(
      this,
      { shiftKey: false, button: 0, preventDefault() {}, stopPropagation() {}, ...event },
      target,
    );
  }
}

// A mixin's base must be typed `new (...args: any[])`: TypeScript refuses any other constructor type (TS2545).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Ctor<T = object> = new (...args: any[]) => T;

/** v13 HandlebarsApplicationMixin (client/applications/api/handlebars-application.mjs). */
export function HandlebarsApplicationMixin<B extends Ctor<ApplicationV2>>(Base: B): B {
  return class HandlebarsApplication extends Base {
    static PARTS: Record<string, PartConfig> = {};

    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    constructor(...args: any[]) {
      super(...args);
      Object.values(this.#partConfigs()).forEach((part, i) => {
        if (part.root && i > 0) throw new Error("A root template must be first in the PARTS record.");
      });
    }

    /** The parts this render uses (`_configureRenderParts`), set in `_configureRenderOptions`. */
    #configured: Record<string, PartConfig> | null = null;

    #partConfigs(): Record<string, PartConfig> {
      return this.#configured ?? (this.constructor as unknown as AppClass).PARTS ?? {};
    }

    /** v13 HandlebarsApplicationMixin#_configureRenderParts: a copy of the class's PARTS, which a subclass may change per render. */
    _configureRenderParts(_options: Source): Record<string, PartConfig> {
      const parts = (this.constructor as unknown as AppClass).PARTS ?? {};
      return Object.fromEntries(Object.entries(parts).map(([id, part]) => [id, { ...part }]));
    }

    override _configureRenderOptions(options: Source): void {
      super._configureRenderOptions(options);
      this.#configured = this._configureRenderParts(options);
      const parts = this.#configured;
      const requested = options.parts as string[] | undefined;
      if (!requested || requested.some((id) => parts[id]?.root)) options.parts = Object.keys(parts);
    }

    /** v13: load every part's `template` and `templates` before rendering (they become partials). */
    override async _preRender(context: Source, options: Source): Promise<void> {
      await super._preRender(context, options);
      const all = new Set<string>();
      for (const part of Object.values(this.#partConfigs())) {
        all.add(part.template);
        for (const t of part.templates ?? []) all.add(t);
      }
      await handlebarsApi().loadTemplates([...all]);
    }

    override async _preparePartContext(partId: string, context: Source, options: Source): Promise<Source> {
      const c = await super._preparePartContext(partId, context, options);
      c.partId = `${this.id}-${partId}`;
      return c;
    }

    override async _renderHTML(context: Source, options: Source): Promise<Record<string, HTMLElement>> {
      const rendered: Record<string, HTMLElement> = {};
      const parts = this.#partConfigs();
      for (const partId of options.parts as string[]) {
        const part = parts[partId];
        if (!part) continue;
        const partContext = await this._preparePartContext(partId, context, options);
        try {
          const html = await handlebarsApi().renderTemplate(part.template, partContext);
          this.parts[partId] = html;
          rendered[partId] = this.#parsePartHTML(partId, part, html);
        } catch (err) {
          throw new Error(`Failed to render template part "${partId}":\n${(err as Error).message}`, { cause: err });
        }
      }
      return rendered;
    }

    /** v13 #parsePartHTML: exactly one element, unless the part is `root: true` (then its children are the content). */
    #parsePartHTML(partId: string, part: PartConfig, html: string): HTMLElement {
      // v13 parses into a <template> (so table rows and the like parse as written) and counts its element children.
      const t = document.createElement("template");
      t.innerHTML = html;
      const temp = t.content;
      const isMultipartRoot = Boolean(part.root) && temp.children.length > 1;
      if (temp.children.length !== 1 && !isMultipartRoot) throw new Error(`Template part "${partId}" must render a single HTML element.`);
      let element: HTMLElement;
      if (isMultipartRoot) {
        element = document.createElement("div");
        element.append(...temp.childNodes);
      } else element = temp.firstElementChild as HTMLElement;
      selectMarkedOptions(element);
      element.dataset.applicationPart = partId;
      if (part.id) element.id = `${this.id}-${part.id}`;
      if (part.classes) element.classList.add(...part.classes);
      return element;
    }

    /** v13 _replaceHTML: a part replaces its previous element (or, `root: true`, the content's children). */
    override _replaceHTML(result: Record<string, HTMLElement>, content: HTMLElement, _options: Source): void {
      const parts = this.#partConfigs();
      for (const [partId, element] of Object.entries(result)) {
        const part = parts[partId]!;
        const prior = part.root ? content : content.querySelector(`[data-application-part="${partId}"]`);
        if (prior && part.root) prior.replaceChildren(...element.children);
        else if (prior) prior.replaceWith(element);
        else content.appendChild(element);
        this.partElements[partId] = element;
      }
    }
  };
}

interface DocLike {
  isOwner?: boolean;
  testUserPermission?: (user: unknown, level: number | string, options?: Source) => boolean;
  uuid?: string;
  name?: string;
  toObject?: () => Source;
  system?: { schema?: unknown };
  update?: (c: Source) => Promise<unknown>;
}

/**
 * happy-dom 21 parses `<option selected>` before the option joins its `<select>` and selects the wrong one; a
 * browser selects the last option carrying the attribute. Restore that (a happy-dom defect, not Foundry behaviour).
 */
export function selectMarkedOptions(root: ParentNode): void {
  for (const select of root.querySelectorAll("select")) {
    const chosen = [...select.options].filter((o) => o.hasAttribute("selected")).pop();
    if (chosen) chosen.selected = true;
  }
}

/** What FilePicker stand-ins were asked to do, newest last (see `FilePicker` below). */
export const filePickerRequests: FilePicker[] = [];

/**
 * Stand-in for `foundry.applications.apps.FilePicker`: records what it was asked (`current`, `type`, `callback`)
 * and opens nothing. A test answers it with `harness.pickFile(path)`, which calls the callback as a user's choice.
 */
export class FilePicker {
  static get implementation(): typeof FilePicker {
    return FilePicker;
  }
  current: string;
  type: string;
  callback: ((path: string) => unknown) | undefined;
  browsed = false;
  constructor(public options: Source = {}) {
    this.current = String(options.current ?? "");
    this.type = String(options.type ?? "");
    this.callback = options.callback as ((path: string) => unknown) | undefined;
    filePickerRequests.push(this);
  }
  async browse(): Promise<this> {
    this.browsed = true;
    return this;
  }
}

export class DocumentSheetV2 extends ApplicationV2 {
  static override DEFAULT_OPTIONS: Source = {
    id: "{id}",
    tag: "form",
    form: { handler: DocumentSheetV2.#onSubmitDocumentForm, submitOnChange: false, closeOnSubmit: false },
    actions: { editImage: DocumentSheetV2.#onEditImage },
    // CONST.DOCUMENT_OWNERSHIP_LEVELS.LIMITED and OWNER, as v13 DocumentSheetV2.DEFAULT_OPTIONS.
    viewPermission: 1,
    editPermission: 3,
    sheetConfig: true,
  };
  document: DocLike;

  constructor(options: Source = {}) {
    super(options);
    this.document = options.document as DocLike;
  }

  /** v13 DocumentSheetV2#isVisible: the user has at least `viewPermission` on the document. */
  get isVisible(): boolean {
    return Boolean(this.document?.testUserPermission?.(currentUser(), this.options.viewPermission as number));
  }

  /** v13 DocumentSheetV2#isEditable: the user has at least `editPermission` (compendium locks are not modelled). */
  get isEditable(): boolean {
    return Boolean(this.document?.testUserPermission?.(currentUser(), this.options.editPermission as number));
  }

  /** v13 DocumentSheetV2#_canRender: a user below `viewPermission` is refused with "SHEETS.DocumentSheetPrivate". */
  override _canRender(_options: Source): boolean | void {
    if (this.isVisible) return;
    const g = globalThis as unknown as { game: { i18n: { format(k: string, d: Source): string; localize(k: string): string } } };
    const label =
      (this.document?.constructor as { metadata?: { label?: string } } | undefined)?.metadata?.label ??
      String((this.document?.constructor as { documentName?: string } | undefined)?.documentName ?? "");
    throw new Error(g.game.i18n.format("SHEETS.DocumentSheetPrivate", { type: g.game.i18n.localize(label) }));
  }

  /** v13 DocumentSheetV2#_onRender: a sheet the user may not edit has its form's controls disabled (`_toggleDisabled`). */
  override async _onRender(context: Source, options: Source): Promise<void> {
    await super._onRender(context, options);
    if (!this.isEditable) this._toggleDisabled(true);
  }

  /**
   * v13 DocumentSheetV2#_toggleDisabled: every control of the form inside `.window-content` (buttons included: a
   * disabled button takes no click), `input[type=image]`, and the `disabled` class on `img[data-edit]`.
   */
  _toggleDisabled(disabled: boolean): void {
    const form = this.form;
    if (!form) return;
    const framed = (this.options.window as Source | undefined)?.frame !== false;
    for (const element of form.elements as unknown as Iterable<HTMLButtonElement>) {
      if (!framed || element.closest(".window-content")) element.disabled = disabled;
    }
    const content = framed ? form.querySelector(".window-content") : form;
    if (!content) return;
    for (const input of content.querySelectorAll<HTMLInputElement>("input[type=image]")) input.disabled = disabled;
    for (const img of content.querySelectorAll("img[data-edit]")) img.classList.toggle("disabled", disabled);
  }

  /**
   * v13 DocumentSheetV2 joins its document's `apps` when it renders and leaves them when it closes, so a change to
   * the document (or to an item or effect in it) re-renders the open sheet (ClientDocumentMixin#render,
   * https://foundryvtt.com/api/v13/classes/foundry.applications.api.DocumentSheetV2.html).
   */
  override async render(options: Source | boolean = {}): Promise<this> {
    await super.render(options);
    const apps = (this.document as { apps?: Record<string, unknown> } | undefined)?.apps;
    if (apps && this.rendered) apps[this.id] = this;
    return this;
  }

  override async close(options: Source = {}): Promise<this> {
    const apps = (this.document as { apps?: Record<string, unknown> } | undefined)?.apps;
    if (apps) delete apps[this.id];
    return super.close(options);
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

  /**
   * Harness shortcut kept for older tests: update the document with these changes, as a submitted form would.
   * New tests change an input and let the form submit (`harness.change(app, selector, value)`).
   */
  async submit(changes: Source): Promise<void> {
    await this.document.update?.(changes);
  }

  /** v13 DocumentSheetV2#_processFormData: the form's flat `name → value` object, expanded. */
  _processFormData(_event: Event | null, _form: HTMLFormElement, formData: FormDataExtended): Source {
    const g = globalThis as unknown as { foundry: { utils: { expandObject(o: Source): Source } } };
    return g.foundry.utils.expandObject(formData.object);
  }

  _prepareSubmitData(event: Event | null, form: HTMLFormElement, formData: FormDataExtended): Source {
    return this._processFormData(event, form, formData);
  }

  /** v13 DocumentSheetV2#_processSubmitData: `document.update(submitData)`. */
  async _processSubmitData(_event: Event | null, _form: HTMLFormElement, submitData: Source): Promise<void> {
    await this.document.update?.(submitData);
  }

  static async #onSubmitDocumentForm(this: DocumentSheetV2, event: Event, form: HTMLFormElement, formData: FormDataExtended): Promise<void> {
    if (!this.isEditable) return;
    const submitData = this._prepareSubmitData(event, form, formData);
    await this._processSubmitData(event, form, submitData);
  }

  /**
   * v13 DocumentSheetV2 action `editImage` (the only way v13 opens the picker for `<img data-edit>`): IMG elements
   * only; a FilePicker of type "image" on the source value; its callback sets the image's `src` and, with
   * `submitOnChange`, submits the form (FormDataExtended reads `img[data-edit]`).
   */
  static async #onEditImage(this: DocumentSheetV2, _event: Event, target: HTMLElement): Promise<void> {
    if (target.nodeName !== "IMG") throw new Error("The editImage action is available only for IMG elements.");
    const attr = target.dataset.edit ?? "";
    const g = globalThis as unknown as { foundry: { utils: { getProperty(o: object, p: string): unknown } } };
    const current = g.foundry.utils.getProperty(this.document.toObject?.() ?? {}, attr);
    const fp = new FilePicker({
      current,
      type: "image",
      callback: (path: string) => {
        target.setAttribute("src", path);
        if ((this.options.form as FormConfig | undefined)?.submitOnChange) this.element?.dispatchEvent(new Event("submit", { cancelable: true }));
      },
    });
    await fp.browse();
  }
}

interface ItemLike {
  id?: string;
  parent?: { uuid?: string } | null;
  toObject(): Source;
  toDragData?: () => Source;
}
interface ActorLike extends DocLike {
  items: { get(id: string): ItemLike | undefined; has(id: string): boolean };
  effects?: { get(id: string): { toDragData?: () => Source } | undefined };
  createEmbeddedDocuments(name: string, data: Source[], operation?: Source): Promise<unknown[]>;
}

export class ActorSheetV2 extends DocumentSheetV2 {
  get actor(): ActorLike {
    return this.document as ActorLike;
  }
  get token(): null {
    return null;
  }

  /** v13 ActorSheetV2#_onRender: a DragDrop on `.draggable` elements, permissions `_canDragStart`/`_canDragDrop`. */
  override async _onRender(context: Source, options: Source): Promise<void> {
    await super._onRender(context, options);
    new DragDrop({
      dragSelector: ".draggable",
      permissions: { dragstart: this._canDragStart.bind(this), drop: this._canDragDrop.bind(this) },
      callbacks: { dragstart: this._onDragStart.bind(this), dragover: this._onDragOver.bind(this), drop: this._onDrop.bind(this) },
    }).bind(this.element!);
  }

  _canDragStart(_selector: string | null): boolean {
    return this.isEditable;
  }
  _canDragDrop(_selector: string | null): boolean {
    return this.isEditable;
  }

  /** v13 ActorSheetV2#_onDragStart: the drag element's own `data-item-id` / `data-effect-id` → `toDragData()`. */
  async _onDragStart(event: DragEvent): Promise<void> {
    const target = event.currentTarget as HTMLElement;
    if ("link" in (event.target as HTMLElement).dataset) return;
    let dragData: Source | undefined;
    if (target.dataset.itemId) dragData = this.actor.items.get(target.dataset.itemId)?.toDragData?.();
    if (target.dataset.effectId) dragData = this.actor.effects?.get(target.dataset.effectId)?.toDragData?.();
    if (!dragData) return;
    event.dataTransfer?.setData("text/plain", JSON.stringify(dragData));
  }

  _onDragOver(_event: DragEvent): void {}

  /** v13 ActorSheetV2#_onDrop: the `dropActorSheetData` hook may refuse; a dropped Item goes to `_onDropItem`. */
  async _onDrop(event: DragEvent): Promise<unknown> {
    let data: Source = {};
    try {
      data = JSON.parse(event.dataTransfer?.getData("text/plain") ?? "{}") as Source;
    } catch {
      return null;
    }
    const g = globalThis as unknown as { Hooks: { call(h: string, ...a: unknown[]): boolean }; fromUuid(u: string): Promise<unknown> };
    if (g.Hooks.call("dropActorSheetData", this.actor, this, data) === false) return null;
    if (data.type !== "Item" || typeof data.uuid !== "string") return null;
    const item = await g.fromUuid(data.uuid);
    return item ? this._onDropItem(event, item) : null;
  }

  /**
   * v13 ActorSheetV2#_onDropItem (client/applications/sheets/actor-sheet.mjs): owners only; an item of this actor is a
   * sort (not modelled: null); else a copy is created in the actor, keeping the dropped item's id unless the actor
   * already holds one with that id (`keepId = !this.actor.items.has(item.id)`).
   */
  async _onDropItem(_event: unknown, item: unknown): Promise<unknown> {
    const it = item as ItemLike;
    if (!this.actor.isOwner) return null;
    if (it.parent && it.parent.uuid === this.actor.uuid) return null;
    const keepId = !this.actor.items.has(it.id ?? "");
    const [created] = await this.actor.createEmbeddedDocuments("Item", [it.toObject()], { keepId });
    return created ?? null;
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
interface ClickAnswer {
  [CLICK]: string;
  values: Record<string, unknown>;
}
interface DismissAnswer {
  [DISMISS]: true;
}
interface DialogButton {
  action: string;
  label?: string;
  default?: boolean;
  type?: string;
  callback?: (event: unknown, button: unknown, dialog: DialogV2) => unknown;
}

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
  static override DEFAULT_OPTIONS: Source = {
    id: "dialog-{id}",
    classes: ["dialog"],
    tag: "dialog",
    form: { closeOnSubmit: true },
    window: { frame: true, positioned: true, minimizable: false },
  };
  buttons: Record<string, DialogButton> = {};
  /** The rendered `<form class="dialog-form">` (content and footer buttons). */
  #dialogForm: HTMLFormElement | null = null;
  override get form(): HTMLFormElement | null {
    return this.#dialogForm;
  }

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
    const buttons = Object.values(this.buttons)
      .map((b) => `<button type="${b.type ?? "submit"}" data-action="${b.action}"><span>${b.label ?? ""}</span></button>`)
      .join("");
    form.innerHTML = `${content ? `<div class="dialog-content standard-form">${content}</div>` : ""}<footer class="form-footer">${buttons}</footer>`;
    // happy-dom 21 parses `<option selected>` before the option joins its <select> and selects the wrong one;
    // a browser selects the last option carrying the attribute. Restore that.
    for (const select of form.querySelectorAll("select")) {
      const chosen = [...select.options].filter((o) => o.hasAttribute("selected")).pop();
      if (chosen) chosen.selected = true;
    }
    root.appendChild(form);
    this.#dialogForm = form as unknown as HTMLFormElement;
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
    const {
      rejectClose = false,
      close,
      render,
      submit,
      ...rest
    } = config as Source & {
      rejectClose?: boolean;
      close?: (e: unknown, d: DialogV2) => unknown;
      render?: (e: unknown, d: DialogV2) => unknown;
      submit?: (r: unknown, d: DialogV2) => unknown;
    };
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
    const result =
      answer && typeof answer === "object" && CLICK in answer
        ? await dialog.click((answer as ClickAnswer)[CLICK], (answer as ClickAnswer).values)
        : (answer ?? dialog.defaultButton.action);
    await submit?.(result, dialog);
    dialog.rendered = false;
    return result;
  }

  static async confirm({ yes = {}, no = {}, ...config }: Source = {}): Promise<unknown> {
    const buttons = [...((config.buttons as DialogButton[] | undefined) ?? [])];
    buttons.unshift(
      { action: "yes", label: "Yes", callback: () => true, ...(yes as Source) },
      { action: "no", label: "No", default: true, callback: () => false, ...(no as Source) },
    );
    return this.wait({ ...config, buttons, __confirm: true });
  }

  static async prompt({ ok = {}, ...config }: Source = {}): Promise<unknown> {
    const buttons = [...((config.buttons as DialogButton[] | undefined) ?? [])];
    buttons.unshift({ action: "ok", label: "Confirm", default: true, ...(ok as Source) });
    return this.wait({ ...config, buttons });
  }
}

interface DragDropConfig {
  dragSelector?: string | null;
  dropSelector?: string | null;
  permissions?: { dragstart?: (selector: string | null) => boolean; drop?: (selector: string | null) => boolean };
  callbacks?: { dragstart?: (event: DragEvent) => unknown; dragover?: (event: DragEvent) => unknown; drop?: (event: DragEvent) => unknown };
}

/**
 * v13 `foundry.applications.ux.DragDrop` (client/applications/ux/drag-drop.mjs): `bind(html)` marks the elements
 * matching `dragSelector` `draggable="true"` and listens for `dragstart` on them, and listens for `dragover`/`drop`
 * on `html` (or the elements matching `dropSelector`); each only if its permission allows it at bind time.
 */
export class DragDrop {
  static get implementation(): typeof DragDrop {
    return DragDrop;
  }
  constructor(public options: DragDropConfig = {}) {}

  can(action: "dragstart" | "drop", selector: string | null | undefined): boolean {
    const fn = this.options.permissions?.[action];
    return fn ? fn(selector ?? null) : true;
  }

  bind(html: HTMLElement): this {
    const { dragSelector, dropSelector, callbacks = {} } = this.options;
    if (dragSelector && this.can("dragstart", dragSelector)) {
      for (const el of html.querySelectorAll<HTMLElement>(dragSelector)) {
        el.setAttribute("draggable", "true");
        el.addEventListener("dragstart", (event) => {
          const p = callbacks.dragstart?.(event as DragEvent);
          if (p instanceof Promise) eventResults.set(event, p);
        });
      }
    }
    if (this.can("drop", dropSelector)) {
      const targets = !dropSelector || html.matches(dropSelector) ? [html] : [...html.querySelectorAll<HTMLElement>(dropSelector)];
      for (const el of targets) {
        // v13 DragDrop#_handleDragOver calls preventDefault: without it a browser never fires `drop` (HTML drag and drop).
        el.addEventListener("dragover", (event) => {
          event.preventDefault();
          void callbacks.dragover?.(event as DragEvent);
        });
        el.addEventListener("drop", (event) => {
          event.preventDefault();
          const p = callbacks.drop?.(event as DragEvent);
          if (p instanceof Promise) eventResults.set(event, p);
        });
      }
    }
    return this;
  }
}

/** Drag and drop handlers' promises by event, so `harness.dragStart`/`drop` can await what the event started. */
const eventResults = new WeakMap<Event, Promise<unknown>>();

/** Foundry's own V1 sheets (`foundry.appv1.sheets.ActorSheet`/`ItemSheet`), registered by core as "core" sheets. */
export class V1ActorSheet {}
export class V1ItemSheet {}

/**
 * `foundry.applications.apps.DocumentSheetConfig`: which sheets may open a document. Core registers its V1
 * sheets (scope "core") before systems load; `unregisterSheet(documentClass, scope, sheet)` removes one, as dnd5e
 * does for them (dnd5e.mjs, v13 DocumentSheetConfig.unregisterSheet).
 */
export const DocumentSheetConfig = {
  registered: [] as { documentClass: unknown; scope: string; sheet: unknown; options: Source }[],
  registerSheet(documentClass: unknown, scope: string, sheet: unknown, options: Source = {}): void {
    this.registered.push({ documentClass, scope, sheet, options });
  },
  unregisterSheet(documentClass: unknown, scope: string, sheet: unknown): void {
    this.registered = this.registered.filter((r) => !(r.documentClass === documentClass && r.scope === scope && r.sheet === sheet));
  },
  /** Core's registrations, as a world has them before the system's init. */
  registerCore(actorClass: unknown, itemClass: unknown): void {
    this.registered = [
      { documentClass: actorClass, scope: "core", sheet: V1ActorSheet, options: { makeDefault: true } },
      { documentClass: itemClass, scope: "core", sheet: V1ItemSheet, options: { makeDefault: true } },
    ];
  },
};

/* -------------------------------------------- */
/*  DOM test hooks (harness.click and friends)  */
/* -------------------------------------------- */

function elementOf(app: ApplicationV2): HTMLElement {
  if (!app.element) throw new Error(`${app.constructor.name} is not rendered: render it before interacting with it`);
  return app.element;
}

/** The one element matching `selector` inside the application (throws if none). */
export function find(app: ApplicationV2, selector: string): HTMLElement {
  const el = elementOf(app).querySelector<HTMLElement>(selector);
  if (!el) throw new Error(`No element "${selector}" in ${app.constructor.name}`);
  return el;
}

/**
 * The disabled form control the element is or sits in, if any. A browser gives a user's click on a disabled
 * control (or on an icon inside a disabled button) to no one, and a disabled field cannot be typed in (HTML
 * "disabled" form controls); v13 DocumentSheetV2#_toggleDisabled disables them on a sheet the user may not edit.
 */
function disabledControl(el: HTMLElement): HTMLElement | null {
  const control = el.closest<HTMLButtonElement>("button, input, select, textarea");
  if (control?.disabled) return control;
  const fieldset = el.closest<HTMLFieldSetElement>("fieldset");
  return fieldset?.disabled ? fieldset : null;
}

/** Whether a user can use the element (it is no disabled control and sits in none): what `click`/`change` require. */
export function usable(app: ApplicationV2, selector: string): boolean {
  return disabledControl(find(app, selector)) === null;
}

function refuseDisabled(app: ApplicationV2, selector: string, el: HTMLElement): void {
  if (disabledControl(el)) throw new Error(`"${selector}" in ${app.constructor.name} is disabled: a user cannot use it (check harness.usable first)`);
}

/**
 * A user's click on the element: a bubbling `click` event (left button), then every handler it started settled.
 * A disabled control cannot be clicked: that throws, so a test never mistakes "nothing happened" for a refusal.
 */
export async function click(app: ApplicationV2, selector: string, init: MouseEventInit = {}): Promise<void> {
  const el = find(app, selector);
  refuseDisabled(app, selector, el);
  el.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init }));
  await app.settle();
}

/** A user's edit of a field: set its value (checked for a checkbox), dispatch a bubbling `change`, settle. */
export async function change(app: ApplicationV2, selector: string, value: string | boolean): Promise<void> {
  const el = find(app, selector) as HTMLInputElement;
  refuseDisabled(app, selector, el);
  if (el.type === "checkbox" && typeof value === "boolean") el.checked = value;
  else el.value = String(value);
  el.dispatchEvent(new Event("change", { bubbles: true }));
  await app.settle();
}

function dragEvent(type: string, dataTransfer: DataTransfer): DragEvent {
  // happy-dom's DragEvent ignores `dataTransfer` in its init (a browser's keeps it): attach it when missing.
  const event = (
    typeof DragEvent === "function"
      ? new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer })
      : new Event(type, { bubbles: true, cancelable: true })
  ) as DragEvent;
  if (event.dataTransfer !== dataTransfer) Object.defineProperty(event, "dataTransfer", { value: dataTransfer });
  return event;
}

/**
 * A user starting to drag the element: a bubbling `dragstart` with a fresh DataTransfer. Returns what the sheet
 * put on the drag as `text/plain` (parsed JSON), or null when nothing was set (e.g. the element is not draggable).
 */
export async function dragStart(app: ApplicationV2, selector: string): Promise<Source | null> {
  const el = find(app, selector);
  const dataTransfer = new DataTransfer();
  const event = dragEvent("dragstart", dataTransfer);
  el.dispatchEvent(event);
  await eventResults.get(event);
  await app.settle();
  const text = dataTransfer.getData("text/plain");
  return text ? (JSON.parse(text) as Source) : null;
}

/** A user dropping drag data on the element (inside the application); resolves with what the drop handler returned. */
export async function drop(app: ApplicationV2, selector: string, data: Source): Promise<unknown> {
  const el = find(app, selector);
  const dataTransfer = new DataTransfer();
  dataTransfer.setData("text/plain", JSON.stringify(data));
  const event = dragEvent("drop", dataTransfer);
  el.dispatchEvent(event);
  const result = await eventResults.get(event);
  await app.settle();
  return result;
}

/** Answer the newest FilePicker as a user choosing `path`; returns that picker (what it was asked for). */
export async function pickFile(app: ApplicationV2, path: string): Promise<FilePicker> {
  const picker = filePickerRequests[filePickerRequests.length - 1];
  if (!picker) throw new Error("No FilePicker was opened");
  await picker.callback?.(path);
  await app.settle();
  return picker;
}
