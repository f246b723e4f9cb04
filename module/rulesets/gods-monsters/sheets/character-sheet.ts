/**
 * The Gods & Monsters character sheet: abilities and reactions; combat; fields and skills;
 * inventory; magic; ailments and effects; biography. Every rollable number is clickable
 * (shift-click skips the dialog).
 */
import { updateDocument } from "../../../core/foundry/updates.js";
import { enrichText } from "../../../core/foundry/text.js";
import { AnthologyActorSheet } from "../../../core/sheets/actor-sheet.js";
import type { RollRequest } from "../../../core/sheets/actor-sheet.js";
import type { SheetContext, SheetRenderOptions } from "../../../core/sheet-shapes.js";
import { gmBuyWithMojo } from "../flows/mojo-spend.js";
import { gmConfirmMojoSpend } from "./confirm-spend.js";
import type { GmMojoPurchase } from "../flows/mojo-spend.js";
import { gmAdoptSpecies, gmApplySpeciesStep, gmApplyStartingNumbers, gmPhysiqueDefaults, gmRollAbilityScores, gmRollPhysique } from "../flows/creation.js";
import { gmHeightModifier, gmWeightModifier } from "../rules/character/physique.js";
import { gmAbilityScores } from "../rules/character/abilities.js";
import type { GmPhysiqueInput } from "../flows/creation.js";
import { gmRollSpellCompatibility } from "../rolls/spell-compatibility.js";
import { gmSemiConsciousRespond } from "../rolls/semi-conscious.js";
import { gmHeroicLastEffort } from "../rolls/heroic-effort.js";
import { gmBuyBeforeRoll } from "../rolls/buy-before-roll.js";
import { gmBuyTechnique, gmTechniquesOf } from "../flows/monk-technique.js";
import { gmMonkTechniqueCost } from "../rules/mojo/techniques.js";
import { gmPurchaseCost } from "../flows/mojo-spend.js";
import { gmFieldsOf } from "../data/field-items.js";
import { GM_ABILITIES, GM_REACTIONS } from "../rules/equipment/types.js";
import { gmDayRestAction, gmEncounterAction, gmNewDayAction, gmNightRestAction } from "../flows/rest.js";
import { gmIsCharacter, gmTargetedActor } from "../data/view.js";
import { gmRollContest } from "../rolls/contest.js";
import type { GmCharacterActor } from "../data/view.js";
import { gmApplyAdvancement } from "../rolls/advancement.js";
import { gmDonateLoot } from "../flows/loot.js";
import { gmAgeAction, gmAgingView } from "../flows/aging.js";
import { gmTakeThiefGain } from "../flows/thief-gain.js";
import { gmApplyDamageToActor } from "../rolls/apply-damage.js";
import { gmRollAttack } from "../rolls/attack.js";
import { gmLoadWeapon } from "../rolls/loading.js";
import { gmQuickdraw } from "../rolls/quickdraw.js";
import { gmRollCheck } from "../rolls/check.js";
import { gmRollConsciousness, gmRollDeathContest } from "../rolls/conditions.js";
import { GM_SEMI_CONSCIOUS_MOJO } from "../rules/mojo/costs.js";
import { gmCharacterContext } from "./character-context.js";
import { GM_PROMPT_TEMPLATE, gmAmountInput, gmPrompt, gmText } from "./prompts.js";
import { skipDialogPressed } from "../../../core/keybindings.js";
import { isGmAbilityName } from "../rules/equipment/types.js";
import { gmDropPlacement } from "./inventory-drop.js";
import { format, localize } from "../../../core/foundry/i18n.js";

const T = "systems/anthology/templates/gods-monsters/actor";
const GM_PHYSIQUE_TEMPLATE = "systems/anthology/templates/gods-monsters/dialogs/physique.hbs";
const GM_TECHNIQUE_TEMPLATE = "systems/anthology/templates/gods-monsters/dialogs/technique.hbs";
const GM_BUY_BEFORE_ROLL_TEMPLATE = "systems/anthology/templates/gods-monsters/dialogs/buy-before-roll.hbs";

