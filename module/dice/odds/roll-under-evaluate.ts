import { coerceInt } from "./coerce.js";
import { keepOneDie } from "./kept-die.js";
import { MAX_ADVANTAGE, MAX_ROLL_UNDER_NUMBER } from "./limits.js";

/** The result of a roll-under d20 check. */
export interface RollUnderEvaluation {
  /** The d20 that counts (lowest with favour > 0, highest with favour < 0). */
  die: number;
  /** The other d20s rolled for favour, in roll order. */
  dropped: number[];
  /** The target number before any bonus added after the roll. */
  target: number;
  /** Bonus added after the roll (e.g. a Gods & Monsters mojo bid); raises the effective target. */
  bonus: number;
  /** die ≤ target + bonus. */
  success: boolean;
  /** target + bonus − die: ≥ 0 on a success (how much it was made by), < 0 by how much it was missed. */
  margin: number;
  /** The roll could not fail: target 20 or more (before the bonus). */
  cannotFail: boolean;
  /** Smallest bonus that would turn this roll into a success (0 when it already succeeds). */
  bonusNeeded: number;
}

/** Only d20 faces 1–20 count as dice; anything else is ignored. */
function d20Faces(faces: readonly number[]): number[] {
  return faces.filter((f) => Number.isInteger(f) && f >= 1 && f <= 20).slice(0, 1 + MAX_ADVANTAGE);
}

/**
 * Evaluate rolled d20 faces against a target: the kept die (by favour) must be at most target + bonus.
 * With no valid face the die counts as 20 (the worst result), so nothing succeeds by accident.
 */
export function evaluateRollUnder(faces: readonly number[], options: { target: number; favour?: number; bonus?: number }): RollUnderEvaluation {
  const target = coerceInt(options.target, -MAX_ROLL_UNDER_NUMBER, MAX_ROLL_UNDER_NUMBER, 0);
  const favour = coerceInt(options.favour ?? 0, -MAX_ADVANTAGE, MAX_ADVANTAGE, 0);
  const bonus = coerceInt(options.bonus ?? 0, -MAX_ROLL_UNDER_NUMBER, MAX_ROLL_UNDER_NUMBER, 0);
  const dice = d20Faces(faces);
  const { kept, dropped } = dice.length > 0 ? keepOneDie(dice, -favour) : { kept: 20, dropped: [] };
  const margin = target + bonus - kept;
  return {
    die: kept,
    dropped,
    target,
    bonus,
    success: margin >= 0,
    margin,
    cannotFail: target >= 20,
    bonusNeeded: Math.max(0, kept - target - bonus),
  };
}

/** Re-evaluate a roll-under result with a bonus added after the roll (replacing any earlier bonus). */
export function applyRollUnderBonus(result: RollUnderEvaluation, bonus: number): RollUnderEvaluation {
  const b = coerceInt(bonus, -MAX_ROLL_UNDER_NUMBER, MAX_ROLL_UNDER_NUMBER, 0);
  const margin = result.target + b - result.die;
  return { ...result, bonus: b, success: margin >= 0, margin, bonusNeeded: Math.max(0, result.die - result.target - b) };
}
