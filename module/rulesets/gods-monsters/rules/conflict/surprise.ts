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

/**
 * Where each combatant stood when the fight began (004 "Surprise"): `attacker` knowingly started it and does not
 * roll (004's Yeti); the others roll perception, `unaware` as is, `aware` of their attackers at +4, `asleep` at −6.
 */
export const GM_SURPRISE_SITUATIONS = ["unaware", "aware", "asleep", "attacker"] as const;
export type GmSurpriseSituation = (typeof GM_SURPRISE_SITUATIONS)[number];

export function gmIsSurpriseSituation(v: unknown): v is GmSurpriseSituation {
  return typeof v === "string" && (GM_SURPRISE_SITUATIONS as readonly string[]).includes(v);
}

/** The perception roll a combatant makes, or null for one who knowingly attacked (no roll, never surprised). */
export function gmSurpriseRoll(situation: GmSurpriseSituation, perception: number): { target: number; modifier: number } | null {
  if (situation === "attacker") return null;
  const modifier = situation === "aware" ? GM_SURPRISE_AWARE_BONUS : situation === "asleep" ? GM_SURPRISE_SLEEPING_PENALTY : 0;
  return { target: gmInt(perception, -GM_MAX_NUMBER, GM_MAX_NUMBER, 0), modifier };
}

/** The roll that shakes surprise off at the start of a round after the first: under the better of fortitude and willpower. */
export function gmShakeOffTarget(fortitude: number, willpower: number): number {
  return Math.max(gmInt(fortitude, -GM_MAX_NUMBER, GM_MAX_NUMBER, 0), gmInt(willpower, -GM_MAX_NUMBER, GM_MAX_NUMBER, 0));
}

/**
 * What a round means to a surprised combatant: in the first round they cannot act; from the second on they roll to
 * shake it off at the round's start, and the roll applies to that round.
 */
export function gmSurpriseRoundStep(round: number): "cannotAct" | "shakeOff" | "none" {
  const r = gmInt(round, 0, GM_MAX_NUMBER, 0);
  return r === 1 ? "cannotAct" : r >= 2 ? "shakeOff" : "none";
}

/** The whole change to a combatant: the surprised state on the actor and the status its token shows. */
export function gmSurpriseOutcome(surprised: boolean): { actor: Record<string, unknown>; statuses: Record<string, boolean> } {
  // Only true is surprised (as gmKnockoutBlowAllowed reads it): a NaN or a number was written to the actor as it came.
  const on = surprised === true;
  return { actor: { "system.state.surprised": on }, statuses: { surprised: on } };
}

/**
 * Quickdraw (004 "Quickdraw"): drawing a weapon takes an action; drawing and using it in the same round takes an
 * evasion roll. Made: the weapon is drawn and the attack is made as normal. Missed: the character acts as if
 * surprised, which they shake off as surprise is (at the start of a later round).
 */
export function gmQuickdrawOutcome(
  success: boolean,
  weaponId: string,
): { attack: boolean; actor: Record<string, unknown>; items: { update: { _id: string; "system.equipped": boolean }[] }; statuses: Record<string, boolean> } {
  // An id is text: anything else (a NaN, a number) would be an update of no item, so it is refused, naming the argument.
  if (typeof weaponId !== "string") throw new RangeError(`gmQuickdrawOutcome: weaponId must be an item id (text), got ${typeof weaponId}`);
  if (success === true) return { attack: true, actor: {}, items: { update: [{ _id: weaponId, "system.equipped": true }] }, statuses: {} };
  return { attack: false, ...gmSurpriseOutcome(true), items: { update: [] } };
}
