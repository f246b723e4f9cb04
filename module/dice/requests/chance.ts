import { MESSAGE_MODES, isMessageMode, type MessageMode } from "../../core/compat/message-mode.js";

export { formatChance, parseNumber } from "../../core/rules/chance.js";

/** The roll modes offered in the dialogs: Anthology's message modes (v13's names; the compatibility layer maps v14's). */
export const ROLL_MODES = MESSAGE_MODES;
export type RollModeId = MessageMode;

export function isRollMode(value: unknown): value is RollModeId {
  return isMessageMode(value);
}
