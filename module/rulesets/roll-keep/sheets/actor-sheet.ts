/**
 * The Roll & Keep character and NPC sheet: attributes with their linked colour and dice pool (click to roll,
 * drag to the hotbar), mana by colour, specialities by attribute (click to roll), extended actions in progress,
 * opposed actions against the targeted token, biography.
 */
import { rkManaSpentTotal } from "../rules/mana-pool.js";
import { enrichText } from "../../../core/foundry/text.js";
import { AnthologyActorSheet, type RollRequest } from "../../../core/sheets/actor-sheet.js";
import type { SheetContext, SheetRenderOptions } from "../../../core/sheet-shapes.js";
import { rkAttributeDragData } from "../macros.js";
import { isRkAttribute } from "../rules/attributes.js";
import { rkRollAction } from "../rolls/action-roll.js";
import { rkMayAct } from "../rolls/may-act.js";
import { rkRollContest } from "../rolls/contest-roll.js";
import { rkRemoveExtended, rkRollExtendedRound, rkStartExtended } from "../rolls/extended-roll.js";
import { actorItems } from "../../../core/foundry/items.js";
import { rkTargetedActor } from "../rolls/targets.js";
import { rkSheetAttributes, rkSheetEquipment, rkSheetExtended, rkSheetMana, rkSheetSpecialities, rkSheetWounds, type RkSheetItem } from "./actor-context.js";
import type { RkActorData } from "../data/actor.js";
import { isRkActor } from "../data/types.js";
import { skipDialogPressed } from "../../../core/keybindings.js";
import { CORE_PARTS, EFFECTS_TAB } from "../../../core/sheets/partials.js";

const T = "systems/anthology/templates/roll-keep/actor";

export class RkActorSheet extends AnthologyActorSheet {
  /** A Limited user reads the biography (characters and NPCs alike). */
  static override PUBLIC_DESCRIPTION = "biography";
  static override DEFAULT_OPTIONS = {
    classes: ["anthology", "sheet", "actor", "rk"],
    position: { width: 780, height: 820 },
    actions: {
      startExtended: RkActorSheet.#onStartExtended,
      rollExtended: RkActorSheet.#onRollExtended,
      removeExtended: RkActorSheet.#onRemoveExtended,
      contest: RkActorSheet.#onContest,
    },
  };

  static override PARTS = {
    header: { template: `${T}/header.hbs` },
    tabs: { template: "systems/anthology/templates/core/tab-navigation.hbs" },
    attributes: { template: `${T}/attributes.hbs`, scrollable: [""] },
    actions: { template: `${T}/actions.hbs`, scrollable: [""] },
    equipment: { template: `${T}/equipment.hbs`, scrollable: [""] },
    biography: { template: `${T}/biography.hbs`, scrollable: [""] },
    effects: { template: CORE_PARTS.effectsTab, scrollable: [""] },
  };

  static override TABS = {
    primary: {
      tabs: [
        { id: "attributes", icon: "fa-solid fa-dice-d20" },
        { id: "actions", icon: "fa-solid fa-hand-fist" },
        { id: "equipment", icon: "fa-solid fa-suitcase" },
        { id: "biography", icon: "fa-solid fa-book-open" },
        EFFECTS_TAB,
      ],
      initial: "attributes",
      labelPrefix: "ANTHOLOGY.RollKeep.Tab",
    },
  };

  override async _prepareContext(options: SheetRenderOptions): Promise<SheetContext> {
    const context = await super._prepareContext(options);
    if (!isRkActor(this.actor)) throw new Error(`Anthology | not a Roll & Keep actor: ${this.actor.type}`);
    const system: RkActorData = this.actor.system;
    const source = (context.systemSource ?? {}) as {
      attributes?: Record<string, unknown>;
      mana?: { permanent?: Record<string, unknown>; current?: Record<string, unknown> };
      biography?: string;
    };
    const items = actorItems<RkSheetItem>(this.actor);
    const target = rkTargetedActor(this.actor);
    const enrichedBiography = await enrichText(system.biography, this.actor, this.actor.isOwner);
    const enrichedNotes = await enrichText(system.notes, this.actor, this.actor.isOwner);
    return {
      ...context,
      isNpc: (this.actor.type as string) === "rkNpc",
      attributes: rkSheetAttributes(system, source),
      mana: rkSheetMana(system, source),
      manaSpent: rkManaSpentTotal(rkSheetMana(system, source)),
      manaTotal: system.manaTotal,
      manaCurrentTotal: system.manaCurrentTotal,
      specialityGroups: rkSheetSpecialities(system, items),
      extended: rkSheetExtended(system),
      targetName: target?.name ?? null,
      biography: source.biography ?? "",
      enrichedBiography,
      notes: (context.systemSource as { notes?: string } | undefined)?.notes ?? "",
      enrichedNotes,
      wounds: rkSheetWounds(system),
      equipment: await this.withSummaries(rkSheetEquipment(items)),
      tabs: this._prepareTabs("primary"),
      group: "primary",
    };
  }

