/**
 * Gods & Monsters chat cards: rendered from `templates/gods-monsters/chat/<name>.hbs` through the core's
 * `postChatCard`, as a `gmCard` message whose system holds the card's data for its buttons (data/card.ts).
 */
import { postChatCard } from "../../../core/chat/post-card.js";
import { gmCard, type GmCardSource } from "../data/card.js";

export const GM_CHAT_TEMPLATE_DIR = "systems/anthology/templates/gods-monsters/chat";

export function gmChatTemplate(name: string): string {
  return `${GM_CHAT_TEMPLATE_DIR}/${name}.hbs`;
}

export async function postGmCard(options: {
  template: string;
  actor?: Actor.Implementation | null;
  context: Record<string, unknown>;
  /** What the card's buttons read (its kinds: damage, mojoBid…). */
  card?: GmCardSource;
  rollMode?: string;
  /** The card's evaluated rolls: stored on the message (Dice So Nice, tooltips, and the roll mode's meaning). */
  rolls?: Roll[];
  /** The card this one follows: it goes to that card's audience (`postChatCard`'s `follows`). */
  follows?: ChatMessage.Implementation | null;
  /** Exactly who receives it (`postChatCard`'s `audience`, e.g. `numbersAudience`). */
  audience?: { whisper: string[]; blind: boolean } | null;
}): Promise<ChatMessage.Implementation | undefined> {
  return postChatCard({
    template: gmChatTemplate(options.template),
    context: options.context,
    actor: options.actor ?? null,
    rollMode: options.rollMode,
    follows: options.follows ?? null,
    audience: options.audience ?? null,
    rolls: options.rolls,
    card: gmCard(options.card),
  });
}
