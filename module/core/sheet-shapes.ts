/**
 * The part of Foundry's HandlebarsApplicationMixin(ActorSheetV2 | ItemSheetV2) that Anthology's sheets use,
 * typed by hand.
 *
 * Why: with fvtt-types 13.345.1, tsc stops with "Type instantiation is excessively deep and possibly infinite"
 * on any class that extends the mixed sheet and overrides `_prepareContext` (checked on this project's setup).
 * The runtime classes are Foundry's own; only their static type is this narrower, hand-checked view of the v13
 * API (ApplicationV2 / DocumentSheetV2 / ActorSheetV2 / ItemSheetV2 documentation).
 */
export type SheetContext = Record<string, unknown>;

export interface SheetRenderOptions {
  force?: boolean;
  parts?: string[];
  isFirstRender?: boolean;
  [option: string]: unknown;
}

export interface SheetPart {
  template: string;
  templates?: string[];
  scrollable?: string[];
  classes?: string[];
  id?: string;
}

export interface SheetTabsConfig {
  tabs: { id: string; icon?: string; label?: string; cssClass?: string }[];
  initial?: string;
  labelPrefix?: string;
}

export interface SheetTab {
  id: string;
  group: string;
  icon?: string;
  label?: string;
  active: boolean;
  cssClass: string;
}

export type SheetAction<T> = (this: T, event: PointerEvent, target: HTMLElement) => unknown;

export declare class DocumentSheetShape<D> {
  constructor(options?: Record<string, unknown>);
  static DEFAULT_OPTIONS: Record<string, unknown>;
  static PARTS: Record<string, SheetPart>;
  static TABS: Record<string, SheetTabsConfig>;
  readonly document: D;
  readonly isEditable: boolean;
  readonly element: HTMLElement;
  readonly id: string;
  readonly title: string;
  readonly rendered: boolean;
  options: Record<string, unknown>;
  tabGroups: Record<string, string>;
  render(options?: boolean | SheetRenderOptions): Promise<this>;
  close(options?: Record<string, unknown>): Promise<this>;
  submit(options?: Record<string, unknown>): Promise<void>;
  changeTab(tab: string, group: string, options?: Record<string, unknown>): void;
  protected _prepareContext(options: SheetRenderOptions): Promise<SheetContext>;
  protected _preparePartContext(partId: string, context: SheetContext, options: SheetRenderOptions): Promise<SheetContext>;
  protected _prepareTabs(group: string): Record<string, SheetTab>;
  protected _onRender(context: SheetContext, options: SheetRenderOptions): Promise<void>;
  /** v13 HandlebarsApplicationMixin#_configureRenderParts: the PARTS this render uses (a copy of the class's). */
  protected _configureRenderParts(options: SheetRenderOptions): Record<string, SheetPart>;
  /** v13 DocumentSheetV2#_toggleDisabled: disables (or enables) every control of the form's content. */
  protected _toggleDisabled(disabled: boolean): void;
  /** v13 ApplicationV2#_onClickAction: the click of a `[data-action]` that has no handler in `options.actions`. */
  protected _onClickAction(event: PointerEvent, target: HTMLElement): void;
  /** v13 ApplicationV2#_onChangeForm: a change inside the form; submits it when `submitOnChange`. */
  protected _onChangeForm(formConfig: Record<string, unknown>, event: Event): void;
  /** v13 DocumentSheetV2#_processSubmitData: updates the document with the prepared form data (`event` is the change or submit). */
  protected _processSubmitData(event: Event, form: HTMLFormElement, submitData: object, options?: unknown): Promise<void>;
}

export declare class ActorSheetShape extends DocumentSheetShape<Actor.Implementation> {
  readonly actor: Actor.Implementation;
  /** v13 ActorSheetV2#_onDrop: the drag data read, the `dropActorSheetData` hook asked, then by the dropped document's type. */
  protected _onDrop(event: DragEvent): Promise<unknown>;
  protected _onDropItem(event: DragEvent, item: Item.Implementation): Promise<unknown>;
}

export declare class ItemSheetShape extends DocumentSheetShape<Item.Implementation> {
  readonly item: Item.Implementation;
  readonly actor: Actor.Implementation | null;
}

export declare class ApplicationShape {
  constructor(options?: Record<string, unknown>);
  static DEFAULT_OPTIONS: Record<string, unknown>;
  static PARTS: Record<string, SheetPart>;
  readonly element: HTMLElement;
  readonly id: string;
  readonly rendered: boolean;
  options: Record<string, unknown>;
  render(options?: boolean | SheetRenderOptions): Promise<this>;
  close(options?: Record<string, unknown>): Promise<this>;
  /** v13 ApplicationV2#bringToFront. */
  bringToFront(): void;
  /** v13 ApplicationV2#_canRender: `false` stops a render quietly, a throw stops it with a warning. */
  protected _canRender(options: SheetRenderOptions): boolean | void;
  protected _prepareContext(options: SheetRenderOptions): Promise<SheetContext>;
  protected _preparePartContext(partId: string, context: SheetContext, options: SheetRenderOptions): Promise<SheetContext>;
  protected _onRender(context: SheetContext, options: SheetRenderOptions): Promise<void>;
  protected _onClose(options: Record<string, unknown>): void;
}

/** Foundry's mixed classes, seen through the shapes above. Evaluated when a sheet module is imported. */
export function actorSheetBase(): typeof ActorSheetShape {
  const { HandlebarsApplicationMixin } = foundry.applications.api;
  return HandlebarsApplicationMixin(foundry.applications.sheets.ActorSheetV2) as unknown as typeof ActorSheetShape;
}

export function itemSheetBase(): typeof ItemSheetShape {
  const { HandlebarsApplicationMixin } = foundry.applications.api;
  return HandlebarsApplicationMixin(foundry.applications.sheets.ItemSheetV2) as unknown as typeof ItemSheetShape;
}

export function handlebarsApplicationBase(): typeof ApplicationShape {
  const { HandlebarsApplicationMixin, ApplicationV2 } = foundry.applications.api;
  return HandlebarsApplicationMixin(ApplicationV2) as unknown as typeof ApplicationShape;
}

/**
 * `DocumentSheetConfig.registerSheet` for a sheet built on the shapes above
 * (https://foundryvtt.com/api/v13/classes/foundry.applications.apps.DocumentSheetConfig.html#registersheet). At run
 * time it is the DocumentSheetV2 subclass Foundry expects; its static type is the shape, so the one cast lives here.
 */
export function registerShapedSheet(
  documentClass: typeof Actor | typeof Item,
  sheet: unknown,
  options: { types: string[]; makeDefault: boolean; label: string },
): void {
  foundry.applications.apps.DocumentSheetConfig.registerSheet(documentClass, "anthology", sheet as never, options);
}
