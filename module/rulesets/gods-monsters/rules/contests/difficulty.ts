/**
 * Difficulty levels (004 "Difficulty levels"): common-sense words for bonuses and penalties.
 */
export const GM_DIFFICULTIES = {
  practicallyImpossible: -16,
  nearlyImpossible: -8,
  extremelyDifficult: -4,
  veryDifficult: -2,
  difficult: 0,
  easy: 2,
  veryEasy: 4,
  snap: 8,
  incrediblyEasy: 16,
} as const;
export type GmDifficulty = keyof typeof GM_DIFFICULTIES;

/** The modifier of a difficulty word; unknown words are "difficult" (no modifier). */
export function gmDifficultyModifier(difficulty: string | null | undefined): number {
  if (!difficulty || !(difficulty in GM_DIFFICULTIES)) return 0;
  return GM_DIFFICULTIES[difficulty as GmDifficulty];
}

/** Careful attempts: +1 for taking the next longer time period, +2 for a long careful set-up. */
export const GM_CAREFUL_BONUS = [0, 1, 2] as const;

export function gmCarefulBonus(level: number): number {
  const l = Math.floor(Number(level));
  if (!Number.isFinite(l) || l <= 0) return 0;
  return l >= 2 ? 2 : 1;
}
