import { keptIndex } from "../odds/kept-die.js";
import { evaluateRollUnder, type RollUnderEvaluation } from "../odds/roll-under-evaluate.js";
import { formatChance } from "../requests/chance.js";
import { rollUnderChance, rollUnderTarget, type RollUnderSettings } from "../requests/roll-under-settings.js";
import { dieViews, signed, type DieView } from "./die-view.js";

/** Evaluate rolled d20 faces against roll-under settings (target + modifier, favour, post-roll bonus). Pure. */
export function evaluateRollUnderRoll(faces: readonly number[], s: RollUnderSettings): RollUnderEvaluation {
  return evaluateRollUnder(faces, { target: rollUnderTarget(s), favour: s.favour, bonus: s.bonus });
}

export interface RollUnderCardContext {
  family: "rollUnder";
  label: string;
  flavor?: string;
  formula: string;
  isPrivate: boolean;
  dice: DieView[];
  /** The attribute/ability value before situational modifiers. */
  baseTarget: number;
  modifier: number;
  modifierText: string;
  evaluation: RollUnderEvaluation;
  /** The number the die had to be at most, bonus included. */
  effectiveTarget: number;
  /** |margin|, shown in words (made by / missed by). */
  marginAbs: number;
  chance: string;
}

/** Everything the roll-under card template shows. Pure. */
export function rollUnderCardContext(input: { label: string; flavor?: string; formula: string; faces: readonly number[]; settings: RollUnderSettings; isPrivate?: boolean }): RollUnderCardContext {
  const { settings: s, faces } = input;
  const evaluation = evaluateRollUnderRoll(faces, s);
  const index = keptIndex(faces, -s.favour);
  return {
    family: "rollUnder",
    label: input.label,
    flavor: input.flavor,
    formula: input.formula,
    isPrivate: input.isPrivate ?? false,
    dice: dieViews(faces, 20, faces.map((_, i) => i === index), (face, kept) => kept && evaluation.success && face === evaluation.die),
    baseTarget: s.target,
    modifier: s.modifier,
    modifierText: signed(s.modifier),
    evaluation,
    effectiveTarget: evaluation.target + evaluation.bonus,
    marginAbs: Math.abs(evaluation.margin),
    chance: formatChance(rollUnderChance(s)),
  };
}
