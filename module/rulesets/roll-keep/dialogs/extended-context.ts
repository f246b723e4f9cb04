/** What the "new extended action" dialog shows. */
import type { RkActorView } from "../rules/action.js";
import type { RkAttribute, RkColourLinks } from "../rules/attributes.js";
import { RK_DEFAULT_DIFFICULTY } from "../rules/difficulty.js";
import { rkAttributeOptions, rkDifficultyOptions, rkSpecialityOptions } from "./action-context.js";

export const RK_EXTENDED_TEMPLATE = "systems/anthology/templates/roll-keep/dialogs/extended.hbs";

export function rkExtendedDialogContext(view: RkActorView, attribute: RkAttribute, links: RkColourLinks): Record<string, unknown> {
  return {
    attributes: rkAttributeOptions(view, attribute, links),
    specialities: rkSpecialityOptions(view, [], attribute),
    difficulties: rkDifficultyOptions(RK_DEFAULT_DIFFICULTY),
    customDifficulty: RK_DEFAULT_DIFFICULTY,
    required: 3,
    perRound: 0,
  };
}
