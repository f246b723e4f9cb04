/**
 * The combat tracker: initiative is Quick, then Vigilant, then a d20 folded into one number
 * (SHADOW_INITIATIVE_FORMULA), and the custom sort applies the text's order from the actors' attributes.
 * A combatant who chose to act later (flows/act-later.ts) is marked so and sorts by the initiative it chose.
 */
import { shadowInitiativeValue, shadowTieBreakFromInitiative } from "../rules/index.js";
import { shadowKind, shadowView } from "../data/view.js";

/** The parts of a Combatant the sort reads (v13 `Combatant#initiative`, `#actor`, `#flags`). */
export interface ShadowCombatantLike {
  actor?: Actor.Implementation | null;
  initiative?: number | null;
  name?: string | null;
  id?: string | null;
  /** v13 `Document#flags`: the mark `anthology.shadowActLater` is read from it. */
  flags?: object | null;
}

/** Whether the combatant has placed itself later in the order (its initiative is then its chosen place). */
export function shadowActsLater(c: ShadowCombatantLike): boolean {
  const anthology: unknown = c.flags && "anthology" in c.flags ? c.flags.anthology : null;
  return typeof anthology === "object" && anthology !== null && "shadowActLater" in anthology && anthology.shadowActLater === true;
}

/**
 * The number a combatant sorts by, highest first; null without initiative. A Shadow actor's is its Quick, Vigilant
 * and tie-break d20 read from its attributes now (they may have changed since the roll), unless it acts later;
 * anyone else's is its initiative.
 */
export function shadowSortKey(c: ShadowCombatantLike): number | null {
  const initiative = c.initiative;
  if (typeof initiative !== "number" || !Number.isFinite(initiative)) return null;
  const actor = c.actor ?? null;
  if (!actor || !shadowKind(actor) || shadowActsLater(c)) return initiative;
  const { quick, vigilant } = shadowView(actor).attributes;
  return shadowInitiativeValue(quick, vigilant, shadowTieBreakFromInitiative(initiative, quick, vigilant));
}

/**
 * Combat#_sortCombatants for Shadow (called unbound): combatants without initiative go last; then by the sort key
 * (Quick, Vigilant and the tie-break d20 for Shadow actors, as `shadowTurnOrderCompare` orders them; the chosen
 * initiative for those acting later; initiative for others); then by name and id for a stable order.
 */
export function shadowCombatSort(a: ShadowCombatantLike, b: ShadowCombatantLike): number {
  const ka = shadowSortKey(a);
  const kb = shadowSortKey(b);
  if ((ka === null) !== (kb === null)) return ka === null ? 1 : -1;
  const order = ka !== null && kb !== null ? kb - ka : 0;
  if (order !== 0) return order;
  return (a.name ?? "").localeCompare(b.name ?? "") || (a.id ?? "").localeCompare(b.id ?? "");
}
