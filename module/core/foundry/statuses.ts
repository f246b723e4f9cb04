/**
 * Whether an actor has a status: `Actor#statuses` is the Set of status ids its active effects apply
 * (https://foundryvtt.com/api/v13/classes/foundry.documents.Actor.html#statuses).
 */
export function hasStatus(actor: Actor.Implementation | null | undefined, id: string): boolean {
  return actor?.statuses?.has(id) ?? false;
}

/**
 * Sets a status on or off: v13 `Actor#toggleStatusEffect(statusId, { active })` creates or deletes the status's
 * effect (https://foundryvtt.com/api/v13/classes/foundry.documents.Actor.html#togglestatuseffect); fvtt-types 13.345
 * does not accept a system's own status ids, so the one cast lives here.
 */
export async function setStatus(actor: Actor.Implementation, id: string, active: boolean): Promise<unknown> {
  const toggle = (actor as unknown as { toggleStatusEffect(id: string, o: { active: boolean }): Promise<unknown> }).toggleStatusEffect;
  return toggle.call(actor, id, { active });
}
