/**
 * The chance that an extended action (`000_…`, "Complex and Extended Actions"; this system's reading in
 * `extended.ts`) reaches its total by a given round, exactly: each round's kept successes follow the pool's
 * distribution (`keepOdds`), and the distribution of successes still needed is carried round by round. A round
 * that botches, or falls short of the successes each round must reach, ends the action failed; a limit on
 * rounds ends it too. Nothing is simulated.
 */
import { keepOdds, validateKeepInput } from "../../../dice/rules/index.js";
import { rkExtendedProgress, type RkExtendedAction } from "./extended.js";

export interface RkExtendedPool {
  roll: number;
  keep: number;
  difficulty: number;
}

/** `byRound[i]`: the chance that the action is done by the (i + 1)-th round from now (0 for a refused pool). */
export interface RkExtendedOdds {
  /** The round number (as the action counts them) of `byRound[0]`. */
  firstRound: number;
  byRound: number[];
}

/**
 * The chance that the action is done within each of the next `rounds` rounds (at most its rounds left, and at
 * most 100 rounds), from where it stands. An action already over gives no rounds.
 */
export function rkExtendedOdds(action: RkExtendedAction, pool: RkExtendedPool, rounds: number): RkExtendedOdds {
  const progress = rkExtendedProgress(action);
  const firstRound = progress.roundsRolled + 1;
  if (progress.status !== "ongoing") return { firstRound, byRound: [] };
  const wanted = Math.max(0, Math.min(100, Math.floor(Number.isFinite(rounds) ? rounds : 0)));
  const count = progress.roundsLeft === null ? wanted : Math.min(wanted, progress.roundsLeft);
  if (validateKeepInput(pool)) return { firstRound, byRound: Array<number>(count).fill(0) };
  const odds = keepOdds(pool);
  const perRound = Math.max(0, Math.floor(action.perRound ?? 0));
  // What one round adds, with the chance of each count that lets the action go on (a botch is a 0 that fails).
  const step = odds.exactly.map((p, k) => (k < perRound ? 0 : k === 0 ? p - odds.botch : p));
  // alive[r]: the chance the action is still going with r successes still needed (r ≥ 1).
  let alive = Array<number>(progress.remaining + 1).fill(0);
  alive[progress.remaining] = 1;
  let done = 0;
  const byRound: number[] = [];
  for (let round = 0; round < count; round++) {
    const next = Array<number>(progress.remaining + 1).fill(0);
    for (let r = 1; r <= progress.remaining; r++) {
      const here = alive[r] ?? 0;
      if (here === 0) continue;
      step.forEach((p, k) => {
        if (k >= r) done += here * p;
        else next[r - k] = (next[r - k] ?? 0) + here * p;
      });
    }
    alive = next;
    byRound.push(Math.min(1, done));
  }
  return { firstRound, byRound };
}
