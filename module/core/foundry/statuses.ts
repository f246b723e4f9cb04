import { announce } from "../events.js";

/**
 * Whether an actor has a status: `Actor#statuses` is the Set of status ids its active effects apply
 * (https://foundryvtt.com/api/v13/classes/foundry.documents.Actor.html#statuses).
 */
export function hasStatus(actor: Actor.Implementation | null | undefined, id: string): boolean {
  return actor?.statuses?.has(id) ?? false;
}

/**
 * Sets a status on or off: v13 `Actor#toggleStatusEffect(statusId, { active })` creates or deletes the status's
 * effect (https://foundryvtt.com/api/v13/classes/foundry.documents.Actor.html#togglestatuseffect).
 */
export async function setStatus(actor: Actor.Implementation, id: string, active: boolean): Promise<unknown> {
  const before = hasStatus(actor, id);
  const out = await actor.toggleStatusEffect(id, { active });
  // README "Hooks for modules and macros": only a status that changed is announced.
  if (before !== active && hasStatus(actor, id) === active) announce("statusChanged", actor, { status: id, active });
  return out;
}
