/**
 * Roll & Keep's chat-card buttons: "Roll the opposition" on the request a player's directly opposed action
 * whispers to the GMs. The core runs it only for a GM or the opponent's owner (the actor it returns).
 */
import { registerChatAction } from "../../../core/chat/chat-actions.js";
import { RK_ROLL_OPPOSITION_ACTION } from "../rolls/contest-cards.js";
import { rkRequestOpponent, rkRollOpposition } from "../rolls/contest-opposition.js";
import { skipDialogPressed } from "../../../core/keybindings.js";

export function registerRkChatActions(): void {
  registerChatAction(RK_ROLL_OPPOSITION_ACTION, {
    // The request is an rkCard (data/card.ts): any other message is refused with a message.
    cards: ["rkCard"],
    actor: (ctx) => rkRequestOpponent(ctx.message),
    run: async (ctx, actor) => (actor ? rkRollOpposition(ctx.message, { skipDialog: skipDialogPressed(ctx.event) }) : null),
  });
}
