/**
 * Whether an actor has a status: `Actor#statuses` is the Set of status ids its active effects apply
 * (https://foundryvtt.com/api/v13/classes/foundry.documents.Actor.html#statuses).
 */
export function hasStatus(actor: Actor.Implementation | null | undefined, id: string): boolean {
  return actor?.statuses?.has(id) ?? false;
}
