/**
 * Forming a unit for mass conflict (004 "Mass Conflict"): the GM selects the tokens of creatures with the same attack
 * form and presses *Form a unit* in the GM's tools; a creature actor is created with the unit's numbers
 * (`gmMassUnitCreature`), to be placed and fought as one combatant with every rule for individuals.
 */
import { format, localize } from "../../../core/foundry/i18n.js";
import { gmMassUnitCreature } from "../rules/groups/mass-conflict.js";
import type { GmUnitCreature } from "../rules/groups/mass-conflict.js";
import { gmIsCreature } from "../data/view.js";
import { gmPostConsequence } from "../rolls/consequence-rolls.js";

/** Creates the unit's actor from the creatures among `actors`; the unit's numbers and actor, or null when refused. */
export async function gmFormUnit(actors: Actor.Implementation[]): Promise<{ unit: GmUnitCreature; actor: Actor.Implementation } | null> {
  // v13: creating a world actor needs the ACTOR_CREATE permission, which players lack by default (BaseActor#canUserCreate,
  // common/documents/actor.mjs); the unit is the GM's combatant.
  if (!game.user?.isGM) {
    ui.notifications?.warn(localize("ANTHOLOGY.GM.Unit.GmOnly"));
    return null;
  }
  const creatures = actors.filter(gmIsCreature);
  const skipped = actors.filter((a) => !gmIsCreature(a));
  if (skipped.length) ui.notifications?.warn(format("ANTHOLOGY.GM.Unit.Skipped", { names: skipped.map((a) => a.name ?? "").join(", ") }));
  const unit = gmMassUnitCreature(
    creatures.map((c) => {
      const n = c.system.numbers;
      return {
        level: n.level,
        survival: c.system.survival.value,
        movement: n.movement,
        attack: n.attack,
        defense: n.defense,
        attacks: n.attacks,
        damage: n.damage,
        reactions: n.reactions,
      };
    }),
  );
  if (unit.refused || !unit.system) {
    ui.notifications?.warn(localize(`ANTHOLOGY.GM.Unit.Refused.${unit.refused ?? "noMembers"}`));
    return null;
  }
  const first = creatures[0]!;
  const name = format("ANTHOLOGY.GM.Unit.Name", { count: unit.unit.count, name: first.name ?? "" });
  const created = await Actor.create({ name, type: "gmCreature", img: first.img ?? null, system: unit.system } as never);
  const actor = (created ?? null) as Actor.Implementation | null;
  if (!actor) return null;
  const s = unit.system;
  await gmPostConsequence(
    actor,
    "ANTHOLOGY.GM.Unit.Title",
    [
      { key: "ANTHOLOGY.GM.Unit.Survival", data: { survival: s.survival.max, movement: s.movement } },
      { key: "ANTHOLOGY.GM.Unit.Attack", data: { attack: s.attack, defense: s.defense, attacks: s.attacks, damage: s.damage } },
    ],
    [],
    { key: "ANTHOLOGY.GM.Unit.Band", data: { name, count: unit.unit.count, bonus: unit.unit.bonus }, tone: "success" },
  );
  return { unit, actor };
}
