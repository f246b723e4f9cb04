/** What the directly opposed action dialog shows: both sides' choices, the GM's difficulty, the exact odds. */
import { formatChance } from "../../../dice/index.js";
import type { RkActorView, RkContestPlan } from "../rules/action.js";
import type { RkColourLinks } from "../rules/attributes.js";
import { rkDifficultyByValue } from "../rules/difficulty.js";
import { rkDifficultyText, rkPoolAccount } from "../rolls/labels.js";
import { rkAttributeOptions, rkDifficultyOptions, rkRollModeOptions, rkSpecialityOptions } from "./action-context.js";
import type { RkContestChoice } from "./contest-form.js";

export const RK_CONTEST_TEMPLATE = "systems/anthology/templates/roll-keep/dialogs/contest.hbs";
export const RK_CONTEST_SUMMARY_TEMPLATE = "systems/anthology/templates/roll-keep/dialogs/contest-summary.hbs";

export interface RkContestSummary {
  first: { roll: number; keep: number; account: string };
  second: { roll: number; keep: number; account: string };
  difficulty: string;
  win: string;
  tie: string;
  lose: string;
  error: string | null;
}

export function rkContestSummary(plan: RkContestPlan): RkContestSummary {
  const side = (s: RkContestPlan["first"]) => ({ roll: s.pool.roll, keep: s.pool.keep, account: rkPoolAccount(s.pool) });
  return {
    first: side(plan.first),
    second: side(plan.second),
    difficulty: rkDifficultyText(plan.difficulty),
    win: formatChance(plan.chance.win),
    tie: formatChance(plan.chance.tie),
    lose: formatChance(plan.chance.lose),
    error: plan.error ? game.i18n!.localize(plan.error) : null,
  };
}

export function rkContestDialogContext(input: {
  actorName: string;
  view: RkActorView;
  opponent: { name: string; view: RkActorView };
  choice: RkContestChoice;
  plan: RkContestPlan;
  links: RkColourLinks;
  rollMode?: string;
}): Record<string, unknown> {
  const { view, opponent, choice, plan, links } = input;
  const named = rkDifficultyByValue(choice.difficulty);
  return {
    actorName: input.actorName,
    opponentName: opponent.name,
    attributes: rkAttributeOptions(view, choice.attribute, links),
    specialities: rkSpecialityOptions(view, choice.specialityIds, choice.attribute),
    opponentAttributes: rkAttributeOptions(opponent.view, choice.opponentAttribute, links),
    opponentSpecialities: rkSpecialityOptions(opponent.view, choice.opponentSpecialityIds, choice.opponentAttribute),
    difficulties: rkDifficultyOptions(named ? choice.difficulty : null),
    customSelected: !named,
    customDifficulty: choice.difficulty,
    rollModes: rkRollModeOptions(input.rollMode),
    summary: rkContestSummary(plan),
  };
}
