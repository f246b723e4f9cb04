/**
 * Level advancement on the Foundry side: when experience has reached a level whose gains are not yet
 * applied, roll the d10 of each new level (survival or verve), ask the pure rule for every gain
 * (`gmAdvancement`: pools, mojo, specialties, spell slots, calling points, thief improvements, verve
 * modifiers of the right archetype) and write it as one outcome, then post the card that says what was
 * gained (004 "Level advancement"). Happens at once after a mojo bid raised the level, or from the sheet.
 */
import { announce } from "../../../core/events.js";
import { format, translations } from "../../../core/foundry/i18n.js";
import { applyOutcome } from "../../../core/outcome/apply-outcome.js";
import { gmAdvancement } from "../rules/character/advancement.js";
import type { GmAdvancement } from "../rules/character/advancement.js";
import { gmAbilityScores } from "../rules/character/abilities.js";
import type { GmCharacterActor } from "../data/view.js";
import { postGmCard } from "../chat/cards.js";
import { GM_LEVEL_MAX } from "../data/limits.js";

export interface GmAdvancementSummary {
  fromLevel: number;
  toLevel: number;
  survival: number;
  verve: number;
  mojo: number;
  specialties: number;
  spellSlots: number;
  callingPoints: number;
  thiefGains: number;
  dice: number[];
}

/** The card's lines: each gain the levels brought, and whose verve modifiers applied when not the first archetype's. */
function cardContext(actor: GmCharacterActor, result: GmAdvancement): Record<string, unknown> {
  const i18n = translations();
  const primary = actor.system.numbers.archetype;
  const others = [...new Set(result.levels.filter((l) => l.verve > 0 && l.verveArchetype !== primary).map((l) => l.verveArchetype))];
  return {
    name: actor.name,
    toLevel: result.toLevel,
    ...result.totals,
    dice: result.levels.map((l) => l.d10),
    verveArchetype: others.length ? others.map((a) => i18n.localize(`ANTHOLOGY.GM.Archetype.${a}`)).join(", ") : "",
  };
}

/**
 * Applies every level between the stored advanced level and the current one; null when nothing is due, or when
 * the outcome was refused or a write failed (applyOutcome tells the user which).
 */
export async function gmApplyAdvancement(actor: GmCharacterActor): Promise<GmAdvancementSummary | null> {
  const system = actor.system;
  const from = system.advancedLevel;
  // The stored advanced level stops at GM_LEVEL_MAX (data/limits.ts): levels past it are applied up to it, and said so.
  const to = Math.min(system.numbers.level, GM_LEVEL_MAX);
  if (to <= from) return null;
  // Asked before any die is rolled: v13 `Document#canUserModify(user, "update")` (common/abstract/document.mjs) is
  // true for the actor's owners and GMs only, so an observer's click rolls and posts nothing.
  if (!game.user || !actor.canUserModify(game.user, "update")) {
    ui.notifications?.warn(format("ANTHOLOGY.GM.Advance.NotAllowed", { name: actor.name ?? "" }));
    return null;
  }
  if (system.numbers.level > to)
    ui.notifications?.warn(format("ANTHOLOGY.GM.Advance.LevelCap", { name: actor.name ?? "", level: system.numbers.level, max: GM_LEVEL_MAX }));
  const rolls: Roll[] = [];
  for (let level = from + 1; level <= to; level += 1) rolls.push(await new Roll("1d10").evaluate());
  const result = gmAdvancement({
    abilities: gmAbilityScores(system.abilities),
    archetype: system.numbers.archetype,
    secondArchetype: system.secondArchetype,
    secondArchetypeLevel: system.secondArchetypeLevel,
    fromLevel: from,
    toLevel: to,
    dice: rolls.map((r) => Number(r.total) || 1),
    stored: {
      survivalValue: system.survival.value,
      survivalBonus: system.survival.bonus,
      verveValue: system.verve.value,
      verveBonus: system.verve.bonus,
      mojo: system.mojo,
      spellSlots: system.advancement.spellSlots,
      callingPoints: system.advancement.callingPoints,
      thiefGains: system.advancement.thiefGains,
    },
  });
  const summary: GmAdvancementSummary = { fromLevel: from, toLevel: result.toLevel, ...result.totals, dice: result.levels.map((l) => l.d10) };
  // With its Roll objects, in the user's roll mode: Dice So Nice, the tooltip, and a private roll stays private.
  const card = () => postGmCard({ template: "advancement", actor, context: cardContext(actor, result), rolls });
  const applied = await applyOutcome(actor, { ...result.outcome, cards: [card] });
  if (!applied.ok) return null;
  announce("levelUp", actor, { ruleset: "gm", from, to: result.toLevel, result: summary });
  return summary;
}
