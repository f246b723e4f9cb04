/**
 * Gods & Monsters chat cards: rendered from `templates/gods-monsters/chat/<name>.hbs` through the core's
 * `postChatCard`, with the card's data under flags.anthology.gm for its buttons.
 */
import { postChatCard } from "../../../core/chat/post-card.js";

export const GM_CHAT_TEMPLATE_DIR = "systems/anthology/templates/gods-monsters/chat";

export function gmChatTemplate(name: string): string {
  return `${GM_CHAT_TEMPLATE_DIR}/${name}.hbs`;
}

export async function postGmCard(options: {
  template: string;
  actor?: Actor.Implementation | null;
  context: Record<string, unknown>;
  flags?: Record<string, unknown>;
  rollMode?: string;
  /** The card's evaluated rolls: stored on the message (Dice So Nice, tooltips, and the roll mode's meaning). */
  rolls?: Roll[];
}): Promise<ChatMessage.Implementation | undefined> {
  return postChatCard({
    template: gmChatTemplate(options.template),
    context: options.context,
    actor: options.actor ?? null,
    rollMode: options.rollMode,
    rolls: options.rolls,
    flags: options.flags ? { gm: options.flags } : {},
  });
}
