/**
 * The Warden's chat-card buttons: apply damage to the targeted (or selected) tokens, roll a critical damage
 * save, roll the WIL save of a scar. The core runs an action only for a GM or the owner of the actor.
 */
import { cardUsedOn, markCardUsed, mayActOn, registerChatAction, type ChatActionContext } from "../../../core/chat/chat-actions.js";
import { controlledActors, targetedActors } from "../../../core/foundry/targets.js";
import { actorFromUuid } from "../../../core/foundry/uuid.js";
import { isWardenActor } from "../data/numbers.js";
import { wardenAreaDamageFlow, wardenCriticalSaveFlow, wardenDamageActor } from "../rolls/damage.js";
import { wardenScarSaveFlow } from "../rolls/scar.js";
import { wardenRollRequestedSave, wardenSaveActor } from "../rolls/save-request.js";
import { skipDialogPressed } from "../../../core/keybindings.js";
import { wardenCardOf, type WardenCardSystem } from "../data/card.js";

/**
 * What a Warden card stored for its buttons (its wardenCard system, data/card.ts): the attack's damage and IR, the
 * actor a damage or scar card is about, the scar's entry. Actions read these, never a button's `data-*`, which
 * Foundry's sanitizer keeps in anyone's message (README "Trust": cards act only for their author's actors).
 */
export function wardenCardFlags(ctx: ChatActionContext): Partial<WardenCardSystem> {
  return wardenCardOf(ctx.message) ?? {};
}

async function actorFrom(ctx: ChatActionContext): Promise<Actor.Implementation | null> {
  const actor = await actorFromUuid(wardenCardFlags(ctx).actorUuid);
  return isWardenActor(actor) ? actor : null;
}

/** The actors of the user's targeted tokens, else of the controlled tokens. */
export function damageTargets(): Actor.Implementation[] {
  const targeted = targetedActors().filter(isWardenActor);
  return targeted.length ? targeted : controlledActors().filter(isWardenActor);
}

/** Apply-damage clicks running on this client, by message id (a double click applies once). */
const applying = new Set<string>();

export function registerWardenChatActions(): void {
  registerChatAction("wardenApplyDamage", {
    cards: ["wardenCard"],
    // Several actors may be hit: each is checked below, so the core's single-actor check is skipped.
    actor: () => null,
    async run(ctx) {
      const flags = wardenCardFlags(ctx);
      const damage = Math.max(0, Math.floor(Number(flags.damage) || 0));
      const targets = damageTargets();
      if (!targets.length) {
        ui.notifications?.warn(game.i18n!.localize("ANTHOLOGY.Warden.Warn.NoTargets"));
        return null;
      }
      const permitted = targets.filter((actor) => {
        if (mayActOn(actor)) return true;
        ui.notifications?.warn(game.i18n!.format("ANTHOLOGY.Warn.NotOwner", { actor: actor.name ?? "" }));
        return false;
      });
      // One use of the card per target (README "Trust": one-time buttons): a target that already took this card's damage (or saved
      // against it) is skipped; a target is marked only once its outcome is applied, so a save dialog closed
      // unanswered leaves the card usable for it. A click already running on this client is not started twice.
      const allowed = permitted.filter((actor) => {
        if (!cardUsedOn(actor, ctx.message, "wardenApplyDamage")) return true;
        ui.notifications?.warn(game.i18n!.localize("ANTHOLOGY.Warn.CardUsed"));
        return false;
      });
      const key = String((ctx.message as unknown as { id?: string }).id ?? "");
      if (applying.has(key)) return null;
      applying.add(key);
      try {
        const ir = typeof flags.ir === "number" ? flags.ir : Number.NaN;
        // Several targets: the attacker rolled once and each target saves against that IR.
        if (targets.length > 1 && Number.isFinite(ir)) {
          const outcomes = await wardenAreaDamageFlow(allowed, { damage, ir, skipDialog: skipDialogPressed(ctx.event) });
          for (const o of outcomes) await markCardUsed(o.actor, ctx.message, "wardenApplyDamage");
          return outcomes;
        }
        for (const actor of allowed) {
          if (await wardenDamageActor(actor, damage)) await markCardUsed(actor, ctx.message, "wardenApplyDamage");
        }
      } finally {
        applying.delete(key);
      }
      return null;
    },
  });
  registerChatAction("wardenRollRequestedSave", {
    cards: ["wardenCard"],
    once: true,
    // The clicking user's own character (or controlled token) answers the Warden's request.
    actor: () => wardenSaveActor(),
    async run(ctx, actor) {
      if (!actor) {
        ui.notifications?.warn(game.i18n!.localize("ANTHOLOGY.Warden.SaveRequest.NoActor"));
        return null;
      }
      return wardenRollRequestedSave(actor, ctx.message, skipDialogPressed(ctx.event));
    },
  });
  registerChatAction("wardenCriticalSave", {
    cards: ["wardenCard"],
    once: true,
    actor: actorFrom,
    run: async (ctx, actor) => (actor ? wardenCriticalSaveFlow(actor, skipDialogPressed(ctx.event)) : null),
  });
  registerChatAction("wardenScarSave", {
    cards: ["wardenCard"],
    once: true,
    actor: actorFrom,
    run: async (ctx, actor) => (actor ? wardenScarSaveFlow(actor, Number(wardenCardFlags(ctx).entry), skipDialogPressed(ctx.event)) : null),
  });
}
