/**
 * The action economy of a turn in combat (text 002, "Actions in Combat"): one Combat Action and one Movement Action
 * (the Combat Action may be a second Movement Action), Free Actions and Reactions on top. What a combatant spent is kept
 * on its actor for the current round of the combat it fights in (`flags.anthology.shadowTurn`, keyed by the combat and
 * round, so a new round starts with nothing spent and no write is needed to reset it). Outside combat nothing is counted.
 * v13 `game.combat` is the viewed combat; `Combat#round`, `Combat#combatants` (client/documents/combat.mjs).
 */
import { setAnthologyFlag } from "../../../core/foundry/updates.js";
import { format } from "../../../core/foundry/i18n.js";
import { onHook } from "../../../core/foundry/hooks.js";
import { activeRulesetId } from "../../../core/settings.js";
import { shadowKind } from "../data/view.js";
import { SHADOW_ACTIVITY_COSTS, shadowSpendAction, shadowTurnLeft, type ShadowActionKind, type ShadowTurnLeft } from "../rules/index.js";

export const SHADOW_TURN_FLAG = "shadowTurn";

interface CombatLike {
  id?: string | null;
  round?: number | null;
  started?: boolean;
  combatants?: Iterable<{ actor?: Actor.Implementation | null }>;
}

/**
 * The current combat round the actor fights in ("<combat id>.<round>"), or null outside a started combat: the viewed
 * combat unless another is given (the tracker's). Keyed by the round, the record starts empty in each new round, so at
 * each combatant's turn (its actions are taken on its initiative, 002) nothing is spent and no write is needed.
 */
export function shadowTurnKey(actor: Actor.Implementation, given?: CombatLike | null): string | null {
  const combat = given ?? (game as { combat?: CombatLike | null }).combat ?? null;
  if (!combat?.id || !combat.started) return null;
  const fighting = [...(combat.combatants ?? [])].some((c) => c.actor?.id === actor.id);
  return fighting ? `${combat.id}.${combat.round ?? 0}` : null;
}

/** The actions the actor spent this round (none in a new round or outside combat). */
export function shadowSpentThisTurn(actor: Actor.Implementation, combat?: CombatLike | null): ShadowActionKind[] {
  const key = shadowTurnKey(actor, combat);
  const stored: unknown = foundry.utils.getProperty(actor.flags, `anthology.${SHADOW_TURN_FLAG}`);
  if (!key || typeof stored !== "object" || stored === null) return [];
  const record = stored as { key?: unknown; spent?: unknown };
  return record.key === key && Array.isArray(record.spent) ? (record.spent as ShadowActionKind[]) : [];
}

/** The sheet's view of the turn: what is left, or null outside combat. */
export function shadowTurnView(actor: Actor.Implementation, combat?: CombatLike | null): (ShadowTurnLeft & { spent: ShadowActionKind[] }) | null {
  if (!shadowTurnKey(actor, combat)) return null;
  const spent = shadowSpentThisTurn(actor, combat);
  return { ...shadowTurnLeft(spent), spent };
}

export interface ShadowSpendOptions {
  /**
   * What happens when the turn has no room for the action: "refuse" (the default: a message, nothing spent) or "warn"
   * (a message, and the action is recorded all the same: an attack taken as a second Combat Action is the GM's call).
   */
  over?: "refuse" | "warn";
}

/**
 * What spending one action changes on the actor, without writing it (for a flow that writes it with the rest of its
 * outcome): `{}` when nothing is counted (outside combat, a Free Action or Reaction, a client that may not write the
 * actor: its owner or a GM counts), the flag's new record when it is, or null with a message when the turn has no room
 * for it and `over` is "refuse". With `over: "warn"` an action beyond the turn is warned about and recorded.
 */
