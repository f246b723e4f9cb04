/**
 * The GM's answer to a contest request (the button "Roll the opposition" on the card `contest-request.ts`
 * whispered to the GMs): the GM, or the opponent's owner, sets the opposing side in a dialog, rolls it on
 * their own client, and posts the result to the audience of the player's roll. The opposing side's numbers
 * reach the players only if the GM ticks "reveal". See `contest-cards.ts`.
 */
import { updateDocument } from "../../../core/foundry/updates.js";
import { actorFromUuid } from "../../../core/foundry/uuid.js";
import { dieViews } from "../../../dice/cards/die-view.js";
import { KeepRoll } from "../../../dice/index.js";
import { keptMarks } from "../../../dice/odds/index.js";
import { RK_OPPOSITION_SUMMARY_TEMPLATE, RK_OPPOSITION_TEMPLATE, rkOppositionDialogContext, rkOppositionSummary } from "../dialogs/contest-opposition-context.js";
import { rkReadOppositionForm, type RkOppositionChoice } from "../dialogs/contest-opposition-form.js";
import { rkDialog } from "../dialogs/dialog-api.js";
import { formText } from "../dialogs/form-values.js";
import { rkFollowAttribute, rkMarkRelated } from "../dialogs/live-choices.js";
import { rkRelatedSpecialityIds } from "../rules/action.js";
import { isRkAttribute, type RkAttribute } from "../rules/attributes.js";
import { rkDirectOpposed, type RkDirectOpposed } from "../rules/opposed.js";
import { rkOppositionPlan } from "../rules/opposition.js";
import { rkWorldColourLinks } from "../settings.js";
import { RK_CONTEST_REQUEST_CARD, RK_CONTEST_RESULT_CARD, rkAuthorMaySpeakFor, rkContestSideRoll, rkFlagsOf, rkOpponentDeciders, rkPostCard } from "./contest-cards.js";
import { rkActionLabel, rkDifficultyText, rkFormat } from "./labels.js";
import { isRkActor, rkViewOf } from "./targets.js";

export interface RkOppositionOutcome {
  roll: KeepRoll;
  result: RkDirectOpposed;
  message: ChatMessage.Implementation | undefined;
}

/** Requests whose opposition is being rolled on this client (a double click opens one dialog). */
const pending = new Set<string>();

function warn(key: string): null {
  ui.notifications?.warn(game.i18n!.localize(key));
  return null;
}

function messageById(id: unknown): ChatMessage.Implementation | null {
  if (typeof id !== "string" || !id) return null;
  return ((game.messages as unknown as { get(id: string): ChatMessage.Implementation | undefined }).get(id) ?? null) as ChatMessage.Implementation | null;
}

async function actorByUuid(uuid: unknown): Promise<Actor.Implementation | null> {
  const actor = await actorFromUuid(uuid);
  return isRkActor(actor) ? actor : null;
}

/** The opponent named by a request card (the actor whose owner or GM may answer it), or null. */
export async function rkRequestOpponent(request: ChatMessage.Implementation): Promise<Actor.Implementation | null> {
  const flags = rkFlagsOf(request);
  return flags.kind === "contestRequest" ? actorByUuid(flags.opponent) : null;
}

/** Whether a result for this request is already in the chat log. */
function answered(request: ChatMessage.Implementation): boolean {
  if (typeof rkFlagsOf(request).answered === "string") return true;
  const all = (game.messages as unknown as { contents?: ChatMessage.Implementation[] }).contents ?? [];
  return all.some((m) => {
    const flags = rkFlagsOf(m);
    return flags.kind === "contestResult" && flags.request === request.id;
  });
}

/** Who sees the result: the audience of the player's roll (public, GMs + player, GMs only, the player alone). */
function audienceOf(side: ChatMessage.Implementation): { whisper: string[]; blind: boolean } {
  const whisper = Array.from((side.whisper ?? []) as Iterable<unknown>).filter((id): id is string => typeof id === "string");
  return { whisper, blind: Boolean(side.blind) };
}

