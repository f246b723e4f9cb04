import { evaluateKeep, keepBotchDie, keptMarks, splitKeep, type KeepEvaluation } from "../rules/keep-evaluate.js";
import { keepChance, keepNeededNow, KEEP_DIFFICULTIES, type KeepSettings } from "../requests/keep-settings.js";
import { formatChance } from "../requests/chance.js";
import { dieViews, type DieView } from "./die-view.js";
import { bandNotes, type ResultBand } from "./band.js";
import { whyTermViews, type WhyTerm } from "./why.js";
import { whyLines, type WhyView } from "./why-lines.js";

/** A keep roll's full result: the four fields plus what the card and callers need. */
export interface KeepRollEvaluation extends KeepEvaluation {
  dropped: number[];
  /** Successes needed in this roll (extended: what was still missing). */
  needed: number;
  meetsNeeded: boolean;
  /** Extended action: the running total over rounds, the total needed, and whether it is reached. */
  extended: { total: number; needed: number; done: boolean } | null;
}

/**
 * The English count form of a number ("1 success", "2 successes"): Foundry's `game.i18n.format` has no plural
 * rules (https://foundryvtt.com/api/v13/classes/foundry.helpers.Localization.html#format), so a counted phrase has
 * `one` and `other` keys and the card picks one, as CLDR's English rule does.
 */
function countForm(n: number): "one" | "other" {
  return n === 1 ? "one" : "other";
}

/** Evaluate every rolled d10 face (roll order) against keep settings. Pure. */
export function evaluateKeepRoll(faces: readonly number[], s: KeepSettings): KeepRollEvaluation {
  const base = evaluateKeep([...faces], { keep: s.keep, difficulty: s.difficulty });
  const marks = keptMarks(faces, s.keep);
  const needed = keepNeededNow(s);
  let extended: KeepRollEvaluation["extended"] = null;
  if (s.extended) {
    const total = s.extended.previous.reduce((a, b) => a + (Number.isFinite(b) ? b : 0), 0) + base.successes;
    extended = { total, needed: s.extended.needed, done: total >= s.extended.needed };
  }
  return { ...base, dropped: faces.filter((_, i) => !marks[i]), needed, meetsNeeded: base.successes >= needed, extended };
}

export interface KeepCardContext {
  family: "keep";
  label: string;
  flavor?: string;
  formula: string;
  isPrivate: boolean;
  /** The difficulty is one only the GM holds (`KeepSettings.hidden`): no successes or verdict on this card. */
  hidden: boolean;
  dice: DieView[];
  /** The faces kept, highest first (the same choice as the dice marked kept). */
  keptFaces: number[];
  /** The difficulty; null when hidden. */
  difficulty: number | null;
  /** Localization key of the text's name for the difficulty, or null for 1, 2 (indirectly opposed actions) or when hidden. */
  difficultyKey: string | null;
  keep: number;
  /** The kept dice against the difficulty; null when hidden (the GM's card counts them). */
  evaluation: KeepRollEvaluation | null;
  /** The degree's localization key; null when hidden. */
  degreeKey: string | null;
  /** The chance it had, formatted; null when hidden (without the difficulty there is no chance to give). */
  chance: string | null;
  botchChance: string | null;
  /** Why the roll botched (a kept 1, or a 1 among the dropped dice), or null (always when hidden: a botch needs no success, and successes need the difficulty). */
  botchKey: string | null;
  /**
   * The card's own line on a botch, short (which 1 made it), or null; "Why this result" gives the rules' words
   * (`botchKey`), so the card does not say the same sentence twice.
   */
  botchNoteKey: string | null;
  band: ResultBand;
  why: WhyView;
}

/** Without a ruleset's terms, the family's own: the dice rolled and the dice kept. */
function familyTerms(s: KeepSettings): WhyTerm[] {
  return [
    { key: "ANTHOLOGY.Dice.Why.pool", value: s.roll, plain: true },
    { key: "ANTHOLOGY.Dice.Why.keep", value: s.keep, plain: true },
  ];
}

function botchKeyOf(die: "kept" | "dropped" | null): string | null {
  return die ? `ANTHOLOGY.Dice.Card.botchWhy.${die}` : null;
}

function botchNoteKeyOf(die: "kept" | "dropped" | null): string | null {
  return die ? `ANTHOLOGY.Dice.Card.botchNote.${die}` : null;
}

/**
 * The card of a roll whose difficulty only the GM holds (a hidden request): the dice, the kept ones and the terms,
 * the GM holding the difficulty and the result on the GM's card; no successes, degree, botch or chance, since each
 * of them depends on the difficulty (000 "Successes and degrees of success", "Failure and Botching actions").
 */
