/**
 * What the Shadow character sheet and the compact monster sheet share: the rows they show (attributes, weapons with
 * their attack value, armor, shields, abilities, gear), Toughness and Corruption as bars, the Defense hint, the notes
 * or biography enriched, and the actions behind them (an attribute's test, equipping, a weapon's damage). Each sheet
 * adds its own layout and the actions only it has (the character's death test, healing and Experience).
 */
import { shadowTakeFlankingPosition } from "../flows/flanking.js";
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
  type ShadowAbilityRank,
  type ShadowWeaponQuality,
} from "../rules/index.js";
import { actorItems, actorItemsOfType } from "../../../core/foundry/items.js";
import { updateDocument } from "../../../core/foundry/updates.js";
import { SHADOW_STATUS, hasStatus, shadowKind, shadowView } from "../data/view.js";
import { setStatus } from "../../../core/foundry/statuses.js";
import { skipDialogPressed } from "../../../core/keybindings.js";
import { shadowStandUp } from "../rolls/stand-up.js";
import { shadowEngage, shadowProvokeFreeAttacks } from "../rolls/free-attack.js";
import { shadowActLaterFlow, shadowCombatantOf, type ShadowActLaterCombat } from "../flows/act-later.js";
import { SHADOW_MOVE_COST, shadowSpendTurnAction, shadowTurnView } from "../flows/turn-actions.js";
import { shadowToggleDrawn } from "../flows/draw-weapon.js";
import { shadowUseElixir } from "../rolls/elixir.js";

/** The conditions an attack reads (data/view.ts shadowCombatant), set on or off from the sheet as from the Token HUD. */
const SHEET_CONDITIONS = [SHADOW_STATUS.prone, SHADOW_STATUS.blind, SHADOW_STATUS.flanked, SHADOW_STATUS.unaware, SHADOW_STATUS.lowerGround] as const;
import { isShadowArmor, isShadowCharacter, isShadowMonster, isShadowShield, isShadowWeapon } from "../data/types.js";
import { barView } from "../../../core/sheets/bar.js";
import { shadowRollAttribute } from "../rolls/attribute-test.js";
import { shadowWeaponDamage } from "../rolls/attack.js";

interface ItemLike {
  id: string;
  name: string | null;
  img: string | null;
  type: string;
  system: Record<string, unknown>;
}

export class ShadowSheetBase extends AnthologyActorSheet {
  // Typed as the core's: Foundry merges each subclass's DEFAULT_OPTIONS (actions included) with these.
  static override DEFAULT_OPTIONS: Record<string, unknown> = {
    classes: ["shadow"],
    actions: {
      toggleEquipped: ShadowSheetBase.#onToggleEquipped,
      rollDamage: ShadowSheetBase.#onRollDamage,
      shadowStatus: ShadowSheetBase.#onStatus,
      standUp: ShadowSheetBase.#onStandUp,
      engage: ShadowSheetBase.#onEngage,
      flank: ShadowSheetBase.#onFlank,
      provoke: ShadowSheetBase.#onProvoke,
      spendAction: ShadowSheetBase.#onSpendAction,
      actLater: ShadowSheetBase.#onActLater,
      useElixir: ShadowSheetBase.#onUseElixir,
    },
  };

  protected items(type: string): ItemLike[] {
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
    const weapons = actorItems(this.actor)
      .filter(isShadowWeapon)
      .sort((a, b) => (a.name ?? "").localeCompare(b.name ?? ""))
      .map((item) => {
        const w = item.system;
        const qualities = SHADOW_WEAPON_QUALITIES.filter((q) => w.qualities?.[q]);
        return {
          id: item.id,
          name: item.name ?? "",
          img: item.img,
          damage: w.damage,
          equipped: w.equipped,
          // Drawn or sheathed (002); a natural weapon is always ready, whatever its mark.
          drawState: w.qualities.natural
            ? "ANTHOLOGY.Shadow.DrawWeapon.State.natural"
            : w.equipped
              ? "ANTHOLOGY.Shadow.DrawWeapon.State.drawn"
              : "ANTHOLOGY.Shadow.DrawWeapon.State.sheathed",
          attribute: `ANTHOLOGY.Shadow.Attribute.${w.attribute}`,
          // The attack test is [attribute←Defense] (002): the value the d20 rolls under before the target's Defense.
          attack: shadowTestValue(view.attributes[w.attribute]),
          qualities: qualities.map((q: ShadowWeaponQuality) => `ANTHOLOGY.Shadow.Quality.${q}`),
          draw: `ANTHOLOGY.Shadow.Draw.${shadowDrawCost({ qualities })}`,
        };
      });
    const gear = (type: string) => this.items(type).map((item) => ({ id: item.id, name: item.name ?? "", img: item.img, system: item.system }));
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
    const html = isShadowCharacter(actor) ? actor.system.biography : isShadowMonster(actor) ? actor.system.notes : "";
    const enrichedBiography = await enrichText(html, this.actor, this.actor.isOwner);
    const shields = gear("shadowShield");
    return {
      ...context,
      isCharacter,
      view,
      // Toughness is held to its maximum; Corruption is drawn against its threshold, which it may pass (002).
      bars: { toughness: barView(view.toughness.value, view.toughness.max), corruption: barView(view.corruption.value, view.corruption.threshold) },
      attributes,
      weapons,
      armor: gear("shadowArmor"),
      shields,
      // Each row with its summary (the description enriched, sanitized) for the inventory's open-in-place rows.
      equipment: await this.withSummaries(gear("shadowEquipment")),
      abilities,
      vitalLabel: `ANTHOLOGY.Shadow.Vital.${view.vital}`,
      // The equipped shield's bonus and name, as the armor box shows protection and the armor's name; the Defense
      // hint names the shield only when there is one.
      hasShield: view.shield !== "none",
      // Defense is Quick − Impeding (+1 with a shield, 002); an Impeding of 0 goes unsaid.
      defenseHint:
        view.shield !== "none"
          ? view.impeding
            ? "ANTHOLOGY.Shadow.Hint.DefenseShield"
            : "ANTHOLOGY.Shadow.Hint.DefenseShieldPlain"
          : view.impeding
            ? "ANTHOLOGY.Shadow.Hint.Defense"
            : "ANTHOLOGY.Shadow.Hint.DefensePlain",
      shieldLabel: `ANTHOLOGY.Shadow.ShieldKind.${view.shield}`,
      shieldName: shields.find((i) => i.system.equipped === true)?.name ?? "",
      conditions: SHEET_CONDITIONS.map((id) => ({
        id,
        label: `ANTHOLOGY.Shadow.Status.${id}`,
        hint: `ANTHOLOGY.Shadow.ConditionHint.${id}`,
        active: hasStatus(this.actor, id),
      })),
      prone: hasStatus(this.actor, SHADOW_STATUS.prone),
      // This round's actions in combat (002 "Actions in Combat"); null outside combat.
      turn: shadowTurnView(this.actor),
      bioField: isCharacter ? "system.biography" : "system.notes",
      bioValue: html,
      enrichedBiography,
    };
  }

