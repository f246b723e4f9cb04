/**
 * Who sees a chat message, in both generations. v13 calls it the roll mode: the client setting `core.rollMode` with
 * `CONST.DICE_ROLL_MODES` values (publicroll, gmroll, blindroll, selfroll) applied by `ChatMessage.applyRollMode`
 * (https://foundryvtt.com/api/v13/classes/foundry.documents.ChatMessage.html#applyrollmode). v14 replaces it with
 * message visibility modes: the setting `core.messageMode` and `CONFIG.ChatMessage.modes` keyed public, gm, blind,
 * self and ic (https://foundryvtt.com/api/v14/variables/CONFIG.ChatMessage.html "Supported chat message visibility
 * modes"), which dnd5e 5.3 (verified on 14) reads the same way and hands to `ChatMessage.applyRollMode`
 * (dnd5e module/dice/basic-roll.mjs `getMessageMode`). Anthology's dialogs and cards keep one set of ids, the v13 names;
 * this file translates at the edge. In-character ("ic", v14 only) counts as public for a roll, as dnd5e does.
 */
import { foundryGeneration } from "./generation.js";

/** Anthology's message modes (v13's names), the ones its roll dialogs offer. */
export const MESSAGE_MODES = ["publicroll", "gmroll", "blindroll", "selfroll"] as const;
export type MessageMode = (typeof MESSAGE_MODES)[number];

const V14_NAME: Record<MessageMode, string> = { publicroll: "public", gmroll: "gm", blindroll: "blind", selfroll: "self" };
const FROM_V14: Record<string, MessageMode> = { public: "publicroll", ic: "publicroll", gm: "gmroll", blind: "blindroll", self: "selfroll" };

export function isMessageMode(value: unknown): value is MessageMode {
  return typeof value === "string" && (MESSAGE_MODES as readonly string[]).includes(value);
}

/** A stored or typed mode of either generation as Anthology's id; null when it is neither. */
export function messageModeOf(value: unknown): MessageMode | null {
  if (isMessageMode(value)) return value;
  return typeof value === "string" ? (FROM_V14[value] ?? null) : null;
}

/** The user's current choice in the chat controls; public when the setting is missing or unreadable. */
export function currentMessageMode(): MessageMode {
  const key = foundryGeneration() >= 14 ? "messageMode" : "rollMode";
  try {
    return messageModeOf(game.settings!.get("core", key as never)) ?? "publicroll";
  } catch {
    // Not registered (a client before `init` finished): public, as Foundry's own default is.
    return "publicroll";
  }
}

/**
 * Sets the whisper and blind fields of new message data for a mode, through the generation's own ChatMessage API,
 * and returns the data. `mode` may be Anthology's id or either generation's name.
 */
export function applyMessageMode<T extends object>(data: T, mode: unknown): T {
  const id = messageModeOf(mode) ?? currentMessageMode();
  const name = foundryGeneration() >= 14 ? V14_NAME[id] : id;
  ChatMessage.applyRollMode(data as never, name as never);
  return data;
}
