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

/** The special actions of combat a sheet or the tracker offers (003 "Special Actions in Combat"). */
export const WARDEN_SPECIAL_ACTIONS = ["move", "gainAdvantage", "held"] as const;
export type WardenSpecialAction = (typeof WARDEN_SPECIAL_ACTIONS)[number];

/**
 * Where the Advantage banked by Gain Advantage waits for the next roll: an actor flag (read clamped through
 * `wardenSpecialAction`'s `advantage` input), so the actor models' stored shape stays as it is.
 */
export const WARDEN_BANKED_ADVANTAGE_PATH = "flags.anthology.bankedAdvantage";

/** Most Advantage Gain Advantage can bank: one per AP a turn holds. */
export const WARDEN_MAX_BANKED_ADVANTAGE = WARDEN_AP_PER_TURN;

export interface WardenSpecialActionResult {
  ok: boolean;
  /** Why it was refused: not enough AP left, or a held action's cost that is no whole number of at least 1 AP. */
  refusal: "notEnoughAp" | "badCost" | null;
  action: WardenSpecialAction;
  cost: number;
  /** AP left afterwards (as before when refused). */
  remaining: number;
  /** Move: the spaces the move covers (half DEX rounded up); null for the others. */
  spaces: number | null;
  /** Advantage banked on the base die for the next roll, afterwards. */
  advantage: number;
  /** The actor's changes (the AP spent, the Advantage banked); empty when refused. */
  outcome: { actor: Record<string, unknown> };
}

/**
 * A special action in combat, spent from the AP left (003 "Special Actions in Combat"): "Move (1 AP): Initiator can
 * move up to their half DEX rounded up Spaces"; "Gain Advantage (1 AP): Initiator can add Advantage for its Base Dice
 * for the next roll. Can be used multiple times."; "Held Action (X AP)": the cost the Warden and the player agree, paid
 * now. Refused whole (nothing spent) when the AP left do not cover it or a held cost is not a whole number ≥ 1.
 */
export function wardenSpecialAction(input: {
  action: WardenSpecialAction;
  ap: number;
  dex: number;
  advantage?: number;
  heldCost?: number;
}): WardenSpecialActionResult {
  const action: WardenSpecialAction = WARDEN_SPECIAL_ACTIONS.includes(input.action) ? input.action : "move";
  const have = Math.max(0, wardenInt(input.ap));
  const banked = Math.min(WARDEN_MAX_BANKED_ADVANTAGE, Math.max(0, wardenInt(input.advantage)));
  const rawHeld = Number(input.heldCost);
  const held = action === "held" ? (Number.isInteger(rawHeld) && rawHeld >= 1 ? rawHeld : null) : null;
  const cost = action === "held" ? (held ?? 0) : WARDEN_SPECIAL_ACTION_COST[action];
  const spaces = action === "move" ? wardenMoveSpaces(input.dex) : null;
  const refuse = (refusal: "notEnoughAp" | "badCost"): WardenSpecialActionResult => ({
    ok: false,
    refusal,
    action,
    cost,
    remaining: have,
    spaces,
    advantage: banked,
    outcome: { actor: {} },
  });
  if (action === "held" && held === null) return refuse("badCost");
  const spent = wardenSpendAp({ current: have, cost });
  if (!spent.ok) return refuse("notEnoughAp");
  // Banked Advantage is capped at what one turn's AP could buy.
  const advantage = action === "gainAdvantage" ? Math.min(WARDEN_MAX_BANKED_ADVANTAGE, banked + 1) : banked;
  const changes: Record<string, unknown> = { "system.ap.value": spent.remaining };
  if (advantage !== banked) changes[WARDEN_BANKED_ADVANTAGE_PATH] = advantage;
  return { ok: true, refusal: null, action, cost, remaining: spent.remaining, spaces, advantage, outcome: { actor: changes } };
}