export class GmCharacterSheet extends AnthologyActorSheet {
  /** A Limited user reads the backstory (the notes stay the player's). */
  static override PUBLIC_DESCRIPTION = "backstory";
  static override DEFAULT_OPTIONS = {
    classes: ["gods-monsters", "gm-character"],
    position: { width: 760, height: 820 },
    actions: {
      attack: GmCharacterSheet.#onAttack,
      quickdraw: GmCharacterSheet.#onQuickdraw,
      loadWeapon: GmCharacterSheet.#onLoadWeapon,
      buyMojo: GmCharacterSheet.#onBuyMojo,
      addSkill: GmCharacterSheet.#onAddSkill,
      newField: GmCharacterSheet.#onNewField,
      rest: GmCharacterSheet.#onRest,
      advance: GmCharacterSheet.#onAdvance,
      lootExperience: GmCharacterSheet.#onLootExperience,
      thiefGain: GmCharacterSheet.#onThiefGain,
      rollAbilities: GmCharacterSheet.#onRollAbilities,
      startingNumbers: GmCharacterSheet.#onStartingNumbers,
      applySpecies: GmCharacterSheet.#onApplySpecies,
      physique: GmCharacterSheet.#onPhysique,
      spellCompatibility: GmCharacterSheet.#onSpellCompatibility,
      takeDamage: GmCharacterSheet.#onTakeDamage,
      toggleEquipped: GmCharacterSheet.#onToggleEquipped,
      semiConscious: GmCharacterSheet.#onSemiConscious,
      semiConsciousRespond: GmCharacterSheet.#onSemiConsciousRespond,
      heroicEffort: GmCharacterSheet.#onHeroicEffort,
      buyBeforeRoll: GmCharacterSheet.#onBuyBeforeRoll,
      buyTechnique: GmCharacterSheet.#onBuyTechnique,
      contest: GmCharacterSheet.#onContest,
      aging: GmCharacterSheet.#onAging,
    },
  };

  static override PARTS = {
    header: { template: `${T}/character-header.hbs` },
    tabs: { template: "systems/anthology/templates/core/tab-navigation.hbs" },
    abilities: { template: `${T}/character-abilities.hbs`, scrollable: [""] },
    combat: { template: `${T}/character-combat.hbs`, scrollable: [""] },
    fields: { template: `${T}/character-fields.hbs`, scrollable: [""] },
    inventory: { template: `${T}/character-inventory.hbs`, scrollable: [""] },
    magic: { template: `${T}/character-magic.hbs`, scrollable: [""] },
    ailments: { template: `${T}/character-ailments.hbs`, scrollable: [""] },
    biography: { template: `${T}/character-biography.hbs`, scrollable: [""] },
  };

  static override TABS = {
    primary: {
      tabs: [
        { id: "abilities", icon: "fa-solid fa-dice-d20" },
        { id: "combat", icon: "fa-solid fa-hand-fist" },
        { id: "fields", icon: "fa-solid fa-graduation-cap" },
        { id: "inventory", icon: "fa-solid fa-box-open" },
        { id: "magic", icon: "fa-solid fa-wand-magic-sparkles" },
        { id: "ailments", icon: "fa-solid fa-heart-crack" },
        { id: "biography", icon: "fa-solid fa-book-open" },
      ],
      initial: "abilities",
      labelPrefix: "ANTHOLOGY.GM.Tabs",
    },
  };

  get gmActor(): GmCharacterActor | null {
    const actor = this.actor;
    return gmIsCharacter(actor) ? actor : null;
  }

  override async _prepareContext(options: SheetRenderOptions): Promise<SheetContext> {
    const context = await super._prepareContext(options);
    const actor = this.gmActor;
    if (!actor) return context;
    const enrich = (html: string) => enrichText(html, actor, actor.isOwner);
    const view = gmCharacterContext(actor);
    return {
      ...context,
      ...view,
      inventory: await this.withSummaries(view.inventory as { id: string }[]),
      tabs: this._prepareTabs("primary"),
      group: "primary",
      enrichedBackstory: await enrich(actor.system.backstory),
      enrichedNotes: await enrich(actor.system.notes),
      aging: gmAgingView(actor),
    };
  }

