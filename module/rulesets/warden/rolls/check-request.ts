/**
 * Builds the numbers of a Warden check from an actor's attribute and the items used (pure: no Foundry).
 * The dice room's `rollAdvantage` rolls it (module/dice/API.md).
 */
import { WARDEN_ATTRIBUTES, type WardenAttribute } from "../rules/attributes.js";
import { wardenInt } from "../rules/numbers.js";

/** An item whose object die joins the check. */
export interface WardenCheckItem {
  id: string;
  name: string;
  /** Die sides (a weapon's damage die, a shield's die); below 2 means the item adds no die. */
  die: number;
  /** A sharp weapon rolls its die with advantage. */
  sharp?: boolean;
}

export interface WardenObjectDieRequest {
  label: string;
  faces: number;
  advantage: number;
  itemId: string;
}

/** Object dice for the items used: one die each, sharp ones with +1 advantage. */
export function wardenObjectDice(items: readonly WardenCheckItem[]): WardenObjectDieRequest[] {
  return items.filter((i) => wardenInt(i.die) >= 2).map((i) => ({ label: i.name, faces: wardenInt(i.die), advantage: i.sharp ? 1 : 0, itemId: i.id }));
}

/** The attribute's current score is the check's modifier. */
export function wardenModifier(attributes: Record<WardenAttribute, { value: number }>, attribute: WardenAttribute): number {
  return Math.max(0, wardenInt(attributes[attribute]?.value));
}

export function isWardenAttribute(value: unknown): value is WardenAttribute {
  return typeof value === "string" && WARDEN_ATTRIBUTES.some((a) => a === value);
}
