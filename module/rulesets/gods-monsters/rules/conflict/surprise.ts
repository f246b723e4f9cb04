/**
 * Surprise (004 "Surprise", "Quickdraw"): an unaware character rolls perception, +4 if they knew
 * of their attackers, −6 if asleep. The surprised cannot act in the first round; afterwards they are
 * at −2 defense and −3 to success rolls until a fortitude or willpower roll at the start of a round
 * shakes it off (or they spend two rounds out of the conflict).
 */
import { GM_MAX_NUMBER, gmInt } from "../coerce.js";

export const GM_SURPRISE_AWARE_BONUS = 4;
export const GM_SURPRISE_SLEEPING_PENALTY = -6;

export function gmSurpriseTarget(perception: number, situation: { aware?: boolean; sleeping?: boolean } = {}): number {
  return (
    gmInt(perception, -GM_MAX_NUMBER, GM_MAX_NUMBER, 0) +
    (situation.aware ? GM_SURPRISE_AWARE_BONUS : 0) +
    (situation.sleeping ? GM_SURPRISE_SLEEPING_PENALTY : 0)
  );
}

/** Surprised when the perception roll fails (004: Charlotte, perception 9, rolls 18: surprised). */
export function gmIsSurprised(roll: number, perception: number, situation: { aware?: boolean; sleeping?: boolean } = {}): boolean {
  return gmInt(roll, 1, 20, 20) > gmSurpriseTarget(perception, situation);
}

/** Shaking off surprise: the better of fortitude and willpower (004: Charlotte, willpower 9, rolls 6). */
export function gmShakeOffSurprise(roll: number, fortitude: number, willpower: number): boolean {
  return gmInt(roll, 1, 20, 20) <= Math.max(gmInt(fortitude, -GM_MAX_NUMBER, GM_MAX_NUMBER, 0), gmInt(willpower, -GM_MAX_NUMBER, GM_MAX_NUMBER, 0));
}

/** Rounds out of the conflict after which a combatant is no longer surprised. */
export const GM_SURPRISE_ENDS_AFTER_ROUNDS_AWAY = 2;
