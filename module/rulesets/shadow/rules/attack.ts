/**
 * The attack sequence (text 002, "Combat Action", "Defense", "Success Test"): an attack is an
 * [Accurate←Defense] test; an aware target may then defend with [Defense←Accurate]; a failed defense
 * means a hit, and the weapon's damage minus the armor roll comes off Toughness.
 *
 * The player always rolls: a player character's attack is its attack test; an attack on a player
 * character is decided by that character's defense test (only when it is aware of the attack; an unseen
 * attack simply hits). Between two non-player combatants the GM rolls the attack test.
 */

export interface ShadowAttackTests {
  /** Roll [Accurate←Defense] for the attacker. */
  attackTest: boolean;
  /** Roll [Defense←Accurate] for the defender. */
  defenseTest: boolean;
}

export function shadowAttackTests(attackerIsPlayer: boolean, defenderIsPlayer: boolean, defenderAware = true): ShadowAttackTests {
  return {
    attackTest: attackerIsPlayer || !defenderIsPlayer,
    defenseTest: defenderIsPlayer && defenderAware,
  };
}

export type ShadowAttackOutcome = "missed" | "defended" | "hit";

/**
 * The outcome from the tests that were rolled (null for a test not rolled): a failed attack test misses,
 * a successful defense test parries or dodges, anything else hits.
 */
export function shadowAttackOutcome(attackSuccess: boolean | null, defenseSuccess: boolean | null): ShadowAttackOutcome {
  if (attackSuccess === false) return "missed";
  if (defenseSuccess === true) return "defended";
  return "hit";
}
