/**
 * The opposing side of a directly opposed action, rolled once the acting side has: the GM's answer to a contest
 * request (the button "Roll the opposition" on the card `contest-request.ts` whispered to the GMs), or the second
 * side of a contest whose user owns both (`contest-roll.ts`). The GM, or the opponent's owner, sets the side in the
 * dice room's keep dialog (the one pipeline, `opposition-extension.ts`: "6k4 vs 7" and the exact chance to beat the
 * acting side's successes), rolls it on their own client, and posts the result to the audience of the acting side's
 * roll. The opposing side's numbers reach the players only if "reveal" is ticked. See `contest-cards.ts`.
 */
import { updateDocument } from "../../../core/foundry/updates.js";
import { clientState } from "../../../core/client-state.js";
import { actorFromUuid } from "../../../core/foundry/uuid.js";
import { dieViews } from "../../../dice/cards/die-view.js";
import {
  buildRoll,
  KeepRoll,
  KeepRollDialog,
  keptMarks,
  validateKeepInput,
  type KeepSettings,
  type RollExtension,
  type RollFamily,
} from "../../../dice/index.js";
import type { RkOppositionChoice } from "../dialogs/contest-opposition-form.js";
import { rkCardOf } from "../data/card.js";
import { rkRelatedSpecialityIds } from "../rules/action.js";
import { isRkAttribute } from "../rules/attributes.js";
import { rkDirectOpposed, type RkDirectOpposed } from "../rules/opposed.js";
import { rkWorldColourLinks } from "../settings.js";
import { RK_CONTEST_REQUEST_CARD, RK_CONTEST_RESULT_CARD, rkAuthorMaySpeakFor, rkContestSideRoll, rkOpponentDeciders, rkPostCard } from "./contest-cards.js";
import { rkDifficultyText, rkFormat, rkWoundedDifficultyText } from "./labels.js";
import { rkOppositionExtension } from "./opposition-extension.js";
import { rkUserRollMode } from "./roll-mode.js";
import { isRkActor, rkViewOf } from "./targets.js";
import { format, localize } from "../../../core/foundry/i18n.js";

export interface RkOppositionOutcome {
  roll: KeepRoll;
  result: RkDirectOpposed;
  message: ChatMessage.Implementation | undefined;
}

/** The contest the opposition answers: both characters, the acting side's message and roll, the request (if any). */
export interface RkContestAnswered {
  request: ChatMessage.Implementation | null;
  actor: Actor.Implementation;
  opponent: Actor.Implementation;
  /** Who saw the acting side's roll: the result goes to them (`audienceOf`). */
  audience: { whisper: string[]; blind: boolean };
  sideRoll: KeepRoll;
  /** What the acting side rolled (its label) and with which attribute (the opposition's dialog starts on it). */
  label: string;
  attribute: string;
  /**
   * The acting side's wound penalty in its roll's difficulty (a table option): the GM's difficulty is the roll's less
   * it, and the opposing side's own wounds raise that.
   */
  penalty: number;
}

/** Requests whose opposition is being rolled on this client (a double click opens one dialog). */
const pending = clientState("rk.contestPending", () => new Set<string>());

function warn(key: string): null {
  ui.notifications?.warn(localize(key));
  return null;
}

/**
 * A message of the chat log by id, or null (a stored message is a ChatMessage: the check only types it, fvtt-types'
 * stored ChatMessage lacking its properties). https://foundryvtt.com/api/v13/classes/foundry.documents.collections.ChatMessages.html
 */
function messageById(id: string): ChatMessage.Implementation | null {
  const message: unknown = id ? game.messages?.get(id) : undefined;
  return message instanceof ChatMessage ? message : null;
}

async function actorByUuid(uuid: unknown): Promise<Actor.Implementation | null> {
  const actor = await actorFromUuid(uuid);
  return isRkActor(actor) ? actor : null;
}

/** The opponent named by a request card (the actor whose owner or GM may answer it), or null. */
export async function rkRequestOpponent(request: ChatMessage.Implementation): Promise<Actor.Implementation | null> {
  const card = rkCardOf(request)?.contestRequest;
  return card ? actorByUuid(card.opponent) : null;
}

/** Whether a result for this request is already in the chat log. */
function answered(request: ChatMessage.Implementation): boolean {
  if ((rkCardOf(request)?.contestRequest?.answered ?? "") !== "") return true;
  return (game.messages?.contents ?? []).some((m) => rkCardOf(m)?.contestResult?.request === request.id);
}

/** Who sees the result: the audience of the player's roll (public, GMs + player, GMs only, the player alone). */
export function audienceOf(side: { whisper?: Iterable<unknown> | null; blind?: boolean | null }): { whisper: string[]; blind: boolean } {
  const whisper = Array.from(side.whisper ?? []).filter((id): id is string => typeof id === "string");
  return { whisper, blind: Boolean(side.blind) };
}

