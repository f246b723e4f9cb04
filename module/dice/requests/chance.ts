import { MESSAGE_MODES, isMessageMode, type MessageMode } from "../../core/compat/message-mode.js";

/** How an exact probability is shown: a percentage with one decimal, never rounding a possible outcome to 0 or 100. */
export function formatChance(p: number): string {
  if (!Number.isFinite(p) || p <= 0) return "0%";
  if (p >= 1) return "100%";
  if (p < 0.001) return "<0.1%";
  if (p > 0.999) return ">99.9%";
  return `${(p * 100).toFixed(1)}%`;
}

/** Parse a form value as a number: "" and non-numbers become NaN (refused by the validators). */
export function parseNumber(raw: unknown): number {
  if (typeof raw === "number") return raw;
  if (typeof raw !== "string" || raw.trim() === "") return Number.NaN;
  return Number(raw);
}

/** The roll modes offered in the dialogs: Anthology's message modes (v13's names; the compatibility layer maps v14's). */
export const ROLL_MODES = MESSAGE_MODES;
export type RollModeId = MessageMode;

export function isRollMode(value: unknown): value is RollModeId {
  return isMessageMode(value);
}
