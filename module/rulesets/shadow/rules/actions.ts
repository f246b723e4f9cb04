/**
 * Actions in combat (text 002, "Actions in Combat", "Movement Action", "Reactions", "Special Actions"):
 * each turn a combatant has one Combat Action and one Movement Action; the Combat Action may become a
 * second Movement Action and the Movement Action may become another kind of action. Reactions (Free
 * Attacks, Defense tests) and Free Actions come on top. A Movement Action is about 10 paces.
 */

import { shadowDescribe, shadowInteger, shadowList } from "./coerce.js";

const SHADOW_ACTION_KINDS = ["combat", "movement", "other", "free", "reaction", "fullTurn"] as const;
export type ShadowActionKind = (typeof SHADOW_ACTION_KINDS)[number];

/** The activities the text names, and the action each costs. */
export const SHADOW_ACTIVITY_COSTS = {
  attack: "combat",
  activeAbility: "combat",
  firstAid: "combat",
  elixirOnOther: "combat",
  engageInMelee: "movement",
  takeFlankingPosition: "movement",
  movePastEnemy: "movement",
  disengage: "movement",
  clearLineOfSight: "movement",
  switchWeapons: "movement",
  drawWeapon: "movement",
  standUp: "movement",
  elixirOnSelf: "movement",
  drawShortWeapon: "free",
  freeAttack: "reaction",
  defenseTest: "reaction",
} as const satisfies Record<string, ShadowActionKind>;

export type ShadowActivity = keyof typeof SHADOW_ACTIVITY_COSTS;

export const SHADOW_MOVEMENT_PACES = 10;

/**
 * Whether a list of actions fits in one turn: at most one Combat Action; the Combat and Movement slots
 * hold two actions in all, of which no more than one is a Combat Action (a Movement Action may stand in
 * for the Combat Action, another kind of action for the Movement Action); a full-turn action uses both
 * slots. Free Actions and Reactions are not counted, nor anything that is not an action kind (a
 * non-list is no actions).
 */
export function shadowFitsTurn(actions: readonly ShadowActionKind[]): boolean {
  const list = shadowList(actions);
  const count = (k: ShadowActionKind) => list.filter((a) => a === k).length;
  const combat = count("combat");
  const slotted = combat + count("movement") + count("other");
  const full = count("fullTurn");
  if (full > 0) return full === 1 && slotted === 0;
  return combat <= 1 && slotted <= 2;
}

/** Getting up from prone: a Movement Action after a successful Quick test, otherwise the whole turn. */
export function shadowStandUpCost(quickTestSucceeded: boolean): ShadowActionKind {
  return quickTestSucceeded ? "movement" : "fullTurn";
}

/** Movement Actions to cover a distance in paces (10 each); an engaging move stops at the enemy. */
export function shadowMovementActions(paces: unknown): number {
  return Math.ceil(shadowInteger(paces, 0, 10_000, 0) / SHADOW_MOVEMENT_PACES);
}

export type ShadowAbilityUse = "active" | "passive" | "reaction";
export type ShadowActionContext = "action" | "reaction" | "freeAttack";

/** Reactions and Free Attacks may use the effect of passive abilities, not of active ones. */
export function shadowAbilityUsable(use: ShadowAbilityUse, context: ShadowActionContext): boolean {
  if (context === "action") return true;
  return use !== "active";
}

/** What is left of a turn after the actions spent: whether a Combat Action may still be taken, and how many Movement Actions. */
export interface ShadowTurnLeft {
  combat: boolean;
  movement: number;
}

/** The turn's two slots after `spent` (a non-list is nothing spent; Free Actions and Reactions take no slot). */
export function shadowTurnLeft(spent: readonly ShadowActionKind[]): ShadowTurnLeft {
  const list = shadowList(spent);
  if (list.includes("fullTurn")) return { combat: false, movement: 0 };
  const combat = list.filter((a) => a === "combat").length;
  const slotted = combat + list.filter((a) => a === "movement" || a === "other").length;
  const free = Math.max(0, 2 - slotted);
  return { combat: combat === 0 && free > 0, movement: free };
}

/** Spending one more action this turn: refused (ok false, nothing spent) when it does not fit (shadowFitsTurn). */
export function shadowSpendAction(spent: readonly ShadowActionKind[], kind: ShadowActionKind): { ok: boolean; spent: ShadowActionKind[] } {
  // A kind that is not an action has no slot to take: refused, naming it (an Infinity was added to the list as it came).
  if (!(SHADOW_ACTION_KINDS as readonly unknown[]).includes(kind))
    throw new RangeError(`shadowSpendAction: kind must be one of ${SHADOW_ACTION_KINDS.join(", ")}, got ${shadowDescribe(kind)}`);
  const list = shadowList(spent).filter((a): a is ShadowActionKind => typeof a === "string");
  if (kind === "free" || kind === "reaction") return { ok: true, spent: list };
  const next = [...list, kind];
  return shadowFitsTurn(next) ? { ok: true, spent: next } : { ok: false, spent: list };
}
