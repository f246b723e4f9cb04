/**
 * Movement (001): the speeds (yards per minute, feet per round, how long before a rest, reaction
 * penalty of the mover, attack bonus against them), the outdoor shift, resting or pushing on,
 * darkness, daily and flying movement, and moving while casting or calling.
 */
import type { GmDuration } from "../equipment/types.js";
import { gmAmount, gmClean, gmWhole } from "../equipment/input.js";

export const GM_SPEEDS = ["semiConscious", "combat", "dash", "explore", "walk", "jog", "run", "sprint"] as const;
export type GmSpeed = (typeof GM_SPEEDS)[number];

/** One row of the movement table, as multiples of Movement and of endurance. */
export interface GmSpeedRow {
  speed: GmSpeed;
  /** Yards per minute = this × Movement. */
  yardsPerMinute: number;
  /** Feet per round = this × Movement. */
  feetPerRound: number;
  /** Time before a ten-minute rest = endurance × `timeBase.times` `timeBase.unit`s. */
  timeBase: { times: number; unit: "round" | "minute" };
  /** Penalty (positive) to the mover's reaction rolls. */
  reactionPenalty: number;
  /** Bonus to attacks against the mover. */
  attackBonus: number;
}

/** The movement table of 001, row for row. */
export const GM_MOVEMENT_TABLE: readonly GmSpeedRow[] = [
  { speed: "semiConscious", yardsPerMinute: 1, feetPerRound: 0.5, timeBase: { times: 1, unit: "round" }, reactionPenalty: 0, attackBonus: 0 },
  { speed: "combat", yardsPerMinute: 2, feetPerRound: 1, timeBase: { times: 1, unit: "minute" }, reactionPenalty: 0, attackBonus: 0 },
  { speed: "dash", yardsPerMinute: 6, feetPerRound: 3, timeBase: { times: 1, unit: "minute" }, reactionPenalty: 1, attackBonus: 4 },
  { speed: "explore", yardsPerMinute: 4, feetPerRound: 2, timeBase: { times: 10, unit: "minute" }, reactionPenalty: 0, attackBonus: 0 },
  { speed: "walk", yardsPerMinute: 10, feetPerRound: 5, timeBase: { times: 30, unit: "minute" }, reactionPenalty: 2, attackBonus: 2 },
  { speed: "jog", yardsPerMinute: 20, feetPerRound: 10, timeBase: { times: 5, unit: "minute" }, reactionPenalty: 4, attackBonus: 4 },
  { speed: "run", yardsPerMinute: 30, feetPerRound: 15, timeBase: { times: 1, unit: "minute" }, reactionPenalty: 8, attackBonus: 8 },
  { speed: "sprint", yardsPerMinute: 50, feetPerRound: 25, timeBase: { times: 1, unit: "round" }, reactionPenalty: 16, attackBonus: 16 },
];

/** Out-of-combat speeds in order, for the outdoor shift. */
const TRAVEL_LADDER: readonly GmSpeed[] = ["explore", "walk", "jog", "run", "sprint"];

export function gmSpeedRow(speed: GmSpeed | string): GmSpeedRow {
  return GM_MOVEMENT_TABLE.find((r) => r.speed === speed) ?? GM_MOVEMENT_TABLE[1];
}

/** A character's numbers at one speed. */
export interface GmSpeedNumbers {
  speed: GmSpeed;
  yardsPerMinute: number;
  feetPerRound: number;
  /** How long they can keep it up before resting ten minutes. */
  restAfter: GmDuration;
  reactionPenalty: number;
  attackBonus: number;
}

/**
 * Numbers at a speed for a Movement and endurance. `outdoors` (roads and open country, away from
 * ruins, caves and fights) shifts the reaction penalty up one step: walking costs nothing, jogging
 * costs what walking costs in a dungeon (001).
 */
export function gmSpeed(speed: GmSpeed | string, movement: unknown, endurance: unknown, outdoors = false): GmSpeedNumbers {
  const row = gmSpeedRow(speed);
  const m = gmAmount(movement);
  const e = gmWhole(endurance);
  let reactionPenalty = row.reactionPenalty;
  const i = TRAVEL_LADDER.indexOf(row.speed);
  if (outdoors && i > 0) reactionPenalty = gmSpeedRow(TRAVEL_LADDER[i - 1]).reactionPenalty;
  return {
    speed: row.speed,
    yardsPerMinute: row.yardsPerMinute * m,
    feetPerRound: row.feetPerRound * m,
    restAfter: { amount: String(e * row.timeBase.times), unit: row.timeBase.unit },
    reactionPenalty,
    attackBonus: row.attackBonus,
  };
}

