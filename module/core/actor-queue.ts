/**
 * One piece of work at a time per actor, on a queue the caller keeps as client state (client-state.ts): a status
 * sync that a hook starts on every update (Foundry awaits no hook handler, so two syncs of one actor may overlap)
 * waits for the one before it, then reads the actor as it is by then, so a status is never added or deleted twice.
 */
export function queuedPerActor(queue: Map<string, Promise<void>>, actor: Actor.Implementation, work: () => Promise<void>): Promise<void> {
  const id = actor.uuid ?? actor.id ?? "";
  const next = (queue.get(id) ?? Promise.resolve()).then(work);
  const settled = next.catch(() => undefined);
  queue.set(id, settled);
  void settled.then(() => {
    if (queue.get(id) === settled) queue.delete(id);
  });
  return next;
}
