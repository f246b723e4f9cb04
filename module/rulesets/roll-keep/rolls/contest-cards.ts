/**
 * The chat messages of a directly opposed action a player starts against a character they do not own:
 *
 * 1. the player's own side, a keep roll like any action (their dice, their roll mode), an rkCard `contestSide`;
 * 2. a request whispered to the GMs, a card with the button "Roll the opposition", an rkCard `contestRequest`.
 *    It is not a roll message, so only the GMs and its author receive it (v13: a whispered message reaches its
 *    recipients and author; only whispered ROLL messages reach every client). It holds nothing of the opponent
 *    but its name and uuid;
 * 3. the result, posted by whoever rolled the opposition, to the audience of the player's side: the successes,
 *    the winner and the margin. The opposing side's attribute, specialities, pool and dice appear (and its roll
 *    rides along) only when the GM ticks "reveal"; otherwise they go to a GM-only detail card that is not a roll
 *    message either. The opposing Roll is evaluated on the GM's client and never attached to a message the
 *    players receive unless revealed.
 *
 * Values are read back from the messages themselves (the player's roll), never from button data.
 */
import { KeepRoll } from "../../../dice/index.js";
import { cardSpeaker } from "../../../core/chat/post-card.js";
import { rkCard, type RkCardSource } from "../data/card.js";

export const RK_CONTEST_REQUEST_CARD = "systems/anthology/templates/roll-keep/chat/contest-request.hbs";
export const RK_CONTEST_RESULT_CARD = "systems/anthology/templates/roll-keep/chat/contest-result.hbs";
/** The chat action of the request card's button. */
export const RK_ROLL_OPPOSITION_ACTION = "rkRollOpposition";

/** The ids of the GM users. */
export function rkGmIds(): string[] {
  return ChatMessage.getWhisperRecipients("GM")
    .map((u) => u.id!)
    .filter(Boolean);
}

/**
 * Who decides the opposing side: the GMs and the players who own the opponent (another player's character).
 * The request and the detail card are whispered to them alone.
 */
export function rkOpponentDeciders(opponent: Actor.Implementation): string[] {
  const users = Array.from((game.users ?? []) as Iterable<User.Implementation>);
  const owners = users.filter((u) => !u.isGM && opponent.testUserPermission(u, "OWNER")).map((u) => u.id!);
  return [...new Set([...rkGmIds(), ...owners])];
}

/** Who may speak for `actor` in a message: its author is a GM or an owner of the actor (Foundry v13 `ChatMessage#author`). */
export function rkAuthorMaySpeakFor(message: { author: User.Implementation | null }, actor: Actor.Implementation): boolean {
  const author = message.author;
  if (!author) return false;
  return author.isGM || actor.testUserPermission(author, "OWNER");
}

/** The player's side of a contest read back from its message: the evaluated keep roll, or null. */
export function rkContestSideRoll(message: { rolls?: unknown[] } | null | undefined): KeepRoll | null {
  const roll = (message?.rolls ?? [])[0];
  return roll instanceof KeepRoll && roll.evaluation ? roll : null;
}

/** Posts a card that is not a roll (so a whisper reaches only its recipients and author). */
export async function rkPostCard(options: {
  template: string;
  context: Record<string, unknown>;
  actor?: Actor.Implementation | null;
  whisper?: string[];
  blind?: boolean;
  rolls?: KeepRoll[];
  /** The card's kind and data (an rkCard section, data/card.ts). */
  card: RkCardSource;
}): Promise<ChatMessage.Implementation | undefined> {
  const content = await foundry.applications.handlebars.renderTemplate(options.template, options.context);
  const data: Record<string, unknown> = {
    content,
    speaker: cardSpeaker(options.actor),
    whisper: options.whisper ?? [],
    blind: options.blind ?? false,
    rolls: options.rolls ?? [],
    // The message's subtype and system (CONTRIBUTING "Chat cards"), validated by Foundry on create.
    ...rkCard(options.card),
    sound: options.rolls?.length ? CONFIG.sounds.dice : undefined,
  };
  return (await ChatMessage.create(data as never)) ?? undefined;
}
