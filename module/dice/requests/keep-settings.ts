import { keepOdds, keepOddsAtLeast } from "../rules/keep-pool.js";
import { validateKeepInput, type DiceInputError } from "../rules/limits.js";
import { parseNumber } from "./chance.js";

/** What a keep roll needs (the numbers of a `rollKeep` request). */
export interface KeepSettings {
  /** d10 rolled (1–40). */
  roll: number;
  /** d10 kept, highest first (≥ 1; more than rolled keeps all). */
  keep: number;
  /** A kept die equal to or over this is a success (1–10). */
  difficulty: number;
  /** Successes needed (complex actions); 1 by default. */
  needed: number;
  /** Extended action: successes of earlier rounds and the total needed over all rounds. */
  extended: { previous: number[]; needed: number } | null;
  /**
   * The difficulty is one only the GM holds (a hidden GM roll request, README "GM roll requests"). Successes and a
   * botch both depend on it (000 "Successes and degrees of success": a kept die equal to or over the difficulty;
   * "Failure and Botching actions": a 1 with no accompanying successes), so the roll counts nothing: its formula
   * only keeps (`3d10kh3`), its options hold no difficulty, and its card shows the dice and the kept dice with no
   * successes, degree, botch or chance (the GM's card settles it). Kept in the roll's options like the roll-under
   * and Warden families' `hidden`, so a re-rendered card stays hidden. `difficulty` is then only a placeholder the pipeline
   * validates; an evaluation of such a roll says nothing about its outcome.
   */
  hidden?: boolean;
  /**
   * The difficulty is a number of the ruleset's own making, not one of the text's named difficulties (R&K's
   * indirectly opposed action: the target's attribute and related specialities, 000 "Indirectly opposed actions"),
   * so the card does not name it ("difficulty 5 (Straightforward)" misnamed the guard's Acuity 4 + Acute Hearing).
   */
  unnamed?: boolean;
}

/** The text's named difficulties (`000_…`): Easy 3 … Virtually impossible 10. */
export const KEEP_DIFFICULTIES: Readonly<Record<number, string>> = {
  3: "easy",
  4: "routine",
  5: "straightforward",
  6: "standard",
  7: "challenging",
  8: "difficult",
  9: "extremelyDifficult",
  10: "virtuallyImpossible",
};

/**
 * Foundry's formula for a keep roll: `6d10kh4cs>=7` (keep capped at the dice rolled); a hidden difficulty's roll
 * only keeps (`6d10kh4`: no count of successes against a number the roller does not know). Foundry v13's Die
 * modifiers `kh` (keep highest) and `cs` (count successes):
 * https://foundryvtt.com/api/v13/classes/foundry.dice.terms.Die.html
 */
export function keepFormula(s: Pick<KeepSettings, "roll" | "keep" | "difficulty" | "hidden">): string {
  const kept = `${s.roll}d10kh${Math.min(s.keep, s.roll)}`;
  return s.hidden ? kept : `${kept}cs>=${s.difficulty}`;
}

/** Successes still needed in this roll: for an extended action, the total needed minus earlier rounds (≥ 0). */
export function keepNeededNow(s: KeepSettings): number {
  if (!s.extended) return s.needed;
  const earlier = s.extended.previous.reduce((a, b) => a + (Number.isFinite(b) ? b : 0), 0);
  return Math.max(0, s.extended.needed - earlier);
}

/** The exact chance of this roll: P(successes ≥ needed now) and P(botch). */
export function keepChance(s: KeepSettings): { success: number; botch: number } {
  const odds = keepOdds(s);
  return { success: keepOddsAtLeast(odds, keepNeededNow(s)), botch: odds.botch };
}

/** Read keep settings from form values (strings); `error` is a localization key when they are refused. */
export function parseKeepSettings(raw: Record<string, unknown>, base: KeepSettings): { settings: KeepSettings; error: DiceInputError } {
  const settings: KeepSettings = {
    ...base,
    roll: "roll" in raw ? parseNumber(raw.roll) : base.roll,
    keep: "keep" in raw ? parseNumber(raw.keep) : base.keep,
    difficulty: "difficulty" in raw ? parseNumber(raw.difficulty) : base.difficulty,
    needed: "needed" in raw ? parseNumber(raw.needed) : base.needed,
  };
  return { settings, error: validateKeepInput(settings) };
}
