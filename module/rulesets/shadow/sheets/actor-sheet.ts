/**
 * The Shadow character and monster sheet: click-to-roll attributes and weapons, Defense, armor and the
 * secondary attributes, Toughness and Corruption, the death test and healing, abilities with Experience,
 * inventory and biography (notes for monsters).
 */
import { shadowTestValue } from "../rules/modifier.js";
import { enrichText } from "../../../core/foundry/text.js";
import { AnthologyActorSheet, type RollRequest } from "../../../core/sheets/actor-sheet.js";
import type { SheetContext, SheetRenderOptions } from "../../../core/sheet-shapes.js";
import {
  SHADOW_ATTRIBUTES,
  SHADOW_USUAL_OPPOSITION,
  SHADOW_WEAPON_QUALITIES,
  isShadowAbilityLevel,
  shadowAbilityCost,
  shadowDrawCost,
  shadowNextRank,
  shadowPurchaseAbility,
  type ShadowAbilityRank,
  type ShadowWeaponQuality,
} from "../rules/index.js";
import { actorItems, actorItemsOfType } from "../../../core/foundry/items.js";
import { formDialog } from "../../../core/foundry/form-dialog.js";
import { updateDocument } from "../../../core/foundry/updates.js";
import { localize, shadowKind, shadowView } from "../rolls/actor-view.js";
import { isShadowAbility, isShadowArmor, isShadowCharacter, isShadowMonster, isShadowShield, isShadowWeapon } from "../data/types.js";
import { barView } from "../../../core/sheets/bar.js";
import { shadowRollAttribute } from "../rolls/attribute-test.js";
import { shadowRollDeathTest } from "../rolls/death-test.js";
import { shadowApplyFirstAid, shadowRest } from "../rolls/healing.js";

const T = "systems/anthology/templates/shadow/actor";

interface ItemLike {
  id: string;
  name: string | null;
  img: string | null;
  type: string;
  system: Record<string, unknown>;
  update(data: object): Promise<unknown>;
}

export class ShadowActorSheet extends AnthologyActorSheet {
  static override DEFAULT_OPTIONS = {
    classes: ["anthology", "sheet", "actor", "shadow"],
    position: { width: 760, height: 820 },
    actions: {
      toggleEquipped: ShadowActorSheet.#onToggleEquipped,
      deathTest: ShadowActorSheet.#onDeathTest,
      firstAid: ShadowActorSheet.#onFirstAid,
      rest: ShadowActorSheet.#onRest,
      raiseAbility: ShadowActorSheet.#onRaiseAbility,
    },
  };

  static override PARTS = {
    header: { template: `${T}/header.hbs` },
    tabs: { template: "systems/anthology/templates/core/tab-navigation.hbs" },
    main: { template: `${T}/main.hbs`, scrollable: [""] },
    abilities: { template: `${T}/abilities.hbs`, scrollable: [""] },
    inventory: { template: `${T}/inventory.hbs`, scrollable: [""] },
    biography: { template: `${T}/biography.hbs`, scrollable: [""] },
  };

  static override TABS = {
    primary: {
      tabs: [
        { id: "main", icon: "fa-solid fa-dice-d20" },
        { id: "abilities", icon: "fa-solid fa-star" },
        { id: "inventory", icon: "fa-solid fa-box-open" },
        { id: "biography", icon: "fa-solid fa-book-open" },
      ],
      initial: "main",
      labelPrefix: "ANTHOLOGY.Shadow.Tab",
    },
  };

  private items(type: string): ItemLike[] {
    const all = actorItemsOfType<ItemLike>(this.actor, type);
    return all.sort((a, b) => (a.name ?? "").localeCompare(b.name ?? ""));
  }

