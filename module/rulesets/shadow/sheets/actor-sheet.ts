/**
 * The Shadow character sheet: click-to-roll attributes and weapons, Defense, armor and the secondary attributes,
 * Toughness and Corruption, the death test and healing, abilities with Experience, inventory and biography. What it
 * shares with the monster sheet (rows, bars, rolls, equipping) is in ./actor-base.ts.
 */
import type { SheetContext, SheetRenderOptions } from "../../../core/sheet-shapes.js";
import { isShadowAbilityLevel, shadowNextRank, shadowPurchaseAbility, type ShadowAbilityRank } from "../rules/index.js";
import { formDialog } from "../../../core/foundry/form-dialog.js";
import { updateDocument } from "../../../core/foundry/updates.js";
import { localize } from "../data/view.js";
import { isShadowAbility, isShadowCharacter } from "../data/types.js";
import { shadowRollDeathTest } from "../rolls/death-test.js";
import { shadowApplyFirstAid, shadowFirstAidAiders, shadowRest } from "../rolls/healing.js";
import { ShadowSheetBase } from "./actor-base.js";
import { shadowCreateSuccessor, shadowSuccessorExperience } from "../flows/replacement.js";
import { CORE_PARTS, EFFECTS_TAB } from "../../../core/sheets/partials.js";

const T = "systems/anthology/templates/shadow/actor";

export class ShadowActorSheet extends ShadowSheetBase {
  /** A Limited user reads the biography. */
  static override PUBLIC_DESCRIPTION = "biography";
  static override DEFAULT_OPTIONS = {
    classes: ["anthology", "sheet", "actor", "shadow"],
    position: { width: 760, height: 820 },
    actions: {
      deathTest: ShadowActorSheet.#onDeathTest,
      firstAid: ShadowActorSheet.#onFirstAid,
      rest: ShadowActorSheet.#onRest,
      raiseAbility: ShadowActorSheet.#onRaiseAbility,
      successor: ShadowActorSheet.#onSuccessor,
    },
  };

  static override PARTS = {
    header: { template: `${T}/header.hbs` },
    tabs: { template: "systems/anthology/templates/core/tab-navigation.hbs" },
    main: { template: `${T}/main.hbs`, scrollable: [""] },
    abilities: { template: `${T}/abilities.hbs`, scrollable: [""] },
    inventory: { template: `${T}/inventory.hbs`, scrollable: [""] },
    biography: { template: `${T}/biography.hbs`, scrollable: [""] },
    effects: { template: CORE_PARTS.effectsTab, scrollable: [""] },
  };

  static override TABS = {
    primary: {
      tabs: [
        { id: "main", icon: "fa-solid fa-dice-d20" },
        { id: "abilities", icon: "fa-solid fa-star" },
        { id: "inventory", icon: "fa-solid fa-box-open" },
        { id: "biography", icon: "fa-solid fa-book-open" },
        EFFECTS_TAB,
      ],
      initial: "main",
      labelPrefix: "ANTHOLOGY.Shadow.Tab",
    },
  };

  override async _prepareContext(options: SheetRenderOptions): Promise<SheetContext> {
    const context = await super._prepareContext(options);
    const actor = this.actor;
    const experience = isShadowCharacter(actor) ? actor.system.experience : null;
    return {
      ...context,
      experience,
      overspent: (experience?.unspent ?? 0) < 0,
      dying: isShadowCharacter(actor) && actor.system.vital === "dying",
      // Dead: the Experience the player's next character starts with (002 "Dead Player Characters").
      successorExperience: shadowSuccessorExperience(actor),
      tabs: this._prepareTabs("primary"),
      group: "primary",
    };
  }

  override async _preparePartContext(partId: string, context: SheetContext, options: SheetRenderOptions): Promise<SheetContext> {
    const part = await super._preparePartContext(partId, context, options);
    const tabs = context.tabs as Record<string, unknown> | undefined;
    return tabs?.[partId] ? { ...part, tab: tabs[partId] } : part;
  }

  static async #onDeathTest(this: ShadowActorSheet): Promise<void> {
    await shadowRollDeathTest(this.actor);
  }

  static async #onFirstAid(this: ShadowActorSheet): Promise<void> {
    const choice = await formDialog({
      title: localize("ANTHOLOGY.Shadow.Heal.FirstAidTitle"),
      template: "systems/anthology/templates/shadow/dialogs/first-aid.hbs",
      context: { aiders: shadowFirstAidAiders(this.actor).map((a) => ({ id: a.id, name: a.name })) },
      classes: ["shadow"],
      confirm: "ANTHOLOGY.Shadow.Heal.Apply",
      parse: (v) => ({
        herbalCure: v.herbalCure === true,
        medicus: v.medicus === true,
        mystical: Number(v.mystical ?? 0),
        ...(typeof v.aider === "string" && v.aider ? { aider: v.aider } : {}),
      }),
    });
    if (choice && typeof choice === "object") await shadowApplyFirstAid(this.actor, choice);
  }

  static async #onRest(this: ShadowActorSheet): Promise<void> {
    const days = await formDialog({
      title: localize("ANTHOLOGY.Shadow.Heal.RestTitle"),
      template: "systems/anthology/templates/shadow/dialogs/rest.hbs",
      classes: ["shadow"],
      confirm: "ANTHOLOGY.Shadow.Heal.Rest",
      parse: (v) => Number(v.days ?? 0),
    });
    if (typeof days === "number" && days > 0) await shadowRest(this.actor, days);
  }

  static async #onSuccessor(this: ShadowActorSheet): Promise<void> {
    await shadowCreateSuccessor(this.actor);
  }

  static async #onRaiseAbility(this: ShadowActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const item = this.itemFrom(target);
    if (!isShadowAbility(item)) return;
    const level = item.system.level;
    const rank: ShadowAbilityRank = isShadowAbilityLevel(level) ? level : "none";
    const next = shadowNextRank(rank);
    if (!next) return;
    const unspent = isShadowCharacter(this.actor) ? this.actor.system.experience.unspent : 0;
    const purchase = shadowPurchaseAbility(unspent, rank, next);
    if (!purchase.ok) {
      ui.notifications?.warn(localize("ANTHOLOGY.Shadow.Warn.NotEnoughExperience", { cost: purchase.cost, unspent }));
      return;
    }
    await updateDocument(item, { "system.level": next });
  }
}
