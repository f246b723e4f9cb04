import { wardenClamp } from "./numbers.js";

/**
 * The Mishaps table of the text, keyed by the spell's [sum] (2..24, 23 entries).
 * Ids name localization keys: `ANTHOLOGY.Warden.Mishap.<id>.name`.
 */
export const WARDEN_MISHAPS = [
  { sum: 2, id: "magicSealed" },
  { sum: 3, id: "volatileCasting" },
  { sum: 4, id: "chainReaction" },
  { sum: 5, id: "reversed" },
  { sum: 6, id: "combustion" },
  { sum: 7, id: "drained" },
  { sum: 8, id: "willBurn" },
  { sum: 9, id: "purpleSkin" },
  { sum: 10, id: "insubstantial" },
  { sum: 11, id: "arcaneBurns" },
  { sum: 12, id: "backfire" },
  { sum: 13, id: "grimoireDamaged" },
  { sum: 14, id: "tumors" },
  { sum: 15, id: "soulGrimoire" },
  { sum: 16, id: "plantFused" },
  { sum: 17, id: "weirdForm" },
  { sum: 18, id: "fusedHand" },
  { sum: 19, id: "wings" },
  { sum: 20, id: "limbSwap" },
  { sum: 21, id: "deityLink" },
  { sum: 22, id: "magicVessel" },
  { sum: 23, id: "duplicate" },
  { sum: 24, id: "elemental" },
] as const;

export type WardenMishapId = (typeof WARDEN_MISHAPS)[number]["id"];

/** Lowest and highest [sum] with a Mishaps entry (two to four d6 with a match). */
export const WARDEN_MISHAP_MIN = 2;
export const WARDEN_MISHAP_MAX = 24;

/** The Mishaps entry for a [sum], clamped to 2..24. */
export function wardenMishapEntry(sum: number): { sum: number; id: WardenMishapId } {
  const s = Number(sum) > WARDEN_MISHAP_MAX ? WARDEN_MISHAP_MAX : wardenClamp(Math.floor(Number(sum)), WARDEN_MISHAP_MIN, WARDEN_MISHAP_MAX);
  return WARDEN_MISHAPS[s - WARDEN_MISHAP_MIN];
}
