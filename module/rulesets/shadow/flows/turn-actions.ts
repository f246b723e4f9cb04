/**
 * The action economy of a turn in combat (text 002, "Actions in Combat"): one Combat Action and one Movement Action
 * (the Combat Action may be a second Movement Action), Free Actions and Reactions on top. What a combatant spent is kept
 * on its actor for the current round of the combat it fights in (`flags.anthology.shadowTurn`, keyed by the combat and
 * round, so a new round starts with nothing spent and no write is needed to reset it). Outside combat nothing is counted.
 * v13 `game.combat` is the viewed combat; `Combat#round`, `Combat#combatants` (client/documents/combat.mjs).
 */
import { setAnthologyFlag } from "../../../core/foundry/updates.js";
import { format } from "../../../core/foundry/i18n.js";
import { SHADOW_ACTIVITY_COSTS, shadowSpendAction, shadowTurnLeft, type ShadowActionKind, type ShadowTurnLeft } from "../rules/index.js";

export const SHADOW_TURN_FLAG = "shadowTurn";

interface CombatLike {
  id?: string | null;
  round?: number | null;
  started?: boolean;
  combatants?: Iterable<{ actor?: Actor.Implementation | null }>;
}

/** The current combat round the actor fights in ("<combat id>.<round>"), or null outside a started combat. */
export function shadowTurnKey(actor: Actor.Implementation): string | null {
  const combat = (game as { combat?: CombatLike | null }).combat ?? null;
  if (!combat?.id || !combat.started) return null;
  const fighting = [...(combat.combatants ?? [])].some((c) => c.actor?.id === actor.id);
  return fighting ? `${combat.id}.${combat.round ?? 0}` : null;
}

/** The actions the actor spent this round (none in a new round or outside combat). */
export function shadowSpentThisTurn(actor: Actor.Implementation): ShadowActionKind[] {
  const key = shadowTurnKey(actor);
  const stored: unknown = foundry.utils.getProperty(actor.flags, `anthology.${SHADOW_TURN_FLAG}`);
  if (!key || typeof stored !== "object" || stored === null) return [];
  const record = stored as { key?: unknown; spent?: unknown };
  return record.key === key && Array.isArray(record.spent) ? (record.spent as ShadowActionKind[]) : [];
}

/** The sheet's view of the turn: what is left, or null outside combat. */
export function shadowTurnView(actor: Actor.Implementation): (ShadowTurnLeft & { spent: ShadowActionKind[] }) | null {
  if (!shadowTurnKey(actor)) return null;
  const spent = shadowSpentThisTurn(actor);
  return { ...shadowTurnLeft(spent), spent };
}

/**
 * Spends one action of the actor's turn: true when it fits (recorded) or the actor is not in combat; false with a
 * message when the turn has no room for it (nothing is spent).
 */
export async function shadowSpendTurnAction(actor: Actor.Implementation, kind: ShadowActionKind): Promise<boolean> {
  const key = shadowTurnKey(actor);
  if (!key) return true;
  const result = shadowSpendAction(shadowSpentThisTurn(actor), kind);
  if (!result.ok) {
    ui.notifications?.warn(format(`ANTHOLOGY.Shadow.Turn.NoRoom.${kind}`, { name: actor.name ?? "" }));
    return false;
  }
  await setAnthologyFlag(actor, SHADOW_TURN_FLAG, { key, spent: result.spent });
  return true;
}

/** The cost of a movement the sheet offers (engaging, withdrawing, moving past): a Movement Action (002). */
export const SHADOW_MOVE_COST: ShadowActionKind = SHADOW_ACTIVITY_COSTS.disengage;
