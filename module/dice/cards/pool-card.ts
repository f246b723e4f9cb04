/**
 * The pool family's own card (a pool rolled without a ruleset card, e.g. from a macro): every d6, the [sum], the most
 * dice showing one face and, with a failing match, whether the pool held. Pure: keys and numbers.
 */
import { evaluatePool, POOL_FACES, type PoolEvaluation } from "../rules/pool.js";
import { formatChance } from "../requests/chance.js";
import { poolChance, type PoolSettings } from "../requests/pool-settings.js";
import { bandNotes, type ResultBand } from "./band.js";
import { dieViews, type DieView } from "./die-view.js";
import { whyTermViews, type WhyTerm } from "./why.js";
import { whyLines, type WhyView } from "./why-lines.js";

export interface PoolCardContext {
  family: "pool";
  label: string;
  flavor?: string;
  formula: string;
  isPrivate: boolean;
  dice: DieView[];
  evaluation: PoolEvaluation;
  band: ResultBand;
  why: WhyView;
}

/** The card for evaluated group faces: the ruleset's terms when it gave some, else each die as a term. */
export function poolCardContext(input: {
  label: string;
  flavor?: string;
  why?: WhyTerm[];
  formula: string;
  groups: readonly (readonly number[])[];
  settings: PoolSettings;
  isPrivate: boolean;
}): PoolCardContext {
  const evaluation = evaluatePool(input.groups, input.settings.failAt);
  const chance = poolChance(input.settings);
  const terms: WhyTerm[] = input.why?.length ? input.why : evaluation.faces.map((face) => ({ key: "ANTHOLOGY.Dice.Why.poolDie", value: face, plain: true }));
  const band: ResultBand =
    evaluation.fails === null
      ? {
          tone: "neutral",
          key: "ANTHOLOGY.Dice.Card.poolSum",
          value: evaluation.sum,
          notes: bandNotes(evaluation.match >= 2 && { key: "ANTHOLOGY.Dice.Card.poolMatch", value: evaluation.match }),
        }
      : {
          tone: evaluation.fails ? "failure" : "success",
          key: evaluation.fails ? "ANTHOLOGY.Dice.Card.failure" : "ANTHOLOGY.Dice.Card.success",
          notes: bandNotes(
            { key: "ANTHOLOGY.Dice.Card.poolSum", value: evaluation.sum },
            evaluation.match >= 2 && { key: "ANTHOLOGY.Dice.Card.poolMatch", value: evaluation.match },
          ),
        };
  return {
    family: "pool",
    label: input.label,
    ...(input.flavor ? { flavor: input.flavor } : {}),
    formula: input.formula,
    isPrivate: input.isPrivate,
    dice: dieViews(
      evaluation.faces,
      POOL_FACES,
      evaluation.faces.map(() => true),
    ),
    evaluation,
    band,
    why: {
      terms: whyTermViews(terms),
      lines: whyLines(
        { key: "ANTHOLOGY.Dice.Why.poolSum", value: evaluation.sum, count: evaluation.dice },
        evaluation.match >= 2
          ? { key: "ANTHOLOGY.Dice.Why.poolMatch", count: evaluation.match, die: evaluation.matchFace ?? "" }
          : { key: "ANTHOLOGY.Dice.Why.poolNoMatch" },
        input.settings.failAt !== null && {
          key: evaluation.fails ? "ANTHOLOGY.Dice.Why.poolFails" : "ANTHOLOGY.Dice.Why.poolHolds",
          target: input.settings.failAt,
        },
      ),
      chance: chance === null ? null : formatChance(chance),
      botchChance: null,
    },
  };
}
