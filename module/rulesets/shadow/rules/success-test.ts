/**
 * Success tests (text 002, "Success Test", "Advantage", "Blind Fighting"): roll a d20 and succeed on a
 * face equal to or lower than the modified attribute.
 *
 * The modified attribute (the target) is the attribute plus, when opposed, 10 − the opposing attribute,
 * plus the GM's difficulty when one is set. The side with Advantage gets +2 to its attribute: when the
 * tester has it the target rises by 2; when the opposition has it, its attribute is 2 higher, so by the
 * same formula the tester's modifier falls by 2.
 */

import { shadowDifficulty, shadowModifier, shadowTestValue } from "./modifier.js";
import { shadowDescribe, shadowDieFace, shadowInteger, shadowList } from "./coerce.js";

export const SHADOW_TEST_DIE = 20;
export const SHADOW_ADVANTAGE_TEST_BONUS = 2;

export interface ShadowTestSpec {
  /** The tested attribute (or Defense for a defense test). */
  attribute: unknown;
  /** The opposing attribute of an [Attribute←Opposition] test; omit for a test against difficulty. */
  opposing?: unknown;
  /** The GM's difficulty, +5 (very easy) to −5 (very hard). */
  difficulty?: unknown;
  /** The tester has Advantage: +2. */
  advantage?: boolean;
  /** The opposition has Advantage: its attribute counts 2 higher, so −2 here. */
  opponentAdvantage?: boolean;
}

export interface ShadowTarget {
  /** The face to roll equal to or under. */
  target: number;
  attribute: number;
  /** 10 − opposing (with the opposition's Advantage), 0 when unopposed. */
  opposition: number;
  difficulty: number;
  /** +2 for the tester's Advantage. */
  advantage: number;
  /** The target term by term, for a card's "Why this result": the attribute first, then each modifier that applies. */
  parts: ShadowTargetPart[];
}

/** One term of a test's target (text 002 "Success Test", "Advantage"). */
export interface ShadowTargetPart {
  key: "attribute" | "opposition" | "opponentAdvantage" | "difficulty" | "advantage";
  value: number;
}

export function shadowTestTarget(spec: ShadowTestSpec): ShadowTarget {
  const attribute = shadowTestValue(spec.attribute);
  const opposed = spec.opposing !== undefined && spec.opposing !== null;
  const opponentBonus = spec.opponentAdvantage === true ? SHADOW_ADVANTAGE_TEST_BONUS : 0;
  // The opposition's Advantage raises its attribute by 2, which lowers 10 − opposing by 2.
  const opposition = (opposed ? shadowModifier(spec.opposing) : 0) - opponentBonus;
  const difficulty = shadowDifficulty(spec.difficulty ?? 0);
  const advantage = spec.advantage === true ? SHADOW_ADVANTAGE_TEST_BONUS : 0;
  const parts: ShadowTargetPart[] = [{ key: "attribute", value: attribute }];
  if (opposed) parts.push({ key: "opposition", value: opposition + opponentBonus });
  if (opponentBonus !== 0) parts.push({ key: "opponentAdvantage", value: -opponentBonus });
  if (difficulty !== 0) parts.push({ key: "difficulty", value: difficulty });
  if (advantage !== 0) parts.push({ key: "advantage", value: advantage });
  return { target: attribute + opposition + difficulty + advantage, attribute, opposition, difficulty, advantage, parts };
}

export interface ShadowTestResult {
  face: number;
  target: number;
  success: boolean;
}

/** A d20 face against a target: success when the face is equal to or lower than the target. */
export function shadowSuccessTest(face: number, target: number): ShadowTestResult {
  const d20 = shadowDieFace(face, SHADOW_TEST_DIE, "Shadow success test");
  const t = shadowInteger(target, -100, 100, 0);
  return { face: d20, target: t, success: d20 <= t };
}

/** [Accurate←Defense]: the attack test of the attacker's player. */
export function shadowAttackTarget(accurate: unknown, defense: unknown, options: { advantage?: boolean; opponentAdvantage?: boolean } = {}): ShadowTarget {
  return shadowTestTarget({ attribute: accurate, opposing: defense, ...options });
}

/** [Defense←Accurate]: the defense test of the defender's player. */
export function shadowDefenseTarget(defense: unknown, accurate: unknown, options: { advantage?: boolean; opponentAdvantage?: boolean } = {}): ShadowTarget {
  return shadowTestTarget({ attribute: defense, opposing: accurate, ...options });
}

/** Who is hampered in a fight without sight (text 002, "Blind Fighting"). */
export type ShadowBlindness = "none" | "self" | "enemy" | "both";
/** How a test is rolled: one die, or two dice keeping the better (favour) or the worse (unfavour). */
export type ShadowChances = "single" | "favour" | "unfavour";

/**
 * Two chances: when only the tester is blinded, roll twice and keep the worse; when only the enemy is,
 * roll twice and keep the better; when both or neither are, no adjustment.
 */
export function shadowBlindChances(blindness: ShadowBlindness): ShadowChances {
  if (blindness === "self") return "unfavour";
  if (blindness === "enemy") return "favour";
  return "single";
}

const SHADOW_CHANCES: readonly string[] = ["single", "favour", "unfavour"] satisfies ShadowChances[];

/**
 * The face kept from one or two d20 faces: in a roll-under test the better face is the lower one.
 * Refuses (RangeError) faces that are not d20 faces, too few faces (a non-list counts as none) and
 * chances other than "single", "favour" or "unfavour".
 */
export function shadowKeptFace(faces: readonly number[], chances: ShadowChances): number {
  if (!SHADOW_CHANCES.includes(chances)) {
    throw new RangeError(`Shadow success test: chances must be "single", "favour" or "unfavour", got ${shadowDescribe(chances)}`);
  }
  const valid = shadowList(faces).map((f) => shadowDieFace(f, SHADOW_TEST_DIE, "Shadow success test"));
  if (valid.length === 0) throw new RangeError("Shadow success test: no d20 face given");
  if (chances === "single") return valid[0];
  if (valid.length < 2) throw new RangeError(`Shadow success test: two chances need two d20 faces, got ${valid.length}`);
  const pair = valid.slice(0, 2);
  return chances === "favour" ? Math.min(...pair) : Math.max(...pair);
}
