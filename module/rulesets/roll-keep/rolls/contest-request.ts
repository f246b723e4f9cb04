/**
 * The acting side of a directly opposed action, and the request that follows when the user does not own the
 * opponent (a player against the GM's NPC): the acting side is set and rolled in the dice room's keep dialog (the one
 * pipeline), then a request card goes to the GMs, whose button lets the GM (or the opponent's owner) set and roll the
 * opposing side (`contest-opposition.ts`). A user who owns both sides rolls the opposing side at once instead
 * (`contest-roll.ts`). See `contest-cards.ts` for what each message carries and who receives it.
 */
import { formatChance } from "../../../dice/index.js";
import { RK_CONTEST_REQUEST_TEMPLATE, rkContestRequestContext } from "../dialogs/contest-request-context.js";
import { rkCard } from "../data/card.js";
import { rkActionPlan, rkContestPlan, rkRelatedSpecialityIds, type RkActionChoice, type RkActionPlan } from "../rules/action.js";
import { isRkAttribute } from "../rules/attributes.js";
import { RK_DEFAULT_DIFFICULTY } from "../rules/difficulty.js";
import { rkWorldColourLinks } from "../settings.js";
import { RK_CONTEST_REQUEST_CARD, rkOpponentDeciders, rkPostCard } from "./contest-cards.js";
import { rkRollKeep, type RkKeepOutcome } from "./dice-api.js";
import { rkActionExtension } from "./action-extension.js";
import { rkActionLabel, rkFormat, rkWoundedDifficultyText } from "./labels.js";
import { rkUserRollMode } from "./roll-mode.js";
import { rkViewOf } from "./targets.js";
import type { RkContestRequest } from "./contest-roll.js";

/** The player's side rolled and the request sent; the result comes when the GM rolls the opposition. */
export interface RkContestRequested {
  side: RkKeepOutcome;
  request: ChatMessage.Implementation | undefined;
}

/** The acting side rolled: its outcome and the plan it rolled. */
export interface RkContestSideRolled {
  side: RkKeepOutcome;
  plan: RkActionPlan;
}

/** The acting side's choice: one action needing one success, at a number difficulty (never the opponent's). */
function sideChoice(choice: RkActionChoice): RkActionChoice {
  const difficulty = choice.difficulty.kind === "number" ? choice.difficulty : { kind: "number" as const, value: RK_DEFAULT_DIFFICULTY };
  return { ...choice, difficulty, needed: 1 };
}

/**
 * Sets and rolls the acting side (its dialog unless `skipDialog`; Cancel rolls nothing). `known`: the user owns the
 * opponent, so the dialog also gives the exact chance to beat the opponent's side as it would start (same attribute,
 * related specialities, 000 "Opposed Actions"); otherwise nothing of the opponent but its name.
 */
