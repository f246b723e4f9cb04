/**
 * Providing assistance (004, Contests): an assistant rolls first, usually an ability roll with their
 * field bonus, at the obstacle-size penalty of the number of people helped; on a success each of
 * them may use the assistant's field bonus in place of their own (one field bonus per roll).
 * The herbalist of 004 (wisdom 15, Healing Craft +2, three patients) needs 16 or less.
 */
import { gmBonus, gmClean, gmWhole } from "../equipment/input.js";
import { gmObstaclePenalty } from "../contests/obstacle.js";

export interface GmAssistance {
  /** Obstacle penalty for the number of people helped. */
  sizePenalty: number;
  /** The assistant's roll must be ≤ this. */
  target: number;
}

/** The assistant's roll: ability + field bonus − obstacle size of the people assisted (+ other modifiers). */
export function gmAssistance(ability: unknown, fieldBonus: unknown, people: unknown = 1, modifier: unknown = 0): GmAssistance {
  const sizePenalty = gmObstaclePenalty(Math.max(1, gmWhole(people, 1)));
  return { sizePenalty, target: gmClean(gmBonus(ability) + gmBonus(fieldBonus) - sizePenalty + gmBonus(modifier)) };
}

/**
 * The field bonus a helped person rolls with: the assistant's if the assistant succeeded and it is
 * better than their own, else their own (only one field bonus assists a roll).
 */
export function gmAssistedBonus(ownBonus: unknown, assistantBonus: unknown, assistantSucceeded: boolean): number {
  const own = gmBonus(ownBonus);
  return assistantSucceeded ? Math.max(own, gmBonus(assistantBonus)) : own;
}
