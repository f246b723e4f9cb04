import { asList, asRecord, coerceInt, dieFaces } from "./coerce.js";
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

/** Only d20 faces 1–20 count as dice; anything else is ignored (and anything that is not a list holds none). */
function d20Faces(faces: unknown): number[] {
  return dieFaces(faces, 20, 1 + MAX_ADVANTAGE);
}

/** The evaluation of a kept die against target + bonus (each already clean). */
function judged(die: number, dropped: number[], target: number, bonus: number): RollUnderEvaluation {
  const margin = target + bonus - die;
  return { die, dropped, target, bonus, success: margin >= 0, margin, cannotFail: target >= 20, bonusNeeded: Math.max(0, die - target - bonus) };
}

function cleanTarget(value: unknown): number {
  return coerceInt(value, -MAX_ROLL_UNDER_NUMBER, MAX_ROLL_UNDER_NUMBER, 0);
}

function cleanBonus(value: unknown): number {
  return coerceInt(value ?? 0, -MAX_ROLL_UNDER_NUMBER, MAX_ROLL_UNDER_NUMBER, 0);
}

/**
 * Evaluate rolled d20 faces against a target: the kept die (by favour) must be at most target + bonus.
 * With no valid face the die counts as 20 (the worst result), so nothing succeeds by accident.
 * Options that are not an object count as `{}` (target 0, no favour, no bonus).
 */
export function evaluateRollUnder(faces: readonly number[], options: { target: number; favour?: number; bonus?: number }): RollUnderEvaluation {
  const o = asRecord(options);
  const favour = coerceInt(o.favour ?? 0, -MAX_ADVANTAGE, MAX_ADVANTAGE, 0);
  const dice = d20Faces(faces);
  const { kept, dropped } = dice.length > 0 ? keepOneDie(dice, -favour) : { kept: 20, dropped: [] };
  return judged(kept, dropped, cleanTarget(o.target), cleanBonus(o.bonus));
}

/**
 * Re-evaluate a roll-under result with a bonus added after the roll (replacing any earlier bonus).
 * The result's own numbers are cleaned as `evaluateRollUnder` cleans them: a die that is not a d20 face
 * counts as 20, a bad target as 0, dropped faces that are not d20 faces are left out.
 */
export function applyRollUnderBonus(result: RollUnderEvaluation, bonus: number): RollUnderEvaluation {
  const r = asRecord(result);
  const die = d20Faces([r.die])[0] ?? 20;
  return judged(die, d20Faces(asList(r.dropped)), cleanTarget(r.target), cleanBonus(bonus));
}
