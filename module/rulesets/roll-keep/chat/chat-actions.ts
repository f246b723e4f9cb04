/**
 * Roll & Keep's chat-card buttons: "Roll the opposition" on the request a player's directly opposed action
 * whispers to the GMs (the core runs it only for a GM or the opponent's owner, the actor it returns), and "Apply N
 * wounds" on a weapon's damage card (a table option), under the one apply-damage contract.
 */
import { registerChatAction, type ChatActionContext } from "../../../core/chat/chat-actions.js";
import { registerDamageAction } from "../../../core/chat/damage-action.js";
import { actorFromUuid } from "../../../core/foundry/uuid.js";
import { RK_ROLL_OPPOSITION_ACTION } from "../rolls/contest-cards.js";
import { rkRequestOpponent, rkRollOpposition } from "../rolls/contest-opposition.js";
import { RK_APPLY_WOUNDS_ACTION } from "../rolls/damage-roll.js";
import { rkApplyWoundsFlow, type RkWoundsResult } from "../flows/wounds.js";
import { isRkCard } from "../data/card.js";
import { isRkActor } from "../data/types.js";
import { skipDialogPressed } from "../../../core/keybindings.js";

/** The damage a card holds (its rkCard `damage` section, never a button's data), or null for another card. */
function damageOf(ctx: ChatActionContext) {
  return isRkCard(ctx.message) ? ctx.message.system.damage : null;
}

export function registerRkChatActions(): void {
  registerChatAction(RK_ROLL_OPPOSITION_ACTION, {
    // The request is an rkCard (data/card.ts): any other message is refused with a message.
    cards: ["rkCard"],
    actor: (ctx) => rkRequestOpponent(ctx.message),
    run: async (ctx, actor) => (actor ? rkRollOpposition(ctx.message, { skipDialog: skipDialogPressed(ctx.event) }) : null),
  });

  // The one apply-damage contract (core/chat/damage-action.ts): the card's target, else the clicker's targeted tokens,
  // else the controlled ones; a GM or the owner only; once per card and actor.
  registerDamageAction<RkWoundsResult>(RK_APPLY_WOUNDS_ACTION, {
    cards: ["rkCard"],
    // The attacker's player asks the GM's client to apply it to the GM's NPC the card names (README "Players acting
    // through the GM").
    relay: true,
    cardTarget: async (ctx) => {
      const uuid = damageOf(ctx)?.target;
      if (typeof uuid !== "string" || uuid === "") return undefined;
      const actor = await actorFromUuid(uuid);
      return isRkActor(actor) ? actor : null;
    },
    accept: (actor) => isRkActor(actor),
    // The total is what the card's own roll shows.
    decided: (ctx) => {
      const damage = damageOf(ctx);
      const [roll] = (ctx.message.rolls ?? []) as { total?: unknown }[];
      return !!damage && roll?.total === damage.total;
    },
    async apply(ctx, actors, _all, mark) {
      const damage = damageOf(ctx);
      const applied: { actor: Actor.Implementation; result: RkWoundsResult | null }[] = [];
      for (const actor of actors) applied.push({ actor, result: damage ? await rkApplyWoundsFlow(actor, damage.total, { mark, follows: ctx.message }) : null });
      return applied;
    },
  });
}
