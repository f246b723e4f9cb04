/**
 * An action as a player sets it up: which attribute, which specialities, what difficulty (a number, a named
 * difficulty, or the passive character's attribute and specialities), how many successes are needed. The
 * plan is everything a dialog shows and a roll needs: the pool, the difficulty, the exact chances, and the
 * reason when it cannot be rolled. Pure: the sheets and dialogs only display it.
 */
import { asList, asRecord } from "../../../dice/rules/coerce.js";
import { keepOdds, keepOddsAtLeast, keepOpposedOdds, validateKeepInput } from "../../../dice/rules/index.js";
import { rkCleanSpecialityRefs, rkCleanView } from "./actor-view.js";
import { RK_ATTRIBUTES, isRkAttribute, rkColourOf, type RkAttribute, type RkColourLinks, type RkMana } from "./attributes.js";
import { rkRequired } from "./complex.js";
import { rkDifficultyValue } from "./difficulty.js";
import { rkCleanMana, rkKeepPoolBreakdown, type RkKeepPoolBreakdown } from "./keep-pool.js";
import { rkIndirectDifficulty } from "./opposed.js";
import { rkRating } from "./rating.js";
import { rkWoundedDifficulty } from "./wounds.js";

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
  /**
   * Raise of every action's difficulty from wounds (the wound track, a table option: rules/wounds.ts); 0 or absent
   * without one.
   */
  woundPenalty?: number;
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
  /** The difficulty the dice are rolled against: the one chosen, raised by `penalty`. */
  difficulty: number;
  /** The actor's wound penalty included in `difficulty` (0 when unhurt or without a wound track). */
  penalty: number;
  /** The passive side, for an indirectly opposed action. */
  passive: { attribute: RkAttribute; rating: number; specialities: RkSpecialityRef[] } | null;
  needed: number;
  /** Exact chances: P(successes ≥ needed) and P(botch). */
  chance: { success: number; botch: number };
  /** A localization key saying why this cannot be rolled, or null. */
  error: string | null;
}

/**
 * The chosen specialities that exist in the list, each once, in the list's order. Either argument that is
 * not a list counts as empty; entries that are not specialities, and ids that are not text, are skipped.
 */
export function rkChosenSpecialities(all: readonly RkSpecialityRef[], ids: readonly string[]): RkSpecialityRef[] {
  const wanted = new Set(asList(ids).filter((id): id is string => typeof id === "string"));
  return rkCleanSpecialityRefs(all).filter((s) => wanted.has(s.id));
}

/**
 * The ids of the specialities related to an attribute (000, indirectly opposed: "the passive character's
 * relevant attribute and related specialities"): what a dialog ticks first for the passive side or the
 * opponent, and what a shift-click counts. A list that is not a list, or an attribute that is not one of the
 * seven, relates none.
 */
export function rkRelatedSpecialityIds(all: readonly RkSpecialityRef[], attribute: RkAttribute): string[] {
  if (!isRkAttribute(attribute)) return [];
  return rkCleanSpecialityRefs(all)
    .filter((s) => s.attribute === attribute)
    .map((s) => s.id);
}

/**
 * The dice pool of an attribute with some specialities, under the world's colour links. The view is cleaned
 * first (see `rkCleanView`): anything that is not a view rolls no dice; an unknown attribute rates 0.
 */
export function rkPoolFor(view: RkActorView, attribute: RkAttribute, specialities: number, links: RkColourLinks): RkKeepPoolBreakdown {
  // Only the attribute and the mana are read (and cleaned) here: the sheet asks this once per speciality, so
  // cleaning the whole view each time would grow with the square of the items carried.
  const source = asRecord(view);
  const rating = isRkAttribute(attribute) ? rkRating(asRecord(source.attributes)[attribute]) : 0;
  return rkKeepPoolBreakdown({ attribute: rating, specialities, mana: rkCleanMana(source.mana), colour: rkColourOf(attribute, links) });
}

function poolError(pool: RkKeepPoolBreakdown, difficulty: number, needed: number): string | null {
  if (pool.roll < 1) return "ANTHOLOGY.RollKeep.Warn.noDice";
  return validateKeepInput({ roll: pool.roll, keep: Math.max(1, pool.keep), difficulty, needed });
}

