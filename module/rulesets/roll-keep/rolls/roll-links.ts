/**
 * Roll & Keep roll links (`[[/keep cunning deceit difficulty=6]]`, the neutral `[[/test strong hard]]`): the
 * pure reading in rules/roll-links.ts, rolled through `rkRollAction` (the action dialog opens with the link's
 * attribute, specialities and difficulty; shift-click skips it). The chance is the plan's own exact odds.
 */
import { defineRollLinks } from "../../../core/enrichers/roll-links.js";
import { RK_ROLL_LINK_COMMANDS, rkLinkSpecialityIds, rkNeutralRollLink, rkParseRollLink, type RkRollLink } from "../rules/roll-links.js";
import { rkActionPlan } from "../rules/action.js";
import { rkWorldColourLinks } from "../settings.js";
import { rkInitialChoice, rkRollAction } from "./action-roll.js";
import { isRkActor, rkViewOf } from "./targets.js";
import { translations } from "../../../core/foundry/i18n.js";

function label(request: RkRollLink): string {
  const i18n = translations();
  const name = [
    i18n.localize(`ANTHOLOGY.RollKeep.Attribute.${request.attribute}`),
    ...request.specialities.map((s) => s.replace(/-/g, " ").replace(/(^|\s)\p{Ll}/gu, (c) => c.toUpperCase())),
  ].join(" + ");
  return i18n.format("ANTHOLOGY.RollKeep.RollLink.Keep", { name, difficulty: String(request.difficulty) });
}

/** The speciality ids of the roller the link names, or null when it lacks one. */
function specialityIds(actor: Actor.Implementation, request: RkRollLink): string[] | null {
  return rkLinkSpecialityIds(rkViewOf(actor).specialities, request.specialities);
}

export const rkRollLinks = defineRollLinks<RkRollLink>({
  commands: RK_ROLL_LINK_COMMANDS,
  parse: rkParseRollLink,
  neutral: rkNeutralRollLink,
  label,
  accepts: (actor, request) => isRkActor(actor) && specialityIds(actor, request) !== null,
  roll: (actor, request, { skipDialog }) =>
    rkRollAction(actor, { attribute: request.attribute, specialityIds: specialityIds(actor, request) ?? [], difficulty: request.difficulty, skipDialog }),
  chance: (actor, request) => {
    const ids = specialityIds(actor, request);
    if (ids === null) return null;
    const choice = rkInitialChoice({ attribute: request.attribute, specialityIds: ids, difficulty: request.difficulty });
    const plan = rkActionPlan(rkViewOf(actor), choice, rkWorldColourLinks());
    return plan.error ? null : plan.chance.success;
  },
});
