/** What every roll request shares, and the small Foundry-side helpers the three flows use. */
import { postChatCard } from "../../core/chat/post-card.js";
import type { ChatCardData } from "../../core/chat/card-data.js";
import { skipDialogPressed } from "../../core/keybindings.js";
import type { WhyTerm } from "../cards/why.js";
import type { RollModeId } from "../requests/chance.js";
import { applyMessageMode, currentMessageMode, messageModeOf } from "../../core/compat/message-mode.js";
import { localize } from "../../core/foundry/i18n.js";

/** Where a private roll's data rides on its non-roll card (flags.anthology), for the clients that hold the card. */
export const PRIVATE_ROLLS_FLAG = "privateRolls";

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
  /**
   * The roll's own numbers are secret (a GM's creature's save): under a mode that whispers (Private or Blind GM Roll,
   * Self Roll), its card is posted as a whisper that is NO roll message, so only its recipients and author hold it
   * (`postRollCard`). Public, it is a roll message as any other.
   */
  privateRoll?: boolean;
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
  ui.notifications?.warn(localize(error));
  return null;
}

/** How a family posts the card of its one evaluated roll (roll-under, keep, advantage): the same options but the template. */
export function postFamilyCard(
  template: string,
  roll: { cardContext(): object },
  actor: Actor.Implementation | null | undefined,
  message: { rollMode: RollModeId; card?: ChatCardData; flags?: Record<string, unknown>; privateRoll?: boolean },
): Promise<ChatMessage.Implementation | undefined> {
  return postRollCard({
    template,
    context: roll.cardContext(),
    rolls: [roll],
    actor,
    rollMode: message.rollMode,
    card: message.card,
    flags: message.flags,
    privateRoll: message.privateRoll,
  });
}

/**
 * Post an evaluated roll's card: its rolls ride along so Dice So Nice animates them. A `privateRoll` under a mode that
 * whispers is posted as a whisper that is no roll message: v13 delivers a whispered ROLL message to every client, its
 * rolls' formula and options included, and shows it to the others as "rolled privately" (`ChatMessage#visible`, true
 * for any roll; `#isContentVisible` only hides the content; client/documents/chat-message.mjs), whereas a plain
 * whisper reaches only its recipients and its author. The rolls' data then rides on the card's flags
 * (`PRIVATE_ROLLS_FLAG`), so those clients can still read the roll again (`messageRolls`). Under Blind GM Roll the
 * author's client holds that card too (v13 hides only a roll's content from its author): use it where the roller
 * may know the result.
 */
export async function postRollCard(options: {
  template: string;
  context: object;
  rolls: unknown[];
  actor?: Actor.Implementation | null;
  rollMode: RollModeId;
  card?: ChatCardData;
  flags?: Record<string, unknown>;
  privateRoll?: boolean;
}): Promise<ChatMessage.Implementation | undefined> {
  // Foundry's own tooltip of the (first) roll, so the card expands like a core roll message.
  const first = options.rolls[0] as { getTooltip?: () => Promise<string> } | undefined;
  const tooltip = typeof first?.getTooltip === "function" ? await first.getTooltip() : "";
  if (options.privateRoll) {
    const mode = applyMessageMode({} as { whisper?: unknown[]; blind?: boolean }, options.rollMode);
    const whisper = (mode.whisper ?? []).filter((id): id is string => typeof id === "string" && id !== "");
    if (whisper.length) {
      const held = (options.rolls as Roll[]).map((r) => r.toJSON());
      return postChatCard({
        template: options.template,
        context: { ...(options.context as Record<string, unknown>), tooltip },
        actor: options.actor ?? null,
        rolls: [],
        audience: { whisper, blind: mode.blind === true },
        card: options.card,
        flags: { ...(options.flags ?? {}), [PRIVATE_ROLLS_FLAG]: held },
      });
    }
  }
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

/** A roll rebuilt from its data, of whatever class it names. */
type HeldRoll = ReturnType<typeof Roll.fromJSON>;

/**
 * The rolls a message holds for this client: its own rolls, or, on a private roll's card (a whisper that is no roll
 * message, `postRollCard`), the rolls its flags carry, rebuilt as their own classes (v13 `Roll.fromJSON`,
 * which hands the parsed data to `Roll.fromData`, as a message rebuilds its rolls). A roll that cannot be rebuilt is left out.
 */
export function messageRolls(message: ChatMessage.Implementation): HeldRoll[] {
  const own: HeldRoll[] = message.rolls ?? [];
  if (own.length) return own;
  const whisper: unknown = message.whisper;
  if (!Array.from((whisper ?? []) as Iterable<unknown>).length) return [];
  const held: unknown = foundry.utils.getProperty(message.flags ?? {}, `anthology.${PRIVATE_ROLLS_FLAG}`);
  if (!Array.isArray(held)) return [];
  const out: HeldRoll[] = [];
  for (const data of held) {
    if (!data || typeof data !== "object") continue;
    try {
      out.push(Roll.fromJSON(JSON.stringify(data)));
    } catch {
      // Not a roll this world knows (its class unregistered): nothing to read.
    }
  }
  return out;
}
