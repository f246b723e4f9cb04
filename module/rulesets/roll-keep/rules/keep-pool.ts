/**
 * How many d10 a Roll & Keep action rolls and how many it keeps (`000_…`, "Roll and Keep system").
 *
 * - Dice rolled: the attribute, +1 for each relevant speciality.
 * - Dice kept: the character's PERMANENT mana in the colour the attribute is linked to, when the character
 *   has mana in it. Otherwise (the attribute's colour is one the character lacks, or the action is linked to
 *   no colour) the total permanent mana divided by the number of colours with no mana, rounded down, at
 *   least 1. Then +1 for each relevant speciality, and never more than the dice rolled.
 *
 * The text's example (a character with 3 black and 2 blue mana): a lie on Cunning (black) with Deceit keeps
 * 3 + 1 = 4; an enchantment text on Intelligence (blue) keeps 2; resisting fire on Endurance with Elemental
 * Damage keeps 5 ÷ 3 = 1, +1 = 2; a staff blow on Strength keeps 1.
 */
import { RK_COLOURS, isRkColour, type RkColour, type RkMana } from "./attributes.js";
import { rkRating } from "./rating.js";

export interface RkKeepPoolInput {
  /** The attribute rolled (its rating). */
  attribute: number;
  /** How many relevant specialities apply (each adds a die rolled and a die kept). */
  specialities?: number;
  /** Permanent mana per colour. Missing colours count as 0. */
  mana: Partial<RkMana>;
  /** The colour the attribute is linked to; `null` (or absent) for an action linked to no colour. */
  colour?: RkColour | null;
}

export interface RkKeepPool {
  roll: number;
  keep: number;
}

/** Where the kept dice came from: `"colour"` (mana of the linked colour) or `"lacking"` (total ÷ colours lacked). */
export type RkKeepSource = "colour" | "lacking";

export interface RkKeepPoolBreakdown extends RkKeepPool {
  /** The attribute's rating after cleaning. */
  attribute: number;
  /** Relevant specialities after cleaning. */
  specialities: number;
  /** The colour used, or null when the action is linked to none. */
  colour: RkColour | null;
  source: RkKeepSource;
  /** Dice kept from mana alone, before specialities and before the cap. */
  fromMana: number;
  /** Total permanent mana. */
  totalMana: number;
  /** Colours in which the character has no mana. */
  coloursLacked: number;
  /** True when the kept dice were cut down to the dice rolled. */
  capped: boolean;
}

/** Every colour's mana as a clean whole number (missing, negative or non-numeric values count as 0). */
export function rkCleanMana(mana: unknown): RkMana {
  const source = typeof mana === "object" && mana !== null ? (mana as Record<string, unknown>) : {};
  const clean = {} as RkMana;
  for (const colour of RK_COLOURS) clean[colour] = rkRating(source[colour]);
  return clean;
}

/** Dice kept from mana alone when the attribute's colour is lacking: total ÷ colours lacked, rounded down, at least 1. */
export function rkKeepFromLackedColours(mana: Partial<RkMana>): number {
  const clean = rkCleanMana(mana);
  const total = RK_COLOURS.reduce((sum, colour) => sum + clean[colour], 0);
  const lacked = RK_COLOURS.filter((colour) => clean[colour] === 0).length;
  // A character with mana in every colour lacks none; the text does not cover an unlinked action for such a
  // character, and dividing by zero would be meaningless: the whole total is kept (still capped by dice rolled).
  return Math.max(1, Math.floor(total / Math.max(1, lacked)));
}

/** The dice pool with an account of where each number came from (for sheets and chat cards). */
export function rkKeepPoolBreakdown(input: RkKeepPoolInput): RkKeepPoolBreakdown {
  const source = typeof input === "object" && input !== null ? input : ({} as RkKeepPoolInput);
  const attribute = rkRating(source.attribute);
  const specialities = rkRating(source.specialities ?? 0);
  const mana = rkCleanMana(source.mana);
  const colour = isRkColour(source.colour) ? source.colour : null;
  const totalMana = RK_COLOURS.reduce((sum, c) => sum + mana[c], 0);
  const coloursLacked = RK_COLOURS.filter((c) => mana[c] === 0).length;

  const linked = colour !== null && mana[colour] > 0;
  const fromMana = linked ? mana[colour] : rkKeepFromLackedColours(mana);
  const roll = attribute + specialities;
  const uncapped = fromMana + specialities;
  const keep = Math.min(uncapped, roll);
  return {
    roll,
    keep,
    attribute,
    specialities,
    colour,
    source: linked ? "colour" : "lacking",
    fromMana,
    totalMana,
    coloursLacked,
    capped: keep < uncapped,
  };
}

/**
 * The Roll & Keep dice pool: `{ roll, keep }` (see the rules at the top of this file).
 * Never throws; bad numbers count as 0 and an unknown colour counts as no colour.
 */
export function keepPool(input: RkKeepPoolInput): RkKeepPool {
  const { roll, keep } = rkKeepPoolBreakdown(input);
  return { roll, keep };
}
