/**
 * Starting equipment bought with starting silver, and mojo traded for more (004 "Money and
 * Equipment" and Toromeen's purchase: 27 coins of gear, 18 coins, one mojo traded for 30 coins,
 * leaving 15 mojo and 21 coins).
 */
import { GM_MAX_NUMBER, gmCount } from "../coerce.js";

/** One mojo buys this many starting silver coins. */
export const GM_COINS_PER_MOJO = 30;

export interface GmStartingPurchase {
  /** The purchase can be paid with coins and the mojo available. */
  affordable: boolean;
  /** Mojo traded for coins (the fewest that cover the cost). */
  mojoTraded: number;
  /** Coins left after the purchase. */
  silver: number;
  /** Mojo left after the trade. */
  mojo: number;
}

/**
 * Pays `cost` silver from `silver`, trading the fewest mojo needed at 30 coins each. When even all
 * the mojo would not cover it, nothing changes and `affordable` is false. Fractions of a coin are kept
 * (prices like 0.1 exist), rounded to hundredths.
 */
export function gmStartingPurchase(input: { silver: number; mojo: number; cost: number }): GmStartingPurchase {
  const silver = coins(input.silver);
  const mojo = gmCount(input.mojo);
  const cost = coins(input.cost);
  const shortfall = Math.max(0, cost - silver);
  const mojoTraded = Math.ceil(round2(shortfall / GM_COINS_PER_MOJO));
  if (mojoTraded > mojo) return { affordable: false, mojoTraded: 0, silver, mojo };
  return { affordable: true, mojoTraded, silver: round2(silver + mojoTraded * GM_COINS_PER_MOJO - cost), mojo: mojo - mojoTraded };
}

function coins(value: unknown): number {
  const n = typeof value === "number" && Number.isFinite(value) ? value : 0;
  return round2(Math.min(GM_MAX_NUMBER * 100, Math.max(0, n)));
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}
