/**
 * Weapon damage: a TABLE OPTION (the text `000_…` has none, README "Table options"). A weapon's damage pool "XkY" is
 * rolled as L5R tables roll damage: X d10, the Y highest kept and added; the total is the wounds it deals
 * (rules/wounds.ts). Pure: the pool as a formula Foundry's Roll understands, or the reason it cannot be rolled.
 */
import { rkRating } from "./rating.js";

/** The dice roller's largest pool (as the keep rolls', module/dice). */
export const RK_DAMAGE_MAX_DICE = 40;

export interface RkDamagePool {
  roll: number;
  /** Never more than the dice rolled. */
  keep: number;
  /** `3d10kh2`, or "" when it cannot be rolled. */
  formula: string;
  /** A localization key saying why it cannot be rolled, or null. */
  error: string | null;
}

/** A weapon's damage pool from its stored numbers: no dice is no weapon; more dice kept than rolled keeps them all. */
export function rkDamagePool(rollInput: unknown, keepInput: unknown): RkDamagePool {
  const roll = rkRating(rollInput);
  const keep = Math.min(roll, rkRating(keepInput));
  if (roll < 1 || keep < 1) return { roll, keep, formula: "", error: "ANTHOLOGY.RollKeep.Warn.noDamage" };
  if (roll > RK_DAMAGE_MAX_DICE) return { roll, keep, formula: "", error: "ANTHOLOGY.RollKeep.Warn.tooManyDice" };
  return { roll, keep, formula: `${roll}d10kh${keep}`, error: null };
}
