/**
 * Odds with mojo (004 "Rolls": after a failed archetypal roll the player may bid mojo; if the bid as a bonus makes
 * the roll succeed, the mojo needed is lost and the outcome is reversed). A player willing to bid up to `mojo`
 * succeeds whenever the kept d20 is at most target + mojo, and spends die − target on a roll that needed it. These
 * are exact: the kept die's distribution (favour keeps the lowest of 1 + n d20) summed face by face.
 */
import { rollUnderDieDistribution } from "../../../../dice/rules/roll-under.js";
import { GM_MAX_NUMBER, gmCount, gmInt } from "../coerce.js";

export interface GmMojoBidOdds {
  /** P(success) without mojo. */
  chance: number;
  /** P(success) when the player bids up to `mojo` after a failure. */
  chanceWithMojo: number;
  /** The mojo spent on average, counting rolls that needed none as 0. */
  expectedSpent: number;
}

export function gmMojoBidOdds(input: { target: number; favour?: number; mojo: number }): GmMojoBidOdds {
  const target = gmInt(input.target, -GM_MAX_NUMBER, GM_MAX_NUMBER, 0);
  const mojo = gmCount(input.mojo);
  const dist = rollUnderDieDistribution(input.favour ?? 0);
  let chance = 0;
  let chanceWithMojo = 0;
  let expectedSpent = 0;
  dist.p.forEach((p, i) => {
    const face = dist.min + i;
    if (face <= target) {
      chance += p;
      chanceWithMojo += p;
    } else if (face - target <= mojo) {
      chanceWithMojo += p;
      expectedSpent += p * (face - target);
    }
  });
  return { chance, chanceWithMojo, expectedSpent };
}
