/**
 * Searching (001, with obstacle size from 004): a perception roll at a penalty for the hidden
 * thing's difficulty and for the area's obstacle size (a 10-foot square is size 1, 20 by 20 feet
 * is 1, 40 by 40 feet 2 …), about two minutes per 10-by-10-foot area. Searching while walking or
 * faster takes the speed's reaction penalty.
 */
import { gmAmount, gmBonus, gmClean } from "../equipment/input.js";
import { gmObstaclePenalty } from "../contests/obstacle.js";

/** Minutes to search one 10-by-10-foot area. */
export const GM_SEARCH_MINUTES_PER_AREA = 2;

export interface GmSearch {
  /** Obstacle-size penalty of the area. */
  sizePenalty: number;
  /** Total modifier on the perception roll. */
  modifier: number;
  /** Minutes it takes. */
  minutes: number;
}

/**
 * A search of a `widthFeet` × `lengthFeet` area (a circle: its diameter both ways). `difficulty` is
 * a further penalty (positive) for how well the thing is hidden; `speedPenalty` the reaction penalty
 * of a speed faster than exploring.
 */
export function gmSearch(widthFeet: unknown, lengthFeet: unknown, options: { difficulty?: number; speedPenalty?: number } = {}): GmSearch {
  const w = Math.max(10, gmAmount(widthFeet));
  const l = Math.max(10, gmAmount(lengthFeet));
  const sizePenalty = gmObstaclePenalty(Math.max(w, l) / 10);
  const minutes = GM_SEARCH_MINUTES_PER_AREA * Math.ceil((w * l) / 100 - 1e-9);
  const modifier = -sizePenalty - Math.max(0, gmBonus(options.difficulty)) - Math.max(0, gmBonus(options.speedPenalty));
  return { sizePenalty, modifier: gmClean(modifier), minutes };
}
