/**
 * Keeping the dying and dead statuses in step with Toughness after any update, including a hand edit on the
 * sheet or the token bar (Foundry's updateActor hook, run by one GM client only): Toughness 0 makes a monster
 * dead and a character dying; Toughness raised above 0 ends the dying state (its 11–19 count and the
 * stabilization are cleared), and when the GM raises it, a character killed by its death test lives again.
 */
import { updateDocument } from "../../../core/foundry/updates.js";
import { onHook } from "../../../core/foundry/hooks.js";
import { clientState } from "../../../core/client-state.js";
import { queuedPerActor } from "../../../core/actor-queue.js";
import { SHADOW_STATUS, SHADOW_SYNCED_OPTION, hasStatus, shadowKind, shadowSyncedUpdate, shadowView, syncVitalStatuses } from "../data/view.js";
import { isShadowCharacter } from "../data/types.js";

/** This client is the GM that acts for the table: the active GM (v13 `game.users.activeGM`), or any GM without one. */
function isActingGM(): boolean {
  const user = game.user;
  if (!user?.isGM) return false;
  const active = game.users?.activeGM;
  return !active || active.id === user.id;
}

function isGMUser(userId: unknown): boolean {
  return typeof userId === "string" && game.users?.get(userId)?.isGM === true;
}

/** What changed reached Toughness (the stored value). */
function toughnessChanged(changes: unknown): boolean {
  const system = (changes as { system?: { toughness?: Record<string, unknown> } } | null)?.system;
  return typeof system?.toughness === "object" && system.toughness !== null && "value" in system.toughness;
}

/**
 * One sync at a time per actor. Foundry awaits no hook handler and fires updateActor for every update, including
 * the ones a sync makes and the ones another client makes meanwhile, so two syncs of one actor may overlap; each
 * waits for the one before it and then looks at the actor as it is by then, so a status is never added twice nor
 * deleted twice.
 */
const queues = clientState("shadow.vitalQueues", () => new Map<string, Promise<void>>());

function queued(actor: Actor.Implementation, work: () => Promise<void>): Promise<void> {
  return queuedPerActor(queues(), actor, work);
}

/** Foundry's updateActor hook for Shadow actors: the acting GM resets the dying record and syncs the statuses. */
export async function shadowSyncAfterUpdate(actor: Actor.Implementation, changes: unknown, options: unknown, userId: unknown): Promise<void> {
  const kind = shadowKind(actor);
  if (!kind || !isActingGM()) return;
  if ((options as Record<string, unknown> | null)?.[SHADOW_SYNCED_OPTION] === true) return;
  const raised = toughnessChanged(changes);
  await queued(actor, async () => {
    if (isShadowCharacter(actor) && raised && actor.system.toughness.value > 0) {
      const dying = actor.system.dying;
      const reset: Record<string, unknown> = {};
      if (dying.closer !== 0) reset["system.dying.closer"] = 0;
      if (dying.stable) reset["system.dying.stable"] = false;
      if (dying.dead && isGMUser(userId)) reset["system.dying.dead"] = false;
      // This sync sets the statuses itself just below: its own write is marked so the hook leaves it alone.
      if (Object.keys(reset).length > 0) await updateDocument(actor, reset, shadowSyncedUpdate());
    }
    const vital = shadowView(actor).vital;
    if (hasStatus(actor, SHADOW_STATUS.dead) !== (vital === "dead") || hasStatus(actor, SHADOW_STATUS.dying) !== (vital === "dying")) {
      await syncVitalStatuses(actor);
    }
  });
}

export function registerShadowVitalSync(): number {
  return onHook("updateActor", (actor, changes, options, userId) => {
    void shadowSyncAfterUpdate(actor, changes, options, userId);
  });
}
