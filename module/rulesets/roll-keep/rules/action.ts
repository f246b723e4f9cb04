/**
 * An action as a player sets it up: which attribute, which specialities, what difficulty (a number, a named
 * difficulty, or the passive character's attribute and specialities), how many successes are needed. The
 * plan is everything a dialog shows and a roll needs: the pool, the difficulty, the exact chances, and the
 * reason when it cannot be rolled. Pure: the sheets and dialogs only display it.
 */
import { keepOdds, keepOddsAtLeast, keepOpposedOdds, validateKeepInput } from "../../../dice/odds/index.js";
import { RK_ATTRIBUTES, isRkAttribute, rkColourOf, type RkAttribute, type RkColourLinks, type RkMana } from "./attributes.js";
import { rkRequired } from "./complex.js";
import { rkDifficultyValue } from "./difficulty.js";
import { rkKeepPoolBreakdown, type RkKeepPoolBreakdown } from "./keep-pool.js";
import { rkIndirectDifficulty } from "./opposed.js";
import { rkRating } from "./rating.js";

/** A speciality as an action sees it (an rkSpeciality item on an actor). */
export interface RkSpecialityRef {
  id: string;
  name: string;
  attribute: RkAttribute;
}

/** The numbers of a character or NPC an action reads. */
export interface RkActorView {
  attributes: Record<RkAttribute, number>;
  /** Permanent mana per colour. */
  mana: RkMana;
  specialities: RkSpecialityRef[];
}

/** The difficulty as chosen: a number (named or typed), or set by a passive character (indirectly opposed). */
export type RkDifficultyChoice = { kind: "number"; value: number } | { kind: "passive"; attribute: RkAttribute; specialityIds: string[] };

export interface RkActionChoice {
  attribute: RkAttribute;
  /** Ids of the relevant specialities (each adds a die rolled and a die kept). */
  specialityIds: string[];
  difficulty: RkDifficultyChoice;
  /** Successes needed (a complex action needs more than 1). */
  needed: number;
}

export interface RkActionPlan {
  attribute: RkAttribute;
  /** The chosen specialities that exist on the actor. */
  specialities: RkSpecialityRef[];
  pool: RkKeepPoolBreakdown;
  difficulty: number;
  /** The passive side, for an indirectly opposed action. */
  passive: { attribute: RkAttribute; rating: number; specialities: RkSpecialityRef[] } | null;
  needed: number;
  /** Exact chances: P(successes ≥ needed) and P(botch). */
  chance: { success: number; botch: number };
  /** A localization key saying why this cannot be rolled, or null. */
  error: string | null;
}

/** The chosen specialities that exist in the list, each once, in the list's order. */
export function rkChosenSpecialities(all: readonly RkSpecialityRef[], ids: readonly string[]): RkSpecialityRef[] {
  const wanted = new Set(ids);
  return all.filter((s) => wanted.has(s.id));
}

/** The dice pool of an attribute with some specialities, under the world's colour links. */
export function rkPoolFor(view: RkActorView, attribute: RkAttribute, specialities: number, links: RkColourLinks): RkKeepPoolBreakdown {
  return rkKeepPoolBreakdown({ attribute: view.attributes[attribute], specialities, mana: view.mana, colour: rkColourOf(attribute, links) });
}

function poolError(pool: RkKeepPoolBreakdown, difficulty: number, needed: number): string | null {
  if (pool.roll < 1) return "ANTHOLOGY.RollKeep.Warn.noDice";
  return validateKeepInput({ roll: pool.roll, keep: Math.max(1, pool.keep), difficulty, needed });
}

/** Plans one action (unopposed, complex, or indirectly opposed against `passive`). Never throws. */
export function rkActionPlan(view: RkActorView, choice: RkActionChoice, links: RkColourLinks, passive: RkActorView | null = null): RkActionPlan {
  const attribute = isRkAttribute(choice?.attribute) ? choice.attribute : RK_ATTRIBUTES[0];
  const specialities = rkChosenSpecialities(view.specialities, choice?.specialityIds ?? []);
  const pool = rkPoolFor(view, attribute, specialities.length, links);
  const needed = rkRequired(choice?.needed);
  let difficulty: number;
  let passiveSide: RkActionPlan["passive"] = null;
  let error: string | null = null;
  if (choice?.difficulty?.kind === "passive") {
    const passiveAttribute = isRkAttribute(choice.difficulty.attribute) ? choice.difficulty.attribute : "acuity";
    if (!passive) {
      difficulty = rkDifficultyValue(undefined);
      error = "ANTHOLOGY.RollKeep.Warn.noTarget";
    } else {
      const related = rkChosenSpecialities(passive.specialities, choice.difficulty.specialityIds);
      const rating = rkRating(passive.attributes[passiveAttribute]);
      const indirect = rkIndirectDifficulty({ attribute: rating, specialities: related.length });
      difficulty = indirect.difficulty;
      passiveSide = { attribute: passiveAttribute, rating, specialities: related };
      if (!indirect.reachable) error = "ANTHOLOGY.RollKeep.Warn.unreachable";
    }
  } else {
    difficulty = rkDifficultyValue(choice?.difficulty?.value);
  }
  error ??= poolError(pool, difficulty, needed);
  const chance = error
    ? { success: 0, botch: 0 }
    : (() => {
        const odds = keepOdds({ roll: pool.roll, keep: pool.keep, difficulty });
        return { success: keepOddsAtLeast(odds, needed), botch: odds.botch };
      })();
  return { attribute, specialities, pool, difficulty, passive: passiveSide, needed, chance, error };
}

/** One side of a directly opposed action. */
export interface RkContestSide {
  attribute: RkAttribute;
  specialities: RkSpecialityRef[];
  pool: RkKeepPoolBreakdown;
}

export interface RkContestPlan {
  first: RkContestSide;
  second: RkContestSide;
  difficulty: number;
  /** Exact chances for the first side: win, tie, lose. */
  chance: { win: number; tie: number; lose: number };
  error: string | null;
}

/** Plans a directly opposed action: both sides roll against the GM's difficulty. Never throws. */
export function rkContestPlan(
  first: { view: RkActorView; attribute: RkAttribute; specialityIds: string[] },
  second: { view: RkActorView; attribute: RkAttribute; specialityIds: string[] },
  difficultyInput: unknown,
  links: RkColourLinks,
): RkContestPlan {
  const side = (s: typeof first): RkContestSide => {
    const attribute = isRkAttribute(s.attribute) ? s.attribute : RK_ATTRIBUTES[0];
    const specialities = rkChosenSpecialities(s.view.specialities, s.specialityIds);
    return { attribute, specialities, pool: rkPoolFor(s.view, attribute, specialities.length, links) };
  };
  const a = side(first);
  const b = side(second);
  const difficulty = rkDifficultyValue(difficultyInput);
  const error = poolError(a.pool, difficulty, 1) ?? poolError(b.pool, difficulty, 1);
  const chance = error
    ? { win: 0, tie: 0, lose: 0 }
    : keepOpposedOdds({ roll: a.pool.roll, keep: a.pool.keep, difficulty }, { roll: b.pool.roll, keep: b.pool.keep, difficulty });
  return { first: a, second: b, difficulty, chance, error };
}
