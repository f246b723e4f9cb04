/**
 * Action points in combat: each creature starts with 4 AP (2 while surprised, until its first turn ends) and
 * regains its maximum at the end of its turn. Run by the GM on Foundry's combat hooks.
 */
import { updateDocument } from "../../../core/foundry/updates.js";
import { onHook } from "../../../core/foundry/hooks.js";
import { isActiveGM } from "../../../core/active-gm.js";
import { wardenApAfterTurn, wardenStartingAp } from "../rules/actions.js";
import { isWardenActor, wardenSystem } from "../data/numbers.js";

interface CombatLike {
  combatants?: { contents?: { actor?: Actor.Implementation | null }[] };
}

/**
 * Did this update start the combat? v13 `Combat#startCombat` (client/documents/combat.mjs) writes `{round: 1, turn: 0}`;
 * `Combat#_onUpdate` has already recorded the round before it in `combat.previous` when the `updateCombat` hook runs.
 * Going back to round 1 from round 2 is not a start.
 */
export function combatStarted(combat: { previous?: { round?: number | null } | null }, changed: { round?: unknown }): boolean {
  return changed.round === 1 && (combat.previous?.round ?? 0) === 0;
}

/** Combat starts: every Warden combatant gets its starting AP. */
export async function wardenStartCombatAp(combat: CombatLike): Promise<void> {
  for (const c of combat.combatants?.contents ?? []) {
    const actor = c.actor ?? null;
    if (!isWardenActor(actor)) continue;
    await updateDocument(actor, { "system.ap.value": wardenStartingAp({ surprised: wardenSystem(actor).ap.surprised }) });
  }
}

/** A turn ends: that creature regains its AP and is no longer surprised. */
export async function wardenEndTurnAp(actor: Actor.Implementation | null | undefined): Promise<void> {
  if (!isWardenActor(actor)) return;
  await updateDocument(actor, { "system.ap.value": wardenApAfterTurn(), "system.ap.surprised": false });
}

/**
 * Hooks. `combatStart` is no use here: v13 `Combat#startCombat` (client/documents/combat.mjs) calls it only on the
 * client of whoever pressed "Begin Combat" (an assistant, a second GM), before its update. The document hook
 * `updateCombat` runs on every client (v13 `ClientDatabaseBackend#postUpdateDocumentCallbacks`,
 * client/data/client-backend.mjs), and `combatTurnChange` too (`Combat#_manageTurnEvents`): the active GM acts.
 */
export function registerWardenApHooks(): void {
  onHook("updateCombat", (combat, changed) => {
    // Foundry ignores what a callAll handler returns; returning the promise lets a caller (the tests) wait for it.
    return isActiveGM() && combatStarted(combat, changed) ? wardenStartCombatAp(combat) : undefined;
  });
  onHook("combatTurnChange", (combat, prior) => {
    if (!isActiveGM() || !prior?.combatantId) return undefined;
    return wardenEndTurnAp(combat.combatants?.get(prior.combatantId)?.actor);
  });
}
