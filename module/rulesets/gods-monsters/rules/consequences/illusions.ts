/**
 * Illusions (001): phantasmal damage acts as real until the victim recognises it or falls
 * unconscious, then all but a tenth (rounded up, at least one point) comes back over one round;
 * invisible phantasmal effects (poison) only touch a victim who could know of them, at +10 to
 * react; disbelieving by perception takes a round, by willpower halves the penalties and, when
 * right, gives others +2 to disbelieve.
 */
import { gmBonus, gmClean, gmWhole } from "../equipment/input.js";

/** Phantasmal damage regained when the illusion is seen through or the victim falls unconscious. */
export function gmPhantasmalRecovery(damage: unknown): { kept: number; regained: number } {
  const d = gmWhole(damage);
  if (d === 0) return { kept: 0, regained: 0 };
  const kept = Math.max(1, Math.ceil(d / 10));
  return { kept, regained: d - kept };
}

/** Rounds it takes to regain phantasmal damage. */
export const GM_PHANTASMAL_RECOVERY_ROUNDS = 1;

/**
 * Reaction bonus against an invisible phantasmal effect (such as an illusory poison): `null` when the
 * victim has no way to know it is possible (it cannot harm them), else +10.
 */
export function gmInvisiblePhantasmBonus(victimCouldKnow: boolean): number | null {
  return victimCouldKnow ? 10 : null;
}

/** Bonus to other characters' perception to disbelieve after someone disbelieved by willpower and was right. */
export const GM_WILLPOWER_DISBELIEF_SHARED_BONUS = 2;

/**
 * Modifier on a roll to disbelieve: by perception the illusion's penalty applies in full (and the
 * round is spent on it); by willpower the penalty is halved (rounded down, the text says
 * "usually"). `shared`: a willpower disbeliever was right, which gives +2 to this perception roll.
 */
export function gmDisbeliefModifier(method: "perception" | "willpower", illusionPenalty: unknown, options: { bonus?: number; shared?: boolean } = {}): number {
  const penalty = Math.max(0, gmBonus(illusionPenalty));
  const applied = method === "willpower" ? Math.floor(penalty / 2) : penalty;
  const shared = method === "perception" && options.shared ? GM_WILLPOWER_DISBELIEF_SHARED_BONUS : 0;
  return gmClean(gmBonus(options.bonus) + shared - applied);
}
