/**
 * The base of every Anthology actor sheet: item create/edit/delete, click-to-roll dispatch (shift-click skips
 * the roll dialog), effect toggles, and a refusal to take items of another ruleset. Rulesets extend it, set
 * PARTS/TABS, and implement `onRoll` for their rollable numbers.
 */
import { createEmbedded, updateDocument } from "../foundry/updates.js";
import { enrichText } from "../foundry/text.js";
import { asInput, itemFieldOf, readBoundedField } from "./inline-edits.js";
import { rulesetOfType } from "../document-types.js";
import { actorSheetBase, type SheetContext, type SheetPart, type SheetRenderOptions } from "../sheet-shapes.js";
import { skipDialogPressed } from "../keybindings.js";
import { mayActFor } from "../may-act.js";
import { enableViewControls } from "./view-controls.js";
import { CORE_PARTS } from "./partials.js";
import { format, localize } from "../foundry/i18n.js";
import { effectEndChoices, effectRows, setEffectEnd } from "../effect-ends.js";

export interface RollRequest {
  /** The element's data-* attributes (data-roll="ability" data-key="strength" ...). */
  dataset: DOMStringMap;
  /** True when the player shift-clicked: roll with defaults, no dialog. */
  skipDialog: boolean;
}

/** Actions an observer may use: they only look (open an item's sheet, which Foundry shows read-only). */
const VIEW_ACTIONS: ReadonlySet<string> = new Set(["editItem"]);
/** Handlers already wrapped with the owner guard (DEFAULT_OPTIONS objects may be shared between instances). */
const GUARDED = new WeakSet<object>();

type ActionHandler = (this: AnthologyActorSheet, event: PointerEvent, target: HTMLElement) => unknown;

export class AnthologyActorSheet extends actorSheetBase() {
  static override DEFAULT_OPTIONS: Record<string, unknown> = {
    classes: ["anthology", "sheet", "actor"],
    position: { width: 720, height: 780 },
    window: { resizable: true },
    form: { submitOnChange: true },
    actions: {
      roll: AnthologyActorSheet.#onRoll,
      rollItem: AnthologyActorSheet.#onRollItem,
      createItem: AnthologyActorSheet.#onCreateItem,
      editItem: AnthologyActorSheet.#onEditItem,
      deleteItem: AnthologyActorSheet.#onDeleteItem,
      toggleEffect: AnthologyActorSheet.#onToggleEffect,
      createEffect: AnthologyActorSheet.#onCreateEffect,
      editEffect: AnthologyActorSheet.#onEditEffect,
      deleteEffect: AnthologyActorSheet.#onDeleteEffect,
      toggleItemField: AnthologyActorSheet.#onToggleItemField,
    },
  };

  /**
   * Every action this sheet and the rulesets' sheets define (equip, rests, fatigue, buy mojo, take damage…) changes
   * or rolls for the actor, which only its owner or a GM may do (the server refuses anyone else's update): one guard
   * here refuses an observer's click with the sheet's message before the handler runs. Foundry's own actions
   * (defined by DocumentSheetV2/ActorSheetV2: copy UUID, show artwork, configure sheet…) and viewing actions stay
   * open. v13 ApplicationV2 looks the handler up in `this.options.actions` at click time.
   */
  constructor(...args: ConstructorParameters<ReturnType<typeof actorSheetBase>>) {
    super(...args);
    const actions = this.options.actions as Record<string, ActionHandler | { handler: ActionHandler; buttons?: number[] }> | undefined;
    if (!actions) return;
    for (const name of AnthologyActorSheet.ownActionNames(this.constructor)) {
      const entry = actions[name];
      if (!entry || VIEW_ACTIONS.has(name)) continue;
      const handler = typeof entry === "function" ? entry : entry.handler;
      if (typeof handler !== "function" || GUARDED.has(handler)) continue;
      const guarded: ActionHandler = function (this: AnthologyActorSheet, event, target) {
        if (!this.mayAct()) return undefined;
        return handler.call(this, event, target);
      };
      GUARDED.add(guarded);
      actions[name] = typeof entry === "function" ? guarded : { ...entry, handler: guarded };
    }
  }

