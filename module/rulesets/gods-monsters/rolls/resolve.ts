/** Finding documents again from what a chat card stored (uuids, message ids). */
import { actorFromUuid } from "../../../core/foundry/uuid.js";

/** An actor from its uuid: world actors ("Actor.id") directly, anything else (token actors) through fromUuid. */
export function gmActorFromUuid(uuid: string | undefined | null): Promise<Actor.Implementation | null> {
  return actorFromUuid(uuid);
}

export function gmMessage(id: string | undefined | null): ChatMessage.Implementation | null {
  if (!id) return null;
  return (game.messages?.get(id) as ChatMessage.Implementation | undefined) ?? null;
}

/** The G&M flags a card stored under flags.anthology.gm. */
export function gmCardFlags<T>(message: ChatMessage.Implementation | null | undefined): T | null {
  const flags = (message as unknown as { flags?: { anthology?: { gm?: unknown } } } | null)?.flags?.anthology?.gm;
  return (flags ?? null) as T | null;
}
