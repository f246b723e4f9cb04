/**
 * What the GM's opposition dialog shows (the GM, or the opponent's owner, sets and rolls the opposing side of
 * a directly opposed action after the acting player rolled): the acting side's result, the opponent's
 * attribute and specialities, whether to reveal them. Inside the dice room's keep dialog, whose headline, chance and
 * note (`rolls/opposition-extension.ts`) give the pool and the exact chances against the successes to beat.
 */
import type { RkActorView } from "../rules/action.js";
import type { RkColourLinks } from "../rules/attributes.js";
import type { RkOppositionPlan } from "../rules/opposition.js";
import { rkAttributeOptions, rkSpecialityOptions } from "./action-context.js";
import type { RkOppositionChoice } from "./contest-opposition-form.js";

export const RK_OPPOSITION_TEMPLATE = "systems/anthology/templates/roll-keep/dialogs/contest-opposition.hbs";

export function rkOppositionDialogContext(input: {
  first: { name: string; label: string; successes: number; botch: boolean; difficulty: string };
  opponentName: string;
  view: RkActorView;
  choice: RkOppositionChoice;
  plan: RkOppositionPlan;
  links: RkColourLinks;
}): Record<string, unknown> {
  const { view, choice, links } = input;
  return {
    first: input.first,
    opponentName: input.opponentName,
    // What the acting side rolled against (its wounds named): this side's own is in the note.
    difficulty: input.first.difficulty,
    attributes: rkAttributeOptions(view, choice.attribute, links),
    specialities: rkSpecialityOptions(view, choice.specialityIds, choice.attribute),
    reveal: choice.reveal,
  };
}
