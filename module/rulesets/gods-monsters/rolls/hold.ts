/**
 * Immobilizing an opponent from the cards (004 "Immobilizing an opponent", "Size differences"). The attacker ticks
 * "Immobilizing" in the attack dialog (a called shot, −2 to their own defense); a hit posts the hold card: the target's
 * evasion at +2 per size larger than the attacker (`gmImmobilizeEvasionTarget`), rolled by the target's owner or the
 * GM, once. Failed: the target is held (the token's "held" status) and the card of that roll offers the hold round:
 * both sides' fortitude (the larger at +4 per size, `gmHoldBonuses`), rolled together on one card, pressed again each
 * round while the hold lasts; the outcome (`gmHoldRoundOutcome`) clears "held" when the hold is broken, or turns it
 * into "immobilized". Every number is the card's, worked out when the attack hit.
 */
import { registerChatAction, type ChatActionContext } from "../../../core/chat/chat-actions.js";
import { applyOutcome } from "../../../core/outcome/apply-outcome.js";
import { formatChance, rollUnderChance } from "../../../dice/index.js";
import type { ResultBand } from "../../../dice/cards/band.js";
import { gmHoldBonuses, gmHoldRoundOutcome, gmImmobilizeEvasionTarget } from "../rules/conflict/immobilize.js";
import type { GmCardHold } from "../data/card.js";
import { postGmCard } from "../chat/cards.js";
import { gmIsGmActor } from "../data/view.js";
import { gmRollUnder } from "./dice-api.js";
import { gmActorFromUuid, gmCardOf } from "../chat/resolve.js";
import { translations } from "../../../core/foundry/i18n.js";

const chance = (target: number) => formatChance(rollUnderChance({ target, modifier: 0, favour: 0, bonus: 0 }));

/** The hold's numbers for `holder` grabbing `target`; null for anything that is not a G&M actor. */
export function gmHoldSection(holder: Actor.Implementation, target: Actor.Implementation): GmCardHold | null {
  if (!gmIsGmActor(holder) || !gmIsGmActor(target)) return null;
  const h = holder.system.numbers;
  const t = target.system.numbers;
  const bonuses = gmHoldBonuses(h.size, t.size);
  return {
    holderUuid: holder.uuid,
    targetUuid: target.uuid,
    evasion: gmImmobilizeEvasionTarget(t.reactions.evasion, t.size, h.size),
    holderFortitude: h.reactions.fortitude + bonuses.holder,
    targetFortitude: t.reactions.fortitude + bonuses.target,
  };
}

/** After an immobilizing attack hit: the card that offers the target's evasion against the grab. */
export async function gmPostHoldCard(
  holder: Actor.Implementation,
  target: Actor.Implementation,
  follows: ChatMessage.Implementation | null,
): Promise<ChatMessage.Implementation | undefined> {
  const hold = gmHoldSection(holder, target);
  if (!hold) return undefined;
  const i18n = translations();
  return postGmCard({
    template: "hold",
    actor: holder,
    context: {
      title: i18n.format("ANTHOLOGY.GM.Hold.Title", { holder: holder.name ?? "", target: target.name ?? "" }),
      text: i18n.format("ANTHOLOGY.GM.Hold.GrabText", { holder: holder.name ?? "", target: target.name ?? "" }),
      escape: i18n.format("ANTHOLOGY.GM.Hold.EscapeButton", { name: target.name ?? "", target: String(hold.evasion), chance: chance(hold.evasion) }),
    },
    card: { hold },
    follows,
  });
}

/** The target's evasion against the grab: made, free; failed, held (the token's status) and the hold round offered. */
async function gmRollHoldEscape(ctx: ChatActionContext, actor: Actor.Implementation | null): Promise<{ made: boolean } | null> {
  const hold = gmCardOf(ctx.message)?.hold;
  if (!actor || !hold || hold.targetUuid !== actor.uuid) return null;
  const i18n = translations();
  const out = await gmRollUnder({ actor, label: i18n.localize("ANTHOLOGY.GM.Hold.EscapeRoll"), target: hold.evasion, skipDialog: true });
  if (!out) return null;
  const made = out.evaluation.success;
  const die = Math.trunc(Number(out.roll.total) || 0);
  const holder = await gmActorFromUuid(hold.holderUuid);
  const name = actor.name ?? "";
  const band: ResultBand = {
    tone: made ? "success" : "failure",
    key: made ? "ANTHOLOGY.GM.Hold.Escaped" : "ANTHOLOGY.GM.Hold.Held",
    value: die,
    notes: [{ key: "ANTHOLOGY.GM.Called.Need", value: hold.evasion }],
  };
  const context = {
    band,
    title: i18n.format("ANTHOLOGY.GM.Hold.Title", { holder: holder?.name ?? "", target: name }),
    text: i18n.format(made ? "ANTHOLOGY.GM.Hold.EscapedText" : "ANTHOLOGY.GM.Hold.HeldText", {
      name,
      holder: holder?.name ?? "",
      die: String(die),
      target: String(hold.evasion),
    }),
    round: made
      ? ""
      : i18n.format("ANTHOLOGY.GM.Hold.RoundButton", {
          holder: holder?.name ?? "",
          name,
          holderTarget: String(hold.holderFortitude),
          holderChance: chance(hold.holderFortitude),
          target: String(hold.targetFortitude),
          chance: chance(hold.targetFortitude),
        }),
  };
  // Held: one whole outcome, the status and the card that offers the next step.
  const applied = await applyOutcome(actor, {
    statuses: made ? {} : { held: true },
    cards: [() => postGmCard({ template: "hold", actor, context, card: made ? {} : { hold }, follows: ctx.message })],
  });
  return applied.ok ? { made } : null;
}