  /**
   * The opposed-action button names the targeted token, so the actions part follows the user's targets while the
   * sheet is open. v13 fires `Hooks.callAll("targetToken", user, token, targeted)` from `UserTargets#add`/`#delete`
   * (client/canvas/placeables/tokens/targets.mjs), which `Token#setTarget` calls on the targeting client
   * (client/canvas/placeables/token.mjs) and `User#_onUpdateTokenTargets` on every other client once the activity is
   * broadcast (client/documents/user.mjs): every client hears every user's targeting, so only this client's own
   * user's targets re-render (they are the ones `rkTargetedActor` reads, `game.user.targets`).
   */
  #onTargetToken: ((user: User.Implementation) => Promise<unknown> | undefined) | null = null;

  protected override async _onRender(context: SheetContext, options: SheetRenderOptions): Promise<void> {
    await super._onRender(context, options);
    if (this.#onTargetToken) return;
    // Only while the actions part is drawn (a sheet in another view, e.g. a Limited user's, has none): v13 marks each
    // part's element with data-application-part (HandlebarsApplicationMixin #parsePartHTML,
    // client/applications/api/handlebars-application.mjs). Foundry does not wait for a hook's handler; the render's
    // promise is returned only so a caller may.
    this.#onTargetToken = (user) =>
      user?.isSelf && this.rendered && this.element?.querySelector('[data-application-part="actions"]') ? this.render({ parts: ["actions"] }) : undefined;
    Hooks.on("targetToken", this.#onTargetToken);
  }

  override async close(options: Record<string, unknown> = {}): Promise<this> {
    if (this.#onTargetToken) Hooks.off("targetToken", this.#onTargetToken);
    this.#onTargetToken = null;
    return super.close(options);
  }

  override async _preparePartContext(partId: string, context: SheetContext, options: SheetRenderOptions): Promise<SheetContext> {
    const part = await super._preparePartContext(partId, context, options);
    const tabs = context.tabs as Record<string, unknown> | undefined;
    return tabs?.[partId] ? { ...part, tab: tabs[partId] } : part;
  }

  /** An equipment row's summary is its notes (the speciality's, its description). */
  protected override async itemSummary(item: Item.Implementation): Promise<{ summary: string; expanded: boolean }> {
    if ((item.type as string) !== "rkEquipment") return super.itemSummary(item);
    const notes = (item.system as { notes?: unknown }).notes;
    const summary = typeof notes === "string" && notes.trim() ? await enrichText(notes, item, item.isOwner) : "";
    return { summary, expanded: this.expandedItems.has(item.id ?? "") };
  }

  /** `data-action="roll"` with `data-attribute` (an attribute) or inside `[data-item-id]` (a speciality). */
  protected override async onRoll({ dataset, skipDialog }: RollRequest): Promise<unknown> {
    const attribute = dataset.attribute;
    if (!isRkAttribute(attribute)) return null;
    const specialityIds = dataset.specialityId ? [dataset.specialityId] : [];
    return rkRollAction(this.actor, { attribute, specialityIds, skipDialog });
  }

  /** Attributes drag to the hotbar as macros; items and effects drag as Foundry drags them. */
  protected _onDragStart(event: DragEvent): void {
    const element = event.currentTarget as HTMLElement | null;
    const attribute = element?.dataset?.rkAttribute;
    if (isRkAttribute(attribute)) {
      event.dataTransfer?.setData("text/plain", JSON.stringify(rkAttributeDragData(this.actor, attribute)));
      return;
    }
    const base = Object.getPrototypeOf(RkActorSheet.prototype) as { _onDragStart?: (this: unknown, e: DragEvent) => void };
    base._onDragStart?.call(this, event);
  }

  static async #onStartExtended(this: RkActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    if (!rkMayAct(this.actor)) return;
    const attribute = target.dataset.attribute;
    await rkStartExtended(this.actor, { attribute: isRkAttribute(attribute) ? attribute : undefined });
  }

  static async #onRollExtended(this: RkActorSheet, event: PointerEvent, target: HTMLElement): Promise<void> {
    if (!rkMayAct(this.actor)) return;
    const id = target.closest<HTMLElement>("[data-extended-id]")?.dataset.extendedId;
    if (id) await rkRollExtendedRound(this.actor, id, { skipDialog: skipDialogPressed(event) });
  }

  static async #onRemoveExtended(this: RkActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    if (!rkMayAct(this.actor)) return;
    const id = target.closest<HTMLElement>("[data-extended-id]")?.dataset.extendedId;
    if (id) await rkRemoveExtended(this.actor, id);
  }

  static async #onContest(this: RkActorSheet, event: PointerEvent, target: HTMLElement): Promise<void> {
    if (!rkMayAct(this.actor)) return;
    const attribute = target.dataset.attribute;
    await rkRollContest(this.actor, { attribute: isRkAttribute(attribute) ? attribute : undefined, skipDialog: skipDialogPressed(event) });
  }
}