export async function rkRollContestSide(
  actor: Actor.Implementation,
  opponent: Actor.Implementation,
  request: RkContestRequest,
  known: boolean,
): Promise<RkContestSideRolled | null> {
  // A directly opposed action's difficulty is the GM's one both sides roll against (000); each side's wounds raise its
  // own (a table option): this side's plan carries its penalty, the card records it so the opposition finds the GM's.
  const view = rkViewOf(actor);
  const links = rkWorldColourLinks();
  const choice: RkActionChoice = {
    attribute: isRkAttribute(request.attribute) ? request.attribute : "strength",
    specialityIds: request.specialityIds ?? [],
    difficulty: { kind: "number", value: request.difficulty ?? RK_DEFAULT_DIFFICULTY },
    needed: 1,
  };
  const opponentName = opponent.name ?? "";
  // The plan rolled: the pipeline asks the card for the options the player left.
  let rolled = rkActionPlan(view, sideChoice(choice), links);
  const card = (plan: RkActionPlan) => {
    rolled = plan;
    const label = rkActionLabel(plan.attribute, plan.specialities);
    return {
      label,
      flavor: rkFormat(known ? "ANTHOLOGY.RollKeep.Contest.sideFlavorOwn" : "ANTHOLOGY.RollKeep.Contest.sideFlavor", { opponent: opponentName }),
      data: rkCard({ contestSide: { actor: actor.uuid, opponent: opponent.uuid, attribute: plan.attribute, label, penalty: plan.penalty } }),
    };
  };
  const opponentView = known ? rkViewOf(opponent) : null;
  // The contest as the opponent would start it (same attribute, its related specialities): only for a user who owns
  // the opponent, since it needs the opponent's pool (README "Secrets of the GM's characters").
  const contestOf = (plan: RkActionPlan) => {
    if (!opponentView) return null;
    const related = rkRelatedSpecialityIds(opponentView.specialities, plan.attribute);
    const contest = rkContestPlan(
      { view, attribute: plan.attribute, specialityIds: plan.specialities.map((s) => s.id) },
      { view: opponentView, attribute: plan.attribute, specialityIds: related },
      // The GM's difficulty: each side's own wounds raise it inside the plan.
      plan.difficulty - plan.penalty,
      links,
    );
    return contest.error ? null : contest;
  };
  // The top of the dialog says what its chance is: the dice room's "chance of success" here is only that of one
  // success on this side (needed 1); the chance to win, when the user may know the other side.
  const percent = (chance: string, plan: RkActionPlan): string => {
    const contest = contestOf(plan);
    return contest
      ? rkFormat("ANTHOLOGY.RollKeep.Contest.percentWin", { chance: formatChance(contest.chance.win), opponent: opponentName })
      : rkFormat("ANTHOLOGY.RollKeep.Contest.percentSide", { chance });
  };
  const odds = (plan: RkActionPlan): string => {
    const contest = contestOf(plan);
    if (!contest) return "";
    return rkFormat("ANTHOLOGY.RollKeep.Contest.oddsIf", {
      opponent: opponentName,
      label: rkActionLabel(contest.second.attribute, contest.second.specialities),
      roll: contest.second.pool.roll,
      keep: contest.second.pool.keep,
      win: formatChance(contest.chance.win),
      tie: formatChance(contest.chance.tie),
      lose: formatChance(contest.chance.lose),
    });
  };
  // The acting side in the dice room's keep dialog (the one pipeline): "3k2 vs 7" and its chance of a success.
  const extension = rkActionExtension({
    view,
    links,
    passive: null,
    choice,
    shape: sideChoice,
    template: RK_CONTEST_REQUEST_TEMPLATE,
    context: (options, plan) => rkContestRequestContext({ opponentName, view, choice: options.choice, plan, links, together: known }),
    odds,
    percent,
    card,
  });
  const side = await rkRollKeep({
    actor,
    label: rkActionLabel(rolled.attribute, rolled.specialities),
    ...extension.apply(extension.options),
    skipDialog: request.skipDialog,
    rollMode: rkUserRollMode(),
    extension,
  });
  return side ? { side, plan: rolled } : null;
}

export async function rkRequestContest(
  actor: Actor.Implementation,
  opponent: Actor.Implementation,
  request: RkContestRequest,
): Promise<RkContestRequested | null> {
  const rolled = await rkRollContestSide(actor, opponent, request, false);
  return rolled ? rkPostContestRequest(actor, opponent, rolled) : null;
}

/** Whispers the request for the opposing side to whoever decides it (the GMs and the opponent's owners). */
export async function rkPostContestRequest(
  actor: Actor.Implementation,
  opponent: Actor.Implementation,
  rolled: RkContestSideRolled,
): Promise<RkContestRequested> {
  const { side, plan } = rolled;
  const requestMessage = await rkPostCard({
    template: RK_CONTEST_REQUEST_CARD,
    context: {
      actorName: actor.name ?? "",
      opponentName: opponent.name ?? "",
      label: rkActionLabel(plan.attribute, plan.specialities),
      difficulty: rkWoundedDifficultyText(plan.difficulty, plan.penalty),
      answered: false,
    },
    actor,
    whisper: rkOpponentDeciders(opponent),
    card: { contestRequest: { actor: actor.uuid, opponent: opponent.uuid, side: side.message?.id ?? "", answered: "" } },
  });
  return { side, request: requestMessage };
}
