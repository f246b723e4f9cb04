/** The attacker numbers and weapons of G&M actors, for `gmPlanAttack`. */
import type { GmWeaponData } from "../rules/equipment/types.js";
import type { GmAttacker, GmAttackWeapon } from "../rules/conflict/attack-plan.js";
import { gmIsCharacter, gmIsCreature } from "./view.js";

export function gmAttackerOf(actor: Actor.Implementation): GmAttacker | null {
  if (gmIsCharacter(actor)) {
    const n = actor.system.numbers;
    return {
      fightingArt: n.fightingArt,
      attack: n.attack,
      damage: n.damage,
      strength: n.abilities.strength.value,
      size: n.size,
      injuries: n.injuries,
      thrownRangeReduction: n.thrownRangeReduction,
    };
  }
  if (gmIsCreature(actor)) {
    const s = actor.system;
    return {
      fightingArt: 0,
      attack: { close: s.attack, thrown: s.attack, propelled: s.attack },
      damage: { close: 0, thrown: 0 },
      strength: null,
      size: s.numbers.size,
      injuries: s.injuries,
      thrownRangeReduction: 0,
    };
  }
  return null;
}

/** A weapon item's attack fields; missing values fall back to a plain close weapon. */
export function gmAttackWeaponOf(item: Item.Implementation): GmAttackWeapon {
  const s = (item.system ?? {}) as Partial<GmWeaponData>;
  return {
    damage: typeof s.damage === "string" ? s.damage : "d3",
    size: s.size ?? "medium",
    range: typeof s.range === "number" ? s.range : null,
    attackMode: s.attackMode === "thrown" || s.attackMode === "propelled" ? s.attackMode : "close",
    thrown: s.thrown === true,
    strengthRating: Number(s.strengthRating) || 0,
    attackPenalty: Number(s.attackPenalty) || 0,
  };
}
