import { keptIndex } from "../odds/kept-die.js";
import { evaluateRollUnder, type RollUnderEvaluation } from "../odds/roll-under-evaluate.js";
import { formatChance } from "../requests/chance.js";
import { rollUnderChance, rollUnderTarget, type RollUnderSettings } from "../requests/roll-under-settings.js";
import { dieViews, signed, type DieView } from "./die-view.js";
import { bandNotes, type ResultBand } from "./band.js";
import { whyTermViews, type WhyTerm } from "./why.js";
import { whyLines, type WhyView } from "./why-lines.js";

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
  /** The result band at the top of the card. */
  band: ResultBand;
  /** "Why this result": the ruleset's terms (or the family's target and modifier), the die and the chance. */
  why: WhyView;
}

/** Without a ruleset's terms, the family's own: the number rolled under and the situational modifier. */
function familyTerms(s: RollUnderSettings): WhyTerm[] {
  return [{ key: "ANTHOLOGY.Dice.Why.target", value: s.target }, ...(s.modifier !== 0 ? [{ key: "ANTHOLOGY.Dice.Why.modifier", value: s.modifier }] : [])];
}

/** Everything the roll-under card template shows. Pure. */
export function rollUnderCardContext(input: { label: string; flavor?: string; formula: string; faces: readonly number[]; settings: RollUnderSettings; isPrivate?: boolean; why?: readonly WhyTerm[] }): RollUnderCardContext {
  const { settings: s, faces } = input;
  const evaluation = evaluateRollUnderRoll(faces, s);
  const index = keptIndex(faces, -s.favour);
  const effectiveTarget = evaluation.target + evaluation.bonus;
  const marginAbs = Math.abs(evaluation.margin);
  const chance = formatChance(rollUnderChance(s));
  const terms = input.why?.length ? [...input.why] : familyTerms(s);
  if (evaluation.bonus !== 0) terms.push({ key: "ANTHOLOGY.Dice.Why.bonus", value: evaluation.bonus });
  return {
    family: "rollUnder",
    label: input.label,
    flavor: input.flavor,
    formula: input.formula,
    isPrivate: input.isPrivate ?? false,
    dice: dieViews(faces, 20, faces.map((_, i) => i === index), (face, kept) => kept && evaluation.success && face === evaluation.die, "under"),
    baseTarget: s.target,
    modifier: s.modifier,
    modifierText: signed(s.modifier),
    evaluation,
    effectiveTarget,
    marginAbs,
    chance,
    band: {
      tone: evaluation.success ? "success" : "failure",
      key: evaluation.success ? "ANTHOLOGY.Dice.Card.success" : "ANTHOLOGY.Dice.Card.failure",
      notes: bandNotes(
        { key: evaluation.success ? "ANTHOLOGY.Dice.Band.madeBy" : "ANTHOLOGY.Dice.Band.missedBy", value: marginAbs },
        evaluation.cannotFail && { key: "ANTHOLOGY.Dice.Card.cannotFail" },
        evaluation.bonus !== 0 && { key: "ANTHOLOGY.Dice.Band.bonus", value: signed(evaluation.bonus) },
      ),
    },
    why: {
      terms: whyTermViews(terms),
      lines: whyLines(
        { key: "ANTHOLOGY.Dice.Why.rollUnder", target: effectiveTarget },
        s.favour > 0 && { key: "ANTHOLOGY.Dice.Why.keptLowest", count: faces.length, die: evaluation.die },
        s.favour < 0 && { key: "ANTHOLOGY.Dice.Why.keptHighest", count: faces.length, die: evaluation.die },
        { key: evaluation.success ? "ANTHOLOGY.Dice.Why.underMade" : "ANTHOLOGY.Dice.Why.underMissed", die: evaluation.die, target: effectiveTarget },
        evaluation.die === 1 && { key: "ANTHOLOGY.Dice.Why.underBest" },
        evaluation.die === 20 && { key: "ANTHOLOGY.Dice.Why.underWorst" },
      ),
      chance,
      botchChance: null,
    },
  };
}
