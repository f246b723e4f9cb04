/**
 * The dice room's `rollUnder` (module/dice/API.md), as Shadow calls it: a d20 against the attribute plus
 * its modifier, favour ±1 for two chances, with the dice room's dialog (exact odds) and chat card.
 * Looked up at call time so this room builds whether or not the dice room's Foundry side has landed.
 */
import * as dice from "../../../dice/index.js";
import type { RollUnderEvaluation } from "../../../dice/odds/index.js";
import { localize } from "./actor-view.js";

export interface ShadowRollUnderRequest {
  actor?: Actor.Implementation | null;
  label: string;
  target: number;
  modifier: number;
  favour: number;
  skipDialog?: boolean;
  flavor?: string;
  flags?: Record<string, unknown>;
  rollMode?: string;
}

export interface ShadowRollUnderResult {
  roll: Roll;
  evaluation: RollUnderEvaluation;
  message?: ChatMessage.Implementation | null;
}

type RollUnderFn = (request: ShadowRollUnderRequest) => Promise<ShadowRollUnderResult | null>;

export function diceRollUnder(): RollUnderFn | null {
  const fn = (dice as Record<string, unknown>).rollUnder;
  return typeof fn === "function" ? (fn as RollUnderFn) : null;
}

/** Rolls a Shadow success test through the dice room; null when closed, refused or unavailable. */
export async function shadowRollUnder(request: ShadowRollUnderRequest): Promise<ShadowRollUnderResult | null> {
  const rollUnder = diceRollUnder();
  if (!rollUnder) {
    ui.notifications?.error(localize("ANTHOLOGY.Shadow.Warn.NoDice"));
    return null;
  }
  return rollUnder(request);
}
