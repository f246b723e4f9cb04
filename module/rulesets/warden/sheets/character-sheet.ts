/** The Warden character sheet: attributes, HP, armor, AP; inventory as slots with Fatigue; grimoire; notes. */
import { barView } from "../../../core/sheets/bar.js";
import { updateDocument } from "../../../core/foundry/updates.js";
import { enrichText } from "../../../core/foundry/text.js";
import { AnthologyActorSheet, type RollRequest } from "../../../core/sheets/actor-sheet.js";
import type { SheetContext, SheetRenderOptions } from "../../../core/sheet-shapes.js";
import { addFatigue, applyWardenOutcome, wardenNow, wardenOutcomeNames } from "../flows/apply-changes.js";
import { wardenBankedAdvantage, wardenPending, wardenSystem } from "../data/numbers.js";
import { wardenDeprivationFlow, wardenNightRestFlow, wardenShortRestFlow, wardenWeekRestFlow } from "../flows/rest.js";
import { wardenCriticalSaveFlow, wardenStabilizeFlow, worldTime } from "../rolls/damage.js";
import { WARDEN_CRITICAL_SINCE_PATH, wardenMinutesLeft, wardenPendingApplied } from "../rules/state-outcome.js";
import { wardenCastSpellFlow, wardenNewGrimoireFlow } from "../rolls/cast.js";
import { wardenRetreatFlow } from "../rolls/oracles.js";
import { wardenSheetRoll, wardenSheetSpecialAction, toggleEquipped } from "./actor-actions.js";
import { attributeRows, itemRows, markRows, pendingRows, slotCells } from "./context.js";
import { skipDialogPressed } from "../../../core/keybindings.js";
import { isWardenCharacter } from "../data/types.js";
import { CORE_PARTS, EFFECTS_TAB } from "../../../core/sheets/partials.js";

const T = "systems/anthology/templates/warden/actor";

export class WardenCharacterSheet extends AnthologyActorSheet {
  /** A Limited user reads the biography. */
  static override PUBLIC_DESCRIPTION = "biography";
  static override DEFAULT_OPTIONS = {
    classes: ["warden", "warden-character"],
    position: { width: 760, height: 820 },
    actions: {
      toggleEquip: WardenCharacterSheet.#onToggleEquip,
      specialAction: WardenCharacterSheet.#onSpecialAction,
      addFatigue: WardenCharacterSheet.#onAddFatigue,
      shortRest: WardenCharacterSheet.#onShortRest,
      nightRest: WardenCharacterSheet.#onNightRest,
      weekRest: WardenCharacterSheet.#onWeekRest,
      deprivation: WardenCharacterSheet.#onDeprivation,
      applyPending: WardenCharacterSheet.#onApplyPending,
      removeMark: WardenCharacterSheet.#onRemoveMark,
      criticalSave: WardenCharacterSheet.#onCriticalSave,
      retreat: WardenCharacterSheet.#onRetreat,
      stabilize: WardenCharacterSheet.#onStabilize,
      copyScroll: WardenCharacterSheet.#onCopyScroll,
      newGrimoire: WardenCharacterSheet.#onNewGrimoire,
    },
  };

  static override PARTS = {
    header: { template: `${T}/character-header.hbs` },
    tabs: { template: "systems/anthology/templates/core/tab-navigation.hbs" },
    main: { template: `${T}/character-main.hbs`, scrollable: [""] },
    inventory: { template: `${T}/inventory.hbs`, scrollable: [""] },
    magic: { template: `${T}/magic.hbs`, scrollable: [""] },
    notes: { template: `${T}/character-notes.hbs`, scrollable: [""] },
    effects: { template: CORE_PARTS.effectsTab, scrollable: [""] },
  };

  static override TABS = {
    primary: {
      tabs: [
        { id: "main", icon: "fa-solid fa-dice-d20" },
        { id: "inventory", icon: "fa-solid fa-box-open" },
        { id: "magic", icon: "fa-solid fa-wand-magic-sparkles" },
        { id: "notes", icon: "fa-solid fa-book-open" },
        EFFECTS_TAB,
      ],
      initial: "main",
      labelPrefix: "ANTHOLOGY.Warden.Tabs",
    },
  };

