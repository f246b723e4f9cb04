/**
 * The Gods & Monsters token bars the data models derive (core/documents/token-bars.ts): `injuryBar`, the injuries
 * against the injury threshold (current survival + verve for a character, current survival for a creature), edits
 * the stored `injuries`. Injuries may pass the threshold (004 "A time to die": the risk of dying comes when they
 * exceed it), so an edit is held only to the field's own range, as the sheet's injuries bar is.
 */
import type { TokenBarEdit } from "../../../core/documents/token-bars.js";
import { GM_POOL_MAX } from "./limits.js";

export const GM_INJURY_BAR = "injuryBar";

export function gmInjuryBarEdit(attribute: string): TokenBarEdit | null {
  return attribute === GM_INJURY_BAR ? { path: "injuries", limit: GM_POOL_MAX, label: "ANTHOLOGY.GM.Sheet.Injuries" } : null;
}