/**
 * Modifier on the health roll to keep moving without resting: +2 for each point of Movement given up
 * for the whole period, −2 for each earlier such roll since the last rest, − up to 4 for too little
 * water or salt. A failed roll costs one injury point.
 */
export function gmKeepMovingModifier(input: { movementGivenUp?: number; earlierRolls?: number; thirst?: number }): number {
  const thirst = Math.min(4, gmWhole(input.thirst));
  return gmClean(2 * gmWhole(input.movementGivenUp) - 2 * gmWhole(input.earlierRolls) - thirst);
}

export const GM_LIGHT_LEVELS = ["light", "night", "dark"] as const;
export type GmLightLevel = (typeof GM_LIGHT_LEVELS)[number];

/**
 * Movement in the dark: halved at night without a full moon, quartered in total darkness, unless
 * the character can see (special vision or a light source).
 */
export function gmDarknessMovement(movement: unknown, light: GmLightLevel | string, canSee = false): number {
  const m = gmAmount(movement);
  if (canSee) return m;
  if (light === "night") return m / 2;
  if (light === "dark") return m / 4;
  return m;
}

export const GM_TERRAINS = ["open", "rough", "bog"] as const;
/** open: perfect circumstances; rough: forests and hills; bog: bogs and thick undergrowth. */
export type GmTerrain = (typeof GM_TERRAINS)[number];

/**
 * Miles walked in a day: twice Movement in the open, Movement in forests and hills, half Movement in
 * bogs and thick undergrowth; ×1.5 when pushing on (a health roll, an injury if it fails). Fliers
 * cover Movement miles per hour, eight times a walker's open-ground day.
 */
export function gmDailyMiles(movement: unknown, terrain: GmTerrain | string = "open", options: { pushed?: boolean; flying?: boolean } = {}): number {
  const m = gmAmount(movement);
  let miles = options.flying ? 16 * m : terrain === "rough" ? m : terrain === "bog" ? m / 2 : 2 * m;
  if (options.pushed) miles *= 1.5;
  return miles;
}

/** Walking speed in miles per hour: about a third of Movement. */
export function gmWalkingMilesPerHour(movement: unknown): number {
  return gmAmount(movement) / 3;
}

/** Hours of walking (or days of travel) before a rest is due: half endurance. */
export function gmTravelBeforeRest(endurance: unknown): number {
  return gmWhole(endurance) / 2;
}

/**
 * Movement while casting a spell or calling a spirit: reduced by the casting or calling time in
 * seconds; none if that time is greater than the Movement or is a round or more.
 */
export function gmCastingMovement(movement: unknown, castingTime: GmDuration): number {
  const m = gmAmount(movement);
  const amount = gmAmount(Number(castingTime.amount));
  if (castingTime.unit !== "second") return amount > 0 ? 0 : m;
  if (amount >= 10 || amount > m) return 0;
  return m - amount;
}

/** Movement while concentrating: at most half (001, Concentration). */
export function gmConcentratingMovement(movement: unknown): number {
  return gmAmount(movement) / 2;
}

/** Per-round movement of a semi-conscious character: half Movement (in feet). */
export function gmSemiConsciousMovement(movement: unknown): number {
  return gmAmount(movement) / 2;
}

/**
 * A speed in the dark or the light (the GM's movement tool): Movement reduced by the light first
 * (`gmDarknessMovement`), then the speed's numbers for it (`gmSpeed`), outdoors shifting the penalty.
 */
export function gmTravelSpeed(
  speed: GmSpeed | string,
  movement: unknown,
  endurance: unknown,
  options: { outdoors?: boolean; light?: GmLightLevel | string; canSee?: boolean } = {},
): GmSpeedNumbers & { movement: number } {
  const o = options !== null && typeof options === "object" ? options : {};
  const m = gmDarknessMovement(movement, o.light ?? "light", o.canSee === true);
  return { ...gmSpeed(speed, m, endurance, o.outdoors === true), movement: m };
}