/** Plans one action (unopposed, complex, or indirectly opposed against `passive`). Never throws. */
export function rkActionPlan(view: RkActorView, choice: RkActionChoice, links: RkColourLinks, passive: RkActorView | null = null): RkActionPlan {
  const actor = rkCleanView(view);
  // A choice (or its difficulty) that is not an object counts as `{}`; each field is cleaned where it is read.
  const chosen: Partial<RkActionChoice> = asRecord(choice);
  const difficultyChoice = asRecord(chosen.difficulty);
  const attribute = isRkAttribute(chosen.attribute) ? chosen.attribute : RK_ATTRIBUTES[0];
  const specialities = rkChosenSpecialities(actor.specialities, chosen.specialityIds ?? []);
  const pool = rkPoolFor(actor, attribute, specialities.length, links);
  const needed = rkRequired(chosen.needed);
  let difficulty: number;
  let passiveSide: RkActionPlan["passive"] = null;
  let error: string | null = null;
  if (difficultyChoice.kind === "passive") {
    const passiveAttribute = isRkAttribute(difficultyChoice.attribute) ? difficultyChoice.attribute : "acuity";
    // A passive side that is not an object is no target.
    const target = typeof passive === "object" && passive !== null ? rkCleanView(passive) : null;
    if (!target) {
      difficulty = rkDifficultyValue(undefined);
      error = "ANTHOLOGY.RollKeep.Warn.noTarget";
    } else {
      const related = rkChosenSpecialities(target.specialities, difficultyChoice.specialityIds as readonly string[]);
      const rating = target.attributes[passiveAttribute];
      const indirect = rkIndirectDifficulty({ attribute: rating, specialities: related.length });
      difficulty = indirect.difficulty;
      passiveSide = { attribute: passiveAttribute, rating, specialities: related };
      if (!indirect.reachable) error = "ANTHOLOGY.RollKeep.Warn.unreachable";
    }
  } else {
    difficulty = rkDifficultyValue(difficultyChoice.value);
  }
  // Wounds raise the difficulty (a table option, rules/wounds.ts); past 10 no d10 reaches it: refused, never clamped.
  const wounded = rkWoundedDifficulty(difficulty, actor.woundPenalty);
  const penalty = wounded.penalty;
  difficulty = wounded.difficulty;
  if (!error && !wounded.reachable) error = "ANTHOLOGY.RollKeep.Warn.woundUnreachable";
  error ??= poolError(pool, difficulty, needed);
  const chance = error
    ? { success: 0, botch: 0 }
    : (() => {
        const odds = keepOdds({ roll: pool.roll, keep: Math.max(1, pool.keep), difficulty });
        return { success: keepOddsAtLeast(odds, needed), botch: odds.botch };
      })();
  return { attribute, specialities, pool, difficulty, penalty, passive: passiveSide, needed, chance, error };
}

/** One side of a directly opposed action. */
export interface RkContestSide {
  attribute: RkAttribute;
  specialities: RkSpecialityRef[];
  pool: RkKeepPoolBreakdown;
  /** The difficulty this side's dice are rolled against: the GM's one, raised by this side's `penalty`. */
  difficulty: number;
  /** This side's wound penalty (a table option, rules/wounds.ts; 0 when unhurt or without a wound track). */
  penalty: number;
}

export interface RkContestPlan {
  first: RkContestSide;
  second: RkContestSide;
  /** The GM's difficulty both sides face before their own wounds raise it (each side's own is in `first`/`second`). */
  difficulty: number;
  /** Exact chances for the first side: win, tie, lose. */
  chance: { win: number; tie: number; lose: number };
  error: string | null;
}

/**
 * Plans a directly opposed action: both sides roll against the GM's difficulty, each raised by that side's own wound
 * penalty (a table option: a wounded racer's dice must roll higher, the other's do not). A side whose raised
 * difficulty is past 10 is refused with the wound message, never clamped. Never throws.
 */
export function rkContestPlan(
  first: { view: RkActorView; attribute: RkAttribute; specialityIds: string[] },
  second: { view: RkActorView; attribute: RkAttribute; specialityIds: string[] },
  difficultyInput: unknown,
  links: RkColourLinks,
): RkContestPlan {
  const difficulty = rkDifficultyValue(difficultyInput);
  let error: string | null = null;
  // A side that is not an object is an empty view (no dice): the plan then says why it cannot be rolled.
  const side = (input: typeof first): RkContestSide => {
    const s: Partial<typeof first> = asRecord(input);
    const view = rkCleanView(s.view);
    const attribute = isRkAttribute(s.attribute) ? s.attribute : RK_ATTRIBUTES[0];
    const specialities = rkChosenSpecialities(view.specialities, s.specialityIds ?? []);
    const pool = rkPoolFor(view, attribute, specialities.length, links);
    const wounded = rkWoundedDifficulty(difficulty, view.woundPenalty);
    error ??= wounded.reachable ? poolError(pool, wounded.difficulty, 1) : "ANTHOLOGY.RollKeep.Warn.woundUnreachable";
    return { attribute, specialities, pool, difficulty: wounded.difficulty, penalty: wounded.penalty };
  };
  const a = side(first);
  const b = side(second);
  const chance = error
    ? { win: 0, tie: 0, lose: 0 }
    : keepOpposedOdds(
        { roll: a.pool.roll, keep: Math.max(1, a.pool.keep), difficulty: a.difficulty },
        { roll: b.pool.roll, keep: Math.max(1, b.pool.keep), difficulty: b.difficulty },
      );
  return { first: a, second: b, difficulty, chance, error };
}
