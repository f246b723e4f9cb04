/**
 * A directly opposed action against a character the user does not own (a player against the GM's NPC): the
 * player's dialog shows and rolls only their own side, then a request card goes to the GMs, whose button lets
 * the GM (or the opponent's owner) set and roll the opposing side (`contest-opposition.ts`). See
 * `contest-cards.ts` for what each message carries and who receives it.
 */
import { RK_CONTEST_REQUEST_TEMPLATE, rkContestRequestContext } from "../dialogs/contest-request-context.js";
import { rkActionPlan, type RkActionChoice, type RkActionPlan } from "../rules/action.js";
import { isRkAttribute } from "../rules/attributes.js";
import { RK_DEFAULT_DIFFICULTY } from "../rules/difficulty.js";
import { rkWorldColourLinks } from "../settings.js";
import { RK_CONTEST_REQUEST_CARD, rkOpponentDeciders, rkPostCard } from "./contest-cards.js";
import { rkRollKeep, type RkKeepOutcome } from "./dice-api.js";
import { rkActionExtension } from "./action-extension.js";
import { rkActionLabel, rkDifficultyText, rkFormat } from "./labels.js";
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
  const choice: RkActionChoice = {
    attribute: isRkAttribute(request.attribute) ? request.attribute : "strength",
    specialityIds: request.specialityIds ?? [],
    difficulty: { kind: "number", value: request.difficulty ?? RK_DEFAULT_DIFFICULTY },
    needed: 1,
  };
  const opponentName = opponent.name ?? "";
  // The plan rolled: the pipeline asks the card for the options the player left, and the request card repeats it.
  let rolled = rkActionPlan(view, sideChoice(choice), links);
  const card = (plan: RkActionPlan) => {
    rolled = plan;
    return {
      label: rkActionLabel(plan.attribute, plan.specialities),
      flavor: rkFormat("ANTHOLOGY.RollKeep.Contest.sideFlavor", { opponent: opponentName }),
      flags: { rk: { kind: "contestSide", actor: actor.uuid, opponent: opponent.uuid, attribute: plan.attribute } },
    };
  };
  // The acting side only, in the dice room's keep dialog (the one pipeline): its pool's chance of one success, never
  // odds that would need the opponent's pool; nothing of the opponent but its name.
  const extension = rkActionExtension({
    view,
    links,
    passive: null,
    choice,
    shape: sideChoice,
    template: RK_CONTEST_REQUEST_TEMPLATE,
    context: (options, plan) => rkContestRequestContext({ opponentName, view, choice: options.choice, plan, links }),
    card,
  });
  const side = await rkRollKeep({ actor, label: rkActionLabel(rolled.attribute, rolled.specialities), ...extension.apply(extension.options), skipDialog: request.skipDialog, rollMode: rkUserRollMode(), extension });
  if (!side) return null;
  const requestMessage = await rkPostCard({
    template: RK_CONTEST_REQUEST_CARD,
    context: { actorName: actor.name ?? "", opponentName, label: rkActionLabel(rolled.attribute, rolled.specialities), difficulty: rkDifficultyText(rolled.difficulty), answered: false },
    actor,
    whisper: rkOpponentDeciders(opponent),
    flags: { kind: "contestRequest", actor: actor.uuid, opponent: opponent.uuid, side: side.message?.id ?? "" },
  });
  return { side, request: requestMessage };
}
