/** What a new extended action's fields show (inside the dice room's keep dialog of its first round). */
import type { RkActorView } from "../rules/action.js";
import type { RkAttribute, RkColourLinks } from "../rules/attributes.js";
import { RK_DEFAULT_DIFFICULTY, rkDifficultyByValue } from "../rules/difficulty.js";
import { rkAttributeOptions, rkDifficultyOptions, rkSpecialityOptions } from "./action-context.js";
import type { RkExtendedSetup } from "./extended-form.js";

export const RK_EXTENDED_TEMPLATE = "systems/anthology/templates/roll-keep/dialogs/extended.hbs";

/** The set-up a new extended action starts with: nothing ticked, Standard, 3 successes, no per-round minimum or limit. */
export function rkExtendedDefaultSetup(attribute: RkAttribute): RkExtendedSetup {
  return { label: "", attribute, specialityIds: [], difficulty: RK_DEFAULT_DIFFICULTY, required: 3, perRound: 0, maxRounds: null, error: null };
}

export function rkExtendedDialogContext(view: RkActorView, attribute: RkAttribute, links: RkColourLinks): Record<string, unknown> {
  return rkExtendedSetupContext(view, rkExtendedDefaultSetup(attribute), links);
}

/** The fields for a set-up (what the player has chosen so far). */
export function rkExtendedSetupContext(view: RkActorView, setup: RkExtendedSetup, links: RkColourLinks): Record<string, unknown> {
  const named = rkDifficultyByValue(setup.difficulty);
  return {
    label: setup.label,
    attributes: rkAttributeOptions(view, setup.attribute, links),
    specialities: rkSpecialityOptions(view, setup.specialityIds, setup.attribute),
    difficulties: rkDifficultyOptions(named ? setup.difficulty : null),
    customSelected: !named,
    customDifficulty: setup.difficulty,
    required: setup.required,
    perRound: setup.perRound,
    maxRounds: setup.maxRounds ?? "",
  };
}
