/**
 * The Warden's view of the dice room's `rollAdvantage` (module/dice/API.md): request and result as that page
 * documents them.
 */
import * as dice from "../../../dice/index.js";

export interface WardenAdvantageRequest {
  actor?: Actor.Implementation | null;
  label: string;
  flavor?: string;
  modifier: number;
  advantage?: number;
  objects?: { label: string; faces: number; advantage?: number }[];
  dc?: number | null;
  dcSecret?: boolean;
  role?: "initiator" | "target";
  opposed?: { label: string; total?: number | null } | null;
  skipDialog?: boolean;
  rollMode?: string;
  flags?: Record<string, unknown>;
}

export interface WardenAdvantageOutcome {
  roll: Roll;
  evaluation: {
    base: { kept: number; dropped: number[] };
    objects: { faces: number; kept: number; dropped: number[] }[];
    modifier: number;
    total: number;
    natural1: boolean;
    natural20: boolean;
    success: boolean | null;
  };
  message?: ChatMessage.Implementation | null;
}

type RollAdvantage = (request: WardenAdvantageRequest) => Promise<WardenAdvantageOutcome | null>;

/** Rolls a Warden check through the dice room; null when the dialog was closed or the input refused. */
export async function rollWardenAdvantage(request: WardenAdvantageRequest): Promise<WardenAdvantageOutcome | null> {
  const fn = (dice as unknown as { rollAdvantage?: RollAdvantage }).rollAdvantage;
  if (typeof fn !== "function") {
    ui.notifications?.error(game.i18n!.localize("ANTHOLOGY.Warden.Warn.DiceUnavailable"));
    return null;
  }
  return fn(request);
}
