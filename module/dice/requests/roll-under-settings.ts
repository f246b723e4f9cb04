import { validateRollUnderInput, type DiceInputError } from "../rules/limits.js";
import { rollUnderOdds } from "../rules/roll-under.js";
import { parseNumber } from "./chance.js";

/** What a roll-under check needs (the numbers of a `rollUnder` request). */
export interface RollUnderSettings {
  /** The ability/reaction/attribute value before situational modifiers. */
  target: number;
  /** Situational bonus (+) or penalty (−) added to the target before the roll. */
  modifier: number;
  /** n > 0: roll 1+n d20 keep the lowest; n < 0: keep the highest. */
  favour: number;
  /** Bonus added after the roll (a mojo bid); re-evaluates success. */
  bonus: number;
  /**
   * Part of the number is a difficulty only the GM holds (a hidden GM roll request, README "GM roll requests"):
   * `target + modifier` is only the part the roller knows, so the card shows the dice and that part but no success
   * or failure, margin, bonus needed or chance (the GM's card settles the die). Kept in the roll's options like the
   * keep and Warden families' `hidden`, so a re-rendered card stays hidden. An evaluation of such a roll is against the
   * known part only and says nothing about its outcome.
   */
  hidden?: boolean;
}

/** Foundry's formula: `1d20`, `2d20kl` (favour +1), `2d20kh` (favour −1). */
export function rollUnderFormula(s: Pick<RollUnderSettings, "favour">): string {
  const count = 1 + Math.abs(s.favour);
  return `${count}d20${s.favour > 0 ? "kl" : s.favour < 0 ? "kh" : ""}`;
}

/** The number the die must not exceed before any post-roll bonus. */
export function rollUnderTarget(s: RollUnderSettings): number {
  return s.target + s.modifier;
}

/** The exact chance of success before the roll (no post-roll bonus). */
export function rollUnderChance(s: RollUnderSettings): number {
  return rollUnderOdds({ target: rollUnderTarget(s), favour: s.favour });
}

/** Read roll-under settings from form values; `error` is a localization key when they are refused. */
export function parseRollUnderSettings(raw: Record<string, unknown>, base: RollUnderSettings): { settings: RollUnderSettings; error: DiceInputError } {
  const settings: RollUnderSettings = {
    ...base,
    target: "target" in raw ? parseNumber(raw.target) : base.target,
    modifier: "modifier" in raw ? parseNumber(raw.modifier) : base.modifier,
    favour: "favour" in raw ? parseNumber(raw.favour) : base.favour,
  };
  const error =
    validateRollUnderInput({ target: settings.target, favour: settings.favour, bonus: settings.bonus }) ??
    validateRollUnderInput({ target: settings.modifier });
  return { settings, error };
}
