/** What every roll request shares, and the small Foundry-side helpers the three flows use. */
import { postChatCard } from "../../core/chat/post-card.js";
import type { ChatCardData } from "../../core/chat/card-data.js";
import { skipDialogPressed } from "../../core/keybindings.js";
import type { WhyTerm } from "../cards/why.js";
import type { RollModeId } from "../requests/chance.js";
import { currentMessageMode, messageModeOf } from "../../core/compat/message-mode.js";

export interface RollRequestCommon {
  /** What is rolled, plain text (escaped wherever it is shown). */
  label: string;
  /** The speaker. */
  actor?: Actor.Implementation | null;
  /** An extra line of plain text on the card. */
  flavor?: string;
  /** Shift-click: roll at once with the given values. */
  skipDialog?: boolean;
  /** publicroll | gmroll | blindroll | selfroll; default the user's chat roll mode. */
  rollMode?: string;
  /** The ruleset's card type and data (ChatMessage `type`/`system`, CONTRIBUTING "Chat cards") for its card buttons. */
  card?: ChatCardData;
  /** Core's own markers beside the card type, under flags.anthology (a roll answering a GM request); never card data. */
  flags?: Record<string, unknown>;
  /** The pure rules' terms, shown under the card's "Why this result" (cards/why.ts). */
  why?: WhyTerm[];
}

export interface RollOutcome<R, E> {
  roll: R;
  evaluation: E;
  message: ChatMessage.Implementation | undefined;
}

/** The request's roll mode (either generation's name), else the user's current message mode (public when unset). */
export function requestRollMode(requested: unknown): RollModeId {
  return messageModeOf(requested) ?? currentMessageMode();
}

/** A click holding the "roll without the dialog" binding (Shift by default) skips the dialog: `skipDialog: skipDialogFor(event)`. */
export function skipDialogFor(event: Parameters<typeof skipDialogPressed>[0]): boolean {
  return skipDialogPressed(event);
}

/** Refuse a roll with the localized reason (a localization key: the dice room's limits or a ruleset's `refuse`); nothing is rolled. */
export function refuse(error: string): null {
  ui.notifications?.warn(game.i18n!.localize(error));
  return null;
}

/** Post an evaluated roll's card: its rolls ride along so Dice So Nice animates them. */
export async function postRollCard(options: {
  template: string;
  context: object;
  rolls: unknown[];
  actor?: Actor.Implementation | null;
  rollMode: RollModeId;
  card?: ChatCardData;
  flags?: Record<string, unknown>;
}): Promise<ChatMessage.Implementation | undefined> {
  // Foundry's own tooltip of the (first) roll, so the card expands like a core roll message.
  const first = options.rolls[0] as { getTooltip?: () => Promise<string> } | undefined;
  const tooltip = typeof first?.getTooltip === "function" ? await first.getTooltip() : "";
  return postChatCard({
    template: options.template,
    context: { ...(options.context as Record<string, unknown>), tooltip },
    actor: options.actor ?? null,
    rolls: options.rolls as Roll[],
    rollMode: options.rollMode,
    card: options.card,
    flags: options.flags,
  });
}
