/**
 * A called shot's effect, rolled from its damage card (004 "Called shot"): the card offers the target's evasion or
 * fortitude against a dropped item, a disrupted spell or broken concentration, at a penalty of the damage and a bonus
 * of the target's movement (`gmCalledShotReactionTargets`, worked out when the damage was rolled and kept in the card's
 * `system.called`). A target with spells or spirit manifestations gets one button per spell to complete it at the
 * reduced movement of casting (`gmCalledShotCastingTargets`); a target who may be shooting or throwing gets the
 * reaction against the distracted shot. The button picks only the effect and the reaction (and which spell) among the
 * card's choices; the target number is the card's. The target's owner or the GM rolls it, once per card; a card says
 * what happened from the target's side.
 */
import { registerChatAction, type ChatActionContext } from "../../../core/chat/chat-actions.js";
import { formatChance, rollUnderChance } from "../../../dice/index.js";
import type { ResultBand } from "../../../dice/cards/band.js";
import {
  GM_CALLED_SHOT_EFFECTS,
  GM_CALLED_SHOT_REACTIONS,
  gmCalledShotCastingTargets,
  gmCalledShotReactionAllowed,
  gmCalledShotReactionTargets,
  type GmCalledShotEffect,
  type GmCalledShotReaction,
} from "../rules/conflict/blows.js";
import type { GmCardCalled } from "../data/card.js";
import { postGmCard } from "../chat/cards.js";
import { gmIsCharacter, gmIsCreature } from "../data/view.js";
import { gmRollUnder } from "./dice-api.js";
import { gmActorFromUuid, gmCardOf } from "../chat/resolve.js";
import { isGmSpell, isGmSpirit, isGmWeapon } from "../data/types.js";
import type { GmDuration } from "../rules/equipment/types.js";
import { localize, translations } from "../../../core/foundry/i18n.js";

/** The target's spells (casting time) and manifestations (calling time), as the casting rule takes them. */
function castingsOf(target: Actor.Implementation): { name: string; castingTime: GmDuration }[] {
  const time = (t: { amount: string; unit: string }): GmDuration => ({ amount: t.amount, unit: t.unit as GmDuration["unit"] });
  return target.items.contents.flatMap((i) => {
    if (isGmSpell(i)) return [{ name: i.name ?? "", castingTime: time(i.system.castingTime) }];
    if (isGmSpirit(i)) return [{ name: i.name ?? "", castingTime: time(i.system.callingTime) }];
    return [];
  });
}

/**
 * Whether the target may be the archer a called shot distracts (004 "Called shot": "an attacker using thrown or
 * propelled weapons"): a character carrying a propelled weapon or one made for throwing; a creature's attacks are not
 * items, so a creature is always offered it.
 */
function mayShoot(target: Actor.Implementation): boolean {
  if (gmIsCreature(target)) return true;
  return target.items.contents.some((i) => isGmWeapon(i) && i.system.attackMode !== "close");
}

/** The card's `called` section for a called shot's damage against `target`; null for anything that is not a G&M actor. */
export function gmCalledShotSection(target: Actor.Implementation | null, damage: number): GmCardCalled | null {
  if (!target || !(gmIsCharacter(target) || gmIsCreature(target))) return null;
  const n = target.system.numbers;
  const targets = gmCalledShotReactionTargets({ evasion: n.reactions.evasion, fortitude: n.reactions.fortitude }, damage, n.movement);
  const casting = gmCalledShotCastingTargets(n.reactions.evasion, damage, n.movement, castingsOf(target));
  return { targetUuid: target.uuid, damage: Math.max(0, Math.floor(damage)), ...targets, casting, distract: mayShoot(target) };
}

export interface GmCalledShotButton {
  effect: GmCalledShotEffect;
  reaction: GmCalledShotReaction;
  target: number;
  chance: string;
  /** A spell or manifestation of the card's `casting` list: its index, name and the movement left while casting it. */
  casting?: { index: number; name: string; movement: number };
}

const chanceOf = (target: number) => formatChance(rollUnderChance({ target, modifier: 0, favour: 0, bonus: 0 }));

/**
 * The damage card's reaction buttons: one per effect and reaction the rules allow, each with its target and chance,
 * the distracted shot only when the card offers it, and one per spell or manifestation of the target.
 */
export function gmCalledShotButtons(called: GmCardCalled | null | undefined): GmCalledShotButton[] {
  if (!called) return [];
  const buttons: GmCalledShotButton[] = GM_CALLED_SHOT_EFFECTS.filter((effect) => effect !== "distract" || called.distract === true).flatMap((effect) =>
    GM_CALLED_SHOT_REACTIONS[effect].map((reaction) => ({ effect, reaction, target: called[reaction], chance: chanceOf(called[reaction]) })),
  );
  const casting = (called.casting ?? []).map((c, index) => ({
    effect: "disrupt" as const,
    reaction: "evasion" as const,
    target: c.evasion,
    chance: chanceOf(c.evasion),
    casting: { index, name: c.name, movement: c.movement },
  }));
  return [...buttons, ...casting];
}

/** Rolls the target's reaction against the card's called shot; null when refused or not rolled. */
export async function gmRollCalledShotReaction(
  ctx: ChatActionContext,
  actor: Actor.Implementation | null,
): Promise<{ made: boolean; die: number; target: number } | null> {
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
  // A spell or manifestation the button names by its place in the card's list: completed with evasion, at the movement
  // left while casting it (004 "Called shot"); an index the card does not hold is refused.
  const castingKey = ctx.dataset.casting;
  const casting = castingKey === undefined || castingKey === "" ? null : (called.casting ?? [])[Number(castingKey)];
  if (castingKey !== undefined && castingKey !== "" && (!casting || !/^\d+$/.test(castingKey) || e !== "disrupt" || r !== "evasion")) {
    ui.notifications?.warn(localize("ANTHOLOGY.GM.Called.Refused"));
    return null;
  }
  const target = casting ? casting.evasion : called[r];
  const i18n = translations();
  const outcome = await gmRollUnder({
    actor,
    label: casting
      ? i18n.format("ANTHOLOGY.GM.Called.CastingRollLabel", { name: casting.name })
      : i18n.format("ANTHOLOGY.GM.Called.RollLabel", {
          reaction: i18n.localize(`ANTHOLOGY.GM.Called.Reaction.${r}`),
          effect: i18n.localize(`ANTHOLOGY.GM.Called.Effect.${e}`),
        }),
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
    notes: [
      { key: "ANTHOLOGY.GM.Called.Need", value: target },
      { key: "ANTHOLOGY.GM.Called.DamagePenalty", value: called.damage },
      ...(casting ? [{ key: "ANTHOLOGY.GM.Called.CastingMovement", value: casting.movement }] : []),
    ],
  };
  const text = casting
    ? i18n.format(`ANTHOLOGY.GM.Called.${made ? "Kept" : "Lost"}Text.casting`, {
        name: actor.name ?? "",
        die: String(die),
        target: String(target),
        spell: casting.name,
      })
    : i18n.format(`ANTHOLOGY.GM.Called.${made ? "Kept" : "Lost"}Text.${e}`, { name: actor.name ?? "", die: String(die), target: String(target) });
  await postGmCard({
    template: "called-shot",
    actor,
    context: { band, name: actor.name ?? "", text },
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
