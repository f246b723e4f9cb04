/**
 * The Warden's chat-card buttons: apply damage to the targeted (or selected) tokens (the one contract of
 * `module/core/chat/damage-action.ts`), roll a critical damage
 * save, roll the WIL save of a scar. The core runs an action only for a GM or the owner of the actor.
 */
import { registerChatAction, type ChatActionContext } from "../../../core/chat/chat-actions.js";
import { registerDamageAction } from "../../../core/chat/damage-action.js";
import { actorFromUuid } from "../../../core/foundry/uuid.js";
import { isWardenActor } from "../data/numbers.js";
import { wardenAreaDamageFlow, wardenCriticalSaveFlow, wardenDamageActor, type WardenAreaOutcome } from "../rolls/damage.js";
import type { WardenDamageResult } from "../rules/damage.js";
import { wardenScarSaveFlow } from "../rolls/scar.js";
import { wardenRollRequestedSave, wardenSaveActor } from "../rolls/save-request.js";
import { skipDialogPressed } from "../../../core/keybindings.js";
import { wardenCardOf, type WardenCardSystem } from "../data/card.js";
import { wardenDamageDecided } from "../rolls/contest.js";
import { wardenContestSaveFlow } from "../rolls/contest-save.js";
import { localize } from "../../../core/foundry/i18n.js";

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

export function registerWardenChatActions(): void {
  // The one apply-damage contract (core/chat/damage-action.ts): the attack's one target when the card names it, else
  // the clicker's targeted tokens, else the controlled ones, each permission-checked and hit once by a card.
  registerDamageAction<WardenAreaOutcome | WardenDamageResult>("wardenApplyDamage", {
    cards: ["wardenCard"],
    // The attacker's player asks the GM's client to apply it to the GM's creature the card names (README "Players
    // acting through the GM").
    relay: true,
    cardTarget: async (ctx) => {
      const uuid = wardenCardFlags(ctx).targetUuid;
      if (typeof uuid !== "string" || uuid === "") return undefined;
      const actor = await actorFromUuid(uuid);
      return isWardenActor(actor) ? actor : null;
    },
    accept: isWardenActor,
    // The attack roll the card names shows its IR and damage (and a contest's save roll its TR): a card whose numbers
    // its rolls do not show asks the GM before a relayed request is applied (README "Players acting through the GM").
    decided: (ctx) => wardenDamageDecided(ctx.message),
    noTargetsWarning: "ANTHOLOGY.Warden.Warn.NoTargets",
    // Several targets: each target's save is rolled (a dialog) by the clicker, so the click runs on their client, each
    // target claimed on the active GM's client before its dialog (core/chat/damage-action.ts).
    rollsHere: (ctx, all) => {
      const ir = wardenCardFlags(ctx).ir;
      return all.length > 1 && typeof ir === "number" && Number.isFinite(ir);
    },
    async apply(ctx, actors, all, mark) {
      const flags = wardenCardFlags(ctx);
      const damage = Math.max(0, Math.floor(Number(flags.damage) || 0));
      const ir = typeof flags.ir === "number" ? flags.ir : Number.NaN;
      // Several targets: the attacker rolled once and each target saves against that IR. A target whose save dialog
      // was closed unanswered is left out, so the card stays usable for it. The core passes one target at a time here,
      // and `mark` (its spent mark and claim's release) is written with that target's damage.
      if (all.length > 1 && Number.isFinite(ir)) {
        const outcomes = await wardenAreaDamageFlow(actors, { damage, ir, skipDialog: skipDialogPressed(ctx.event), ...(actors.length === 1 ? { mark } : {}) });
        return outcomes.map((o) => ({ actor: o.actor, result: o }));
      }
      const applied: { actor: Actor.Implementation; result: WardenDamageResult | null }[] = [];
      for (const actor of actors) applied.push({ actor, result: await wardenDamageActor(actor, damage, { mark, follows: ctx.message }) });
      return applied;
    },
  });
  // A targeted attack waits for its target's save (003, a Contested Check): the target's owner rolls it from the
  // attack card, once per card; the result card then says hit or saved.
  registerChatAction("wardenContestSave", {
    cards: ["wardenCard"],
    once: true,
    actor: async (ctx) => {
      const actor = await actorFromUuid(wardenCardFlags(ctx).targetUuid);
      return isWardenActor(actor) ? actor : null;
    },
    async run(ctx, actor) {
      if (!actor || !wardenCardFlags(ctx).pending) {
        ui.notifications?.warn(localize("ANTHOLOGY.Warden.Attack.NoSave"));
        return null;
      }
      return wardenContestSaveFlow(actor, ctx.message, skipDialogPressed(ctx.event));
    },
  });
  registerChatAction("wardenRollRequestedSave", {
    cards: ["wardenCard"],
    once: true,
    // The clicking user's own character (or controlled token) answers the Warden's request.
    clickerActor: true,
    actor: () => wardenSaveActor(),
    async run(ctx, actor) {
      if (!actor) {
        ui.notifications?.warn(localize("ANTHOLOGY.Warden.SaveRequest.NoActor"));
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
