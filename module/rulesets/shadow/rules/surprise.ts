/**
 * Surprise (text 002, "Surprise", "Surprised", "Advantage"): a [Discreet←Vigilant] test. Group against
 * group: the attackers' lowest Discreet against the defenders' highest Vigilant. The one who surprises
 * gets one Free Attack at the start of the turn, and an attack on an unaware enemy has Advantage.
 * Surprised combatants must then draw their weapons.
 *
 * The player always rolls: when the player characters are the ones being ambushed, they test the mirror
 * image, [Vigilant←Discreet] with their highest Vigilant against the lowest Discreet, and succeed by not
 * being surprised.
 */

import { clampShadowAttribute } from "./attributes.js";
import { shadowDescribe, shadowList } from "./coerce.js";
import { shadowTestTarget, shadowSuccessTest } from "./success-test.js";

export type ShadowSurpriseRoller = "attackers" | "defenders";

export interface ShadowSurpriseSetup {
  /** The lowest Discreet among the attackers. */
  discreet: number;
  /** The highest Vigilant among the defenders. */
  vigilant: number;
  /** Who rolls the test. */
  rolledBy: ShadowSurpriseRoller;
  /** The roller's target on the d20. */
  target: number;
}

/**
 * The surprise test of one side against another (single combatants are groups of one).
 * Returns null when a side is empty (a non-list counts as empty): there is nobody to surprise or to be
 * surprised. Unreadable attribute values count as 10. A `rolledBy` other than "attackers" (the default,
 * also for null) or "defenders" is refused (RangeError): guessing the side would invert the result.
 */
export function shadowSurpriseSetup(
  attackersDiscreet: readonly unknown[],
  defendersVigilant: readonly unknown[],
  rolledBy: ShadowSurpriseRoller = "attackers",
): ShadowSurpriseSetup | null {
  const roller: unknown = rolledBy ?? "attackers";
  if (roller !== "attackers" && roller !== "defenders") {
    throw new RangeError(`Shadow surprise: rolledBy must be "attackers" or "defenders", got ${shadowDescribe(roller)}`);
  }
  const attackers = shadowList(attackersDiscreet);
  const defenders = shadowList(defendersVigilant);
  if (attackers.length === 0 || defenders.length === 0) return null;
  const discreet = Math.min(...attackers.map((v) => clampShadowAttribute(v)));
  const vigilant = Math.max(...defenders.map((v) => clampShadowAttribute(v)));
  const { target } =
    roller === "attackers" ? shadowTestTarget({ attribute: discreet, opposing: vigilant }) : shadowTestTarget({ attribute: vigilant, opposing: discreet });
  return { discreet, vigilant, rolledBy: roller, target };
}

export interface ShadowSurpriseResult {
  face: number;
  success: boolean;
  /** Whether the defenders are surprised. */
  surprised: boolean;
  /** The surprisers' Free Attack at the start of the first turn. */
  freeAttack: boolean;
  /** That attack is on an unaware enemy, so it has Advantage. */
  advantage: boolean;
  /** Surprised combatants must draw their weapons. */
  defendersMustDraw: boolean;
}

export function shadowSurpriseResult(setup: ShadowSurpriseSetup, face: number): ShadowSurpriseResult {
  const { success } = shadowSuccessTest(face, setup.target);
  const surprised = setup.rolledBy === "attackers" ? success : !success;
  return { face, success, surprised, freeAttack: surprised, advantage: surprised, defendersMustDraw: surprised };
}
