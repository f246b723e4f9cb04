/** Keeps the token statuses for attributes at 0 (dead, paralyzed, delirious) in step with the actor. */
import { onHook } from "../../../core/foundry/hooks.js";
import { clientState } from "../../../core/client-state.js";
import { queuedPerActor } from "../../../core/actor-queue.js";
import { hasStatus, setStatus } from "../../../core/foundry/statuses.js";
import { WARDEN_ZERO_STATES } from "../rules/attributes.js";
import { isWardenActor, wardenSystem, wardenVictim } from "../data/numbers.js";

/** One sync at a time per actor, so a flow's own call and the update hook never add a status twice. */
const queues = clientState("warden.stateQueues", () => new Map<string, Promise<void>>());

async function sync(actor: Actor.Implementation): Promise<void> {
  const states = new Set<string>(wardenSystem(actor).states);
  // A detachment at 0 STR is destroyed, not dead: its condition (set with the damage) says so.
  const detachment = wardenVictim(actor) === "detachment";
  for (const status of Object.values(WARDEN_ZERO_STATES)) {
    if (detachment && status === WARDEN_ZERO_STATES.str) continue;
    const want = states.has(status);
    if (want !== hasStatus(actor, status)) await setStatus(actor, status, want);
  }
}

export function syncAttributeStates(actor: Actor.Implementation): Promise<void> {
  return queuedPerActor(queues(), actor, () => sync(actor));
}

/**
 * Hook `updateActor`: a change to STR, DEX or WIL made anywhere (the sheet, a macro) syncs the statuses. Only the
 * user who made the change runs it (a GM or the actor's owner, since Foundry let them update it).
 */
export function wardenOnUpdateActor(
  actor: unknown,
  changes: { system?: Record<string, unknown> } | undefined,
  _options: unknown,
  userId: string,
): Promise<void> | null {
  if (userId !== game.user?.id || !isWardenActor(actor)) return null;
  const system = changes?.system ?? {};
  if (!["str", "dex", "wil"].some((k) => k in system)) return null;
  return syncAttributeStates(actor);
}

export function registerWardenStateHooks(): void {
  onHook("updateActor", (actor, changes, options, userId) => {
    void wardenOnUpdateActor(actor, changes, options, userId);
  });
}