export async function rkRollOpposition(
  request: ChatMessage.Implementation,
  options: { skipDialog?: boolean; choice?: Partial<RkOppositionChoice> } = {},
): Promise<RkOppositionOutcome | null> {
  const asked = rkCardOf(request)?.contestRequest;
  if (!asked) return null;
  const actor = await actorByUuid(asked.actor);
  const opponent = await actorByUuid(asked.opponent);
  const sideMessage = messageById(asked.side);
  const side = rkCardOf(sideMessage)?.contestSide;
  const sideRoll = rkContestSideRoll(sideMessage);
  // Every value comes from the player's own roll message, which must be the side this request names.
  if (!actor || !opponent || !sideMessage || !sideRoll || !side || side.actor !== asked.actor || side.opponent !== asked.opponent) {
    return warn("ANTHOLOGY.RollKeep.Warn.contestGone");
  }
  if (!rkAuthorMaySpeakFor(request, actor) || !rkAuthorMaySpeakFor(sideMessage, actor)) return warn("ANTHOLOGY.RollKeep.Warn.contestGone");
  if (!opponent.isOwner) {
    ui.notifications?.warn(format("ANTHOLOGY.Warn.NotOwner", { actor: opponent.name ?? "" }));
    return null;
  }
  const guard = pending();
  if (guard.has(request.id!) || answered(request)) return warn("ANTHOLOGY.RollKeep.Warn.contestAnswered");
  guard.add(request.id!);
  try {
    return await rkAnswerContest(
      { request, actor, opponent, audience: audienceOf(sideMessage), sideRoll, label: side.label, attribute: side.attribute, penalty: side.penalty ?? 0 },
      options,
    );
  } finally {
    guard.delete(request.id!);
  }
}

/**
 * Sets and rolls the opposing side through the dice room's pipeline (its keep dialog unless `skipDialog`; Cancel
 * rolls nothing) and posts the result. Null when cancelled or refused.
 */
export async function rkAnswerContest(
  contest: RkContestAnswered,
  options: { skipDialog?: boolean; choice?: Partial<RkOppositionChoice> },
): Promise<RkOppositionOutcome | null> {
  const { actor, opponent, sideRoll, request } = contest;
  const evaluation = sideRoll.evaluation!;
  // The GM's difficulty: the acting side's roll's, less that side's wound penalty; a penalty that leaves no difficulty
  // of at least 1 does not describe that roll.
  const difficulty = gmDifficulty(contest);
  if (difficulty === null) return warn("ANTHOLOGY.RollKeep.Warn.contestGone");
  const view = rkViewOf(opponent);
  // The dialog starts on the attribute the acting side rolled (a race is Endurance against Endurance).
  const attribute = isRkAttribute(options.choice?.attribute) ? options.choice.attribute : isRkAttribute(contest.attribute) ? contest.attribute : "strength";
  const first = {
    name: actor.name ?? "",
    label: contest.label,
    successes: evaluation.successes,
    botch: evaluation.botch,
    difficulty: rkWoundedDifficultyText(sideRoll.settings.difficulty, contest.penalty),
  };
  const extension = rkOppositionExtension({
    view,
    links: rkWorldColourLinks(),
    opponentName: opponent.name ?? "",
    first,
    difficulty,
    choice: {
      attribute,
      specialityIds: options.choice?.specialityIds ?? rkRelatedSpecialityIds(view.specialities, attribute),
      reveal: options.choice?.reveal ?? false,
    },
  });
  // The choice the player left (the pipeline asks the extension's card for it once the dialog closes).
  let chosen = extension.options;
  const remembered: RollExtension<RkOppositionChoice, KeepSettings> = {
    ...extension,
    card: (choice) => {
      chosen = choice;
      return extension.card?.(choice) ?? {};
    },
  };
  const family: RollFamily<KeepSettings, KeepRoll, { result: RkDirectOpposed }> = {
    prompt: (asked) => KeepRollDialog.prompt(asked),
    validate: validateKeepInput,
    build: (settings, meta) => KeepRoll.fromSettings(settings, meta),
    // Not the keep card: the result, to the acting side's audience (see contest-cards.ts).
    post: async (roll) => {
      const posted = await postResult(contest, roll, difficulty, chosen.reveal, extension.card?.(chosen).label ?? "");
      await markAnswered(request, posted.message);
      return posted;
    },
  };
  const built = await buildRoll(
    family,
    {
      family: "keep",
      label: rkFormat("ANTHOLOGY.RollKeep.Contest.oppositionTitle", { opponent: opponent.name ?? "", name: actor.name ?? "" }),
      actor: opponent,
      settings: extension.apply(extension.options),
      extension: remembered,
    },
    { configure: !options.skipDialog },
    // The dialog offers the roll mode, but the result goes to the acting side's audience (README "Trust").
    { rollMode: rkUserRollMode() },
  );
  if (!built) return null;
  return { roll: built.roll, result: built.posted.result, message: built.posted.message };
}

/** The GM's difficulty of a contest (its acting side's roll's, less that side's wound penalty), or null if none is left. */
function gmDifficulty(contest: RkContestAnswered): number | null {
  const rolled = contest.sideRoll.settings.difficulty;
  const penalty = Number.isInteger(contest.penalty) && contest.penalty > 0 ? contest.penalty : 0;
  return rolled - penalty >= 1 ? rolled - penalty : null;
}

