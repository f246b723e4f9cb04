import { currentMessageMode, type MessageMode } from "../../../core/compat/message-mode.js";

/** The user's current chat message mode (v13 core.rollMode, v14 core.messageMode), as the dialogs' roll mode ids. */
export function rkUserRollMode(): MessageMode {
  return currentMessageMode();
}
