/**
 * Character creation from the sheet (004 "Ability scores", "First level mojo", "Money and
 * Equipment"): roll 4d6 keeping the three highest six times (the player assigns them in order of
 * the form), and fill in the first-level numbers once abilities, species and archetype are chosen.
 */
import { gmRollAbility } from "../rules/character/abilities.js";
import type { GmCharacterActor } from "../rolls/actor-view.js";
import { postGmCard } from "../chat/cards.js";

/** Rolls six ability scores (4d6, three highest each) and posts them; returns the six totals. */
export async function gmRollAbilityScores(actor: GmCharacterActor): Promise<number[]> {
  const totals: number[] = [];
  const rolls: { dice: number[]; total: number }[] = [];
  for (let i = 0; i < 6; i += 1) {
    const roll = await new Roll("4d6").evaluate();
    const faces = (roll.dice[0]?.results ?? []).map((r) => Number(r.result));
    const total = gmRollAbility(faces);
    totals.push(total);
    rolls.push({ dice: faces, total });
  }
  await postGmCard({ template: "ability-scores", actor, context: { name: actor.name, rolls } });
  return totals;
}

/** Sets mojo, silver, survival and verve to their first-level values (from the current abilities, species and archetype). */
export async function gmApplyStartingNumbers(actor: GmCharacterActor): Promise<void> {
  const f = actor.system.numbers.firstLevel;
  await actor.update({
    "system.mojo": f.mojo,
    "system.silver": f.silver,
    "system.survival.bonus": 0,
    "system.verve.bonus": 0,
    "system.survival.value": f.survival,
    "system.verve.value": f.verve,
    "system.injuries": 0,
    "system.experience": 0,
    "system.advancedLevel": 1,
  } as never);
}