export async function rkRollOpposition(request: ChatMessage.Implementation, options: { skipDialog?: boolean; choice?: Partial<RkOppositionChoice> } = {}): Promise<RkOppositionOutcome | null> {
  const flags = rkFlagsOf(request);
  if (flags.kind !== "contestRequest") return null;
  const actor = await actorByUuid(flags.actor);
  const opponent = await actorByUuid(flags.opponent);
  const sideMessage = messageById(flags.side);
  const sideFlags = rkFlagsOf(sideMessage);
  const sideRoll = rkContestSideRoll(sideMessage);
  // Every value comes from the player's own roll message, which must be the side this request names.
  if (!actor || !opponent || !sideMessage || !sideRoll || sideFlags.kind !== "contestSide" || sideFlags.actor !== flags.actor || sideFlags.opponent !== flags.opponent) {
    return warn("ANTHOLOGY.RollKeep.Warn.contestGone");
  }
  if (!rkAuthorMaySpeakFor(request, actor) || !rkAuthorMaySpeakFor(sideMessage, actor)) return warn("ANTHOLOGY.RollKeep.Warn.contestGone");
  if (!opponent.isOwner) {
    ui.notifications?.warn(game.i18n!.format("ANTHOLOGY.Warn.NotOwner", { actor: opponent.name ?? "" }));
    return null;
  }
  if (pending.has(request.id!) || answered(request)) return warn("ANTHOLOGY.RollKeep.Warn.contestAnswered");
  pending.add(request.id!);
  try {
    return await answer(request, { actor, opponent, sideMessage, sideRoll }, options);
  } finally {
    pending.delete(request.id!);
  }
}

