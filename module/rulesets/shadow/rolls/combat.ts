/**
 * The combat tracker: initiative is Quick, then Vigilant, then a d20 folded into one number
 * (SHADOW_INITIATIVE_FORMULA), and the custom sort applies the text's order from the actors' attributes.
 */
import { shadowTieBreakFromInitiative, shadowTurnOrderCompare } from "../rules/index.js";
import { shadowKind, shadowView } from "./actor-view.js";

interface CombatantLike {
  actor?: Actor.Implementation | null;
  initiative?: number | null;
  name?: string | null;
  id?: string | null;
}

function entry(c: CombatantLike) {
  const actor = c.actor ?? null;
  if (!actor || !shadowKind(actor)) return null;
  const { quick, vigilant } = shadowView(actor).attributes;
  return { quick, vigilant, tieBreak: shadowTieBreakFromInitiative(c.initiative, quick, vigilant) };
}

/**
 * Combat#_sortCombatants for Shadow (called unbound): combatants without initiative go last; Shadow
 * actors by Quick, Vigilant and the tie-break d20; others by initiative; then by name and id for a stable
 * order.
 */
export function shadowCombatSort(a: Combatant.Implementation, b: Combatant.Implementation): number {
  const ca = a;
  const cb = b;
  const ia = typeof ca.initiative === "number" && Number.isFinite(ca.initiative);
  const ib = typeof cb.initiative === "number" && Number.isFinite(cb.initiative);
  if (ia !== ib) return ia ? -1 : 1;
  const ea = entry(ca);
  const eb = entry(cb);
  let order = 0;
  if (ia && ib) order = ea && eb ? shadowTurnOrderCompare(ea, eb) : (cb.initiative as number) - (ca.initiative as number);
  if (order !== 0) return order;
  return (ca.name ?? "").localeCompare(cb.name ?? "") || (ca.id ?? "").localeCompare(cb.id ?? "");
}