  /** The action names declared by AnthologyActorSheet and its subclasses (not by Foundry's classes above it). */
  private static ownActionNames(cls: unknown): string[] {
    const names = new Set<string>();
    for (let c = cls as { DEFAULT_OPTIONS?: { actions?: object } } | null; c; c = Object.getPrototypeOf(c) as typeof c) {
      if (Object.prototype.hasOwnProperty.call(c, "DEFAULT_OPTIONS")) Object.keys(c.DEFAULT_OPTIONS?.actions ?? {}).forEach((n) => names.add(n));
      if (c === AnthologyActorSheet) break;
    }
    return [...names];
  }

  /**
   * The system field (e.g. "biography") a user with Limited permission may read beside the actor's name and
   * portrait, or null when the type has none (a creature's notes are the GM's). Each ruleset's sheet names it.
   */
  static PUBLIC_DESCRIPTION: string | null = null;

  /** Whether this render shows the limited view: the user has exactly Limited permission (v13 `Document#limited`). */
  protected get showsLimitedView(): boolean {
    return this.actor.limited;
  }

  /** Which view the content was last drawn in, so a change of permission replaces the old parts. */
  private drawnLimited: boolean | null = null;

  /**
   * A Limited user gets one part, the limited view, instead of the whole sheet (v13 ActorSheetV2 leaves this to
   * systems: HandlebarsApplicationMixin#_configureRenderParts chooses the parts of each render).
   */
  protected override _configureRenderParts(options: SheetRenderOptions): Record<string, SheetPart> {
    const limited = this.showsLimitedView;
    if (this.drawnLimited !== null && this.drawnLimited !== limited) this.element?.querySelector(".window-content")?.replaceChildren();
    this.drawnLimited = limited;
    if (limited) return { limited: { template: CORE_PARTS.limitedActor } };
    return super._configureRenderParts(options);
  }

  override async _prepareContext(options: SheetRenderOptions): Promise<SheetContext> {
    const context = await super._prepareContext(options);
    const actor = this.actor;
    return {
      ...context,
      actor,
      system: actor.system,
      systemSource: (actor.system as { toObject?: () => object }).toObject?.() ?? {},
      isGM: game.user?.isGM ?? false,
      // The Active Effects with when each ends (templates/core/effect-rows.hbs, core/effect-ends.ts).
      effectRows: effectRows(actor),
      effectEnds: effectEndChoices(),
      ...(this.showsLimitedView ? { limited: await this.limitedView() } : {}),
    };
  }

  /** The limited view's context: the name, the portrait, the public description enriched without secrets. */
  private async limitedView(): Promise<{ name: string; img: string; description: string }> {
    const actor = this.actor;
    const field = (this.constructor as typeof AnthologyActorSheet).PUBLIC_DESCRIPTION;
    const text = field ? foundry.utils.getProperty(actor.system as object, field) : "";
    const description = typeof text === "string" && text.trim() ? await enrichText(text, actor, false) : "";
    return { name: actor.name ?? "", img: actor.img ?? "", description };
  }

  protected override async _onRender(context: SheetContext, options: SheetRenderOptions): Promise<void> {
    await super._onRender(context, options);
    this.element?.classList.toggle("anth-limited-sheet", this.showsLimitedView);
  }

  /** After Foundry disables a read-only sheet's controls, the ones that only change the view work again. */
  protected override _toggleDisabled(disabled: boolean): void {
    super._toggleDisabled(disabled);
    if (disabled) enableViewControls(this.element);
  }

  /** Inventory rows whose summary is open (kept across renders of this sheet). */
  protected readonly expandedItems = new Set<string>();

  /** An item row's summary: its description enriched (secrets for its owner) and whether the row is open. */
  protected async itemSummary(item: Item.Implementation): Promise<{ summary: string; expanded: boolean }> {
    const description = (item.system as { description?: unknown }).description;
    const summary = typeof description === "string" && description.trim() ? await enrichText(description, item, item.isOwner) : "";
    return { summary, expanded: this.expandedItems.has(item.id ?? "") };
  }

