/** The bounds the Gods & Monsters actor models clamp to. */
export const GM_SCORE_MAX = 99;
export const GM_POOL_MAX = 9_999;
export const GM_EXPERIENCE_MAX = 100_000_000;
export const GM_MOJO_MAX = 99_999;
export const GM_BONUS_MAX = 99;
export const GM_LEVEL_MAX = 100;