async function answer(
  request: ChatMessage.Implementation,
  contest: { actor: Actor.Implementation; opponent: Actor.Implementation; sideMessage: ChatMessage.Implementation; sideRoll: KeepRoll },
  options: { skipDialog?: boolean; choice?: Partial<RkOppositionChoice> },
): Promise<RkOppositionOutcome | null> {
  const { actor, opponent, sideMessage, sideRoll } = contest;
  const evaluation = sideRoll.evaluation!;
  const difficulty = sideRoll.settings.difficulty;
  const firstLabel = String((sideRoll.options as { anthology?: { label?: unknown } }).anthology?.label ?? "");
  const view = rkViewOf(opponent);
  const links = rkWorldColourLinks();
  const related = (a: RkAttribute) => rkRelatedSpecialityIds(view.specialities, a);
  // The dialog starts on the attribute the player rolled (a race is Endurance against Endurance).
  const played = rkFlagsOf(sideMessage).attribute;
  const startAttribute = isRkAttribute(options.choice?.attribute) ? options.choice.attribute : isRkAttribute(played) ? played : "strength";
  let choice: RkOppositionChoice = {
    attribute: startAttribute,
    specialityIds: options.choice?.specialityIds ?? related(startAttribute),
    reveal: options.choice?.reveal ?? false,
  };
  const planOf = (c: RkOppositionChoice) => rkOppositionPlan({ view, attribute: c.attribute, specialityIds: c.specialityIds }, difficulty, evaluation.successes, links);

  if (!options.skipDialog) {
    const base = choice;
    const follow = rkFollowAttribute(related, base.attribute);
    const raw = await rkDialog({
      title: game.i18n!.format("ANTHOLOGY.RollKeep.Contest.oppositionTitle", { opponent: opponent.name ?? "", name: actor.name ?? "" }),
      template: RK_OPPOSITION_TEMPLATE,
      context: rkOppositionDialogContext({
        first: { name: actor.name ?? "", label: firstLabel, successes: evaluation.successes, botch: evaluation.botch },
        opponentName: opponent.name ?? "",
        view,
        choice,
        plan: planOf(choice),
        links,
      }),
      confirm: "ANTHOLOGY.RollKeep.Contest.rollOpposition",
      icon: "fa-solid fa-people-arrows",
      onChange: async (form, edited) => {
        const text = formText(edited, "attribute");
        const values = isRkAttribute(text) ? follow(form, edited, "speciality", text) : edited;
        const read = rkReadOppositionForm(values, base, related);
        rkMarkRelated(form, "speciality", read.attribute);
        const box = form.querySelector(".rk-summary");
        if (box) box.outerHTML = await foundry.applications.handlebars.renderTemplate(RK_OPPOSITION_SUMMARY_TEMPLATE, { summary: rkOppositionSummary(planOf(read)) });
      },
    });
    if (!raw) return null;
    // The dialog always submits the reveal box: unticked means hidden.
    choice = rkReadOppositionForm({ reveal: false, ...raw }, base, related);
  }

  const plan = planOf(choice);
  if (plan.error) return warn(plan.error);
  const secondLabel = rkActionLabel(plan.attribute, plan.specialities);
  // Rolled here, on the GM's client: this Roll rides only in a message whose audience may see it.
  const roll = KeepRoll.fromSettings({ roll: plan.pool.roll, keep: plan.pool.keep, difficulty, needed: 1, extended: null }, { label: secondLabel });
  await roll.evaluate();
  const second = roll.evaluation!;
  const result = rkDirectOpposed(evaluation.successes, second.successes);
  const audience = audienceOf(sideMessage);
  const detail = {
    label: secondLabel,
    formula: roll.formula,
    dice: dieViews(roll.faces, 10, keptMarks(roll.faces, plan.pool.keep), (face, kept) => kept && face >= difficulty),
  };
  const context = (showDetail: boolean, gmOnly: boolean) => ({
    title: rkFormat("ANTHOLOGY.RollKeep.Contest.title", { name: actor.name ?? "", opponent: opponent.name ?? "" }),
    difficulty: rkDifficultyText(difficulty),
    first: { name: actor.name ?? "", label: firstLabel, successes: evaluation.successes, botch: evaluation.botch },
    second: { name: opponent.name ?? "", successes: second.successes, botch: second.botch, ...(showDetail ? detail : {}) },
    winnerName: result.winner === "first" ? actor.name ?? "" : result.winner === "second" ? opponent.name ?? "" : null,
    margin: result.margin,
    gmOnly,
  });
  // A roll is attached only to a public, revealed result: a whispered roll message reaches every client.
  const attachRoll = choice.reveal && audience.whisper.length === 0;
  const message = await rkPostCard({
    template: RK_CONTEST_RESULT_CARD,
    context: context(choice.reveal, false),
    actor: opponent,
    whisper: audience.whisper,
    blind: audience.blind,
    rolls: attachRoll ? [roll as unknown as Roll] : [],
    flags: { kind: "contestResult", request: request.id!, winner: result.winner, margin: result.margin, revealed: choice.reveal },
  });
  if (!choice.reveal) {
    await rkPostCard({ template: RK_CONTEST_RESULT_CARD, context: context(true, true), actor: opponent, whisper: rkOpponentDeciders(opponent), flags: { kind: "contestDetail", request: request.id! } });
  }
  await markAnswered(request, message);
  return { roll, result, message };
}

/** The request card loses its button (a GM may update any message; the opponent's owner may not, and need not). */
async function markAnswered(request: ChatMessage.Implementation, result: ChatMessage.Implementation | undefined): Promise<void> {
  if (!game.user?.isGM || !result) return;
  const flags = rkFlagsOf(request);
  const actor = await actorByUuid(flags.actor);
  const opponent = await actorByUuid(flags.opponent);
  const content = await foundry.applications.handlebars.renderTemplate(RK_CONTEST_REQUEST_CARD, {
    actorName: actor?.name ?? "",
    opponentName: opponent?.name ?? "",
    label: "",
    difficulty: "",
    answered: true,
  });
  await updateDocument(request, { content, "flags.anthology.rk.answered": result.id });
}
