/**
 * A directly opposed action against a character the user does not own (a player against the GM's NPC): the
 * player's dialog shows and rolls only their own side, then a request card goes to the GMs, whose button lets
 * the GM (or the opponent's owner) set and roll the opposing side (`contest-opposition.ts`). See
 * `contest-cards.ts` for what each message carries and who receives it.
 */
import { rkReadActionForm } from "../dialogs/action-form.js";
import { RK_CONTEST_REQUEST_TEMPLATE, rkContestRequestContext } from "../dialogs/contest-request-context.js";
import { rkDialog } from "../dialogs/dialog-api.js";
import { rkMarkRelated } from "../dialogs/live-choices.js";
import { RK_SUMMARY_TEMPLATE } from "../dialogs/action-context.js";
import { rkActionPlan, type RkActionChoice } from "../rules/action.js";
import { isRkAttribute } from "../rules/attributes.js";
import { RK_DEFAULT_DIFFICULTY } from "../rules/difficulty.js";
import { rkWorldColourLinks } from "../settings.js";
import { RK_CONTEST_REQUEST_CARD, rkOpponentDeciders, rkPostCard } from "./contest-cards.js";
import { rkRollKeep, type RkKeepOutcome } from "./dice-api.js";
import { rkActionLabel, rkDifficultyText, rkFormat, rkPlanSummary } from "./labels.js";
import { rkUserRollMode } from "./roll-mode.js";
import { rkViewOf } from "./targets.js";
import type { RkContestRequest } from "./contest-roll.js";

/** The player's side rolled and the request sent; the result comes when the GM rolls the opposition. */
export interface RkContestRequested {
  side: RkKeepOutcome;
  request: ChatMessage.Implementation | undefined;
}

/** The acting side's choice: one action needing one success, at a number difficulty (never the opponent's). */
function sideChoice(choice: RkActionChoice): RkActionChoice {
  const difficulty = choice.difficulty.kind === "number" ? choice.difficulty : { kind: "number" as const, value: RK_DEFAULT_DIFFICULTY };
  return { ...choice, difficulty, needed: 1 };
}

export async function rkRequestContest(actor: Actor.Implementation, opponent: Actor.Implementation, request: RkContestRequest): Promise<RkContestRequested | null> {
  const view = rkViewOf(actor);
  const links = rkWorldColourLinks();
  let choice: RkActionChoice = {
    attribute: isRkAttribute(request.attribute) ? request.attribute : "strength",
    specialityIds: request.specialityIds ?? [],
    difficulty: { kind: "number", value: request.difficulty ?? RK_DEFAULT_DIFFICULTY },
    needed: 1,
  };
  let rollMode: string | undefined = rkUserRollMode();
  const opponentName = opponent.name ?? "";

  if (!request.skipDialog) {
    const base = choice;
    const raw = await rkDialog({
      title: game.i18n!.format("ANTHOLOGY.RollKeep.Contest.title", { name: actor.name ?? "", opponent: opponentName }),
      template: RK_CONTEST_REQUEST_TEMPLATE,
      context: rkContestRequestContext({ opponentName, view, choice, plan: rkActionPlan(view, choice, links), links, rollMode }),
      confirm: "ANTHOLOGY.RollKeep.Contest.rollOwn",
      icon: "fa-solid fa-people-arrows",
      onChange: async (form, edited) => {
        const read = rkReadActionForm(edited, base);
        const planned = rkPlanSummary(rkActionPlan(view, sideChoice(read.choice), links));
        const summary = read.error ? { ...planned, error: game.i18n!.localize(read.error) } : planned;
        rkMarkRelated(form, "speciality", read.choice.attribute);
        const box = form.querySelector(".rk-summary");
        if (box) box.outerHTML = await foundry.applications.handlebars.renderTemplate(RK_SUMMARY_TEMPLATE, { summary });
      },
    });
    if (!raw) return null;
    const form = rkReadActionForm(raw, base);
    if (form.error) {
      ui.notifications?.warn(game.i18n!.localize(form.error));
      return null;
    }
    choice = sideChoice(form.choice);
    rollMode = form.rollMode ?? rollMode;
  }

  const plan = rkActionPlan(view, choice, links);
  if (plan.error) {
    ui.notifications?.warn(game.i18n!.localize(plan.error));
    return null;
  }
  const label = rkActionLabel(plan.attribute, plan.specialities);
  const side = await rkRollKeep({
    actor,
    label,
    flavor: rkFormat("ANTHOLOGY.RollKeep.Contest.sideFlavor", { opponent: opponentName }),
    roll: plan.pool.roll,
    keep: plan.pool.keep,
    difficulty: plan.difficulty,
    needed: 1,
    skipDialog: true,
    rollMode,
    flags: { rk: { kind: "contestSide", actor: actor.uuid, opponent: opponent.uuid, attribute: plan.attribute } },
  });
  if (!side) return null;
  const requestMessage = await rkPostCard({
    template: RK_CONTEST_REQUEST_CARD,
    context: { actorName: actor.name ?? "", opponentName, label, difficulty: rkDifficultyText(plan.difficulty), answered: false },
    actor,
    whisper: rkOpponentDeciders(opponent),
    flags: { kind: "contestRequest", actor: actor.uuid, opponent: opponent.uuid, side: side.message?.id ?? "" },
  });
  return { side, request: requestMessage };
}