function hiddenKeepCardContext(
  common: Pick<KeepCardContext, "family" | "label" | "flavor" | "formula" | "isPrivate" | "keptFaces" | "keep">,
  faces: readonly number[],
  marks: readonly boolean[],
  terms: readonly WhyTerm[],
): KeepCardContext {
  return {
    ...common,
    hidden: true,
    dice: dieViews(faces, 10, marks),
    difficulty: null,
    difficultyKey: null,
    evaluation: null,
    degreeKey: null,
    chance: null,
    botchChance: null,
    botchKey: null,
    botchNoteKey: null,
    band: {
      tone: "neutral",
      key: "ANTHOLOGY.Dice.Band.keptFaces",
      value: common.keptFaces.join(", "),
      // The card says once that the GM holds the difficulty: its note under the header, not here again.
      notes: bandNotes(),
    },
    why: {
      terms: whyTermViews(terms),
      lines: whyLines({ key: "ANTHOLOGY.Dice.Why.keptHidden", count: common.keep }),
      chance: null,
      botchChance: null,
    },
  };
}

/** Everything the keep card template shows. Pure: localization keys, never sentences. */
export function keepCardContext(input: {
  label: string;
  flavor?: string;
  formula: string;
  faces: readonly number[];
  settings: KeepSettings;
  isPrivate?: boolean;
  why?: readonly WhyTerm[];
}): KeepCardContext {
  const { settings: s, faces } = input;
  const marks = keptMarks(faces, s.keep);
  const kept = Math.min(s.keep, faces.length);
  const terms = input.why?.length ? input.why : familyTerms(s);
  const common = {
    family: "keep" as const,
    label: input.label,
    flavor: input.flavor,
    formula: input.formula,
    isPrivate: input.isPrivate ?? false,
    keptFaces: splitKeep(faces, s.keep).kept,
    keep: kept,
  };
  if (s.hidden) return hiddenKeepCardContext(common, faces, marks, terms);
  const evaluation = evaluateKeepRoll(faces, s);
  const chance = keepChance(s);
  const named = s.unnamed ? undefined : KEEP_DIFFICULTIES[s.difficulty];
  const degreeKey = `ANTHOLOGY.Dice.Degree.${evaluation.degree}`;
  const botchDie = keepBotchDie([...faces], { keep: s.keep, difficulty: s.difficulty });
  const botchKey = botchKeyOf(botchDie);
  const extended = evaluation.extended;
  // An extended round (R&K, 000 "Complex and Extended Actions") adds its successes to a running total: a round that
  // adds some is progress, not a failure to reach the whole remaining total at once; its notes give the total.
  const tone = evaluation.degree === "botch" ? "botch" : evaluation.successes > 0 && (extended !== null || evaluation.meetsNeeded) ? "success" : "failure";
  return {
    ...common,
    hidden: false,
    dice: dieViews(faces, 10, marks, (face, kept) => kept && face >= s.difficulty),
    difficulty: s.difficulty,
    difficultyKey: named ? `ANTHOLOGY.Dice.Difficulty.${named}` : null,
    evaluation,
    degreeKey,
    chance: formatChance(chance.success),
    botchChance: formatChance(chance.botch),
    botchKey,
    botchNoteKey: botchNoteKeyOf(botchDie),
    band: {
      tone,
      key: degreeKey,
      notes: bandNotes(
        { key: `ANTHOLOGY.Dice.Band.successes.${countForm(evaluation.successes)}`, value: evaluation.successes },
        !extended &&
          evaluation.needed > 1 && {
            key: evaluation.meetsNeeded ? "ANTHOLOGY.Dice.Band.neededMet" : "ANTHOLOGY.Dice.Band.neededMissed",
            value: evaluation.needed,
          },
        // "total 5 of 4: reached", not "complete": after a degree ("Moderate success · complete") it read as a second degree.
        extended !== null && {
          key: extended.done ? "ANTHOLOGY.Dice.Band.extendedReached" : "ANTHOLOGY.Dice.Band.extendedTotal",
          value: extended.total,
          of: extended.needed,
        },
      ),
    },
    why: {
      terms: whyTermViews(terms),
      lines: whyLines(
        { key: `ANTHOLOGY.Dice.Why.keptDice.${countForm(kept)}`, count: kept, target: s.difficulty, value: evaluation.successes },
        evaluation.needed > 1 && { key: "ANTHOLOGY.Dice.Why.needed", target: evaluation.needed },
        botchKey !== null && { key: botchKey },
      ),
      chance: formatChance(chance.success),
      botchChance: formatChance(chance.botch),
    },
  };
}
