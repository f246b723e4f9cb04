/** The Warden creature/NPC sheet: the same numbers, natural armor, detachment, morale, items, notes. */
import { barView } from "../../../core/sheets/bar.js";
import { enrichText } from "../../../core/foundry/text.js";
import { AnthologyActorSheet, type RollRequest } from "../../../core/sheets/actor-sheet.js";
import type { SheetContext, SheetRenderOptions } from "../../../core/sheet-shapes.js";
import { wardenCriticalSaveFlow } from "../rolls/damage.js";
import { WARDEN_MORALE_TRIGGERS } from "../data/creature.js";
import { wardenRerollHireling } from "../flows/hireling.js";
import { wardenMoraleFlow, wardenRetreatFlow } from "../rolls/oracles.js";
import { wardenSheetRoll, wardenSheetSpecialAction, toggleEquipped } from "./actor-actions.js";
import { wardenBankedAdvantage } from "../data/numbers.js";
import { attributeRows, itemRows, markRows } from "./context.js";
import { skipDialogPressed } from "../../../core/keybindings.js";
import { isWardenCreature } from "../data/types.js";

const T = "systems/anthology/templates/warden/actor";

export class WardenCreatureSheet extends AnthologyActorSheet {
  /** A creature's notes are the GM's: a Limited user sees its name and portrait only. */
  static override PUBLIC_DESCRIPTION = null;
  static override DEFAULT_OPTIONS = {
    classes: ["warden", "warden-creature"],
    position: { width: 640, height: 720 },
    actions: {
      toggleEquip: WardenCreatureSheet.#onToggleEquip,
      specialAction: WardenCreatureSheet.#onSpecialAction,
      morale: WardenCreatureSheet.#onMorale,
      retreat: WardenCreatureSheet.#onRetreat,
      criticalSave: WardenCreatureSheet.#onCriticalSave,
      rollHireling: WardenCreatureSheet.#onRollHireling,
    },
  };

  static override PARTS = {
    main: { template: `${T}/creature.hbs`, scrollable: [""] },
  };

  override async _prepareContext(options: SheetRenderOptions): Promise<SheetContext> {
    const context = await super._prepareContext(options);
    const actor = this.actor;
    if (!isWardenCreature(actor)) throw new Error(`Anthology | not a Warden creature: ${actor.type}`);
    const s = actor.system;
    const notes = s.notes;
    return {
      ...context,
      attributes: attributeRows(s),
      hpBar: barView(s.hp.value, s.hp.max),
      bankedAdvantage: wardenBankedAdvantage(actor),
      states: s.states.map((id) => `ANTHOLOGY.Warden.Status.${id}`),
      conditions: Object.fromEntries(["fighting", "critical", "stable", "dead", "routed", "destroyed"].map((c) => [c, `ANTHOLOGY.Warden.Status.${c}`])),
      triggers: WARDEN_MORALE_TRIGGERS.map((id) => ({ id, label: `ANTHOLOGY.Warden.Morale.${id}`, checked: s.morale.checked.includes(id) })),
      items: (await this.withSummaries(itemRows(actor))).filter((r) => r.type !== "wardenFatigue"),
      marks: markRows(s.marks),
      enrichedNotes: await enrichText(notes, actor, actor.isOwner),
    };
  }

  protected override async onRoll(request: RollRequest): Promise<unknown> {
    return wardenSheetRoll(this.actor, request);
  }

  static async #onToggleEquip(this: WardenCreatureSheet, _e: PointerEvent, target: HTMLElement): Promise<void> {
    await toggleEquipped(this.itemFrom(target));
  }

  static async #onMorale(this: WardenCreatureSheet, event: PointerEvent, target: HTMLElement): Promise<void> {
    const trigger = WARDEN_MORALE_TRIGGERS.find((t) => t === target.dataset.trigger) ?? "firstCasualty";
    await wardenMoraleFlow(this.actor, trigger, skipDialogPressed(event));
  }

  static async #onRetreat(this: WardenCreatureSheet, event: PointerEvent): Promise<void> {
    await wardenRetreatFlow(this.actor, skipDialogPressed(event));
  }

  static async #onRollHireling(this: WardenCreatureSheet): Promise<void> {
    await wardenRerollHireling(this.actor);
  }

  static async #onCriticalSave(this: WardenCreatureSheet, event: PointerEvent): Promise<void> {
    await wardenCriticalSaveFlow(this.actor, skipDialogPressed(event));
  }

  /** Move, Gain Advantage or a Held Action: the AP spent from the sheet (003 "Special Actions in Combat"). */
  static async #onSpecialAction(this: WardenCreatureSheet, _event: Event, target: HTMLElement): Promise<void> {
    await wardenSheetSpecialAction(this.actor, target.dataset.special);
  }
}