  /** Each inventory row (by its item `id`) with its item's summary and whether it is open. */
  protected async withSummaries<R extends { id?: string | null }>(rows: readonly R[]): Promise<(R & { summary: string; expanded: boolean })[]> {
    return Promise.all(
      rows.map(async (r) => {
        const item = this.actor.items.get(r.id ?? "");
        return { ...r, ...(item ? await this.itemSummary(item) : { summary: "", expanded: false }) };
      }),
    );
  }

  /** A bounded field is read first (a change applied, clamped or refused with a message); a refused entry submits nothing. */
  protected override _onChangeForm(formConfig: Record<string, unknown>, event: Event): void {
    const input = asInput(event.target);
    // A bar's change ("-4") applies to the actor's value of that field.
    const shown: unknown = input?.name ? foundry.utils.getProperty(this.actor, input.name) : null;
    const current = typeof shown === "number" && Number.isFinite(shown) ? shown : null;
    if (input && input.dataset.bounded !== undefined && readBoundedField(input, current) === null) return;
    super._onChangeForm(formConfig, event);
  }

  /** A change in an inventory row's inline field writes that field to the embedded item, not to the actor. */
  protected override async _processSubmitData(event: Event, form: HTMLFormElement, submitData: object, options?: unknown): Promise<void> {
    const endSelect = event.target instanceof HTMLSelectElement && event.target.dataset.effectEnd !== undefined ? event.target : null;
    if (endSelect) {
      const effect = this.effectFrom(endSelect);
      if (effect && this.mayAct()) await setEffectEnd(effect, endSelect.value);
      return;
    }
    const field = itemFieldOf(event);
    if (!field) return super._processSubmitData(event, form, submitData, options);
    const item = this.actor.items.get(field.itemId);
    if (!item || !this.mayAct()) return;
    const value = field.input.type === "checkbox" ? field.input.checked : Number(field.input.value);
    await updateDocument(item, { [field.path]: value });
  }

  /** Rulesets override this to roll what was clicked. */
  protected async onRoll(_request: RollRequest): Promise<unknown> {
    return null;
  }

  /** Items of another ruleset are refused with a message instead of silently joining the sheet. */
  protected override async _onDropItem(event: DragEvent, item: Item.Implementation): Promise<unknown> {
    const itemRuleset = rulesetOfType(item.type);
    const actorRuleset = rulesetOfType(this.actor.type);
    if (itemRuleset && actorRuleset && itemRuleset !== actorRuleset) {
      ui.notifications?.warn(format("ANTHOLOGY.Warn.WrongRulesetItem", { item: item.name ?? "", actor: this.actor.name ?? "" }));
      return null;
    }
    return super._onDropItem(event, item);
  }

  /**
   * Rolling for an actor, or changing its items and effects, is for its owner or a GM. An observer clicking on a
   * sheet they can see gets a message instead.
   */
  protected mayAct(): boolean {
    return mayActFor(this.actor);
  }

  protected itemFrom(target: HTMLElement): Item.Implementation | undefined {
    const id = target.closest<HTMLElement>("[data-item-id]")?.dataset.itemId;
    return id ? this.actor.items.get(id) : undefined;
  }

  protected effectFrom(target: HTMLElement): ActiveEffect.Implementation | undefined {
    const id = target.closest<HTMLElement>("[data-effect-id]")?.dataset.effectId;
    return id ? this.actor.effects.get(id) : undefined;
  }