/** The band's tone for the side the card is seen from: the acting side, or its opponent when `fromOpponent`. */
function contestTone(winner: string, fromOpponent: boolean): "success" | "failure" | "neutral" {
  if (winner !== "first" && winner !== "second") return "neutral";
  const seen = fromOpponent ? "second" : "first";
  return winner === seen ? "success" : "failure";
}

/** "+ 2 for wounds: 9", or "" for a side its wounds did not slow. */
function woundsLine(penalty: number, difficulty: number): string {
  return penalty > 0 ? rkFormat("ANTHOLOGY.RollKeep.Wounds.raised", { penalty, difficulty }) : "";
}

async function postResult(
  contest: RkContestAnswered,
  roll: KeepRoll,
  gm: number,
  reveal: boolean,
  secondLabel: string,
): Promise<{ message: ChatMessage.Implementation | undefined; result: RkDirectOpposed }> {
  const { request, actor, opponent, audience, sideRoll } = contest;
  const evaluation = sideRoll.evaluation!;
  // Each side's dice counted against its own difficulty: the GM's, raised by that side's wounds (a table option).
  const difficulty = roll.settings.difficulty;
  const firstPenalty = sideRoll.settings.difficulty - gm;
  const secondPenalty = difficulty - gm;
  const second = roll.evaluation!;
  const result = rkDirectOpposed(evaluation.successes, second.successes);
  const detail = {
    label: secondLabel,
    formula: roll.formula,
    dice: dieViews(roll.faces, 10, keptMarks(roll.faces, roll.settings.keep), (face, kept) => kept && face >= difficulty),
  };
  const context = (showDetail: boolean, gmOnly: boolean) => ({
    title: rkFormat("ANTHOLOGY.RollKeep.Contest.title", { name: actor.name ?? "", opponent: opponent.name ?? "" }),
    // Both sides' actions, when both may be shown ("Endurance against Endurance (Long-distance Running)").
    label: showDetail ? rkFormat("ANTHOLOGY.RollKeep.Contest.label", { first: contest.label, second: secondLabel }) : "",
    difficulty: rkDifficultyText(gm),
    // A side's wounds, where they raised its difficulty: the acting side's always (its roll is on its own card); the
    // opposing side's only with its details, so an unrevealed NPC's numbers stay the GM's.
    first: {
      name: actor.name ?? "",
      label: contest.label,
      successes: evaluation.successes,
      botch: evaluation.botch,
      wounds: woundsLine(firstPenalty, sideRoll.settings.difficulty),
    },
    second: {
      name: opponent.name ?? "",
      successes: second.successes,
      botch: second.botch,
      ...(showDetail ? { ...detail, wounds: woundsLine(secondPenalty, difficulty) } : {}),
    },
    winnerName: result.winner === "first" ? (actor.name ?? "") : result.winner === "second" ? (opponent.name ?? "") : null,
    // Coloured from the point of view of the players' character in it: the acting side's action ("Ash against
    // Birch") is green when it wins, unless the acting side is the GM's NPC against a players' character, whose loss
    // a win of the NPC is (v13 `ClientDocumentMixin#hasPlayerOwner`: some non-GM user owns it).
    tone: contestTone(result.winner, !actor.hasPlayerOwner && opponent.hasPlayerOwner),
    margin: result.margin,
    gmOnly,
  });
  const requestId = request?.id ?? "";
  // A roll is attached only to a public, revealed result: a whispered roll message reaches every client.
  const attachRoll = reveal && audience.whisper.length === 0;
  const message = await rkPostCard({
    template: RK_CONTEST_RESULT_CARD,
    context: context(reveal, false),
    actor: opponent,
    whisper: audience.whisper,
    blind: audience.blind,
    rolls: attachRoll ? [roll] : [],
    card: { contestResult: { request: requestId, winner: result.winner, margin: result.margin, revealed: reveal } },
  });
  if (!reveal) {
    await rkPostCard({
      template: RK_CONTEST_RESULT_CARD,
      context: context(true, true),
      actor: opponent,
      whisper: rkOpponentDeciders(opponent),
      card: { contestDetail: { request: requestId } },
    });
  }
  return { message, result };
}

/** The request card loses its button (a GM may update any message; the opponent's owner may not, and need not). */
async function markAnswered(request: ChatMessage.Implementation | null, result: ChatMessage.Implementation | undefined): Promise<void> {
  if (!request || !game.user?.isGM || !result) return;
  const asked = rkCardOf(request)?.contestRequest;
  const actor = await actorByUuid(asked?.actor);
  const opponent = await actorByUuid(asked?.opponent);
  const content = await foundry.applications.handlebars.renderTemplate(RK_CONTEST_REQUEST_CARD, {
    actorName: actor?.name ?? "",
    opponentName: opponent?.name ?? "",
    label: "",
    difficulty: "",
    answered: true,
  });
  // Foundry validates the update against the rkCard model (CONTRIBUTING "Chat cards").
  await updateDocument(request, { content, "system.contestRequest.answered": result.id });
}
