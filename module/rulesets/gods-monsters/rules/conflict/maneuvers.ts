/**
 * Special conflict maneuvers and situations (004 "Special conflict maneuvers", "Surprise",
 * "Equipment for different-sized creatures", "Psychic conflict", "Group Effort"): everything that
 * changes an attack's hit number, the target's defense, the attacker's own defense this round or
 * the damage. The attack dialog offers each as an option.
 */
import { GM_MAX_NUMBER, gmCount, gmInt } from "../coerce.js";
import { gmRangePenalty, gmThrownRangePenalty, gmWrongSizePenalty } from "../equipment/index.js";
import { gmBetterCover, gmCloseCombatCover, gmCoverDefense } from "./cover.js";
import type { GmCover } from "./cover.js";

/** Called shot: −3 to attack, −2 to the attacker's own defense that round. */
export const GM_CALLED_SHOT = { attack: -3, ownDefense: -2 } as const;
/** Unseen target the attacker knows of: −3 in close combat, −6 in ranged combat. */
export const GM_UNSEEN_PENALTY = { close: -3, ranged: -6 } as const;
/** High ground (slope, stairs, mounted against medium foes, from above): +1 to attack or to defense. */
export const GM_HIGH_GROUND_BONUS = 1;
/** Trying to immobilize: −2 to the attacker's own defense. */
export const GM_IMMOBILIZING_OWN_DEFENSE = -2;
/**
 * Non-defending targets (not combined with each other): immobile +10 to attack; unaware or not
 * defending +4; covered +4 to attack and +1 to damage.
 */
export const GM_TARGET_STATES = {
  immobile: { attack: 10, damage: 0 },
  unaware: { attack: 4, damage: 0 },
  covered: { attack: 4, damage: 1 },
} as const;
export type GmTargetState = keyof typeof GM_TARGET_STATES;
/** Surprised combatants after the first round: −2 defense and −3 to success rolls. */
export const GM_SURPRISED = { defense: -2, rolls: -3 } as const;
/** A target that broke an immobilizer's hold may attack them once at +6. */
export const GM_BROKE_HOLD_ATTACK = 6;
/** Concentrating: −1 defense. */
export const GM_CONCENTRATING_DEFENSE = -1;
/** In psychic conflict: −4 to real-world defense and perception. */
export const GM_PSYCHIC_REAL_WORLD_PENALTY = -4;

export interface GmRangeSituation {
  /** The weapon's range in yards (already adjusted for size and strength rating). */
  range: number | null;
  /** Distance to the target in yards. */
  distance: number;
  /** Thrown (strength as minor cancels penalties) or propelled. */
  thrown: boolean;
  /** The thrower's strength as a minor contributor. */
  strengthMinor?: number;
}

export interface GmManeuverOptions {
  calledShot?: boolean;
  /** The attacker knows where the target is but cannot see it. */
  unseen?: "close" | "ranged" | null;
  /** Cover the target is behind. */
  cover?: GmCover | null;
  /** The target is a warrior (or led by one who grants the warrior cover bonus). */
  targetWarrior?: boolean;
  /** Shooting into a melee of this many combatants (gives the target cover). */
  closeCombatants?: number;
  /** The attacker uses high ground for attack. */
  attackerHighGround?: boolean;
  /** The target uses high ground for defense. */
  targetHighGround?: boolean;
  /** The target is immobile, unaware or covered (these do not add together). */
  targetState?: GmTargetState | null;
  /** The attacker is trying to immobilize the target. */
  immobilizing?: boolean;
  /** Thrown or propelled attack: range and distance. */
  range?: GmRangeSituation | null;
  /** Size the weapon was made for and the wielder's size. */
  weaponSize?: string | null;
  wielderSize?: string | null;
  /** The attacker is surprised (after the first round). */
  attackerSurprised?: boolean;
  /** The target is surprised (after the first round). */
  targetSurprised?: boolean;
  /** The target is concentrating on a spell, spirit or power. */
  targetConcentrating?: boolean;
  /** The target is in psychic conflict. */
  targetInPsychicConflict?: boolean;
  /** The attacker broke the target's hold this round. */
  brokeHold?: boolean;
  /** Attack penalty of a worn full helmet (positive, usually 1). */
  helmetPenalty?: number;
  /** Attacker's injuries. */
  injuries?: number;
  /** Group effort bonus of an attacking unit (adds to attack) and of a defending unit (adds to defense). */
  attackerGroupBonus?: number;
  targetGroupBonus?: number;
  /** Attack bonus for a target moving fast (from the movement table), or other situational modifiers. */
  attackModifier?: number;
  defenseModifier?: number;
  damageModifier?: number;
}

