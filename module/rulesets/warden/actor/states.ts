/** Keeps the token statuses for attributes at 0 (dead, paralyzed, delirious) in step with the actor. */
import { WARDEN_ZERO_STATES } from "../rules/attributes.js";
import { wardenSystem } from "./numbers.js";

export async function syncAttributeStates(actor: Actor.Implementation): Promise<void> {
  const states = new Set<string>(wardenSystem(actor).states);
  for (const status of Object.values(WARDEN_ZERO_STATES)) {
    const want = states.has(status);
    if (want !== Boolean(actor.statuses?.has(status))) await actor.toggleStatusEffect(status, { active: want });
  }
}
