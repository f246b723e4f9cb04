import { coerceInt } from "./coerce.js";
import { atLeast, negate } from "./distribution.js";
import type { Distribution } from "./distribution.js";
import { keptDieDistribution } from "./kept-die.js";
import { MAX_ADVANTAGE, MAX_ROLL_UNDER_NUMBER } from "./limits.js";

/**
 * Favour on a roll-under d20 is the opposite of advantage on a roll-over die: favour n > 0 rolls 1+n
 * d20 and keeps the LOWEST (better chances), n < 0 rolls 1+|n| and keeps the HIGHEST (Shadow's "two
 * chances to fail": roll twice, take the worse).
 */
export function rollUnderDieDistribution(favour: number): Distribution {
  const f = coerceInt(favour, -MAX_ADVANTAGE, MAX_ADVANTAGE, 0);
  return keptDieDistribution(20, -f);
}

/**
 * P(success) of a d20 roll-under check: the kept die is at most `target`.
 * target ≤ 0 never succeeds, target ≥ 20 cannot fail. Favour clamps to ±10.
 */
export function rollUnderOdds(input: { target: number; favour?: number }): number {
  const target = coerceInt(input.target, -MAX_ROLL_UNDER_NUMBER, MAX_ROLL_UNDER_NUMBER, 0);
  if (target <= 0) return 0;
  if (target >= 20) return 1;
  // P(die ≤ target) = P(−die ≥ −target)
  return atLeast(negate(rollUnderDieDistribution(input.favour ?? 0)), -target);
}
