import { wardenSavePasses } from "./check.js";
import { wardenInt } from "./numbers.js";

/** Why a morale save is due. */
export type WardenMoraleTrigger = "firstCasualty" | "halfLost" | "loneFoe";

/**
 * When enemies must pass a WIL save to avoid fleeing: "when they take their first casualty and again
 * when they lose half their number", and "Lone foes must save when they're reduced to 0 HP".
 * Morale does not affect PCs. `checked` lists the triggers already rolled for this group.
 */
export function wardenMoraleTrigger({
  size,
  lost,
  hp,
  isCharacter = false,
  checked = [],
}: {
  size: number;
  lost: number;
  hp?: number;
  isCharacter?: boolean;
  checked?: readonly WardenMoraleTrigger[];
}): WardenMoraleTrigger | null {
  if (isCharacter) return null;
  const done: readonly unknown[] = Array.isArray(checked) ? checked : [];
  const total = Math.max(0, wardenInt(size));
  const down = Math.max(0, wardenInt(lost));
  if (total <= 1) {
    return hp !== undefined && wardenInt(hp, 1) <= 0 && !done.includes("loneFoe") ? "loneFoe" : null;
  }
  if (down * 2 >= total && !done.includes("halfLost")) return "halfLost";
  if (down >= 1 && !done.includes("firstCasualty")) return "firstCasualty";
  return null;
}

/** The WIL a morale save uses: "Some groups may use their leader's WIL in place of their own." */
export function wardenMoraleWil({ own, leader }: { own: number; leader?: number | null }): number {
  return leader === undefined || leader === null ? wardenInt(own) : wardenInt(leader);
}

/** A morale save is a WIL save against the Warden's DC: passed (TR > DC) the group stands, else it flees. */
export function wardenMoraleSave({ tr, dc }: { tr: number; dc: number }): "stands" | "flees" {
  return wardenSavePasses({ tr, dc }) ? "stands" : "flees";
}
