/**
 * Posts a chat card rendered from a Handlebars template. Everything typed by users reaches the template as
 * plain data and is escaped by `{{ }}`; never pass user text through `{{{ }}}`.
 * A secret (a hidden DC) never goes into a card players receive, nor into a whispered roll, which v13 delivers to
 * every client: the GM's detail is a separate non-roll whisper to the GMs (`module/dice/flow/`).
 */
import { applyMessageMode } from "../compat/message-mode.js";
import type { ChatCardData } from "./card-data.js";

export interface ChatCardOptions {
  template: string;
  context: Record<string, unknown>;
  actor?: Actor.Implementation | null;
  rolls?: Roll[];
  /** publicroll | gmroll | blindroll | selfroll; the user's current roll mode when omitted. */
  rollMode?: string;
  flavor?: string;
  /**
   * What the card's buttons read (never rendered): the message's `type` (one of the rulesets' ChatMessage subtypes)
   * and its `system`, which Foundry validates against that type's data model (CONTRIBUTING "Chat cards").
   */
  card?: ChatCardData;
  /**
   * Stored under flags.anthology, beside the card type: core's own markers that are no ruleset's card data (a roll
   * answering a GM request names the request, `module/core/requests/answer.ts`). A ruleset's card data is `card`.
   */
  flags?: Record<string, unknown>;
}

export async function renderChatCard(template: string, context: Record<string, unknown>): Promise<string> {
  return foundry.applications.handlebars.renderTemplate(template, context);
}

/**
 * Who a card speaks for: the actor, when the posting user owns it (a GM owns all); otherwise only its name. A card
 * is the system's only when its author owns the actor it speaks for (`isSystemCard`, README "Trust"), and some
 * cards are posted by a player about another's actor (Shadow's player rolls a monster's damage against them).
 * A speaker with an alias and no actor is valid ChatSpeakerData:
 * https://foundryvtt.com/api/v13/interfaces/foundry.documents.types.ChatSpeakerData.html
 */
export function cardSpeaker(actor: Actor.Implementation | null | undefined): ChatMessage.SpeakerData {
  if (!actor || game.user?.isGM || actor.isOwner) return ChatMessage.getSpeaker({ actor: actor ?? undefined });
  return { scene: null, actor: null, token: null, alias: actor.name ?? "" };
}

export async function postChatCard(options: ChatCardOptions): Promise<ChatMessage.Implementation | undefined> {
  const content = await renderChatCard(options.template, options.context);
  const data: Record<string, unknown> = {
    content,
    speaker: cardSpeaker(options.actor),
    rolls: options.rolls ?? [],
    flavor: options.flavor,
    type: options.card?.type,
    system: options.card?.system,
    flags: { anthology: options.flags ?? {} },
    // Foundry plays this sound for messages with rolls (Dice So Nice replaces it with its animation).
    sound: options.rolls?.length ? CONFIG.sounds.dice : undefined,
  };
  applyMessageMode(data, options.rollMode);
  return (await ChatMessage.create(data as never)) ?? undefined;
}
