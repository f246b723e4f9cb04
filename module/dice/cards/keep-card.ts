import { evaluateKeep, keepBotchDie, keptMarks, type KeepEvaluation } from "../odds/keep-evaluate.js";
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
  dice: DieView[];
  difficulty: number;
  /** Localization key of the text's name for the difficulty, or null for 1, 2 (indirectly opposed actions). */
  difficultyKey: string | null;
  keep: number;
  evaluation: KeepRollEvaluation;
  degreeKey: string;
  /** The chance it had, formatted. */
  chance: string;
  botchChance: string;
  /** Why the roll botched (a kept 1, or a 1 among the dropped dice), or null. */
  botchKey: string | null;
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

/** Everything the keep card template shows. Pure: localization keys, never sentences. */
export function keepCardContext(input: { label: string; flavor?: string; formula: string; faces: readonly number[]; settings: KeepSettings; isPrivate?: boolean; why?: readonly WhyTerm[] }): KeepCardContext {
  const { settings: s, faces } = input;
  const evaluation = evaluateKeepRoll(faces, s);
  const marks = keptMarks(faces, s.keep);
  const chance = keepChance(s);
  const named = KEEP_DIFFICULTIES[s.difficulty];
  const degreeKey = `ANTHOLOGY.Dice.Degree.${evaluation.degree}`;
  const botchKey = botchKeyOf(keepBotchDie([...faces], { keep: s.keep, difficulty: s.difficulty }));
  const kept = Math.min(s.keep, faces.length);
  const tone = evaluation.degree === "botch" ? "botch" : evaluation.successes > 0 && evaluation.meetsNeeded ? "success" : "failure";
  return {
    family: "keep",
    label: input.label,
    flavor: input.flavor,
    formula: input.formula,
    isPrivate: input.isPrivate ?? false,
    dice: dieViews(faces, 10, marks, (face, kept) => kept && face >= s.difficulty),
    difficulty: s.difficulty,
    difficultyKey: named ? `ANTHOLOGY.Dice.Difficulty.${named}` : null,
    keep: kept,
    evaluation,
    degreeKey,
    chance: formatChance(chance.success),
    botchChance: formatChance(chance.botch),
    botchKey,
    band: {
      tone,
      key: degreeKey,
      notes: bandNotes(
        { key: "ANTHOLOGY.Dice.Band.successes", value: evaluation.successes },
        evaluation.needed > 1 && { key: evaluation.meetsNeeded ? "ANTHOLOGY.Dice.Band.neededMet" : "ANTHOLOGY.Dice.Band.neededMissed", value: evaluation.needed },
        evaluation.extended?.done === true && { key: "ANTHOLOGY.Dice.Card.extendedDone" },
      ),
    },
    why: {
      terms: whyTermViews(input.why?.length ? input.why : familyTerms(s)),
      lines: whyLines(
        { key: "ANTHOLOGY.Dice.Why.keptDice", count: kept, target: s.difficulty, value: evaluation.successes },
        evaluation.needed > 1 && { key: "ANTHOLOGY.Dice.Why.needed", target: evaluation.needed },
        botchKey !== null && { key: botchKey },
      ),
      chance: formatChance(chance.success),
      botchChance: formatChance(chance.botch),
    },
  };
}
