/**
 * Who acts first. 004 ("Conflicts", on actions that affect each other): "use an agility roll to determine which
 * action(s) get resolved first", applying movement penalties to that roll. An agility roll is a d20 rolled under
 * agility, so the combat tracker's initiative is the margin `agility − d20`: the larger margin resolves first.
 * Creatures have no agility in their stat lines; they roll under their evasion reaction (agility's major reaction,
 * 004's reaction table), our reading. Roll data carries the number as `initiative`.
 */
export const GM_INITIATIVE_FORMULA = "@initiative - 1d20";

/** The number a G&M actor's initiative roll is made under: a character's agility, a creature's evasion. */
export function gmInitiativeTarget(source: { agility?: unknown; evasion?: unknown }): number {
  const from = typeof source === "object" && source !== null ? source : {};
  const n = Number(from.agility ?? from.evasion ?? 0);
  return Number.isFinite(n) ? Math.trunc(n) : 0;
}
