/**
 * Psychic conflict (004 "Psychic Conflict"): only the psychically aware (monks) take part. Attacks
 * roll as usual with charisma as a minor contributor; monks defend with intelligence as a major
 * contributor. Each action spends verve, up to the monk level per action.
 */
import { GM_MAX_NUMBER, gmCount, gmInt } from "../coerce.js";
import { contributor } from "../character/contributors.js";
import { GM_BASE_HIT_NUMBER } from "./hit.js";

export const GM_PSYCHIC = {
  /** Verve to start a psychic conflict. */
  enterVerve: 2,
  /** Penalty for the first round, which also has only one action. */
  firstRoundPenalty: -2,
  actionsPerRound: 2,
  firstRoundActions: 1,
  /** Psychic defense per verve spent defending. */
  defensePerVerve: 2,
  /** Speaking or moving at half movement during it: −3 to psychic attack and defense. */
  distractedPenalty: -3,
  /** Movement while in psychic conflict: a quarter. */
  movementDivisor: 4,
} as const;

/** Psychic defense: intelligence as major for monks, +2 per verve spent on a defend action. */
export function gmPsychicDefense(input: { intelligence: number; monk: boolean; defendVerve?: number; distracted?: boolean }): number {
  return (
    (input.monk ? contributor(input.intelligence, "major") : 0) +
    GM_PSYCHIC.defensePerVerve * gmCount(input.defendVerve) +
    (input.distracted ? GM_PSYCHIC.distractedPenalty : 0)
  );
}

/** The psychic attack's hit number: 11 + charisma as minor − psychic defense (−2 in the first round, −3 distracted). */
export function gmPsychicHitNumber(input: { charisma: number; defense: number; firstRound?: boolean; distracted?: boolean; injuries?: number }): number {
  return (
    GM_BASE_HIT_NUMBER +
    contributor(input.charisma, "minor") -
    gmInt(input.defense, -GM_MAX_NUMBER, GM_MAX_NUMBER, 0) +
    (input.firstRound ? GM_PSYCHIC.firstRoundPenalty : 0) +
    (input.distracted ? GM_PSYCHIC.distractedPenalty : 0) -
    gmCount(input.injuries)
  );
}

/** Psychic damage: d4 + charisma as major + 1 per verve beyond the first spent on the attack (never below 0). */
export function gmPsychicDamage(d4: number, charisma: number, verveSpent = 1): number {
  return Math.max(0, gmInt(d4, 1, 4, 1) + contributor(charisma, "major") + Math.max(0, gmCount(verveSpent, 1) - 1));
}

/** Verve a monk may spend on one action: up to their monk level (at least 1 for an attack or defense). */
export function gmPsychicVerveLimit(monkLevel: number): number {
  return Math.max(1, gmCount(monkLevel));
}

/** The willpower or reason roll to refuse or leave psychic conflict: the reaction + charisma as minor. */
export function gmPsychicResistTarget(reaction: number, charisma: number): number {
  return gmInt(reaction, -GM_MAX_NUMBER, GM_MAX_NUMBER, 0) + contributor(charisma, "minor");
}

export interface GmPsychicDamageResult {
  verve: number;
  survival: number;
  /** Penalty on the next round's actions: the damage taken from survival. */
  stun: number;
  /** Damage beyond survival would mean injuries, which end the conflict for the victim. */
  injured: boolean;
  overflow: number;
}

/**
 * Psychic damage comes from verve, then survival; the defender may take it from survival by choice.
 * Damage taken from survival stuns (that much penalty next round). Injuries remove the victim from
 * psychic conflict: `overflow` is damage beyond survival, for the normal damage rules.
 */
export function gmApplyPsychicDamage(input: { verve: number; survival: number; damage: number; fromSurvival?: boolean }): GmPsychicDamageResult {
  let dmg = gmCount(input.damage);
  let verve = gmCount(input.verve);
  let survival = gmCount(input.survival);
  if (!input.fromSurvival) {
    const v = Math.min(verve, dmg);
    verve -= v;
    dmg -= v;
  }
  const s = Math.min(survival, dmg);
  survival -= s;
  dmg -= s;
  return { verve, survival, stun: s, injured: dmg > 0, overflow: dmg };
}