  override async _preparePartContext(partId: string, context: SheetContext, options: SheetRenderOptions): Promise<SheetContext> {
    const ctx = await super._preparePartContext(partId, context, options);
    const tabs = context.tabs as Record<string, unknown> | undefined;
    if (tabs && partId in tabs) return { ...ctx, tab: tabs[partId] };
    return ctx;
  }

  protected override async onRoll({ dataset, skipDialog }: RollRequest): Promise<unknown> {
    const actor = this.gmActor;
    if (!actor) return null;
    switch (dataset.roll) {
      case "ability":
      case "reaction":
        return gmRollCheck(actor, { kind: dataset.roll, key: dataset.key ?? "", skipDialog });
      case "unarmed":
        return gmRollAttack(actor, { skipDialog });
      case "consciousness":
        return gmRollConsciousness(actor, skipDialog);
      case "death":
        return gmRollDeathContest(actor);
    }
    return null;
  }

  static async #onAttack(this: GmCharacterSheet, event: PointerEvent, target: HTMLElement): Promise<void> {
    const actor = this.gmActor;
    const item = this.itemFrom(target);
    if (!actor || !item) return;
    await gmRollAttack(actor, { item, throwIt: target.dataset.throw === "true", skipDialog: skipDialogPressed(event) });
  }

  /** One loading action on a weapon of several actions (004 "Number of actions"). */
  static async #onLoadWeapon(this: GmCharacterSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const actor = this.gmActor;
    const item = this.itemFrom(target);
    if (!actor || !item) return;
    await gmLoadWeapon(actor, item);
  }

  /** Draw and attack in one round (004 "Quickdraw"): the evasion roll, then the attack or surprise. */
  static async #onQuickdraw(this: GmCharacterSheet, event: PointerEvent, target: HTMLElement): Promise<void> {
    const actor = this.gmActor;
    const item = this.itemFrom(target);
    if (!actor || !item) return;
    await gmQuickdraw(actor, item, { skipDialog: skipDialogPressed(event) });
  }

  static async #onBuyMojo(this: GmCharacterSheet, event: PointerEvent, target: HTMLElement): Promise<void> {
    const actor = this.gmActor;
    if (!actor) return;
    const d = target.dataset;
    let purchase: GmMojoPurchase | null = null;
    if (d.purchase === "ability" && isGmAbilityName(d.key)) purchase = { kind: "ability", ability: d.key };
    else if (d.purchase === "fieldBonus") purchase = { kind: "fieldBonus", fieldId: this.itemFrom(target)?.id ?? "" };
    else if (d.purchase === "spell") purchase = { kind: "spell", itemId: this.itemFrom(target)?.id ?? "" };
    else if (d.purchase === "coins") purchase = { kind: "coins" };
    if (purchase && (await gmConfirmMojoSpend(actor, purchase, event))) await gmBuyWithMojo(actor, purchase);
  }

  static async #onAddSkill(this: GmCharacterSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const actor = this.gmActor;
    const field = this.itemFrom(target);
    if (!actor || !field) return;
    const skill = await gmPrompt(
      localize("ANTHOLOGY.GM.Sheet.AddSkill"),
      GM_PROMPT_TEMPLATE,
      { inputs: [{ name: "skill", label: "ANTHOLOGY.GM.Sheet.SkillName" }] },
      (raw) => gmText(raw.skill),
    );
    const purchase: GmMojoPurchase = { kind: "skill", fieldId: field.id ?? "", skill: skill ?? "" };
    if (skill && (await gmConfirmMojoSpend(actor, purchase))) await gmBuyWithMojo(actor, purchase);
  }

  static async #onNewField(this: GmCharacterSheet): Promise<void> {
    const actor = this.gmActor;
    if (!actor) return;
    const input = await gmPrompt(
      localize("ANTHOLOGY.GM.Sheet.NewField"),
      GM_PROMPT_TEMPLATE,
      {
        inputs: [
          { name: "name", label: "ANTHOLOGY.GM.Sheet.FieldName" },
          { name: "skill", label: "ANTHOLOGY.GM.Sheet.SkillName" },
        ],
      },
      (raw) => ({ name: gmText(raw.name), skill: gmText(raw.skill) }),
    );
    const purchase: GmMojoPurchase = { kind: "field", name: input?.name ?? "", skill: input?.skill ?? "" };
    if (input?.name && (await gmConfirmMojoSpend(actor, purchase))) await gmBuyWithMojo(actor, purchase);
  }

  static async #onRest(this: GmCharacterSheet, event: PointerEvent, target: HTMLElement): Promise<void> {
    const actor = this.gmActor;
    if (!actor) return;
    switch (target.dataset.rest) {
      case "night":
        await gmNightRestAction(actor, { skipDialog: skipDialogPressed(event) });
        break;
      case "day":
        await gmDayRestAction(actor);
        break;
      case "morning":
        await gmNewDayAction(actor);
        break;
      case "encounter":
        await gmEncounterAction(actor);
        break;
    }
  }

  static async #onAdvance(this: GmCharacterSheet): Promise<void> {
    const actor = this.gmActor;
    if (actor) await gmApplyAdvancement(actor);
  }

  /** Loot donated or lost (004): its value in silver, and whether it leaves the character's purse. */
  static async #onLootExperience(this: GmCharacterSheet): Promise<void> {
    const actor = this.gmActor;
    if (!actor) return;
    const inputs = [
      { name: "silver", label: "ANTHOLOGY.GM.Loot.Silver", type: "number" },
      { name: "fromPurse", label: "ANTHOLOGY.GM.Loot.FromPurseLabel", type: "checkbox" },
    ];
    const input = await gmPrompt(localize("ANTHOLOGY.GM.Loot.Title"), GM_PROMPT_TEMPLATE, { inputs }, (raw) => ({
      silver: raw.silver,
      fromPurse: raw.fromPurse === true,
    }));
    if (input) await gmDonateLoot(actor, input);
  }

  /** A thief's improvement from the level-up on this thief field: +1, or a new skill (asked for). */
  static async #onThiefGain(this: GmCharacterSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const actor = this.gmActor;
    const field = this.itemFrom(target);
    if (!actor || !field) return;
    if (target.dataset.gain === "bonus") {
      await gmTakeThiefGain(actor, field.id ?? "", { kind: "bonus" });
      return;
    }
    const skill = await gmPrompt(
      localize("ANTHOLOGY.GM.ThiefGain.Title"),
      GM_PROMPT_TEMPLATE,
      { inputs: [{ name: "skill", label: "ANTHOLOGY.GM.Sheet.SkillName" }] },
      (raw) => gmText(raw.skill),
    );
    if (skill !== null) await gmTakeThiefGain(actor, field.id ?? "", { kind: "skill", skill });
  }

  static async #onRollAbilities(this: GmCharacterSheet): Promise<void> {
    const actor = this.gmActor;
    if (actor) await gmRollAbilityScores(actor);
  }

  /** Age, height and weight (004): the species' numbers prefilled, a roll typed instead of rolled (blank rolls it). */
  static async #onPhysique(this: GmCharacterSheet): Promise<void> {
    const actor = this.gmActor;
    if (!actor || !this.mayAct()) return;
    const abilities = gmAbilityScores(actor.system.abilities);
    const context = { ...gmPhysiqueDefaults(actor), heightModifier: gmHeightModifier(abilities), weightModifier: gmWeightModifier(abilities) };
    const input = await gmPrompt(localize("ANTHOLOGY.GM.Physique.Title"), GM_PHYSIQUE_TEMPLATE, context, (raw): GmPhysiqueInput => ({
      ageMultiplier: raw.ageMultiplier,
      baseHeight: raw.baseHeight,
      baseWeight: raw.baseWeight,
      ageRoll: raw.ageRoll,
      heightRoll: raw.heightRoll,
    }));
    if (input) await gmRollPhysique(actor, input);
  }

  /** A sorceror's reason roll for a spell not paid for with archetypal mojo (004 "Spell compatibility"). */
  static async #onSpellCompatibility(this: GmCharacterSheet, event: PointerEvent, target: HTMLElement): Promise<void> {
    const actor = this.gmActor;
    const item = this.itemFrom(target);
    if (!actor || !item || !this.mayAct()) return;
    await gmRollSpellCompatibility(actor, item, { skipDialog: skipDialogPressed(event) });
  }

  static async #onApplySpecies(this: GmCharacterSheet): Promise<void> {
    const actor = this.gmActor;
    if (actor && this.mayAct()) await gmApplySpeciesStep(actor);
  }

  /**
   * A species specialty dropped on the sheet makes it the character's species. An item dropped on a container's
   * row goes into it (inventory-drop.ts); one of this character's items dropped elsewhere leaves its container.
   */
  protected override async _onDropItem(event: DragEvent, item: Item.Implementation): Promise<unknown> {
    const actor = this.gmActor;
    const placement = actor && actor.isOwner ? gmDropPlacement(actor, event, item) : null;
    if (placement?.refused) {
      ui.notifications?.warn(format("ANTHOLOGY.GM.Sheet.ContainerLoop", { item: item.name ?? "", container: placement.containerName }));
      return null;
    }
    if (placement?.move) {
      await updateDocument(item, { "system.containerId": placement.containerId });
      return item;
    }
    const result = await super._onDropItem(event, item);
    if (placement?.containerId && result && typeof result === "object" && "update" in result)
      await updateDocument(result as Item.Implementation, { "system.containerId": placement.containerId });
    if (actor && actor.isOwner && result !== false) await gmAdoptSpecies(actor, item);
    return result;
  }

  static async #onStartingNumbers(this: GmCharacterSheet): Promise<void> {
    const actor = this.gmActor;
    if (!actor) return;
    const ok = await foundry.applications.api.DialogV2.confirm({
      // Paper and ink in both v13 themes (styles/core.css .anthology).
      classes: ["anthology", "gods-monsters"],
      window: { title: localize("ANTHOLOGY.GM.Sheet.StartingNumbers") },
      content: `<p>${foundry.utils.escapeHTML(localize("ANTHOLOGY.GM.Sheet.StartingNumbersConfirm"))}</p>`,
    });
    if (ok) await gmApplyStartingNumbers(actor);
  }

  static async #onTakeDamage(this: GmCharacterSheet): Promise<void> {
    const actor = this.gmActor;
    if (!actor) return;
    const input = await gmPrompt(
      localize("ANTHOLOGY.GM.Sheet.TakeDamage"),
      GM_PROMPT_TEMPLATE,
      {
        inputs: [
          { name: "amount", label: "ANTHOLOGY.GM.Sheet.DamageAmount", type: "number" },
          { name: "injuryDice", label: "ANTHOLOGY.GM.Sheet.InjuryDice", type: "number" },
        ],
        archetypal: true,
      },
      (raw) => ({
        amount: gmAmountInput(raw.amount),
        injuryDice: gmAmountInput(raw.injuryDice),
        archetypal: raw.archetypal === true || raw.archetypal === "on",
      }),
    );
    if (input && input.amount > 0)
      await gmApplyDamageToActor(actor, { amount: input.amount, injuryDice: input.injuryDice, archetypal: input.archetypal ? "yes" : "no" });
  }

  /** An unconscious character's player may spend one mojo to become semi-conscious (004 "Unconsciousness"). */
  static async #onSemiConscious(this: GmCharacterSheet): Promise<void> {
    const actor = this.gmActor;
    if (!actor || !actor.system.state.unconscious) return;
    if (actor.system.mojo < GM_SEMI_CONSCIOUS_MOJO) {
      ui.notifications?.warn(localize("ANTHOLOGY.GM.Mojo.NotEnough"));
      return;
    }
    await updateDocument(actor, {
      "system.mojo": actor.system.mojo - GM_SEMI_CONSCIOUS_MOJO,
      "system.state.unconscious": false,
      "system.state.semiConscious": true,
    });
  }

  /** A semi-conscious character told to act or asked a question: willpower, or d4 rounds (001). */
  static async #onSemiConsciousRespond(this: GmCharacterSheet, event: PointerEvent): Promise<void> {
    const actor = this.gmActor;
    if (actor && this.mayAct()) await gmSemiConsciousRespond(actor, { skipDialog: skipDialogPressed(event) });
  }

  /** The heroic last effort (004 "A time to die") with the roll chosen beside the button. */
  static async #onHeroicEffort(this: GmCharacterSheet, event: PointerEvent, target: HTMLElement): Promise<void> {
    const actor = this.gmActor;
    if (!actor || !this.mayAct()) return;
    const select = target.closest(".gm-heroic")?.querySelector<HTMLSelectElement>("select.gm-heroic-roll");
    await gmHeroicLastEffort(actor, select?.value ?? "ability.strength", { skipDialog: skipDialogPressed(event) });
  }

  /** A field bonus or skill bought just before a roll it helps, the mojo spent added to that roll (004). */
  static async #onBuyBeforeRoll(this: GmCharacterSheet, event: PointerEvent, target: HTMLElement): Promise<void> {
    const actor = this.gmActor;
    const field = this.itemFrom(target);
    if (!actor || !field || !this.mayAct()) return;
    const view = gmFieldsOf(actor).find((f) => f.id === field.id);
    if (!view) return;
    const context = {
      field: view.name,
      bonusCost: gmPurchaseCost(actor, { kind: "fieldBonus", fieldId: view.id }),
      skillCost: gmPurchaseCost(actor, { kind: "skill", fieldId: view.id, skill: "-" }),
      rolls: Object.fromEntries([
        ...GM_ABILITIES.map((k) => [`ability.${k}`, `ANTHOLOGY.GM.Ability.${k}`]),
        ...GM_REACTIONS.map((k) => [`reaction.${k}`, `ANTHOLOGY.GM.Reaction.${k}`]),
      ]),
    };
    const input = await gmPrompt(localize("ANTHOLOGY.GM.BuyBeforeRoll.Title"), GM_BUY_BEFORE_ROLL_TEMPLATE, context, (raw) => ({
      buy: raw.buy === "bonus" ? ("bonus" as const) : ("skill" as const),
      skill: gmText(raw.skill),
      roll: typeof raw.roll === "string" ? raw.roll : "",
    }));
    if (!input) return;
    if (input.buy === "skill" && !input.skill) {
      ui.notifications?.warn(localize("ANTHOLOGY.GM.BuyBeforeRoll.NeedSkill"));
      return;
    }
    await gmBuyBeforeRoll(actor, { fieldId: view.id, ...input }, { skipDialog: skipDialogPressed(event) });
  }

  /** A monk's technique for one skill of the field or for the whole field (004), its price shown in the choice. */
  static async #onBuyTechnique(this: GmCharacterSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const actor = this.gmActor;
    const field = this.itemFrom(target);
    if (!actor || !field || !this.mayAct()) return;
    const held = gmTechniquesOf(field);
    const skills = ((field.system as { skills?: unknown }).skills as string[] | undefined) ?? [];
    const context = {
      field: field.name,
      fieldCost: gmMonkTechniqueCost(held, "field"),
      skills: skills.filter((k) => gmMonkTechniqueCost(held, "skill", k) !== null).map((k) => ({ name: k, cost: gmMonkTechniqueCost(held, "skill", k) })),
    };
    const choice = await gmPrompt(localize("ANTHOLOGY.GM.Technique.Title"), GM_TECHNIQUE_TEMPLATE, context, (raw) =>
      typeof raw.technique === "string" ? raw.technique : "",
    );
    if (!choice) return;
    if (choice === "@field") await gmBuyTechnique(actor, field, "field");
    else await gmBuyTechnique(actor, field, "skill", choice);
  }

  /** Contest the clicked ability or reaction against the targeted token's. */
  static async #onContest(this: GmCharacterSheet, event: PointerEvent, target: HTMLElement): Promise<void> {
    const actor = this.gmActor;
    if (!actor) return;
    const opponent = gmTargetedActor();
    if (!opponent) {
      ui.notifications?.warn(localize("ANTHOLOGY.GM.Contest.NoTarget"));
      return;
    }
    const kind = target.dataset.roll === "reaction" ? "reaction" : "ability";
    await gmRollContest(actor, opponent, kind, target.dataset.key ?? "", { skipDialog: skipDialogPressed(event) });
  }

  static async #onToggleEquipped(this: GmCharacterSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const item = this.itemFrom(target);
    if (!item) return;
    const equipped = (item.system as { equipped?: boolean }).equipped === true;
    await updateDocument(item, { "system.equipped": !equipped });
  }

  static async #onAging(this: GmCharacterSheet): Promise<void> {
    const actor = this.gmActor;
    if (actor) await gmAgeAction(actor);
  }
}