  override async _prepareContext(options: SheetRenderOptions): Promise<SheetContext> {
    const context = await super._prepareContext(options);
    const actor = this.actor;
    const s = wardenSystem(actor);
    const rows = await this.withSummaries(itemRows(actor));
    const byType = (type: string) => rows.filter((r) => r.type === type);
    const biography = isWardenCharacter(actor) ? actor.system.biography : "";
    return {
      ...context,
      tabs: this._prepareTabs("primary"),
      group: "primary",
      attributes: attributeRows(s),
      hpBar: barView(s.hp.value, s.hp.max),
      bankedAdvantage: wardenBankedAdvantage(actor),
      // Critical damage: the minutes left untreated (003 "they die within the hour"), from the world time it began.
      minutesLeft:
        s.condition === "critical" ? wardenMinutesLeft({ since: foundry.utils.getProperty(actor, WARDEN_CRITICAL_SINCE_PATH), now: worldTime() }) : null,
      states: s.states.map((id) => `ANTHOLOGY.Warden.Status.${id}`),
      conditionLabel: `ANTHOLOGY.Warden.Status.${s.condition}`,
      conditions: {
        fighting: "ANTHOLOGY.Warden.Status.fighting",
        critical: "ANTHOLOGY.Warden.Status.critical",
        stable: "ANTHOLOGY.Warden.Status.stable",
        dead: "ANTHOLOGY.Warden.Status.dead",
      },
      cells: slotCells(rows, s.inventory.max),
      // "1 slot too many", "2 slots too many": the count's own form.
      overloaded: s.inventory.over > 0 ? { key: `ANTHOLOGY.Warden.Overloaded.${s.inventory.over === 1 ? "one" : "other"}`, count: s.inventory.over } : null,
      weapons: byType("wardenWeapon"),
      armors: byType("wardenArmor"),
      gear: rows.filter((r) => ["wardenGear", "wardenGrimoire", "wardenManaDust", "wardenScroll"].includes(r.type)),
      fatigue: byType("wardenFatigue"),
      spells: byType("wardenSpell"),
      scrolls: byType("wardenScroll"),
      grimoires: byType("wardenGrimoire"),
      marks: markRows(s.marks),
      pending: pendingRows(wardenPending(actor)),
      enrichedBiography: await enrichText(biography, actor, actor.isOwner),
    };
  }

  override async _preparePartContext(partId: string, context: SheetContext, options: SheetRenderOptions): Promise<SheetContext> {
    const part = await super._preparePartContext(partId, context, options);
    const tabs: unknown = context.tabs;
    return typeof tabs === "object" && tabs !== null && partId in tabs ? { ...part, tab: Object.getOwnPropertyDescriptor(tabs, partId)?.value } : part;
  }

  protected override async onRoll(request: RollRequest): Promise<unknown> {
    return wardenSheetRoll(this.actor, request);
  }

  static async #onToggleEquip(this: WardenCharacterSheet, _e: PointerEvent, target: HTMLElement): Promise<void> {
    await toggleEquipped(this.itemFrom(target));
  }

  static async #onAddFatigue(this: WardenCharacterSheet): Promise<void> {
    await addFatigue(this.actor, 1, "event");
  }

  static async #onShortRest(this: WardenCharacterSheet): Promise<void> {
    await wardenShortRestFlow(this.actor);
  }

  static async #onNightRest(this: WardenCharacterSheet): Promise<void> {
    await wardenNightRestFlow(this.actor);
  }

  static async #onWeekRest(this: WardenCharacterSheet): Promise<void> {
    await wardenWeekRestFlow(this.actor);
  }

  static async #onDeprivation(this: WardenCharacterSheet, _e: PointerEvent, target: HTMLElement): Promise<void> {
    await wardenDeprivationFlow(this.actor, Number(target.dataset.days ?? 2));
  }

  static async #onApplyPending(this: WardenCharacterSheet, _e: PointerEvent, target: HTMLElement): Promise<void> {
    // The entry leaves the list and its changes apply, as one whole outcome (rules/state-outcome.ts).
    const applied = wardenPendingApplied(wardenNow(this.actor), Number(target.dataset.index), wardenOutcomeNames());
    if (applied) await applyWardenOutcome(this.actor, applied);
  }

  static async #onRemoveMark(this: WardenCharacterSheet, _e: PointerEvent, target: HTMLElement): Promise<void> {
    const id = target.dataset.mark;
    await updateDocument(this.actor, { "system.marks": wardenSystem(this.actor).marks.filter((m) => m !== id) });
  }

  static async #onCopyScroll(this: WardenCharacterSheet, event: PointerEvent, target: HTMLElement): Promise<void> {
    const scroll = this.itemFrom(target);
    if (scroll) await wardenCastSpellFlow(this.actor, scroll, { copy: true, skipDialog: skipDialogPressed(event) });
  }

  static async #onNewGrimoire(this: WardenCharacterSheet, _e: PointerEvent, target: HTMLElement): Promise<void> {
    const scroll = this.itemFrom(target);
    if (scroll) await wardenNewGrimoireFlow(this.actor, scroll);
  }

  static async #onStabilize(this: WardenCharacterSheet): Promise<void> {
    await wardenStabilizeFlow(this.actor);
  }

  static async #onRetreat(this: WardenCharacterSheet, event: PointerEvent): Promise<void> {
    await wardenRetreatFlow(this.actor, skipDialogPressed(event));
  }

  static async #onCriticalSave(this: WardenCharacterSheet, event: PointerEvent): Promise<void> {
    await wardenCriticalSaveFlow(this.actor, skipDialogPressed(event));
  }

  /** Move, Gain Advantage or a Held Action: the AP spent from the sheet (003 "Special Actions in Combat"). */
  static async #onSpecialAction(this: WardenCharacterSheet, _event: Event, target: HTMLElement): Promise<void> {
    await wardenSheetSpecialAction(this.actor, target.dataset.special);
  }
}
