/**
 * The wound track: a TABLE OPTION, not a rule of the text (`000_…` defines dice and actions, no damage and no
 * wounds). A world picks one (README "Table options"):
 * - `none`: no track (wounds are not counted);
 * - `simple` (the default): wounds count up to a capacity of Endurance × 5; a full track is out of the fight. No
 *   penalty;
 * - `levels`: the wound levels Legend of the Five Rings 4th edition tables use, Endurance standing for Earth: Healthy
 *   holds Endurance × 5 wounds, each further level (Nicked, Grazed, Hurt, Injured, Crippled, Down) Endurance × 2
 *   more, and wounds beyond Down are Out. L5R's penalties (+3, +5, +10, +15, +20, +40 to a total's target number)
 *   become raises of this text's per-die difficulty, one per 5 of L5R's target number, rounded to the nearest
 *   (0, 1, 1, 2, 3, 4, 8): a Hurt character's Standard (6) action is rolled at 8.
 * Pure: no Foundry globals. Endurance is read as a clean rating; below 1 it counts as 1 (L5R's Earth is never 0).
 */
import { clampInteger } from "../../../core/rules/integer.js";
import { RK_DEFAULT_DIFFICULTY, RK_DIFFICULTY_MIN } from "./difficulty.js";
import { RK_RATING_MAX, rkRating } from "./rating.js";

export const RK_WOUND_TRACKS = ["none", "simple", "levels"] as const;
export type RkWoundTrack = (typeof RK_WOUND_TRACKS)[number];
export const RK_DEFAULT_WOUND_TRACK: RkWoundTrack = "simple";

export function isRkWoundTrack(value: unknown): value is RkWoundTrack {
  return typeof value === "string" && (RK_WOUND_TRACKS as readonly string[]).includes(value);
}

/** The level ids, in order, of each track; `out` is always last. */
export const RK_WOUND_LEVELS = {
  none: [],
  simple: ["unhurt", "wounded", "out"],
  levels: ["healthy", "nicked", "grazed", "hurt", "injured", "crippled", "down", "out"],
} as const satisfies Record<RkWoundTrack, readonly string[]>;

export type RkWoundLevelId = (typeof RK_WOUND_LEVELS)["simple" | "levels"][number];

/** Raises of the difficulty per level of the `levels` track (L5R's +0…+40 ÷ 5, rounded to the nearest). */
export const RK_LEVEL_PENALTIES: Record<(typeof RK_WOUND_LEVELS)["levels"][number], number> = {
  healthy: 0,
  nicked: 1,
  grazed: 1,
  hurt: 2,
  injured: 3,
  crippled: 4,
  down: 8,
  out: 0,
};

/** Multipliers of Endurance: the simple track's capacity, L5R's first level and each further level. */
export const RK_SIMPLE_CAPACITY_PER_ENDURANCE = 5;
export const RK_HEALTHY_PER_ENDURANCE = 5;
export const RK_LEVEL_PER_ENDURANCE = 2;

/** The status each level shows on the token (`CONFIG.statusEffects` ids; none for an unhurt character). */
export const RK_WOUND_STATUS: Record<RkWoundLevelId, string | null> = {
  unhurt: null,
  healthy: null,
  wounded: "rkWounded",
  nicked: "rkNicked",
  grazed: "rkGrazed",
  hurt: "rkHurt",
  injured: "rkInjured",
  crippled: "rkCrippled",
  down: "rkDown",
  out: "rkOut",
};

/** Every wound status id, so the one that applies is set and the others taken off. */
export const RK_WOUND_STATUSES: string[] = [...new Set(Object.values(RK_WOUND_STATUS).filter((s): s is string => s !== null))];

export interface RkWoundLevel {
  id: RkWoundLevelId;
  /**
   * The most wounds this level holds. `out` holds the rest, and wounds are held to `outAt`, so its threshold is
   * `outAt` (it was Infinity, which reached the actor's prepared data and broke the rules' no-infinite-number promise).
   */
  upTo: number;
  penalty: number;
}

export interface RkWoundState {
  track: RkWoundTrack;
  /** The wounds taken, held to 0…`outAt`. */
  wounds: number;
  /** Wounds that put the character out of the fight (0 for no track). */
  outAt: number;
  levels: RkWoundLevel[];
  /** The current level (null for no track). */
  level: RkWoundLevelId | null;
  /** Raise of the difficulty of every action (0 on the simple track). */
  penalty: number;
  out: boolean;
  /** The token status of the current level. */
  status: string | null;
}

