import { wardenScore, type WardenAttribute, type WardenScore } from "./attributes.js";
import { type WardenCriticalState } from "./damage.js";
import { wardenInt, wardenRecord } from "./numbers.js";

/**
 * "Resting for a few moments and having a drink of water restores lost HP" — unless Deprived:
 * "A Deprived PC cannot recover HP, Attributes, or item slots from Fatigue."
 */
export function wardenShortRest({ hp, deprived = false }: { hp: WardenScore; deprived?: boolean }): WardenScore {
  const s = wardenScore(hp);
  return deprived ? s : { value: s.max, max: s.max };
}

/**
 * Fatigue "lasts until the PC is able to recuperate (such as with a full night's rest in a safe
 * spot)": all Fatigue goes, unless the PC is Deprived or the spot is not safe.
 */
export function wardenFullRest({ fatigue, deprived = false, safe = true }: { fatigue: number; deprived?: boolean; safe?: boolean }): {
  fatigue: number;
  removed: number;
} {
  const carried = Math.max(0, wardenInt(fatigue));
  if (deprived || !safe) return { fatigue: carried, removed: 0 };
  return { fatigue: 0, removed: carried };
}

/**
 * "Attribute loss can usually be restored with a week's rest, facilitated by a healer": every
 * attribute back to its maximum, unless Deprived or without a healer. Missing attributes count as 0.
 */
export function wardenWeekRest({
  attributes,
  deprived = false,
  healer = true,
}: {
  attributes: Record<WardenAttribute, WardenScore>;
  deprived?: boolean;
  healer?: boolean;
}): Record<WardenAttribute, WardenScore> {
  const scores = wardenRecord(attributes);
  const restore = (a: WardenAttribute): WardenScore => {
    const s = wardenScore(scores[a]);
    return deprived || !healer ? s : { value: s.max, max: s.max };
  };
  return { str: restore("str"), dex: restore("dex"), wil: restore("wil") };
}

/**
 * "Anyone Deprived for more than a day adds Fatigue to their inventory, one for each day."
 * Read as: nothing for the first day; each further whole day deprived adds one Fatigue.
 */
export function wardenDeprivationFatigue(daysDeprived: number): number {
  return Math.max(0, Math.floor(Math.max(0, wardenInt(daysDeprived))) - 1);
}

/** "Bandages can stabilize a character that has taken critical damage." */
export function wardenStabilize({ state, bandaged }: { state: WardenCriticalState | "stable"; bandaged: boolean }): WardenCriticalState | "stable" {
  return state === "critical" && bandaged ? "stable" : state;
}
