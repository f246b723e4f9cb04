/**
 * Exact odds and pure evaluators for Anthology's three roll families (no Foundry globals):
 * - keep pools (Roll & Keep): Nd10 keep K highest, successes ≥ difficulty, degree, botch;
 * - advantage checks (Warden): d20 with net advantage + modifier + object dice with their own advantage;
 * - roll-under checks (Gods & Monsters, Shadow): d20 ≤ target, favour keeps the lowest.
 * Distributions are computed exactly by dynamic programming and convolution, never by sampling.
 */
export { keepOdds, keepOddsAtLeast, extendedKeepOdds, keepOpposedOdds, clampKeepPool } from "./keep-pool.js";
export type { KeepOdds, KeepPoolSize, KeepOpposedOdds } from "./keep-pool.js";
export { evaluateKeep, keepBotchDie, splitKeep, keptMarks, keepDegree, keepMeetsNeeded, evaluateKeepOpposed, evaluateKeepExtended } from "./keep-evaluate.js";
export type { KeepDegree, KeepEvaluation, KeepOpposedResult } from "./keep-evaluate.js";
export { rollUnderOdds, rollUnderDieDistribution } from "./roll-under.js";
export { evaluateRollUnder, applyRollUnderBonus } from "./roll-under-evaluate.js";
export type { RollUnderEvaluation } from "./roll-under-evaluate.js";
export { wardenOdds, advantageDistribution, advantageContestOdds, advantageCheck } from "./advantage.js";
export type { ObjectDie, AdvantageCheck } from "./advantage.js";
export { evaluateAdvantage, advantageSucceeds } from "./advantage-evaluate.js";
export type { AdvantageEvaluation, KeptDie, RolledDie } from "./advantage-evaluate.js";
export { keptDieDistribution, keepOneDie, keptIndex } from "./kept-die.js";
export type { Distribution } from "./distribution.js";
export {
  validateKeepInput,
  validateAdvantageInput,
  validateRollUnderInput,
  validateAdvantageValue,
  MAX_KEEP_DICE,
  MAX_ADVANTAGE,
  MAX_OBJECT_DICE,
  MAX_OBJECT_FACES,
} from "./limits.js";
export type { DiceInputError } from "./limits.js";
export { evaluatePool, poolMatchOdds, validatePoolInput, largestMatch, MAX_POOL_DICE, MAX_POOL_GROUPS, POOL_FACES } from "./pool.js";
export type { PoolEvaluation } from "./pool.js";
