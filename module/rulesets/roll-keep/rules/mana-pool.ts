/**
 * How much of the mana pool is spent (000: permanent mana decides the dice kept; the pool is "what they temporarily
 * have"). The pool of a colour starts at its permanent mana; what is missing from it has been spent. A pool above its
 * permanent mana (a gift in play) has spent nothing. Pure: whole numbers in, whole numbers out.
 */
export function rkManaSpent(permanent: number, current: number): number {
  const p = Number.isFinite(permanent) ? Math.max(0, Math.trunc(permanent)) : 0;
  const c = Number.isFinite(current) ? Math.max(0, Math.trunc(current)) : 0;
  return Math.max(0, p - c);
}

/** What is spent of the whole pool: each colour's spent mana, added (a colour above its permanent mana offsets none). */
export function rkManaSpentTotal(pools: readonly { permanent: number; current: number }[]): number {
  return pools.reduce((sum, p) => sum + rkManaSpent(p.permanent, p.current), 0);
}
