/**
 * Directly opposed actions (a tug of war, a race, a barter): the acting character against the targeted Roll &
 * Keep token. A user who owns both sides (the GM, or a player against their own character) sets both in one
 * dialog, and both pools roll against the GM's difficulty through the dice room's opposed keep roll, whose card
 * cancels the successes and names the winner and the margin. A user who does not own the opponent sets and
 * rolls only their own side: the GM (or the opponent's owner) sets and rolls the other (`contest-request.ts`,
 * `contest-opposition.ts`), so a player never sees nor chooses the numbers of the GM's character.
 */
import { RK_CONTEST_SUMMARY_TEMPLATE, RK_CONTEST_TEMPLATE, rkContestDialogContext, rkContestSummary } from "../dialogs/contest-context.js";
import { rkReadContestForm, type RkContestChoice } from "../dialogs/contest-form.js";
import { rkDialog } from "../dialogs/dialog-api.js";
import { formText } from "../dialogs/form-values.js";
import { rkFollowAttribute, rkMarkRelated } from "../dialogs/live-choices.js";
import { rkContestPlan, rkRelatedSpecialityIds } from "../rules/action.js";
import { isRkAttribute, type RkAttribute } from "../rules/attributes.js";
import { RK_DEFAULT_DIFFICULTY } from "../rules/difficulty.js";
import { rkWorldColourLinks } from "../settings.js";
import { rkRollKeepOpposed, type RkKeepOpposedOutcome } from "./dice-api.js";
import { rkActionLabel, rkFormat } from "./labels.js";
import { rkRequestContest, type RkContestRequested } from "./contest-request.js";
import { rkMayAct } from "./may-act.js";
import { rkUserRollMode } from "./roll-mode.js";
import { rkTargetedActor, rkViewOf } from "./targets.js";

export interface RkContestRequest {
  attribute?: RkAttribute;
  specialityIds?: string[];
  difficulty?: number;
  skipDialog?: boolean;
}

export async function rkRollContest(actor: Actor.Implementation, request: RkContestRequest = {}): Promise<RkKeepOpposedOutcome | RkContestRequested | null> {
  if (!rkMayAct(actor)) return null;
  const opponent = rkTargetedActor(actor);
  if (!opponent) {
    ui.notifications?.warn(game.i18n!.localize("ANTHOLOGY.RollKeep.Warn.noTarget"));
    return null;
  }
  // The opponent's numbers are for its owner (or a GM) only: anyone else rolls their side and asks the GM.
  return opponent.isOwner ? rkRollContestTogether(actor, opponent, request) : rkRequestContest(actor, opponent, request);
}

/** Both sides in one dialog and one card: the user owns both (the GM, or a player against their own character). */
async function rkRollContestTogether(actor: Actor.Implementation, opponent: Actor.Implementation, request: RkContestRequest): Promise<RkKeepOpposedOutcome | null> {
  const view = rkViewOf(actor);
  const opponentView = rkViewOf(opponent);
  const links = rkWorldColourLinks();
  const attribute = isRkAttribute(request.attribute) ? request.attribute : "strength";
  let choice: RkContestChoice = {
    attribute,
    specialityIds: request.specialityIds ?? [],
    opponentAttribute: attribute,
    // The opponent's specialities related to its attribute count unless the player unticks them.
    opponentSpecialityIds: rkRelatedSpecialityIds(opponentView.specialities, attribute),
    difficulty: request.difficulty ?? RK_DEFAULT_DIFFICULTY,
  };
  const planOf = (c: RkContestChoice) =>
    rkContestPlan(
      { view, attribute: c.attribute, specialityIds: c.specialityIds },
      { view: opponentView, attribute: c.opponentAttribute, specialityIds: c.opponentSpecialityIds },
      c.difficulty,
      links,
    );
  let rollMode: string | undefined = rkUserRollMode();

  if (!request.skipDialog) {
    const base = choice;
    const opponentRelated = (a: RkAttribute) => rkRelatedSpecialityIds(opponentView.specialities, a);
    const followOpponent = rkFollowAttribute(opponentRelated, base.opponentAttribute);
    const raw = await rkDialog({
      title: game.i18n!.format("ANTHOLOGY.RollKeep.Contest.title", { name: actor.name ?? "", opponent: opponent.name ?? "" }),
      template: RK_CONTEST_TEMPLATE,
      context: rkContestDialogContext({ actorName: actor.name ?? "", view, opponent: { name: opponent.name ?? "", view: opponentView }, choice, plan: planOf(choice), links, rollMode }),
      confirm: "ANTHOLOGY.RollKeep.Contest.roll",
      icon: "fa-solid fa-people-arrows",
      onChange: async (form, edited) => {
        // A new opponent attribute ticks the opponent's specialities related to it.
        const opponentText = formText(edited, "opponentAttribute");
        const values = isRkAttribute(opponentText) ? followOpponent(form, edited, "opponent", opponentText) : edited;
        const read = rkReadContestForm(values, base, opponentRelated);
        rkMarkRelated(form, "speciality", read.choice.attribute);
        rkMarkRelated(form, "opponent", read.choice.opponentAttribute);
        const planned = rkContestSummary(planOf(read.choice));
        const summary = read.error ? { ...planned, error: game.i18n!.localize(read.error) } : planned;
        const box = form.querySelector(".rk-summary");
        if (box) box.outerHTML = await foundry.applications.handlebars.renderTemplate(RK_CONTEST_SUMMARY_TEMPLATE, { summary });
      },
    });
    if (!raw) return null;
    const form = rkReadContestForm(raw, base, opponentRelated);
    if (form.error) {
      ui.notifications?.warn(game.i18n!.localize(form.error));
      return null;
    }
    choice = form.choice;
    rollMode = form.rollMode ?? rollMode;
  }

  const plan = planOf(choice);
  if (plan.error) {
    ui.notifications?.warn(game.i18n!.localize(plan.error));
    return null;
  }
  const firstLabel = rkActionLabel(plan.first.attribute, plan.first.specialities);
  const secondLabel = rkActionLabel(plan.second.attribute, plan.second.specialities);
  return rkRollKeepOpposed({
    label: rkFormat("ANTHOLOGY.RollKeep.Contest.label", { first: firstLabel, second: secondLabel }),
    difficulty: plan.difficulty,
    actor: { actor, label: firstLabel, roll: plan.first.pool.roll, keep: plan.first.pool.keep },
    opponent: { actor: opponent, label: secondLabel, roll: plan.second.pool.roll, keep: plan.second.pool.keep },
    rollMode,
    flags: { rk: { kind: "contest", opponent: opponent.uuid } },
  });
}
