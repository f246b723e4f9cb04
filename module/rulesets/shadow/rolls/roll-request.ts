/**
 * Shadow's part of the GM roll requests (README "GM roll requests", module/core/requests/): a success test of one
 * attribute against the GM's difficulty, +5 to −5 (002 "Success tests": roll the attribute plus the difficulty or
 * under on a d20). The chance is the dice room's `rollUnderOdds`; the roll is Shadow's roll-under through the
 * pipeline, at once and unopposed (the player's targets do not change a request); a hidden difficulty is left out
 * of it, its card gives no verdict and the GM's client settles the die against the full target.
 */
import { difficultyPhrase, type RollRequestAdapter } from "../../../core/requests/adapter.js";
import { shadowDifficultyChoices, shadowSigned } from "./difficulty.js";
import { rollUnderDieOf } from "../../../dice/requests/roll-under-die.js";
import { rollUnderOdds } from "../../../dice/rules/index.js";
import { SHADOW_ATTRIBUTES, isShadowAttributeKey, shadowTestTarget, shadowTestValue } from "../rules/index.js";
import { localize, shadowKind, shadowView } from "../data/view.js";
import { shadowRollUnder } from "./dice.js";

function value(actor: Actor.Implementation, check: string): number | null {
  return shadowKind(actor) && isShadowAttributeKey(check) ? shadowTestValue(shadowView(actor).attributes[check]) : null;
}

function target(actor: Actor.Implementation, check: string, difficulty: number): number | null {
  const v = value(actor, check);
  return v === null ? null : shadowTestTarget({ attribute: v, difficulty }).target;
}

export const SHADOW_ROLL_REQUESTS: RollRequestAdapter = {
  ruleset: "shadow",
  checks: () => SHADOW_ATTRIBUTES.map((id) => ({ id, label: localize(`ANTHOLOGY.Shadow.Attribute.${id}`) })),
  difficulty: { label: "ANTHOLOGY.Request.DifficultyLabel.modifier", initial: 0, min: -5, max: 5 },
  // As the test's dice dialog offers it ("−2", "+5 (very easy)").
  describeDifficulty: (difficulty) =>
    difficultyPhrase(
      "ANTHOLOGY.Request.DifficultyLabel.difficulty",
      shadowDifficultyChoices().find((c) => c.value === difficulty)?.label ?? shadowSigned(difficulty),
    ),
  canRoll: (actor, check) => value(actor, check) !== null,
  chance: (actor, check, difficulty) => {
    const t = target(actor, check, difficulty);
    return t === null ? null : rollUnderOdds({ target: t, favour: 0 });
  },
  roll: async (actor, check, difficulty, flags) => {
    const v = value(actor, check);
    const t = target(actor, check, difficulty ?? 0);
    if (v === null || t === null) return null;
    const out = await shadowRollUnder({
      actor,
      label: localize(`ANTHOLOGY.Shadow.Attribute.${check}`),
      target: v,
      modifier: t - v,
      favour: 0,
      skipDialog: true,
      flags,
      hidden: difficulty === null,
    });
    return out?.message ?? null;
  },
  settle: (actor, check, difficulty, message) => {
    const die = rollUnderDieOf(message);
    const t = target(actor, check, difficulty);
    return die === null || t === null ? null : { total: die, success: die <= t };
  },
};