export function shadowTurnChange(
  actor: Actor.Implementation,
  kind: ShadowActionKind,
  { over = "refuse" }: ShadowSpendOptions = {},
): Record<string, unknown> | null {
  const key = shadowTurnKey(actor);
  if (!key || !actor.isOwner) return {};
  const spent = shadowSpentThisTurn(actor);
  const result = shadowSpendAction(spent, kind);
  if (!result.ok && over === "refuse") {
    ui.notifications?.warn(format(`ANTHOLOGY.Shadow.Turn.NoRoom.${kind}`, { name: actor.name ?? "" }));
    return null;
  }
  if (!result.ok) ui.notifications?.warn(format(`ANTHOLOGY.Shadow.Turn.Over.${kind}`, { name: actor.name ?? "" }));
  const next = result.ok ? result.spent : [...spent, kind];
  // Free Actions and Reactions take no slot: nothing to write.
  return next.length === spent.length ? {} : { [`flags.anthology.${SHADOW_TURN_FLAG}`]: { key, spent: next } };
}

/**
 * Spends one action of the actor's turn: true when it fits (recorded) or nothing is counted; when the turn has no room
 * for it, false with a message (nothing spent), or with `over: "warn"` true with a warning, the action recorded.
 */
export async function shadowSpendTurnAction(actor: Actor.Implementation, kind: ShadowActionKind, options: ShadowSpendOptions = {}): Promise<boolean> {
  const change = shadowTurnChange(actor, kind, options);
  if (change === null) return false;
  const record = change[`flags.anthology.${SHADOW_TURN_FLAG}`];
  if (record !== undefined) await setAnthologyFlag(actor, SHADOW_TURN_FLAG, record);
  return true;
}

/** The cost of a movement the sheet offers (engaging, withdrawing, moving past): a Movement Action (002). */
export const SHADOW_MOVE_COST: ShadowActionKind = SHADOW_ACTIVITY_COSTS.disengage;

/**
 * The tracker row of each Shadow combatant in the tracker's combat shows its turn: the Combat Action ready or spent and
 * the Movement Actions left, with the sheet's sentence as its title. Rows are found by `data-combatant-id`, which v13's
 * tracker template puts on each combatant's `<li>` (exported for the tests, which render no real tracker).
 */
export function shadowDecorateTrackerTurns(app: { viewed?: unknown }, element: HTMLElement): void {
  if (activeRulesetId() !== "shadow") return;
  const combat = app.viewed as (CombatLike & { combatants?: { get?(id: string): { actor?: Actor.Implementation | null } | undefined } }) | null | undefined;
  if (!combat?.started) return;
  for (const row of element.querySelectorAll<HTMLElement>("[data-combatant-id]")) {
    const actor = combat.combatants?.get?.(row.dataset.combatantId ?? "")?.actor ?? null;
    if (!actor || !shadowKind(actor)) continue;
    const turn = shadowTurnView(actor, combat);
    if (!turn) continue;
    row.querySelector(".shadow-turn-badge")?.remove();
    const badge = document.createElement("span");
    badge.className = "shadow-turn-badge";
    const sentence = format("ANTHOLOGY.Shadow.Turn.Left", {
      combat: format(turn.combat ? "ANTHOLOGY.Shadow.Turn.Yes" : "ANTHOLOGY.Shadow.Turn.No", {}),
      movement: turn.movement,
    });
    badge.title = sentence;
    badge.setAttribute("aria-label", sentence);
    const combatIcon = document.createElement("i");
    combatIcon.className = `fa-solid fa-hand-fist ${turn.combat ? "ready" : "spent"}`;
    combatIcon.setAttribute("aria-hidden", "true");
    const moveIcon = document.createElement("i");
    moveIcon.className = `fa-solid fa-shoe-prints ${turn.movement > 0 ? "ready" : "spent"}`;
    moveIcon.setAttribute("aria-hidden", "true");
    const moves = document.createElement("span");
    moves.className = "shadow-turn-moves";
    moves.textContent = String(turn.movement);
    badge.append(combatIcon, moveIcon, moves);
    row.append(badge);
  }
}

/** The tracker shows each combatant's turn, and redraws when an actor's spent actions change (on every client). */
export function registerShadowTurnHooks(): void {
  onHook("renderCombatTracker", (app, element) => shadowDecorateTrackerTurns(app, element));
  onHook("updateActor", (_actor, changed) => {
    if (activeRulesetId() !== "shadow") return;
    if (foundry.utils.hasProperty(changed, `flags.anthology.${SHADOW_TURN_FLAG}`)) ui.combat?.render();
  });
}
