/**
 * The "Why this result" terms of a Roll & Keep action card (module/dice/cards/why.ts), from the pool the pure rules
 * broke down (`rkKeepPoolBreakdown`, 000 "Rolling dice", "Mana and keeping"): the dice rolled (attribute +
 * specialities), the dice kept (mana, + specialities, at most the dice rolled). The passive side's rating is never
 * a term: the card is public (README "Trust").
 */
import type { WhyTerm } from "../../../dice/cards/why.js";
import type { RkKeepPoolBreakdown } from "../rules/keep-pool.js";

export interface RkWhyNames {
  attribute: string;
  /** The colour the action is linked to, localized. */
  colour: string;
}

export function rkActionWhy(pool: RkKeepPoolBreakdown, names: RkWhyNames): WhyTerm[] {
  const terms: WhyTerm[] = [{ key: "ANTHOLOGY.RollKeep.Why.attribute", name: names.attribute, value: pool.attribute, plain: true }];
  if (pool.specialities > 0) terms.push({ key: "ANTHOLOGY.RollKeep.Why.specialities", value: pool.specialities });
  terms.push({ key: "ANTHOLOGY.Dice.Why.pool", value: pool.roll, plain: true });
  terms.push(
    pool.source === "colour"
      ? { key: "ANTHOLOGY.RollKeep.Why.colour", name: names.colour, value: pool.fromMana, plain: true }
      : { key: "ANTHOLOGY.RollKeep.Why.lacking", value: pool.fromMana, plain: true },
  );
  if (pool.specialities > 0) terms.push({ key: "ANTHOLOGY.RollKeep.Why.specialitiesKept", value: pool.specialities });
  if (pool.capped) terms.push({ key: "ANTHOLOGY.RollKeep.Why.capped", value: pool.roll, plain: true });
  terms.push({ key: "ANTHOLOGY.Dice.Why.keep", value: pool.keep, plain: true });
  return terms;
}