  override async _prepareContext(options: SheetRenderOptions): Promise<SheetContext> {
    const context = await super._prepareContext(options);
    const view = shadowView(this.actor);
    const isCharacter = shadowKind(this.actor) === "character";
    const attributes = SHADOW_ATTRIBUTES.map((key) => {
      const opposing = SHADOW_USUAL_OPPOSITION[key];
      return {
        key,
        label: `ANTHOLOGY.Shadow.Attribute.${key}`,
        value: view.attributes[key],
        field: `system.attributes.${key}`,
        opposing: opposing ? `ANTHOLOGY.Shadow.Opposing.${opposing}` : "ANTHOLOGY.Shadow.Opposing.difficulty",
      };
    });
    const weapons = actorItems(this.actor).filter(isShadowWeapon).sort((a, b) => (a.name ?? "").localeCompare(b.name ?? "")).map((item) => {
      const w = item.system;
      const qualities = SHADOW_WEAPON_QUALITIES.filter((q) => w.qualities?.[q]);
      return {
        id: item.id,
        name: item.name ?? "",
        img: item.img,
        damage: w.damage,
        equipped: w.equipped,
        attribute: `ANTHOLOGY.Shadow.Attribute.${w.attribute}`,
        // The attack test is [attribute←Defense] (002): the value the d20 rolls under before the target's Defense.
        attack: shadowTestValue(view.attributes[w.attribute]),
        qualities: qualities.map((q: ShadowWeaponQuality) => `ANTHOLOGY.Shadow.Quality.${q}`),
        draw: `ANTHOLOGY.Shadow.Draw.${shadowDrawCost({ qualities })}`,
      };
    });
    const gear = (type: string) =>
      this.items(type).map((item) => ({ id: item.id, name: item.name ?? "", img: item.img, system: item.system }));
    const abilities = this.items("shadowAbility").map((item) => {
      const level = item.system.level;
      const rank: ShadowAbilityRank = isShadowAbilityLevel(level) ? level : "none";
      const next = shadowNextRank(rank);
      return {
        id: item.id,
        name: item.name ?? "",
        img: item.img,
        level: `ANTHOLOGY.Shadow.Level.${rank}`,
        use: `ANTHOLOGY.Shadow.Use.${String(item.system.use)}`,
        next: next ? `ANTHOLOGY.Shadow.Level.${next}` : null,
        nextCost: next ? shadowAbilityCost(rank, next) : null,
      };
    });
    const actor = this.actor;
    const experience = isShadowCharacter(actor) ? actor.system.experience : null;
    const html = isShadowCharacter(actor) ? actor.system.biography : isShadowMonster(actor) ? actor.system.notes : "";
    const enrichedBiography = await enrichText(html, this.actor, this.actor.isOwner);
    return {
      ...context,
      isCharacter,
      view,
      // Toughness is held to its maximum; Corruption is drawn against its threshold, which it may pass (002).
      bars: { toughness: barView(view.toughness.value, view.toughness.max), corruption: barView(view.corruption.value, view.corruption.threshold) },
      attributes,
      weapons,
      armor: gear("shadowArmor"),
      shields: gear("shadowShield"),
      // Each row with its summary (the description enriched, sanitized) for the inventory's open-in-place rows.
      equipment: await this.withSummaries(gear("shadowEquipment")),
      abilities,
      experience,
      overspent: (experience?.unspent ?? 0) < 0,
      vitalLabel: `ANTHOLOGY.Shadow.Vital.${view.vital}`,
      dying: isCharacter && view.vital === "dying",
      // The equipped shield's bonus and name, as the armor box shows protection and the armor's name; the Defense
      // hint names the shield only when there is one.
      hasShield: view.shield !== "none",
      shieldLabel: `ANTHOLOGY.Shadow.ShieldKind.${view.shield}`,
      shieldName: (gear("shadowShield") as { name?: string; system?: { equipped?: boolean } }[]).find((i) => i.system?.equipped)?.name ?? "",
      bioField: isCharacter ? "system.biography" : "system.notes",
      bioValue: html,
      enrichedBiography,
      tabs: this._prepareTabs("primary"),
      group: "primary",
    };
  }

  override async _preparePartContext(partId: string, context: SheetContext, options: SheetRenderOptions): Promise<SheetContext> {
    const part = await super._preparePartContext(partId, context, options);
    const tabs = context.tabs as Record<string, unknown> | undefined;
    return tabs?.[partId] ? { ...part, tab: tabs[partId] } : part;
  }

  protected override async onRoll({ dataset, skipDialog }: RollRequest): Promise<unknown> {
    if (dataset.roll === "attribute" && dataset.key) return shadowRollAttribute(this.actor, dataset.key, { skipDialog });
    return null;
  }

  static async #onToggleEquipped(this: ShadowActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const item = this.itemFrom(target);
    if (isShadowWeapon(item) || isShadowArmor(item) || isShadowShield(item)) await updateDocument(item, { "system.equipped": !item.system.equipped });
  }

  static async #onDeathTest(this: ShadowActorSheet): Promise<void> {
    await shadowRollDeathTest(this.actor);
  }

  static async #onFirstAid(this: ShadowActorSheet): Promise<void> {
    const choice = await formDialog({
      title: localize("ANTHOLOGY.Shadow.Heal.FirstAidTitle"),
      template: "systems/anthology/templates/shadow/dialogs/first-aid.hbs",
      classes: ["shadow"],
      confirm: "ANTHOLOGY.Shadow.Heal.Apply",
      parse: (v) => ({ herbalCure: v.herbalCure === true, medicus: v.medicus === true, mystical: Number(v.mystical ?? 0) }),
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
