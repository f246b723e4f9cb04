/**
 * Extended actions (`000_…`, "Complex and Extended Actions"): an effort over a long time (a marathon, days
 * of research) resolved by several rounds of rolls whose successes add up until the GM's total is reached.
 *
 * The GM sets the total; optionally also the successes each round must reach (the text: "a certain number
 * of successes in each round of rolling") and a limit on rounds. This system's reading:
 * - each round's successes are added to the total; the action is done when the total reaches `required`;
 * - a round below `perRound` (when set) fails the action, since that round did not achieve what was needed;
 * - a botch fails the action (a botch is a failure "so spectacular that no repeat is possible");
 * - when `maxRounds` is set and spent without reaching the total, the action fails.
 *
 * The state is a plain object (storable in a flag); every function returns a new state and never throws.
 */
import { rkRequired } from "./complex.js";
import { rkRating } from "./rating.js";

export type RkExtendedStatus = "ongoing" | "done" | "failed" | "botched";

export interface RkExtendedRound {
  successes: number;
  botch: boolean;
}

export interface RkExtendedAction {
  /** Total successes needed. */
  required: number;
  /** Successes each round must reach (0: no minimum). */
  perRound: number;
  /** Most rounds allowed (null: no limit). */
  maxRounds: number | null;
  rounds: RkExtendedRound[];
}

export interface RkExtendedProgress {
  status: RkExtendedStatus;
  /** Successes accumulated so far. */
  total: number;
  /** Successes still needed (0 when done). */
  remaining: number;
  /** Rounds rolled. */
  roundsRolled: number;
  /** Rounds still allowed (null: no limit; 0 once over). */
  roundsLeft: number | null;
}

export interface RkExtendedOptions {
  required: number;
  perRound?: number;
  maxRounds?: number | null;
}

/** A new extended action with no round rolled. */
export function rkExtendedStart(options: RkExtendedOptions): RkExtendedAction {
  const maxRounds = options?.maxRounds == null ? null : Math.max(1, rkRating(options.maxRounds));
  return { required: rkRequired(options?.required), perRound: rkRating(options?.perRound ?? 0), maxRounds, rounds: [] };
}

function clean(action: RkExtendedAction): RkExtendedAction {
  const base = rkExtendedStart(action);
  const rounds = Array.isArray(action?.rounds) ? action.rounds : [];
  return { ...base, rounds: rounds.map((r) => ({ successes: rkRating(r?.successes), botch: r?.botch === true && rkRating(r?.successes) === 0 })) };
}

/** Where an extended action stands after its rounds. */
export function rkExtendedProgress(action: RkExtendedAction): RkExtendedProgress {
  const state = clean(action);
  let total = 0;
  let status: RkExtendedStatus = "ongoing";
  let roundsRolled = 0;
  for (const round of state.rounds) {
    roundsRolled += 1;
    if (round.botch) {
      status = "botched";
      break;
    }
    if (round.successes < state.perRound) {
      status = "failed";
      break;
    }
    total += round.successes;
    if (total >= state.required) {
      status = "done";
      break;
    }
    if (state.maxRounds !== null && roundsRolled >= state.maxRounds) {
      status = "failed";
      break;
    }
  }
  const over = status !== "ongoing";
  return {
    status,
    total,
    remaining: Math.max(0, state.required - total),
    roundsRolled,
    roundsLeft: over ? (state.maxRounds === null ? null : 0) : state.maxRounds === null ? null : state.maxRounds - roundsRolled,
  };
}

/**
 * Records one round's roll. Once the action is over (done, failed or botched) further rounds are ignored
 * and the state is returned unchanged.
 */
export function rkExtendedRecord(action: RkExtendedAction, round: { successes: number; botch?: boolean }): RkExtendedAction {
  const state = clean(action);
  if (rkExtendedProgress(state).status !== "ongoing") return state;
  const successes = rkRating(round?.successes);
  return { ...state, rounds: [...state.rounds, { successes, botch: round?.botch === true && successes === 0 }] };
}
