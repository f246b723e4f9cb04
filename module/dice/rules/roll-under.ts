import { asRecord, coerceInt } from "./coerce.js";
import { atLeast, negate } from "./distribution.js";
import type { Distribution } from "./distribution.js";
import { keptDieDistribution } from "./kept-die.js";
import { limitedInt, MAX_ADVANTAGE } from "./limits.js";

/**
 * Favour on a roll-under d20 is the opposite of advantage on a roll-over die: favour n > 0 rolls 1+n
 * d20 and keeps the LOWEST (better chances), n < 0 rolls 1+|n| and keeps the HIGHEST (Shadow's "two
 * chances to fail": roll twice, take the worse). |favour| above 10 (MAX_ADVANTAGE) is refused with a RangeError.
 */
export function rollUnderDieDistribution(favour: number): Distribution {
  const f = limitedInt("rollUnderDieDistribution", "favour", favour, { min: -MAX_ADVANTAGE, max: MAX_ADVANTAGE, limit: "MAX_ADVANTAGE" }, 0);
  return keptDieDistribution(20, -f);
}

/**
 * P(success) of a d20 roll-under check: the kept die is at most `target`.
 * target ≤ 0 never succeeds, target ≥ 20 cannot fail (any target, however far out, is answered as asked; a
 * target that is not a number counts as 0). |favour| above 10 is refused with a RangeError naming the limit.
 */
export function rollUnderOdds(input: { target: number; favour?: number }): number {
  const check = asRecord(input);
  const favour = limitedInt("rollUnderOdds", "favour", check.favour ?? 0, { min: -MAX_ADVANTAGE, max: MAX_ADVANTAGE, limit: "MAX_ADVANTAGE" }, 0);
  const raw = check.target;
  const target = typeof raw === "number" && !Number.isNaN(raw) ? Math.trunc(raw) : coerceInt(raw, -Number.MAX_VALUE, Number.MAX_VALUE, 0);
  if (target <= 0) return 0;
  if (target >= 20) return 1;
  // P(die ≤ target) = P(−die ≥ −target)
  return atLeast(negate(rollUnderDieDistribution(favour)), -target);
}