export type GmManeuverKey =
  | "calledShot"
  | "unseen"
  | "cover"
  | "highGround"
  | "targetState"
  | "immobilizing"
  | "range"
  | "wrongSize"
  | "surprised"
  | "concentrating"
  | "psychic"
  | "brokeHold"
  | "helmet"
  | "injuries"
  | "group"
  | "other";

/** One modifier, for the chat card: which number it changes and by how much. */
export interface GmManeuverPart {
  key: GmManeuverKey;
  applies: "attack" | "defense" | "ownDefense" | "damage";
  value: number;
}

export interface GmManeuverTotals {
  /** Added to the attacker's hit number. */
  attack: number;
  /** Added to the target's defense (so subtracted from the hit number). */
  defense: number;
  /** Added to the attacker's own defense this round. */
  ownDefense: number;
  /** Added to the damage. */
  damage: number;
  /** Cover the target ends up with. */
  cover: GmCover | null;
  parts: GmManeuverPart[];
}

function signed(v: unknown): number {
  return gmInt(v, -GM_MAX_NUMBER, GM_MAX_NUMBER, 0);
}

export function gmConflictModifiers(o: GmManeuverOptions): GmManeuverTotals {
  const parts: GmManeuverPart[] = [];
  const add = (key: GmManeuverKey, applies: GmManeuverPart["applies"], value: number) => {
    if (value !== 0) parts.push({ key, applies, value });
  };
  if (o.calledShot) {
    add("calledShot", "attack", GM_CALLED_SHOT.attack);
    add("calledShot", "ownDefense", GM_CALLED_SHOT.ownDefense);
  }
  if (o.unseen === "close" || o.unseen === "ranged") add("unseen", "attack", GM_UNSEEN_PENALTY[o.unseen]);
  const cover = gmBetterCover(o.cover ?? null, o.closeCombatants ? gmCloseCombatCover(o.closeCombatants) : null);
  add("cover", "defense", gmCoverDefense(cover, o.targetWarrior === true));
  if (o.attackerHighGround) add("highGround", "attack", GM_HIGH_GROUND_BONUS);
  if (o.targetHighGround) add("highGround", "defense", GM_HIGH_GROUND_BONUS);
  if (o.targetState && o.targetState in GM_TARGET_STATES) {
    add("targetState", "attack", GM_TARGET_STATES[o.targetState].attack);
    add("targetState", "damage", GM_TARGET_STATES[o.targetState].damage);
  }
  if (o.immobilizing) add("immobilizing", "ownDefense", GM_IMMOBILIZING_OWN_DEFENSE);
  if (o.range) {
    const r = o.range;
    const penalty = r.thrown ? gmThrownRangePenalty(r.range, r.distance, r.strengthMinor ?? 0) : gmRangePenalty(r.range, r.distance);
    add("range", "attack", -penalty);
  }
  if (o.weaponSize && o.wielderSize) add("wrongSize", "attack", -gmWrongSizePenalty(o.weaponSize, o.wielderSize));
  if (o.attackerSurprised) {
    add("surprised", "attack", GM_SURPRISED.rolls);
    add("surprised", "ownDefense", GM_SURPRISED.defense);
  }
  if (o.targetSurprised) add("surprised", "defense", GM_SURPRISED.defense);
  if (o.targetConcentrating) add("concentrating", "defense", GM_CONCENTRATING_DEFENSE);
  if (o.targetInPsychicConflict) add("psychic", "defense", GM_PSYCHIC_REAL_WORLD_PENALTY);
  if (o.brokeHold) add("brokeHold", "attack", GM_BROKE_HOLD_ATTACK);
  add("helmet", "attack", -gmCount(o.helmetPenalty));
  add("injuries", "attack", -gmCount(o.injuries));
  add("group", "attack", gmCount(o.attackerGroupBonus));
  add("group", "defense", gmCount(o.targetGroupBonus));
  add("other", "attack", signed(o.attackModifier));
  add("other", "defense", signed(o.defenseModifier));
  add("other", "damage", signed(o.damageModifier));
  const sum = (a: GmManeuverPart["applies"]) => parts.filter((p) => p.applies === a).reduce((s, p) => s + p.value, 0);
  return { attack: sum("attack"), defense: sum("defense"), ownDefense: sum("ownDefense"), damage: sum("damage"), cover, parts };
}
