/**
 * One attack put together (004 "Hitting", "Damage", the maneuvers, "Thrown weapons", "Propelled
 * weapons", "Equipment for different-sized creatures"): the attack mode, the hit number against the
 * target's defense, and the damage formula with the strength bonus that applies. Pure: the attack
 * roll and dialog call it.
 */
import type { GmAttackMode, GmSize } from "../equipment/types.js";
import { gmDamageForSize, gmNormalizeDamage, gmRangeForSize, gmStrengthRatedWeapon } from "../equipment/index.js";
import { GM_MAX_NUMBER, gmCount, gmFields, gmInt, gmIsRecord, gmModifier } from "../coerce.js";
import { contributor } from "../character/contributors.js";
import { GM_BASE_HIT_NUMBER, gmHitNumber, gmHitTerms, type GmHitTerm } from "./hit.js";
import { gmConflictModifiers } from "./maneuvers.js";
import type { GmManeuverOptions, GmManeuverPart } from "./maneuvers.js";

/** The attacker's numbers an attack reads. */
export interface GmAttacker {
  fightingArt: number;
  /** Attack bonus per mode (a creature has the same bonus for all). */
  attack: { close: number; thrown: number; propelled: number };
  /** Strength damage bonus: close (strength as major) and thrown (strength as minor); creatures 0. */
  damage: { close: number; thrown: number };
  /** Strength score, for weapons built for a strength; null for creatures (no rating penalty). */
  strength: number | null;
  size: GmSize;
  injuries: number;
  /** Strength as minor, cancelling thrown range penalties. */
  thrownRangeReduction: number;
}

/** The weapon fields an attack reads (a subset of GmWeaponData); `null` weapon = natural or unarmed attack. */
export interface GmAttackWeapon {
  /** Damage for a medium wielder; scaled to `size`. */
  damage: string;
  size: GmSize;
  range: number | null;
  attackMode: GmAttackMode;
  thrown: boolean;
  strengthRating: number;
  /** Improvised weapons: penalty (positive). */
  attackPenalty: number;
}

export interface GmAttackPlanInput {
  attacker: GmAttacker;
  weapon: GmAttackWeapon | null;
  /** Damage of the natural or unarmed attack when there is no weapon (creature damage, d3 unarmed). */
  naturalDamage?: string;
  /** Throw a close weapon that can be thrown. */
  throwIt?: boolean;
  targetDefense: number;
  maneuvers?: GmManeuverOptions;
  /** Yards to the target, for thrown and propelled attacks. */
  distance?: number;
  modifier?: number;
}

/** A term of the hit number: 004 "Hitting"'s own, or a maneuver's (its value as it moves the hit number). */
export type GmAttackTerm = GmHitTerm | { key: "maneuver"; maneuver: GmManeuverPart["key"]; value: number };

export interface GmAttackPlan {
  mode: GmAttackMode;
  hitNumber: number;
  /** What the hit number adds up to, term by term (a bonus to the target's defense counts as a minus here). */
  hitTerms: GmAttackTerm[];
  parts: GmManeuverPart[];
  /** Damage dice of the weapon at its size ("d8"). */
  dice: string;
  /** Flat damage bonus: strength, covered, strength-rated bows. */
  damageBonus: number;
  /** The range used (after size and strength rating), null for close attacks. */
  range: number | null;
  /** Change to the attacker's own defense this round (called shot, immobilizing, surprise). */
  ownDefense: number;
  /** Number of damage dice (for weapon contests: one injury per die). */
  diceCount: number;
}

/**
 * Puts an attack together. Missing or bad input is read as nothing: an attacker without numbers
 * attacks at +0 with no strength (no rating penalty), a weapon that is not an object is no weapon
 * (a natural or unarmed attack), bad numbers count as 0.
 */
