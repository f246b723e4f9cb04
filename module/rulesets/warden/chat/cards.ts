/** Posting the Warden's own chat cards (templates/warden/chat/*). */
import { postChatCard } from "../../../core/chat/post-card.js";
import { wardenCard, type WardenCardSource } from "../data/card.js";

export const WARDEN_CARD = {
  damage: "systems/anthology/templates/warden/chat/damage.hbs",
  scar: "systems/anthology/templates/warden/chat/scar.hbs",
  cast: "systems/anthology/templates/warden/chat/cast.hbs",
  state: "systems/anthology/templates/warden/chat/state.hbs",
  attack: "systems/anthology/templates/warden/chat/attack.hbs",
  table: "systems/anthology/templates/warden/chat/table.hbs",
  special: "systems/anthology/templates/warden/chat/special-action.hbs",
} as const;

export async function postWardenCard(
  template: keyof typeof WARDEN_CARD,
  context: Record<string, unknown>,
  actor: Actor.Implementation | null,
  rolls: (Roll | null)[] = [],
  card: WardenCardSource = {},
  rollMode?: string,
  /** The card this one follows: it goes to that card's audience (`postChatCard`'s `follows`), `rollMode` ignored. */
  follows?: ChatMessage.Implementation | null,
): Promise<ChatMessage.Implementation | undefined> {
  return postChatCard({
    template: WARDEN_CARD[template],
    context,
    actor,
    rolls: rolls.filter((r): r is Roll => r !== null),
    card: wardenCard(card),
    ...(rollMode ? { rollMode } : {}),
    ...(follows ? { follows } : {}),
  });
}
