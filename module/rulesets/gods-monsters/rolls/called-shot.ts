/**
 * A called shot's effect, rolled from its damage card (004 "Called shot"): the card offers the target's evasion or
 * fortitude against a dropped item, a disrupted spell or broken concentration, at a penalty of the damage and a bonus
 * of the target's movement (`gmCalledShotReactionTargets`, worked out when the damage was rolled and kept in the card's
 * `system.called`). The button picks only the effect and the reaction among the card's choices; the target number is
 * the card's. The target's owner or the GM rolls it, once per card; a card says what happened from the target's side.
 */
import { registerChatAction, type ChatActionContext } from "../../../core/chat/chat-actions.js";
import { formatChance, rollUnderChance } from "../../../dice/index.js";
import type { ResultBand } from "../../../dice/cards/band.js";
import {
  GM_CALLED_SHOT_EFFECTS, GM_CALLED_SHOT_REACTIONS, gmCalledShotReactionAllowed, gmCalledShotReactionTargets,
  type GmCalledShotEffect, type GmCalledShotReaction,
} from "../rules/conflict/blows.js";
import type { GmCardCalled } from "../data/card.js";
import { postGmCard } from "../chat/cards.js";
import { gmIsCharacter, gmIsCreature } from "../data/view.js";
import { gmRollUnder } from "./dice-api.js";
import { gmActorFromUuid, gmCardOf } from "../chat/resolve.js";
import { localize, translations } from "../../../core/foundry/i18n.js";

/** The card's `called` section for a called shot's damage against `target`; null for anything that is not a G&M actor. */
export function gmCalledShotSection(target: Actor.Implementation | null, damage: number): GmCardCalled | null {
  if (!target || !(gmIsCharacter(target) || gmIsCreature(target))) return null;
  const n = target.system.numbers;
  const targets = gmCalledShotReactionTargets({ evasion: n.reactions.evasion, fortitude: n.reactions.fortitude }, damage, n.movement);
  return { targetUuid: target.uuid, damage: Math.max(0, Math.floor(damage)), ...targets };
}

export interface GmCalledShotButton { effect: GmCalledShotEffect; reaction: GmCalledShotReaction; target: number; chance: string }

/** The damage card's reaction buttons: one per effect and reaction the rules allow, each with its target and chance. */
export function gmCalledShotButtons(called: GmCardCalled | null | undefined): GmCalledShotButton[] {
  if (!called) return [];
  return GM_CALLED_SHOT_EFFECTS.flatMap((effect) =>
    GM_CALLED_SHOT_REACTIONS[effect].map((reaction) => ({
      effect, reaction, target: called[reaction],
      chance: formatChance(rollUnderChance({ target: called[reaction], modifier: 0, favour: 0, bonus: 0 })),
    })),
  );
}

/** Rolls the target's reaction against the card's called shot; null when refused or not rolled. */
export async function gmRollCalledShotReaction(ctx: ChatActionContext, actor: Actor.Implementation | null): Promise<{ made: boolean; die: number; target: number } | null> {
  const called = gmCardOf(ctx.message)?.called;
  const effect = ctx.dataset.effect;
  const reaction = ctx.dataset.reaction;
  if (!actor || !called || called.targetUuid !== actor.uuid) return null;
  if (!gmCalledShotReactionAllowed(effect, reaction)) {
    ui.notifications?.warn(localize("ANTHOLOGY.GM.Called.Refused"));
    return null;
  }
  const e = effect as GmCalledShotEffect;
  const r = reaction as GmCalledShotReaction;
  const target = called[r];
  const i18n = translations();
  const outcome = await gmRollUnder({
    actor,
    label: i18n.format("ANTHOLOGY.GM.Called.RollLabel", { reaction: i18n.localize(`ANTHOLOGY.GM.Called.Reaction.${r}`), effect: i18n.localize(`ANTHOLOGY.GM.Called.Effect.${e}`) }),
    target,
    skipDialog: true,
  });
  if (!outcome) return null;
  const made = outcome.evaluation.success;
  const die = Math.trunc(Number(outcome.roll.total) || 0);
  // The band speaks for the target: resisting the effect is their success.
  const band: ResultBand = {
    tone: made ? "success" : "failure",
    key: `ANTHOLOGY.GM.Called.${made ? "Kept" : "Lost"}.${e}`,
    value: die,
    notes: [{ key: "ANTHOLOGY.GM.Called.Need", value: target }, { key: "ANTHOLOGY.GM.Called.DamagePenalty", value: called.damage }],
  };
  await postGmCard({
    template: "called-shot",
    actor,
    context: { band, name: actor.name ?? "", text: i18n.format(`ANTHOLOGY.GM.Called.${made ? "Kept" : "Lost"}Text.${e}`, { name: actor.name ?? "", die: String(die), target: String(target) }) },
    follows: ctx.message,
  });
  return { made, die, target };
}

export function registerCalledShotAction(): void {
  registerChatAction("gmCalledShotReaction", {
    cards: ["gmCard"],
    // One reaction per called shot: the target's owner or a GM rolls it, once per card.
    once: true,
    actor: (ctx) => gmActorFromUuid(gmCardOf(ctx.message)?.called?.targetUuid),
    run: (ctx, actor) => gmRollCalledShotReaction(ctx, actor),
  });
}