export function gmPlanAttack(inputArg: GmAttackPlanInput): GmAttackPlan {
  const input = gmFields(inputArg);
  const a = gmFields(input.attacker);
  const strength = a.strength ?? null;
  const w = gmIsRecord(input.weapon) ? (input.weapon as GmAttackWeapon) : null;
  let mode: GmAttackMode = "close";
  if (w) {
    if (w.attackMode === "propelled") mode = "propelled";
    else if (w.attackMode === "thrown" || (input.throwIt && (w.thrown || w.range !== null))) mode = "thrown";
  }
  const dice = w ? gmDamageForSize(w.damage, w.size) : (gmNormalizeDamage(input.naturalDamage ?? "d3") ?? "d3");
  let range = w && mode !== "close" ? gmRangeForSize(w.range, w.size) : null;
  let ratingPenalty = 0;
  let ratingDamage = 0;
  if (w && mode === "propelled" && gmCount(w.strengthRating) > 0 && strength !== null) {
    const rated = gmStrengthRatedWeapon(
      { cost: 0, range: range ?? 0 },
      { major: contributor(w.strengthRating, "major"), minor: contributor(w.strengthRating, "minor") },
      { major: contributor(strength, "major"), minor: contributor(strength, "minor") },
    );
    range = rated.range;
    ratingPenalty = rated.attackPenalty;
    ratingDamage = rated.damageBonus;
  }
  const maneuvers: GmManeuverOptions = {
    ...gmFields(input.maneuvers),
    injuries: a.injuries,
    range: mode === "close" ? null : { range, distance: gmCount(input.distance), thrown: mode === "thrown", strengthMinor: a.thrownRangeReduction },
    weaponSize: w ? w.size : null,
    wielderSize: w ? (a.size ?? null) : null,
    attackModifier: gmInt(input.modifier, -GM_MAX_NUMBER, GM_MAX_NUMBER, 0) - (w ? gmCount(w.attackPenalty) : 0) - ratingPenalty,
  };
  const m = gmConflictModifiers(maneuvers);
  const strengthDamage = mode === "close" ? gmModifier(gmFields(a.damage).close) : mode === "thrown" ? gmModifier(gmFields(a.damage).thrown) : ratingDamage;
  const hitTerms: GmAttackTerm[] = [
    ...gmHitTerms({ fightingArt: a.fightingArt, attack: gmFields(a.attack)[mode], defense: input.targetDefense }),
    ...m.parts
      .filter((p) => p.applies === "attack" || p.applies === "defense")
      .map((p) => ({ key: "maneuver" as const, maneuver: p.key, value: p.applies === "defense" ? -p.value : p.value })),
  ];
  return {
    mode,
    hitNumber: gmHitNumber({
      fightingArt: a.fightingArt,
      attack: gmFields(a.attack)[mode],
      defense: input.targetDefense,
      attackModifier: m.attack,
      defenseModifier: m.defense,
    }),
    hitTerms,
    parts: m.parts,
    dice,
    damageBonus: strengthDamage + m.damage,
    range,
    ownDefense: m.ownDefense,
    diceCount: (dice.match(/(\d*)d\d+/g) ?? []).reduce((s, g) => s + (Number(g.split("d")[0]) || 1), 0),
  };
}

/** A damage formula in Foundry notation: dice and the flat bonus ("1d8 + 4"). */
export function gmDamageFormula(dice: string, bonus: number): string {
  const norm = gmNormalizeDamage(dice) ?? "0";
  const b = gmInt(bonus, -GM_MAX_NUMBER, GM_MAX_NUMBER, 0);
  const terms = norm.split("+").map((t) => (t.startsWith("d") ? `1${t}` : t));
  let out = terms.join(" + ").replace(/\+ -/g, "- ");
  if (b > 0) out += ` + ${b}`;
  else if (b < 0) out += ` - ${-b}`;
  return out;
}

/**
 * What a weapon's row on the sheet shows, from the same plan the attack roll makes (004 "Hitting"): the attack
 * bonus (Fighting Art + the mode's attack bonus, with the weapon's own and the wounds' penalties), the number a d20
 * must be at or under to hit a target of defense 0 with no maneuvers, and the damage. A target's defense is
 * subtracted from `hitsOn` at the table, which the attack dialog does with the targeted token.
 */
export interface GmWeaponLine {
  mode: GmAttackMode;
  attackBonus: number;
  hitsOn: number;
  damage: string;
  range: number | null;
  /** The penalty from injuries included in both numbers (004 "Injuries": injury points are a penalty on attack rolls), 0 when unhurt. */
  injuryPenalty: number;
}

export function gmWeaponLine(attacker: GmAttacker, weapon: GmAttackWeapon | null, naturalDamage?: string): GmWeaponLine {
  const plan = gmPlanAttack({ attacker, weapon, naturalDamage, targetDefense: 0 });
  const injuries = plan.parts.find((p) => p.key === "injuries");
  return {
    mode: plan.mode,
    attackBonus: plan.hitNumber - GM_BASE_HIT_NUMBER,
    hitsOn: plan.hitNumber,
    damage: gmDamageFormula(plan.dice, plan.damageBonus),
    range: plan.range,
    injuryPenalty: injuries ? -injuries.value : 0,
  };
}

/** The attack bonus per mode as the sheet's header shows it: Fighting Art plus the mode's attack bonus (004 "Hitting"). */
export function gmAttackTotals(attacker: GmAttacker): Record<GmAttackMode, number> {
  const a = gmFields(attacker);
  const fa = gmModifier(a.fightingArt);
  const attack = gmFields(a.attack);
  return { close: fa + gmModifier(attack.close), thrown: fa + gmModifier(attack.thrown), propelled: fa + gmModifier(attack.propelled) };
}
