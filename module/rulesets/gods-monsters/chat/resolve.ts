/** Finding documents again from what a chat card stored (uuids, message ids). */
import { actorFromUuid } from "../../../core/foundry/uuid.js";
import { isGmCard, type GmCardSystem } from "../data/card.js";

/** An actor from its uuid: world actors ("Actor.id") directly, anything else (token actors) through fromUuid. */
export function gmActorFromUuid(uuid: string | undefined | null): Promise<Actor.Implementation | null> {
  return actorFromUuid(uuid);
}

export function gmMessage(id: string | undefined | null): ChatMessage.Implementation | null {
  if (!id) return null;
  return (game.messages?.get(id) as ChatMessage.Implementation | undefined) ?? null;
}

/** What a G&M card carries for its buttons (its system), or null for any other message. */
export function gmCardOf<D extends object>(message: D | null | undefined): GmCardSystem | null {
  return isGmCard(message) ? message.system : null;
}
