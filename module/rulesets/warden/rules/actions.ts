import { wardenInt } from "./numbers.js";

/** Basic units of the text: 1 AP = 3 seconds, 1 space = 1.5 m (5 ft). */
export const WARDEN_SECONDS_PER_AP = 3;
export const WARDEN_METERS_PER_SPACE = 1.5;

/** "Each Creature (usually) has 4 Action Point (AP)". */
export const WARDEN_AP_PER_TURN = 4;
/** "Surprised Creatures have only 2 AP until their first turn ends." */
export const WARDEN_AP_SURPRISED = 2;

/** Action points at the start of combat. */
export function wardenStartingAp({ surprised = false }: { surprised?: boolean } = {}): number {
  return surprised ? WARDEN_AP_SURPRISED : WARDEN_AP_PER_TURN;
}

/** "Each Creature regains its maximum AP at their end of turn" (surprise ends with the first turn). */
export function wardenApAfterTurn(): number {
  return WARDEN_AP_PER_TURN;
}

/** Spending AP: refused (ok false, AP unchanged) when the action costs more than what is left. */
export function wardenSpendAp({ current, cost }: { current: number; cost: number }): { ok: boolean; remaining: number } {
  const have = Math.max(0, wardenInt(current));
  const price = Math.max(0, wardenInt(cost));
  if (price > have) return { ok: false, remaining: have };
  return { ok: true, remaining: have - price };
}

/** Special actions with a fixed cost: Move and Gain Advantage cost 1 AP; a Held Action costs what the held action costs. */
export const WARDEN_SPECIAL_ACTION_COST = { move: 1, gainAdvantage: 1 } as const;

/** "Move (1 AP): Initiator can move up to their half DEX rounded up Spaces." */
export function wardenMoveSpaces(dex: number): number {
  return Math.ceil(Math.max(0, wardenInt(dex)) / 2);
}
