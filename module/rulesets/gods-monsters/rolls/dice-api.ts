/**
 * Gods & Monsters' view of the dice room's roll-under family (module/dice/API.md): `rollUnder` for
 * every ability, reaction, attack and death roll, and `bonusRollUnderMessage` to flip a roll after a
 * mojo bid. Request and result as that page documents them.
 */
import * as dice from "../../../dice/index.js";
import type { RollUnderEvaluation } from "../../../dice/odds/roll-under-evaluate.js";

export interface GmRollUnderRequest {
  actor?: Actor.Implementation | null;
  label: string;
  flavor?: string;
  target: number;
  modifier?: number;
  favour?: number;
  skipDialog?: boolean;
  rollMode?: string;
  flags?: Record<string, unknown>;
}

export interface GmRollUnderOutcome {
  roll: Roll;
  evaluation: RollUnderEvaluation;
  message?: ChatMessage.Implementation | null;
}

type RollUnder = (request: GmRollUnderRequest) => Promise<GmRollUnderOutcome | null>;
type BonusMessage = (message: ChatMessage.Implementation, bonus: number) => Promise<unknown>;

function diceFn<T>(name: string): T | null {
  const fn = (dice as unknown as Record<string, unknown>)[name];
  if (typeof fn !== "function") {
    ui.notifications?.error(game.i18n!.localize("ANTHOLOGY.GM.Warn.DiceUnavailable"));
    return null;
  }
  return fn as T;
}

/** A d20 roll at or under `target + modifier`; null when the dialog was closed or the input refused. */
export async function gmRollUnder(request: GmRollUnderRequest): Promise<GmRollUnderOutcome | null> {
  const fn = diceFn<RollUnder>("rollUnder");
  return fn ? fn(request) : null;
}

/** Re-evaluates the roll on `message` with a post-roll bonus (a mojo bid) and re-renders its card. */
export async function gmBonusRollUnderMessage(message: ChatMessage.Implementation, bonus: number): Promise<unknown> {
  const fn = diceFn<BonusMessage>("bonusRollUnderMessage");
  return fn ? fn(message, bonus) : null;
}
