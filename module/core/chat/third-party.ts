/**
 * A player's card that would change another player's actor (README "Trust": a card acts on its speaker or its target).
 * Everything in a message a player posts is theirs to write, `system` included: a card can speak as their own hero and
 * name another player's character as its target, mojo spender or saver. When a GM's client is about to act on such a
 * card (the GM's own click, or a player's click relayed to it), an actor that is not the card's speaker and has a
 * non-GM owner who is neither the card's author nor the clicker is changed only after the GM approves it in a dialog,
 * whatever the world setting `anthology.relayApproval` says.
 * `ChatMessage.getSpeakerActor`, `Document#testUserPermission`: v13 `client/documents/chat-message.mjs`,
 * `common/abstract/document.mjs`.
 */
import { gmConfirms } from "./gm-confirm.js";

/** The non-GM owners of `actor` other than the card's author and the clicker, when a player's card would change it. */
export function thirdPartyOwners(
  message: ChatMessage.Implementation,
  actor: Actor.Implementation | null,
  clicker: User.Implementation | null,
): User.Implementation[] {
  const author = message.author;
  if (!actor || !author || author.isGM) return [];
  const speaker = ChatMessage.getSpeakerActor(message.speaker);
  if (speaker && speaker.id === actor.id) return [];
  const users = (game.users?.contents ?? []) as User.Implementation[];
  return users.filter((u) => !u.isGM && u.id !== author.id && u.id !== clicker?.id && actor.testUserPermission(u, "OWNER"));
}

/** Asks this (GM's) client to approve a player's card changing another player's actor; true when approved. */
export async function approveThirdParty(message: ChatMessage.Implementation, actor: Actor.Implementation, owners: User.Implementation[]): Promise<boolean> {
  return gmConfirms("ANTHOLOGY.Relay.ThirdParty", {
    author: message.author?.name ?? "",
    actor: actor.name ?? "",
    owners: owners.map((u) => u.name ?? "").join(", "),
  });
}
