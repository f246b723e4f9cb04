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
 * Hooks. `combatStart` runs only on the client that starts the combat (v13 Combat#startCombat calls it before its
 * update, client/documents/combat.mjs): that client acts when its user is a GM, whether or not the active one.
 * `combatTurnChange` runs on every client (Combat#_onUpdate): only the active GM acts.
 */
export function registerWardenApHooks(): void {
  onHook("combatStart", (combat) => {
    // Foundry ignores what a callAll handler returns; returning the promise lets a caller (the tests) wait for it.
    return game.user?.isGM ? wardenStartCombatAp(combat) : undefined;
  });
  onHook("combatTurnChange", (combat, prior) => {
    if (!isActiveGM() || !prior?.combatantId) return undefined;
    return wardenEndTurnAp(combat.combatants?.get(prior.combatantId)?.actor);
  });
}
