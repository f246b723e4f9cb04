/**
 * Ability and reaction rolls (004 "Abilities and reactions", "Skills", "Careful attempts", "Injury
 * points"): roll d20 at or under the number, after difficulty, obstacle size, careful attempts, a
 * field bonus where a skill applies, the injury penalty and any situational modifier.
 */
import { GM_MAX_NUMBER, gmCount, gmInt } from "../coerce.js";
import { gmCarefulBonus, gmDifficultyModifier } from "./difficulty.js";
import type { GmDifficulty } from "./difficulty.js";
import { gmObstaclePenalty } from "./obstacle.js";
import type { GmObstacleScale } from "./obstacle.js";

/** 004 "Surprise": a surprised combatant is at −3 to any success roll (the same number as `GM_SURPRISED.rolls`). */
export const GM_SURPRISED_ROLL_PENALTY = -3;

export interface GmRollTargetInput {
  /** The ability or reaction score. */
  base: number;
  difficulty?: GmDifficulty | null;
  /** Obstacle size in no-penalty units (1 = none). */
  obstacleSize?: number;
  obstacleScale?: GmObstacleScale;
  /** 0, 1 or 2 (see `gmCarefulBonus`). */
  careful?: number;
  /** The field bonus, when one of the field's skills applies. */
  fieldBonus?: number;
  /** Current injuries (a penalty on ability, reaction and attack rolls). */
  injuries?: number;
  /** Any other bonus (+) or penalty (−). */
  modifier?: number;
  /** Surprised after the first round (004 "Surprise"): −3 to every success roll until shaken off. */
  surprised?: boolean;
}

/** One labelled part of a target number, for chat cards (`key` is a code the sheet localizes). */
export interface GmRollPart {
  key: "base" | "difficulty" | "obstacle" | "careful" | "field" | "injuries" | "surprised" | "modifier";
  value: number;
}

export interface GmRollTarget {
  target: number;
  parts: GmRollPart[];
}

export function gmRollTarget(input: GmRollTargetInput): GmRollTarget {
  const parts: GmRollPart[] = [
    { key: "base", value: gmInt(input.base, -GM_MAX_NUMBER, GM_MAX_NUMBER, 0) },
    { key: "difficulty", value: gmDifficultyModifier(input.difficulty) },
    { key: "obstacle", value: -gmObstaclePenalty(input.obstacleSize ?? 1, input.obstacleScale) },
    { key: "careful", value: gmCarefulBonus(input.careful ?? 0) },
    { key: "field", value: gmInt(input.fieldBonus, -GM_MAX_NUMBER, GM_MAX_NUMBER, 0) },
    { key: "injuries", value: -gmCount(input.injuries) },
    { key: "surprised", value: input.surprised === true ? GM_SURPRISED_ROLL_PENALTY : 0 },
    { key: "modifier", value: gmInt(input.modifier, -GM_MAX_NUMBER, GM_MAX_NUMBER, 0) },
  ];
  return { target: parts.reduce((sum, p) => sum + p.value, 0), parts: parts.filter((p) => p.key === "base" || p.value !== 0) };
}

export interface GmRollOutcome {
  success: boolean;
  /** How far under (≥ 0) or over (< 0) the target the roll was. */
  margin: number;
  /** The target was 20 or more: the roll cannot fail. */
  cannotFail: boolean;
}

/** A d20 face against a target: success at or under it. */
export function gmRollUnder(roll: number, target: number): GmRollOutcome {
  const r = gmInt(roll, 1, GM_MAX_NUMBER, 20);
  const t = gmInt(target, -GM_MAX_NUMBER, GM_MAX_NUMBER, 0);
  return { success: r <= t, margin: t - r, cannotFail: t >= 20 };
}