  protected override async onRoll({ dataset, skipDialog }: RollRequest): Promise<unknown> {
    if (dataset.roll === "attribute" && dataset.key) return shadowRollAttribute(this.actor, dataset.key, { skipDialog });
    return null;
  }

  /** Armor and shields worn or not; a weapon drawn (its action spent in combat) or sheathed (flows/draw-weapon.ts). */
  static async #onToggleEquipped(this: ShadowSheetBase, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const item = this.itemFrom(target);
    if (isShadowWeapon(item)) await shadowToggleDrawn(item);
    else if (isShadowArmor(item) || isShadowShield(item)) await updateDocument(item, { "system.equipped": !item.system.equipped });
  }

  /** A condition on or off (only the ones the sheet lists: a button's data picks among them). */
  static async #onStatus(this: ShadowSheetBase, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const id = SHEET_CONDITIONS.find((c) => c === target.dataset.status);
    if (!id || !this.isEditable) return;
    await setStatus(this.actor, id, !hasStatus(this.actor, id));
  }

  /** Standing up in combat spends what the Quick test decided: a Movement Action, or the whole turn. */
  static async #onStandUp(this: ShadowSheetBase, event: PointerEvent): Promise<void> {
    const cost = await shadowStandUp(this.actor, { skipDialog: skipDialogPressed(event) });
    if (cost) await shadowSpendTurnAction(this.actor, cost);
  }

  /** Engaging the targeted foe (a Movement Action): the Long weapon's Free Attack, when one side has the reach (rolls/free-attack.ts). */
  static async #onEngage(this: ShadowSheetBase): Promise<void> {
    if (!this.isEditable || !(await shadowSpendTurnAction(this.actor, SHADOW_MOVE_COST))) return;
    await shadowEngage(this.actor);
  }

  /** Withdrawing from, or moving past, the targeted enemies (a Movement Action): each gets a Free Attack (rolls/free-attack.ts). */
  static async #onProvoke(this: ShadowSheetBase, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const move = target.dataset.move;
    if (move !== "withdraw" && move !== "movePast") return;
    if (!this.isEditable || !(await shadowSpendTurnAction(this.actor, SHADOW_MOVE_COST))) return;
    await shadowProvokeFreeAttacks(this.actor, move);
  }

  /** Taking a flanking position on the targeted foe (a Movement Action): the foe is marked Flanked (flows/flanking.ts). */
  static async #onFlank(this: ShadowSheetBase): Promise<void> {
    if (this.isEditable) await shadowTakeFlankingPosition(this.actor);
  }

  /** Spends a Combat or a Movement Action of this round by hand (an attack, first aid, another movement). */
  static async #onSpendAction(this: ShadowSheetBase, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const kind = target.dataset.kind;
    if (!this.isEditable || (kind !== "combat" && kind !== "movement")) return;
    await shadowSpendTurnAction(this.actor, kind);
  }

  /** One dose of an elixir, drunk or applied by its carrier (rolls/elixir.ts). */
  static async #onUseElixir(this: ShadowSheetBase, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const item = this.itemFrom(target);
    if (item && this.isEditable) await shadowUseElixir(item);
  }

  /** Waiting for a later place in the viewed combat's turn order (flows/act-later.ts). */
  static async #onActLater(this: ShadowSheetBase): Promise<void> {
    if (!this.isEditable) return;
    const combat = (game as { combat?: ShadowActLaterCombat | null }).combat ?? null;
    const combatant = shadowCombatantOf(combat, this.actor);
    if (combat && combatant) await shadowActLaterFlow(combat, combatant);
  }

  /** A weapon's damage without its attack test: the GM rules the blow lands (module/rulesets/shadow/rolls/attack.ts). */
  static async #onRollDamage(this: ShadowSheetBase, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const item = this.itemFrom(target);
    if (item) await shadowWeaponDamage(item);
  }
}
