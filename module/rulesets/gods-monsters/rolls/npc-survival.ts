/**
 * A non-player character's survival from its numbers (004 "Non-player characters"): one die a level, d10 for a
 * warrior and d6 for the other archetypes, each with the per-die bonus of its level number if it has one; and the
 * night's rest that brings back level survival without a roll. Both from the creature sheet, each one outcome
 * (survival and its maximum together) and a card.
 */
import { format, localize } from "../../../core/foundry/i18n.js";
import { applyOutcome } from "../../../core/outcome/apply-outcome.js";
import { gmNpcSurvival, gmNpcSurvivalDie } from "../rules/creatures/creature.js";
import { gmNpcNightRest } from "../rules/survival/rest.js";
import { gmIsCreature } from "../data/view.js";
import { gmPostConsequence } from "./consequence-rolls.js";

/**
 * Asked before any die is rolled: v13 `Document#canUserModify(user, "update")` (common/abstract/document.mjs) is true
 * for the actor's owners and GMs only, so a click by anyone else rolls and posts nothing.
 */
function mayUpdate(actor: Actor.Implementation): boolean {
  if (game.user && actor.canUserModify(game.user, "update")) return true;
  ui.notifications?.warn(format("ANTHOLOGY.GM.Npc.NotAllowed", { name: actor.name ?? "" }));
  return false;
}

/** Rolls an archetyped NPC's survival (level dice) and makes it its survival and maximum; the total, or null. */
export async function gmRollNpcSurvival(actor: Actor.Implementation, options: { perDieBonus?: number } = {}): Promise<number | null> {
  if (!gmIsCreature(actor)) return null;
  const s = actor.system;
  if (!s.archetype) {
    ui.notifications?.warn(format("ANTHOLOGY.GM.Npc.NoArchetype", { name: actor.name ?? "" }));
    return null;
  }
  if (!mayUpdate(actor)) return null;
  const faces = gmNpcSurvivalDie(s.archetype);
  const rolls: Roll[] = [];
  for (let level = 1; level <= s.level; level += 1) rolls.push(await new Roll(`1d${faces}`).evaluate());
  const dice = rolls.map((r) => Number(r.total) || 1);
  const bonus = Math.trunc(options.perDieBonus ?? 0);
  const total = gmNpcSurvival(dice, bonus);
  const archetype = localize(`ANTHOLOGY.GM.Archetype.${s.archetype}`);
  const card = () =>
    gmPostConsequence(
      actor,
      "ANTHOLOGY.GM.Npc.SurvivalTitle",
      [
        { key: "ANTHOLOGY.GM.Npc.SurvivalDice", data: { level: s.level, faces, archetype, dice: dice.join(", ") } },
        ...(bonus ? [{ key: "ANTHOLOGY.GM.Npc.SurvivalBonus", data: { bonus, level: s.level } }] : []),
      ],
      rolls,
      { key: "ANTHOLOGY.GM.Npc.SurvivalBand", data: { name: actor.name ?? "", survival: total }, tone: "success" },
    );
  const applied = await applyOutcome(actor, { actor: { "system.survival.max": total, "system.survival.value": total }, cards: [card] });
  return applied.ok ? total : null;
}

/** An NPC's night: level survival back, up to its maximum, no roll; the survival it has now, or null. */
export async function gmNpcNightRestAction(actor: Actor.Implementation): Promise<number | null> {
  if (!gmIsCreature(actor) || !mayUpdate(actor)) return null;
  const s = actor.system;
  const { value, max } = s.survival;
  const survival = gmNpcNightRest(value, max, s.level);
  const card = () =>
    gmPostConsequence(actor, "ANTHOLOGY.GM.Npc.RestTitle", [], [], {
      key: "ANTHOLOGY.GM.Npc.RestBand",
      data: { name: actor.name ?? "", regained: survival - value, survival, max },
      tone: "success",
    });
  const applied = await applyOutcome(actor, { actor: { "system.survival.value": survival }, cards: [card] });
  return applied.ok ? survival : null;
}