  /** A new effect lasts until the end of the scene, the usual length of a temporary effect at the table. */
  static async #onCreateEffect(this: AnthologyActorSheet): Promise<void> {
    await createEmbedded(this.actor, "ActiveEffect", [
      { name: localize("ANTHOLOGY.EffectEnds.New"), img: "icons/svg/aura.svg", flags: { anthology: { ends: "scene" } } },
    ]);
  }

  static async #onEditEffect(this: AnthologyActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await this.effectFrom(target)?.sheet?.render(true);
  }

  static async #onDeleteEffect(this: AnthologyActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const effect = this.effectFrom(target);
    if (!effect) return;
    const ok = await foundry.applications.api.DialogV2.confirm({
      classes: ["anthology"],
      window: { title: localize("ANTHOLOGY.EffectEnds.DeleteTitle") },
      content: `<p>${foundry.utils.escapeHTML(format("ANTHOLOGY.Item.DeleteConfirm", { name: effect.name ?? "" }))}</p>`,
    });
    if (ok) await effect.delete();
  }

  static async #onRoll(this: AnthologyActorSheet, event: PointerEvent, target: HTMLElement): Promise<void> {
    await this.onRoll({ dataset: target.dataset, skipDialog: skipDialogPressed(event) });
  }

  static async #onRollItem(this: AnthologyActorSheet, event: PointerEvent, target: HTMLElement): Promise<void> {
    const item = this.itemFrom(target);
    const system = item?.system as { roll?: (o: { skipDialog: boolean }) => Promise<unknown> } | undefined;
    await system?.roll?.({ skipDialog: skipDialogPressed(event) });
  }

  static async #onCreateItem(this: AnthologyActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const type = target.dataset.type;
    if (!type) return;
    const name = format("ANTHOLOGY.Item.New", { type: localize(`TYPES.Item.${type}`) });
    await createEmbedded(this.actor, "Item", [{ name, type }]);
  }

  static async #onEditItem(this: AnthologyActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await this.itemFrom(target)?.sheet?.render(true);
  }

  static async #onDeleteItem(this: AnthologyActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const item = this.itemFrom(target);
    if (!item) return;
    const ok = await foundry.applications.api.DialogV2.confirm({
      // Paper and ink in both v13 themes (styles/core.css .anthology).
      classes: ["anthology"],
      window: { title: localize("ANTHOLOGY.Item.DeleteTitle") },
      content: `<p>${foundry.utils.escapeHTML(format("ANTHOLOGY.Item.DeleteConfirm", { name: item.name ?? "" }))}</p>`,
    });
    if (ok) await item.delete();
  }

  /** An inventory row's toggle (equipped, carried…): flips the boolean at `data-field` on the item. */
  static async #onToggleItemField(this: AnthologyActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const item = this.itemFrom(target);
    const path = target.dataset.field;
    if (!item || !path?.startsWith("system.")) return;
    const current = foundry.utils.getProperty(item, path) === true;
    await updateDocument(item, { [path]: !current });
  }

  /**
   * `data-action="toggleSummary"` opens or closes an inventory row's summary in place. It only shows what the sheet
   * already holds, so observers may use it too: it is handled here, where v13 ApplicationV2 sends the clicks of an
   * action that has no registered handler, not among the owner-guarded actions.
   */
  protected override _onClickAction(event: PointerEvent, target: HTMLElement): void {
    if (target.dataset.action === "toggleSummary") this.toggleSummary(target);
    else super._onClickAction(event, target);
  }

  private toggleSummary(target: HTMLElement): void {
    const row = target.closest<HTMLElement>("[data-item-id]");
    const id = row?.dataset.itemId;
    if (!row || !id) return;
    // The click flips what this row shows (an item listed twice, a spell in the magic tab and the inventory, has
    // two rows; the set only remembers the last choice for the next render).
    const summary = row.querySelector<HTMLElement>(".anth-item-summary");
    const open = summary ? summary.hidden : !this.expandedItems.has(id);
    if (open) this.expandedItems.add(id);
    else this.expandedItems.delete(id);
    summary?.toggleAttribute("hidden", !open);
    target.setAttribute("aria-expanded", String(open));
  }

  static async #onToggleEffect(this: AnthologyActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const id = target.closest<HTMLElement>("[data-effect-id]")?.dataset.effectId;
    const effect = id ? this.actor.effects.get(id) : undefined;
    if (effect) await effect.update({ disabled: !effect.disabled });
  }
}
