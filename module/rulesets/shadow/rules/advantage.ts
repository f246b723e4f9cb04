/**
 * Advantage (text 002, "Advantage", "Flanking", "Stand Up"): +2 to the relevant attribute in the
 * success test and 1d4 extra damage. It comes from an enemy unaware of the attack, from melee attacks
 * on a flanked enemy (two enemies on opposite sides) or on a prone one (ranged attacks get nothing from
 * that), and from attacks from higher ground, melee or ranged, such as on an enemy climbing towards you.
 */

import { shadowRecord, shadowRecords } from "./coerce.js";

export const SHADOW_ADVANTAGE_DAMAGE_DIE = 4;
/** At most four combatants can surround one target. */
export const SHADOW_MAX_SURROUNDING = 4;

export type ShadowAttackKind = "melee" | "ranged";

export interface ShadowAdvantageSituation {
  /** The target is unaware of the pending attack (usually after a [Discreet←Vigilant] test). */
  unaware?: boolean;
  /** Two enemies of the target stand on opposite sides of it. */
  flanked?: boolean;
  /** The target is lying down. */
  prone?: boolean;
  /** The target stands lower than the attacker, e.g. climbing a ladder or a wall towards it. */
  lowerGround?: boolean;
}

export type ShadowAdvantageReason = keyof ShadowAdvantageSituation;

/** Every reason the text gives that applies to this attack. */
export function shadowAdvantageReasons(situation: ShadowAdvantageSituation, attack: ShadowAttackKind): ShadowAdvantageReason[] {
  const reasons: ShadowAdvantageReason[] = [];
  if (situation.unaware === true) reasons.push("unaware");
  if (situation.flanked === true && attack === "melee") reasons.push("flanked");
  if (situation.prone === true && attack === "melee") reasons.push("prone");
  if (situation.lowerGround === true) reasons.push("lowerGround");
  return reasons;
}

/** Whether the attack has Advantage (several reasons do not stack: Advantage is had or not). */
export function shadowHasAdvantage(situation: ShadowAdvantageSituation, attack: ShadowAttackKind): boolean {
  return shadowAdvantageReasons(situation, attack).length > 0;
}

export interface ShadowGridPoint {
  x: number;
  y: number;
}

/**
 * Flanked: two enemies adjacent to the target (one grid step, diagonals included) on exactly opposite
 * sides of it. A point whose x or y is not a finite number is off the grid (a target off the grid is
 * never flanked; such enemies are skipped), and so is every element of `enemies` that is not a point.
 */
export function shadowIsFlanked(target: ShadowGridPoint, enemies: readonly ShadowGridPoint[]): boolean {
  const t = shadowRecord(target);
  const offsets = shadowRecords(enemies)
    .map((e) => ({ dx: Math.round(coordinate(e.x) - coordinate(t.x)), dy: Math.round(coordinate(e.y) - coordinate(t.y)) }))
    .filter(({ dx, dy }) => Number.isFinite(dx) && Number.isFinite(dy) && Math.max(Math.abs(dx), Math.abs(dy)) === 1);
  return offsets.some((a) => offsets.some((b) => a.dx === -b.dx && a.dy === -b.dy));
}

/** A grid coordinate: a finite number, anything else NaN (filtered out above, never returned). */
function coordinate(value: unknown): number {
  return typeof value === "number" && Number.isFinite(value) ? value : Number.NaN;
}
