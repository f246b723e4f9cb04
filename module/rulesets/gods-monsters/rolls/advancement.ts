/**
 * Level advancement on the Foundry side: when experience has reached a level whose gains are not yet
 * applied, roll the d10 for survival or verve of each new level and add the mojo (004 "Level
 * advancement"). Happens at once after a mojo bid raised the level.
 */
import { announce } from "../../../core/events.js";
import { updateDocument } from "../../../core/foundry/updates.js";
import { gmAdvance } from "../rules/character/advancement.js";
import { gmAbilityScores } from "../rules/character/abilities.js";
import type { GmCharacterActor } from "./actor-view.js";
import { postGmCard } from "../chat/cards.js";

export interface GmAdvancementSummary {
  fromLevel: number;
  toLevel: number;
  survival: number;
  verve: number;
  mojo: number;
  specialties: number;
  dice: number[];
}

/** Applies every level between the stored advanced level and the current one; null when nothing is due. */
export async function gmApplyAdvancement(actor: GmCharacterActor): Promise<GmAdvancementSummary | null> {
  const system = actor.system;
  const from = system.advancedLevel;
  const to = system.numbers.level;
  if (to <= from) return null;
  const abilities = gmAbilityScores(system.abilities);
  const summary: GmAdvancementSummary = { fromLevel: from, toLevel: to, survival: 0, verve: 0, mojo: 0, specialties: 0, dice: [] };
  const rolls: Roll[] = [];
  for (let level = from + 1; level <= to; level += 1) {
    const roll = await new Roll("1d10").evaluate();
    rolls.push(roll);
    const d10 = Number(roll.total) || 1;
    const gain = gmAdvance({ abilities, archetype: system.numbers.archetype, newLevel: level, d10 });
    summary.dice.push(d10);
    summary.survival += gain.survival;
    summary.verve += gain.verve;
    summary.mojo += gain.mojo;
    summary.specialties += gain.specialty ? 1 : 0;
  }
  await updateDocument(actor, {
    "system.advancedLevel": to,
    "system.survival.bonus": system.survival.bonus + summary.survival,
    "system.survival.value": system.survival.value + summary.survival,
    "system.verve.bonus": system.verve.bonus + summary.verve,
    "system.verve.value": system.verve.value + summary.verve,
    "system.mojo": system.mojo + summary.mojo,
  });
  // With its Roll objects, in the user's roll mode: Dice So Nice, the tooltip, and a private roll stays private.
  await postGmCard({ template: "advancement", actor, context: { name: actor.name, ...summary }, rolls });
  announce("levelUp", actor, { ruleset: "gm", from, to, result: summary });
  return summary;
}