/** One round of the hold: both sides' fortitude on one card; the outcome's statuses on the target's token. */
async function gmRollHoldRound(ctx: ChatActionContext, actor: Actor.Implementation | null): Promise<{ outcome: string } | null> {
  const hold = gmCardOf(ctx.message)?.hold;
  const i18n = translations();
  if (!actor || !hold || hold.targetUuid !== actor.uuid) return null;
  // Only while the hold lasts: broken or turned into immobilization, the round is not rolled again.
  if (!actor.statuses?.has("held")) {
    ui.notifications?.warn(i18n.format("ANTHOLOGY.GM.Hold.NotHeld", { name: actor.name ?? "" }));
    return null;
  }
  const holderRoll = await new Roll("1d20").evaluate();
  const targetRoll = await new Roll("1d20").evaluate();
  const holderDie = Math.trunc(Number(holderRoll.total) || 0);
  const targetDie = Math.trunc(Number(targetRoll.total) || 0);
  const { outcome, statuses } = gmHoldRoundOutcome(holderDie <= hold.holderFortitude, targetDie <= hold.targetFortitude);
  const holder = await gmActorFromUuid(hold.holderUuid);
  const data = {
    name: actor.name ?? "",
    holder: holder?.name ?? "",
    holderDie: String(holderDie),
    holderTarget: String(hold.holderFortitude),
    die: String(targetDie),
    target: String(hold.targetFortitude),
  };
  const band: ResultBand = {
    tone: outcome === "broken" ? "success" : outcome === "immobilized" ? "failure" : "neutral",
    key: `ANTHOLOGY.GM.Hold.Outcome.${outcome}`,
    notes: [],
  };
  const context = {
    band,
    title: i18n.format("ANTHOLOGY.GM.Hold.Title", { holder: holder?.name ?? "", target: actor.name ?? "" }),
    text: `${i18n.format("ANTHOLOGY.GM.Hold.RoundText", data)} ${i18n.format(`ANTHOLOGY.GM.Hold.OutcomeText.${outcome}`, data)}`,
    round:
      outcome === "struggle"
        ? i18n.format("ANTHOLOGY.GM.Hold.RoundButton", {
            holder: holder?.name ?? "",
            name: actor.name ?? "",
            holderTarget: String(hold.holderFortitude),
            holderChance: chance(hold.holderFortitude),
            target: String(hold.targetFortitude),
            chance: chance(hold.targetFortitude),
          })
        : "",
  };
  const applied = await applyOutcome(actor, {
    statuses,
    cards: [
      () =>
        postGmCard({ template: "hold", actor, context, card: outcome === "struggle" ? { hold } : {}, rolls: [holderRoll, targetRoll], follows: ctx.message }),
    ],
  });
  return applied.ok ? { outcome } : null;
}

export function registerHoldActions(): void {
  registerChatAction("gmHoldEscape", {
    cards: ["gmCard"],
    // One evasion against one grab: the target's owner or a GM rolls it.
    once: true,
    actor: (ctx) => gmActorFromUuid(gmCardOf(ctx.message)?.hold?.targetUuid),
    run: (ctx, actor) => gmRollHoldEscape(ctx, actor),
  });
  registerChatAction("gmHoldRound", {
    cards: ["gmCard"],
    // One round per card: a struggle posts a new card whose button is the next round.
    once: true,
    actor: (ctx) => gmActorFromUuid(gmCardOf(ctx.message)?.hold?.targetUuid),
    run: (ctx, actor) => gmRollHoldRound(ctx, actor),
  });
}
