/**
 * The compact Gods & Monsters creature sheet: level, survival and injuries (bars), defense, attack, damage,
 * attacks, movement, size and reactions (unknown ones shown at 10 + half level). The attack and every
 * reaction are clickable.
 */
import { barView } from "../../../core/sheets/bar.js";
import { enrichText } from "../../../core/foundry/text.js";
import { AnthologyActorSheet } from "../../../core/sheets/actor-sheet.js";
import type { RollRequest } from "../../../core/sheets/actor-sheet.js";
import type { SheetContext, SheetRenderOptions } from "../../../core/sheet-shapes.js";
import { GM_REACTIONS, GM_SIZES } from "../rules/equipment/types.js";
import { gmCreatureInjuryThreshold } from "../rules/creatures/creature.js";
import { GM_POOL_MAX } from "../data/limits.js";
import { gmIsCreature } from "../data/view.js";
import { gmAttackerOf } from "../data/attacker.js";
import { gmWeaponLine } from "../rules/conflict/attack-plan.js";
import { actorItems } from "../../../core/foundry/items.js";
import type { GmCreatureActor } from "../data/view.js";
import { gmApplyDamageToActor } from "../rolls/apply-damage.js";
import { gmRollAttack } from "../rolls/attack.js";
import { gmRollCheck } from "../rolls/check.js";
import { gmRollConsciousness } from "../rolls/conditions.js";
import { gmNpcNightRestAction, gmRollNpcSurvival } from "../rolls/npc-survival.js";
import { gmNpcSurvivalDie } from "../rules/creatures/creature.js";
import { skipDialogPressed } from "../../../core/keybindings.js";
import { GM_PROMPT_TEMPLATE, gmAmountInput, gmPrompt } from "./prompts.js";
import { localize } from "../../../core/foundry/i18n.js";

export class GmCreatureSheet extends AnthologyActorSheet {
  /** A creature's notes are the GM's: a Limited user sees its name and portrait only. */
  static override PUBLIC_DESCRIPTION = null;
  static override DEFAULT_OPTIONS = {
    classes: ["gods-monsters", "gm-creature"],
    position: { width: 560, height: 640 },
    actions: { takeDamage: GmCreatureSheet.#onTakeDamage, npcSurvival: GmCreatureSheet.#onNpcSurvival, npcRest: GmCreatureSheet.#onNpcRest },
  };

  static override PARTS = {
    main: { template: "systems/anthology/templates/gods-monsters/actor/creature.hbs", scrollable: [""] },
  };

  get gmActor(): GmCreatureActor | null {
    const actor = this.actor;
    return gmIsCreature(actor) ? actor : null;
  }

  override async _prepareContext(options: SheetRenderOptions): Promise<SheetContext> {
    const context = await super._prepareContext(options);
    const actor = this.gmActor;
    if (!actor) return context;
    const s = actor.system;
    // The number the natural attack hits defense 0 on, from the same plan the attack roll uses (injuries included), so
    // the sheet and the roll cannot disagree.
    const attacker = gmAttackerOf(actor);
    const line = attacker ? gmWeaponLine(attacker, null, s.damage) : null;
    // What the creature carries (an item dropped on its sheet lands here), with each row's expandable summary.
    const items = actorItems(actor).map((i) => {
      const q = (i.system as { quantity?: unknown } | undefined)?.quantity;
      return { id: i.id ?? "", name: i.name ?? "", img: i.img ?? "", quantity: typeof q === "number" ? q : null };
    });
    return {
      ...context,
      numbers: s.numbers,
      survivalBar: barView(s.survival.value, s.survival.max),
      // Injuries against the threshold where death threatens, as on the character sheet; the typed value is kept
      // to the schema's own range (limit), since injuries beyond the threshold are allowed (drawn full, marked).
      injuriesBar: barView(s.injuries, gmCreatureInjuryThreshold(s.survival.value)),
      injuryLimit: GM_POOL_MAX,
      injuryThreshold: gmCreatureInjuryThreshold(s.survival.value),
      reactions: GM_REACTIONS.map((key) => ({
        key,
        label: `ANTHOLOGY.GM.Reaction.${key}`,
        value: s.numbers.reactions[key],
        stored: s.reactions[key],
        estimated: s.reactions[key] === null,
      })),
      sizes: Object.fromEntries(GM_SIZES.map((z) => [z, `ANTHOLOGY.GM.Size.${z}`])),
      archetypes: Object.fromEntries([
        ["", "ANTHOLOGY.GM.Archetype.none"],
        ...["warrior", "thief", "sorceror", "prophet", "monk"].map((a) => [a, `ANTHOLOGY.GM.Archetype.${a}`]),
      ]),
      // An NPC with an archetype rolls its survival: one die a level (004 "Non-player characters").
      npcSurvivalDice: s.archetype ? `${s.level}d${gmNpcSurvivalDie(s.archetype)}` : "",
      hitAgainstZero: line?.hitsOn ?? 0,
      injuryPenalty: line?.injuryPenalty ?? 0,
      items: await this.withSummaries(items),
      enrichedNotes: await enrichText(s.notes, actor, actor.isOwner),
    };
  }

  protected override async onRoll({ dataset, skipDialog }: RollRequest): Promise<unknown> {
    const actor = this.gmActor;
    if (!actor) return null;
    if (dataset.roll === "reaction") return gmRollCheck(actor, { kind: "reaction", key: dataset.key ?? "", skipDialog });
    if (dataset.roll === "attack") return gmRollAttack(actor, { skipDialog });
    if (dataset.roll === "consciousness") return gmRollConsciousness(actor, skipDialog);
    return null;
  }

  static async #onTakeDamage(this: GmCreatureSheet): Promise<void> {
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
      },
      (raw) => ({ amount: gmAmountInput(raw.amount), injuryDice: gmAmountInput(raw.injuryDice) }),
    );
    if (input && input.amount > 0) await gmApplyDamageToActor(actor, { amount: input.amount, injuryDice: input.injuryDice, archetypal: "no" });
  }

  /** Rolls the NPC's survival; the prompt asks for the per-die bonus of its level number (shift-click: none). */
  static async #onNpcSurvival(this: GmCreatureSheet, event: PointerEvent): Promise<void> {
    const actor = this.gmActor;
    if (!actor) return;
    const input = skipDialogPressed(event)
      ? { perDieBonus: 0 }
      : await gmPrompt(
          localize("ANTHOLOGY.GM.Npc.SurvivalTitle"),
          GM_PROMPT_TEMPLATE,
          { inputs: [{ name: "perDieBonus", label: "ANTHOLOGY.GM.Npc.PerDieBonus", type: "number" }] },
          (raw) => ({ perDieBonus: gmAmountInput(raw.perDieBonus) }),
        );
    if (input) await gmRollNpcSurvival(actor, input);
  }

  static async #onNpcRest(this: GmCreatureSheet): Promise<void> {
    const actor = this.gmActor;
    if (actor) await gmNpcNightRestAction(actor);
  }
}
