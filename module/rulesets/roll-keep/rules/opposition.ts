/**
 * The opposing side of a directly opposed action (`000_…`, "Opposed Actions"), answered after the acting side
 * has rolled: when a player opposes a character the GM runs, the player rolls first and the GM then sets and
 * rolls the opposition (see the README, "Who rolls the opposing side"). Its plan is the opposing pool against
 * the GM's difficulty and the exact chances of beating, matching or falling short of the successes the acting
 * side already kept. Pure.
 */
import { asList } from "../../../dice/rules/coerce.js";
import { keepOdds, validateKeepInput } from "../../../dice/rules/index.js";
import { rkPoolFor, rkChosenSpecialities, type RkActorView, type RkContestSide } from "./action.js";
import { rkCleanView } from "./actor-view.js";
import { RK_ATTRIBUTES, isRkAttribute, type RkAttribute, type RkColourLinks } from "./attributes.js";
import { rkDifficultyValue } from "./difficulty.js";
import { rkRating } from "./rating.js";
import { rkWoundedDifficulty } from "./wounds.js";

export interface RkOppositionPlan extends RkContestSide {
  /** The acting side's kept successes, which this side must beat. */
  against: number;
  /** Exact chances for the opposing side: more successes (wins), as many (nobody wins), fewer (loses). */
  chance: { win: number; tie: number; lose: number };
  /** A localization key saying why this side cannot be rolled, or null. */
  error: string | null;
}

/**
 * The chances that a pool's kept successes (distribution `exactly`, as `keepOdds` gives it) are more than,
 * equal to, or fewer than `against`. A count that is not a whole number ≥ 0 is cleaned like a rating; a
 * distribution that is not a list holds nothing, and an entry that is not a probability counts as 0 (each held
 * to [0, 1]). Never throws.
 */
export function rkChanceAgainst(exactly: readonly number[], against: unknown): { win: number; tie: number; lose: number } {
  const target = rkRating(against);
  let win = 0;
  let tie = 0;
  let lose = 0;
  asList(exactly).forEach((p, successes) => {
    const value = typeof p === "number" && Number.isFinite(p) ? Math.min(1, Math.max(0, p)) : 0;
    if (successes > target) win += value;
    else if (successes === target) tie += value;
    else lose += value;
  });
  return { win, tie, lose };
}

/**
 * Plans the opposing side against the acting side's `against` successes at the GM's difficulty (`difficultyInput`,
 * before wounds), raised by this side's own wound penalty (a table option, rules/wounds.ts; past 10 refused, never
 * clamped). Never throws.
 */
export function rkOppositionPlan(
  side: { view: RkActorView; attribute: RkAttribute; specialityIds: string[] },
  difficultyInput: unknown,
  against: unknown,
  links: RkColourLinks,
): RkOppositionPlan {
  const input: Partial<typeof side> = typeof side === "object" && side !== null ? side : {};
  const view = rkCleanView(input.view);
  const attribute = isRkAttribute(input.attribute) ? input.attribute : RK_ATTRIBUTES[0];
  const specialities = rkChosenSpecialities(view.specialities, input.specialityIds ?? []);
  const pool = rkPoolFor(view, attribute, specialities.length, links);
  const wounded = rkWoundedDifficulty(rkDifficultyValue(difficultyInput), view.woundPenalty);
  const difficulty = wounded.difficulty;
  const error =
    pool.roll < 1
      ? "ANTHOLOGY.RollKeep.Warn.noDice"
      : !wounded.reachable
        ? "ANTHOLOGY.RollKeep.Warn.woundUnreachable"
        : validateKeepInput({ roll: pool.roll, keep: Math.max(1, pool.keep), difficulty, needed: 1 });
  const chance = error ? { win: 0, tie: 0, lose: 0 } : rkChanceAgainst(keepOdds({ roll: pool.roll, keep: pool.keep, difficulty }).exactly, against);
  return { attribute, specialities, pool, difficulty, penalty: wounded.penalty, against: rkRating(against), chance, error };
}
