/**
 * Posts a chat card rendered from a Handlebars template. Everything typed by users reaches the template as
 * plain data and is escaped by `{{ }}`; never pass user text through `{{{ }}}`.
 * A secret (a hidden DC) never goes into a card players receive, nor into a whispered roll, which v13 delivers to
 * every client: the GM's detail is a separate non-roll whisper to the GMs (`module/dice/flow/`).
 */
import { applyMessageMode, currentMessageMode } from "../compat/message-mode.js";
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
  /**
   * The card this one follows (an attack's damage, a check's hit, a bid on a failed roll): it goes to that card's
   * audience, the `whisper` and `blind` v13 stored on it (`ChatMessage.applyRollMode` wrote them from the mode chosen in
   * the dialog), whatever mode the poster has now; `rollMode` is then ignored. A follow-up to a whispered card carries
   * no rolls: v13 delivers a whispered ROLL message to every client, content, flags and system included
   * (`ChatMessage#visible`, client/documents/chat-message.mjs), and a plain whisper only to its recipients and author.
   */
  follows?: ChatMessage.Implementation | null;
  /**
   * Exactly who receives the card (a card that is no roll: a whisper reaches only its recipients and its author,
   * v13 `ChatMessage#visible`); `rollMode` and `follows` are then ignored. See `numbersAudience`.
   */
  audience?: { whisper: string[]; blind: boolean } | null;
}

/** The audience of a message as v13 stored it: its whisper recipients (none: public) and whether it is blind. */
export function audienceOf(message: ChatMessage.Implementation): { whisper: string[]; blind: boolean } {
  const whisper: unknown = message.whisper;
  const ids = Array.from((whisper ?? []) as Iterable<unknown>).filter((id): id is string => typeof id === "string" && id !== "");
  return { whisper: ids, blind: ids.length > 0 && message.blind === true };
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
  if (options.audience) {
    data.whisper = [...options.audience.whisper];
    data.blind = options.audience.whisper.length > 0 && options.audience.blind;
    data.rolls = [];
    data.sound = undefined;
  } else if (options.follows) {
    const audience = audienceOf(options.follows);
    if (audience.whisper.length) {
      data.whisper = audience.whisper;
      data.blind = audience.blind;
      data.rolls = [];
      data.sound = undefined;
    }
  } else applyMessageMode(data, options.rollMode);
  return (await ChatMessage.create(data as never)) ?? undefined;
}

/**
 * Who may read an actor's numbers (hit points, injuries, Toughness) on a card that reports a change to them, or null
 * when anyone may: they follow the roll mode, the audience of the card the change follows (a damage card a private
 * roll whispered) and the poster's own mode now (a GM in "Private GM Roll", v13 `core.rollMode`). The users who may
 * observe the actor's sheet read the same numbers there, so they are among the readers too. A card players must
 * click (its buttons) stays public and shows only the state; the numbers go to these readers in a second card, which
 * is no roll (v13 delivers a whispered roll to every client).
 */
export function numbersAudience(actor: Actor.Implementation, follows: ChatMessage.Implementation | null = null): { whisper: string[]; blind: boolean } | null {
  const followed = follows ? audienceOf(follows) : { whisper: [], blind: false };
  const mode = applyMessageMode({} as { whisper?: string[]; blind?: boolean }, currentMessageMode());
  const readers = new Set<string>([...followed.whisper, ...(mode.whisper ?? []).filter((id): id is string => typeof id === "string")]);
  if (readers.size === 0) return null;
  for (const user of game.users ?? []) {
    if (user.id && !user.isGM && actor.testUserPermission(user, "OBSERVER")) readers.add(user.id);
  }
  return { whisper: [...readers], blind: followed.blind || mode.blind === true };
}
