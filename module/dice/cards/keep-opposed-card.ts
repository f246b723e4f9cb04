import { evaluateKeepOpposed, keptMarks, type KeepOpposedResult } from "../rules/keep-evaluate.js";
import { keepOpposedOdds } from "../rules/keep-pool.js";
import { formatChance } from "../requests/chance.js";
import { KEEP_DIFFICULTIES, keepFormula } from "../requests/keep-settings.js";
import { evaluateKeepRoll } from "./keep-card.js";
import { dieViews, type DieView } from "./die-view.js";

/** One side of a directly opposed keep roll as rolled. */
export interface OpposedSideInput {
  /** Who (an actor's name; plain text). */
  name: string;
  /** What they roll (plain text). */
  label: string;
  roll: number;
  keep: number;
  faces: readonly number[];
}

export interface KeepOpposedCardContext {
  family: "keepOpposed";
  label: string;
  flavor?: string;
  difficulty: number;
  difficultyKey: string | null;
  sides: { name: string; label: string; formula: string; dice: DieView[]; successes: number; botch: boolean }[];
  result: KeepOpposedResult;
  /** The winner's name, or null on a tie. */
  winnerName: string | null;
  firstName: string;
  winChance: string;
  tieChance: string;
}

/** Directly opposed actions (000 text): both pools at the GM's difficulty; successes cancel; most left wins. Pure. */
export function keepOpposedCardContext(input: {
  label: string;
  flavor?: string;
  difficulty: number;
  actor: OpposedSideInput;
  opponent: OpposedSideInput;
}): KeepOpposedCardContext {
  const d = input.difficulty;
  const sides = [input.actor, input.opponent].map((side) => {
    const settings = { roll: side.roll, keep: side.keep, difficulty: d, needed: 1, extended: null };
    const evaluation = evaluateKeepRoll(side.faces, settings);
    return {
      name: side.name,
      label: side.label,
      formula: keepFormula(settings),
      dice: dieViews(side.faces, 10, keptMarks(side.faces, side.keep), (face, kept) => kept && face >= d),
      successes: evaluation.successes,
      botch: evaluation.botch,
    };
  });
  const result = evaluateKeepOpposed(sides[0].successes, sides[1].successes);
  const odds = keepOpposedOdds(
    { roll: input.actor.roll, keep: input.actor.keep, difficulty: d },
    { roll: input.opponent.roll, keep: input.opponent.keep, difficulty: d },
  );
  const named = KEEP_DIFFICULTIES[d];
  return {
    family: "keepOpposed",
    label: input.label,
    flavor: input.flavor,
    difficulty: d,
    difficultyKey: named ? `ANTHOLOGY.Dice.Difficulty.${named}` : null,
    sides,
    result,
    winnerName: result.winner === "actor" ? sides[0].name : result.winner === "opponent" ? sides[1].name : null,
    firstName: sides[0].name,
    winChance: formatChance(odds.win),
    tieChance: formatChance(odds.tie),
  };
}