/** The levels of a track for a character of that Endurance, each with the most wounds it holds. */
export function rkWoundLevels(track: RkWoundTrack, endurance: unknown): RkWoundLevel[] {
  const e = Math.max(1, rkRating(endurance));
  if (track === "simple") {
    const capacity = e * RK_SIMPLE_CAPACITY_PER_ENDURANCE;
    return [
      { id: "unhurt", upTo: 0, penalty: 0 },
      { id: "wounded", upTo: capacity - 1, penalty: 0 },
      { id: "out", upTo: capacity, penalty: 0 },
    ];
  }
  if (track === "levels") {
    let upTo = e * RK_HEALTHY_PER_ENDURANCE;
    return RK_WOUND_LEVELS.levels.map((id, index) => {
      // Wounds stop at the first that is out (one more than Down holds).
      if (id === "out") return { id, upTo: upTo + 1, penalty: 0 };
      if (index > 0) upTo += e * RK_LEVEL_PER_ENDURANCE;
      return { id, upTo, penalty: RK_LEVEL_PENALTIES[id] };
    });
  }
  return [];
}

/**
 * Where a character stands on the track: `wounds` (a clean rating) held to 0…the wounds that are out. A track that
 * is not one of the three counts as the default (`simple`).
 */
export function rkWoundState(trackInput: unknown, endurance: unknown, woundsInput: unknown): RkWoundState {
  const track = isRkWoundTrack(trackInput) ? trackInput : RK_DEFAULT_WOUND_TRACK;
  const levels = rkWoundLevels(track, endurance);
  if (!levels.length) return { track, wounds: 0, outAt: 0, levels, level: null, penalty: 0, out: false, status: null };
  const outAt = levels[levels.length - 2]!.upTo + 1;
  const wounds = Math.min(outAt, rkWoundCount(woundsInput));
  const level = levels.find((l) => wounds <= l.upTo)!;
  return { track, wounds, outAt, levels, level: level.id, penalty: level.penalty, out: level.id === "out", status: RK_WOUND_STATUS[level.id] };
}

/** A count of wounds or of damage: a whole number, 0 or more (what is not a number counts 0). */
export function rkWoundCount(value: unknown): number {
  const n = typeof value === "number" ? value : Number(value);
  return Number.isFinite(n) ? Math.max(0, Math.trunc(n)) : 0;
}

export interface RkWoundChange {
  before: RkWoundState;
  after: RkWoundState;
  /** The wounds the damage added (less than the damage once the track is full). */
  taken: number;
  /** The outcome: the actor's new wounds and the wound statuses on and off (module/core/rules/outcome.ts). */
  outcome: { actor: Record<string, unknown>; statuses: Record<string, boolean> };
}

/** The statuses a state shows: its level's on, every other wound status off. */
export function rkWoundStatuses(state: RkWoundState): Record<string, boolean> {
  return Object.fromEntries(RK_WOUND_STATUSES.map((s) => [s, s === state.status]));
}

/**
 * Damage (or healing, negative) applied to the track: the new state and the whole outcome. Without a track nothing
 * changes (an empty outcome).
 */
export function rkApplyWounds(track: unknown, endurance: unknown, wounds: unknown, damage: unknown): RkWoundChange {
  const before = rkWoundState(track, endurance, wounds);
  const n = typeof damage === "number" ? damage : Number(damage);
  const delta = Number.isFinite(n) ? Math.trunc(n) : 0;
  if (before.track === "none") return { before, after: before, taken: 0, outcome: { actor: {}, statuses: {} } };
  const after = rkWoundState(before.track, endurance, Math.max(0, before.wounds + delta));
  return { before, after, taken: after.wounds - before.wounds, outcome: { actor: { "system.wounds": after.wounds }, statuses: rkWoundStatuses(after) } };
}

/** The largest difficulty read: an indirect one (rkIndirectDifficulty) reaches 2 × RK_RATING_MAX. */
const RK_WOUNDED_DIFFICULTY_MAX = 2 * RK_RATING_MAX;

/**
 * A difficulty raised by the wound penalty, and whether a d10 can still reach it. The difficulty is read as a whole
 * number from 1 to 2 × RK_RATING_MAX (unreadable: Standard, 6; ±Infinity: the nearest bound) and the penalty as a
 * rating, so the sum stays finite (1e308 + 1e308 was Infinity).
 */
export function rkWoundedDifficulty(difficulty: number, penalty: unknown): { difficulty: number; penalty: number; reachable: boolean } {
  const d = clampInteger(difficulty, {
    min: RK_DIFFICULTY_MIN,
    max: RK_WOUNDED_DIFFICULTY_MAX,
    fallback: RK_DEFAULT_DIFFICULTY,
    rounding: "round",
    infinity: "clamp",
  });
  const p = rkRating(penalty);
  return { difficulty: d + p, penalty: p, reachable: d + p <= 10 };
}
