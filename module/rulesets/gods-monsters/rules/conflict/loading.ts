/**
 * Loading a missile weapon of several actions (004 "Number of actions", "Fire Actions"): an arquebus takes three
 * actions (loading, arming, firing), which need not follow each other; the last is the shot. Outside close combat one
 * of them is free (`gmFireActions`), so the arquebus needs one loading action there and two in close combat. The
 * weapon keeps the loading actions already done; the shot empties it.
 */
import { gmCount } from "../coerce.js";
import { gmFireActions } from "./hit.js";

export interface GmLoadState {
  /** The weapon needs loading at all: a propelled weapon of more than one action. */
  multi: boolean;
  /** Loading actions done (at most `needed`). */
  loaded: number;
  /** Loading actions before the shot in close combat (fire actions − 1). */
  needed: number;
  /** Loading actions before the shot outside close combat (one action free). */
  neededOutside: number;
  /** Ready to fire in close combat, and outside it. */
  ready: boolean;
  readyOutside: boolean;
}

/** Where a weapon of `fireActions` with `loaded` loading actions done stands; a thrown or close weapon never needs loading. */
export function gmLoadState(fireActions: number, loaded: number, propelled: boolean): GmLoadState {
  const needed = propelled === true ? gmFireActions(fireActions, true) - 1 : 0;
  const neededOutside = propelled === true ? gmFireActions(fireActions, false) - 1 : 0;
  const done = Math.min(needed, gmCount(loaded));
  return { multi: needed > 0, loaded: done, needed, neededOutside, ready: done >= needed, readyOutside: done >= neededOutside };
}

/** One more loading action: the count after it, or null when the weapon is already loaded for close combat. */
export function gmLoadNext(fireActions: number, loaded: number, propelled: boolean): number | null {
  const state = gmLoadState(fireActions, loaded, propelled);
  return state.ready ? null : state.loaded + 1;
}
