/** Finding documents again from what a chat card stored (uuids, message ids). */

/** An actor from its uuid: world actors ("Actor.id") directly, anything else (token actors) through fromUuid. */
export async function gmActorFromUuid(uuid: string | undefined | null): Promise<Actor.Implementation | null> {
  if (!uuid) return null;
  const m = /^Actor\.([A-Za-z0-9]+)$/.exec(uuid);
  if (m) return (game.actors?.get(m[1]!) as Actor.Implementation | undefined) ?? null;
  const find = (globalThis as { fromUuid?: (u: string) => Promise<unknown> }).fromUuid;
  if (typeof find !== "function") return null;
  const doc = (await find(uuid)) as Actor.Implementation | null;
  return doc && (doc as { documentName?: string }).documentName === "Actor" ? doc : null;
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
