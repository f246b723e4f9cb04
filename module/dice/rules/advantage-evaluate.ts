import { asList, asRecord, coerceInt, dieFaces } from "./coerce.js";
import { keepOneDie } from "./kept-die.js";
import { MAX_ADVANTAGE, MAX_OBJECT_DICE, MAX_OBJECT_FACES, MAX_WARDEN_NUMBER } from "./limits.js";

/** One die with advantage after the roll: the face that counts and the ones dropped. */
export interface KeptDie {
  faces: number;
  advantage: number;
  kept: number;
  dropped: number[];
}

/** The result of a Warden check (the initiator's IR or the target's TR). */
export interface AdvantageEvaluation {
  /** The base d20 (kept by its net advantage). */
  base: KeptDie;
  modifier: number;
  /** Each object die on its own; a weapon's kept face is also its damage. */
  objects: KeptDie[];
  /** base + modifier + object dice. */
  total: number;
  /** The kept base die shows 1. */
  natural1: boolean;
  /** The kept base die shows 20. */
  natural20: boolean;
}

/** Rolled faces of one die with advantage (1+|advantage| faces expected). */
export interface RolledDie {
  faces: number;
  advantage?: number;
  rolled: readonly number[];
}

function keptDie(faces: number, advantage: number, rolled: unknown): KeptDie {
  const valid = dieFaces(rolled, faces, 1 + MAX_ADVANTAGE);
  // No valid face: the die adds its minimum, 1, rather than NaN.
  const { kept, dropped } = valid.length > 0 ? keepOneDie(valid, advantage) : { kept: 1, dropped: [] };
  return { faces, advantage, kept, dropped };
}

/**
 * Evaluate a rolled Warden check: keep the highest base d20 with advantage (lowest with disadvantage),
 * the same for each object die by its own advantage, and add the modifier. Input that is not an object
 * counts as `{}`; lists that are not lists hold no dice (a die with no valid face adds 1).
 */
export function evaluateAdvantage(input: {
  base: readonly number[];
  advantage?: number;
  modifier: number;
  objects?: readonly RolledDie[];
}): AdvantageEvaluation {
  const check = asRecord(input);
  const modifier = coerceInt(check.modifier, -MAX_WARDEN_NUMBER, MAX_WARDEN_NUMBER, 0);
  const base = keptDie(20, coerceInt(check.advantage ?? 0, -MAX_ADVANTAGE, MAX_ADVANTAGE, 0), check.base);
  const objects = asList(check.objects)
    .slice(0, MAX_OBJECT_DICE)
    .map(asRecord)
    .map((o) => keptDie(coerceInt(o.faces, 1, MAX_OBJECT_FACES, 6), coerceInt(o.advantage ?? 0, -MAX_ADVANTAGE, MAX_ADVANTAGE, 0), o.rolled));
  const total = base.kept + modifier + objects.reduce((sum, o) => sum + o.kept, 0);
  return { base, modifier, objects, total, natural1: base.kept === 1, natural20: base.kept === 20 };
}

/**
 * Check results: the initiator succeeds when its result (IR, or the DC when a save is made against a
 * DC) is greater than or equal to the target's (TR, or the DC when an action is made against a DC).
 */
export function advantageSucceeds(initiatorResult: number, targetResult: number): boolean {
  const ir = coerceInt(initiatorResult, -MAX_WARDEN_NUMBER, MAX_WARDEN_NUMBER, 0);
  const tr = coerceInt(targetResult, -MAX_WARDEN_NUMBER, MAX_WARDEN_NUMBER, 0);
  return ir >= tr;
}
