/**
 * Concentration (001): while concentrating a character moves at most half Movement, cannot attack
 * or start other actions, and defends at −1; when successfully attacked during a concentration of
 * more than a round they must make an evasion roll or lose it. A concentration penalty (from
 * ailments) applies to charisma, wisdom and intelligence rolls.
 */
import type { GmAbilityName } from "../equipment/types.js";
import { gmAmount } from "../equipment/input.js";

/** Defense penalty while concentrating. */
export const GM_CONCENTRATION_DEFENSE_PENALTY = 1;

/** Abilities whose rolls a concentration penalty lowers. */
export const GM_CONCENTRATION_ABILITIES: readonly GmAbilityName[] = ["charisma", "wisdom", "intelligence"];

/** Whether a concentration penalty applies to a roll on `ability`. */
export function gmConcentrationApplies(ability: GmAbilityName | string): boolean {
  return (GM_CONCENTRATION_ABILITIES as readonly string[]).includes(ability);
}

/**
 * Whether an attack on a concentrating character calls for an evasion roll to keep concentrating:
 * only a successful attack (`attackHit` exactly `true`), and only during a concentration longer
 * than one round (a non-numeric length counts as 0 rounds).
 */
export function gmConcentrationCheckNeeded(attackHit: boolean, concentrationRounds: number): boolean {
  return attackHit === true && gmAmount(concentrationRounds) > 1;
}

/** Concentration holds unless a needed evasion roll fails. */
export function gmConcentrationHolds(attackHit: boolean, concentrationRounds: number, evasionSucceeded: boolean): boolean {
  return !gmConcentrationCheckNeeded(attackHit, concentrationRounds) || evasionSucceeded === true;
}
