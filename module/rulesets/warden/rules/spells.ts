import { wardenInt } from "./numbers.js";

/**
 * Mirror Image, the spell the text names: "[dice] illusory duplicates of yourself appear under your
 * control." With three Magic Dice, three duplicates.
 */
export function wardenMirrorImageDuplicates(dice: number): number {
  return Math.max(0, wardenInt(dice));
}
