/**
 * Hitting in conflict (004 "Hitting"; NOTES.md): roll d20 at or under
 * 11 + the attacker's Fighting Art bonus + attack bonus − the target's defense.
 * 004's Yeti fight: Toromeen (Fighting Art +2, attack +2) needs 12 against the Yeti's defense 3.
 */
import { GM_MAX_NUMBER, gmInt } from "../coerce.js";

/** The number every attack roll starts from. */
export const GM_BASE_HIT_NUMBER = 11;

export interface GmHitInput {
  /** The attacker's Fighting Art bonus (creatures usually 0: their attack bonus holds it all). */
  fightingArt?: number;
  /** The attacker's attack bonus for the attack mode used. */
  attack?: number;
  /** The target's defense. */
  defense?: number;
  /** Net of all maneuver and situation modifiers on the attack (see `gmConflictModifiers`). */
  attackModifier?: number;
  /** Net of all maneuver and situation modifiers on the target's defense. */
  defenseModifier?: number;
}

function n(v: unknown): number {
  return gmInt(v, -GM_MAX_NUMBER, GM_MAX_NUMBER, 0);
}

export function gmHitNumber(input: GmHitInput): number {
  return GM_BASE_HIT_NUMBER + n(input.fightingArt) + n(input.attack) + n(input.attackModifier) - (n(input.defense) + n(input.defenseModifier));
}

/** One term of a hit number, for a card's "Why this result": where it comes from and what it adds. */
export interface GmHitTerm {
  key: "base" | "fightingArt" | "attack" | "defense";
  value: number;
}

/** The hit number's terms before maneuvers (004 "Hitting"): 11, Fighting Art, the attack bonus, minus the defense. */
export function gmHitTerms(input: Pick<GmHitInput, "fightingArt" | "attack" | "defense">): GmHitTerm[] {
  return [
    { key: "base", value: GM_BASE_HIT_NUMBER },
    { key: "fightingArt", value: n(input.fightingArt) },
    { key: "attack", value: n(input.attack) },
    { key: "defense", value: -n(input.defense) },
  ];
}

/** Whether a d20 face hits: at or under the hit number. */
export function gmAttackHits(roll: number, hitNumber: number): boolean {
  return gmInt(roll, 1, 20, 20) <= n(hitNumber);
}

/**
 * Actions to use a multi-action weapon (an arquebus: 3): outside close combat one of them is free
 * (2 for the arquebus). A one-action weapon always takes one.
 */
export function gmFireActions(actions: number, inCloseCombat: boolean): number {
  const a = gmInt(actions, 1, GM_MAX_NUMBER, 1);
  return a > 1 && !inCloseCombat ? a - 1 : a;
}
