import { wardenClamp, wardenInt, wardenList } from "./numbers.js";

/** "A PC, NPC, or monster cannot have more than 3 Armor." */
export const WARDEN_MAX_ARMOR = 3;

/** An armor source: worn armor, a held shield, or a bonus such as a mishap's magical essence. */
export interface WardenArmorSource {
  armor: number;
  /** Armor counts "only while the item is worn" (held, for a shield). */
  worn?: boolean;
}

/** Armor from worn items plus bonuses, never below 0 and never above 3 (sources that are not objects are skipped). */
export function wardenArmor(sources: readonly WardenArmorSource[], bonus = 0): number {
  const total = wardenList(sources).reduce((sum, s) => (s.worn === false ? sum : sum + Math.max(0, wardenInt(s.armor))), 0);
  return wardenClamp(total + wardenInt(bonus), 0, WARDEN_MAX_ARMOR, 0);
}
