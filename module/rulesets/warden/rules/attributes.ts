import { wardenClamp, wardenInt } from "./numbers.js";

/** The three Warden attributes: Strength, Dexterity, Willpower. */
export const WARDEN_ATTRIBUTES = ["str", "dex", "wil"] as const;
export type WardenAttribute = (typeof WARDEN_ATTRIBUTES)[number];

/** A score with a current value and a maximum (attributes and HP). */
export interface WardenScore {
  value: number;
  max: number;
}

/** Upper bound for any attribute or HP value the rules will produce (3d6 + gains stays far below). */
export const WARDEN_SCORE_CAP = 99;

/** A clean score: integers, max within 0..99, value within 0..max (a missing value means full). */
export function wardenScore(score: Partial<WardenScore> | undefined): WardenScore {
  const max = wardenClamp(score?.max, 0, WARDEN_SCORE_CAP, 0);
  const value = wardenClamp(score?.value, 0, max, max);
  return { value, max };
}

/** Attribute-zero states: "If a PC's STR is reduced to 0, they die. If their DEX is reduced to 0,
 * they are paralyzed. If their WIL is reduced to 0, they are delirious." */
export type WardenAttributeState = "dead" | "paralyzed" | "delirious";

export const WARDEN_ZERO_STATES: Readonly<Record<WardenAttribute, WardenAttributeState>> = {
  str: "dead",
  dex: "paralyzed",
  wil: "delirious",
};

/** The states caused by attributes at 0 (in STR, DEX, WIL order). */
export function wardenAttributeStates(values: Partial<Record<WardenAttribute, number>>): WardenAttributeState[] {
  return WARDEN_ATTRIBUTES.filter((a) => wardenInt(values[a], 1) <= 0).map((a) => WARDEN_ZERO_STATES[a]);
}

/** "Complete DEX and WIL loss renders the character unable to act until they are restored." */
export function wardenCanAct(values: Partial<Record<WardenAttribute, number>>): boolean {
  return wardenAttributeStates(values).length === 0;
}
