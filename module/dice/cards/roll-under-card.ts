import { keptIndex } from "../rules/kept-die.js";
import { evaluateRollUnder, type RollUnderEvaluation } from "../rules/roll-under-evaluate.js";
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
  /** Part of the number is a difficulty only the GM holds (`RollUnderSettings.hidden`): no verdict on this card. */
  hidden: boolean;
  dice: DieView[];
  /** The attribute/ability value before situational modifiers. */
  baseTarget: number;
  modifier: number;
  modifierText: string;
  /** The die that counts (the kept one with favour). */
  die: number;
  /** The bonus added after the roll (a mojo bid), 0 without one. */
  bonus: number;
  /** The number the roller knows (target + modifier + bonus); with `hidden` the GM's difficulty is not in it. */
  knownTarget: number;
  /** The die against the number; null when hidden (the GM's card settles it). */
  evaluation: RollUnderEvaluation | null;
  /** The number the die had to be at most, bonus included; null when hidden. */
  effectiveTarget: number | null;
  /** |margin|, shown in words (made by / missed by); null when hidden. */
  marginAbs: number | null;
  /** The smallest bonus that would have made a failed roll succeed (1 or more); null on a success or when hidden. */
  bonusNeeded: number | null;
  /** The exact chance; null when hidden (a chance of the known part alone would not be the roll's). */
  chance: string | null;
  /** The result band at the top of the card. */
  band: ResultBand;
  /** "Why this result": the ruleset's terms (or the family's target and modifier), the die and the chance. */
  why: WhyView;
}

/** Without a ruleset's terms, the family's own: the number rolled under and the situational modifier. */
function familyTerms(s: RollUnderSettings): WhyTerm[] {
  return [{ key: "ANTHOLOGY.Dice.Why.target", value: s.target }, ...(s.modifier !== 0 ? [{ key: "ANTHOLOGY.Dice.Why.modifier", value: s.modifier }] : [])];
}

/**
 * The card of a roll whose number is partly the GM's (a hidden request): the dice, the known part and the terms,
 * the GM holding the rest and the result on the GM's card; no success or failure, margin, bonus needed or chance.
 */
function hiddenCardContext(
  common: Omit<RollUnderCardContext, "hidden" | "dice" | "evaluation" | "effectiveTarget" | "marginAbs" | "bonusNeeded" | "chance" | "band" | "why">,
  faces: readonly number[],
  s: RollUnderSettings,
  terms: WhyTerm[],
): RollUnderCardContext {
  const index = keptIndex(faces, -s.favour);
  return {
    ...common,
    hidden: true,
    dice: dieViews(
      faces,
      20,
      faces.map((_, i) => i === index),
      () => false,
      "under",
    ),
    evaluation: null,
    effectiveTarget: null,
    marginAbs: null,
    bonusNeeded: null,
    chance: null,
    band: {
      tone: "neutral",
      key: "ANTHOLOGY.Dice.Band.rolled",
      value: common.die,
      // The card says once that the GM holds the difficulty: its note under the header, not here again.
      notes: bandNotes(common.bonus !== 0 && { key: "ANTHOLOGY.Dice.Band.bonus", value: signed(common.bonus) }),
    },
    why: {
      terms: whyTermViews(terms),
      lines: whyLines(
        s.favour > 0 && { key: "ANTHOLOGY.Dice.Why.keptLowest", count: faces.length, die: common.die },
        s.favour < 0 && { key: "ANTHOLOGY.Dice.Why.keptHighest", count: faces.length, die: common.die },
        { key: "ANTHOLOGY.Dice.Why.underHidden", die: common.die, target: common.knownTarget },
      ),
      chance: null,
      botchChance: null,
    },
  };
}

/** Everything the roll-under card template shows. Pure. */
export function rollUnderCardContext(input: {
  label: string;
  flavor?: string;
  formula: string;
  faces: readonly number[];
  settings: RollUnderSettings;
  isPrivate?: boolean;
  why?: readonly WhyTerm[];
}): RollUnderCardContext {
  const { settings: s, faces } = input;
  const evaluation = evaluateRollUnderRoll(faces, s);
  const index = keptIndex(faces, -s.favour);
  const effectiveTarget = evaluation.target + evaluation.bonus;
  const terms = input.why?.length ? [...input.why] : familyTerms(s);
  if (evaluation.bonus !== 0) terms.push({ key: "ANTHOLOGY.Dice.Why.bonus", value: evaluation.bonus });
  const common = {
    family: "rollUnder" as const,
    label: input.label,
    flavor: input.flavor,
    formula: input.formula,
    isPrivate: input.isPrivate ?? false,
    baseTarget: s.target,
    modifier: s.modifier,
    modifierText: signed(s.modifier),
    die: evaluation.die,
    bonus: evaluation.bonus,
    knownTarget: effectiveTarget,
  };
  if (s.hidden) return hiddenCardContext(common, faces, s, terms);
  const marginAbs = Math.abs(evaluation.margin);
  const chance = formatChance(rollUnderChance(s));
  return {
    ...common,
    hidden: false,
    dice: dieViews(
      faces,
      20,
      faces.map((_, i) => i === index),
      (face, kept) => kept && evaluation.success && face === evaluation.die,
      "under",
    ),
    evaluation,
    effectiveTarget,
    marginAbs,
    bonusNeeded: evaluation.success ? null : evaluation.bonusNeeded,
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
