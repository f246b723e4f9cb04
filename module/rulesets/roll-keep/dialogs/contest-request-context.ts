/**
 * The directly opposed action dialog of a user who does not own the opponent (a player against the GM's NPC):
 * only the acting side's attribute, specialities, the GM's difficulty and the roll mode. Nothing of the
 * opponent but its name: the GM (or its owner) sets and rolls that side afterwards. The summary is the
 * acting side's own pool and its chance of at least one success, never odds that would need the opponent's pool.
 */
import type { RkActionChoice, RkActionPlan, RkActorView } from "../rules/action.js";
import type { RkColourLinks } from "../rules/attributes.js";
import { rkDifficultyByValue } from "../rules/difficulty.js";
import { rkPlanSummary } from "../rolls/labels.js";
import { rkAttributeOptions, rkDifficultyOptions, rkRollModeOptions, rkSpecialityOptions } from "./action-context.js";

export const RK_CONTEST_REQUEST_TEMPLATE = "systems/anthology/templates/roll-keep/dialogs/contest-request.hbs";

export function rkContestRequestContext(input: {
  opponentName: string;
  view: RkActorView;
  choice: RkActionChoice;
  plan: RkActionPlan;
  links: RkColourLinks;
  rollMode?: string;
  /** The user owns the opponent and rolls its side next (else the GM does). */
  together?: boolean;
}): Record<string, unknown> {
  const { view, choice, plan, links } = input;
  // The GM's difficulty as chosen (the plan's is raised by this side's wounds, which the summary names).
  const value = plan.difficulty - plan.penalty;
  const named = rkDifficultyByValue(value);
  return {
    opponentName: input.opponentName,
    hint: input.together ? "ANTHOLOGY.RollKeep.Contest.youRollOpponent" : "ANTHOLOGY.RollKeep.Contest.gmRollsOpponent",
    attributes: rkAttributeOptions(view, choice.attribute, links),
    specialities: rkSpecialityOptions(view, choice.specialityIds, choice.attribute),
    difficulties: rkDifficultyOptions(named ? value : null),
    customSelected: !named,
    customDifficulty: value,
    rollModes: rkRollModeOptions(input.rollMode),
    summary: rkPlanSummary(plan),
  };
}
