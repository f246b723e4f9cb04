/**
 * The Warden's entry to the dice room's `rollAdvantage` (module/dice/API.md): every Warden check (actions,
 * saves, critical damage, morale, retreat) goes through here.
 */
import { rollAdvantage, type AdvantageRequest, type AdvantageRoll, type AdvantageRollEvaluation } from "../../../dice/index.js";

export type WardenAdvantageRequest = AdvantageRequest;

export interface WardenAdvantageOutcome {
  roll: AdvantageRoll;
  evaluation: AdvantageRollEvaluation;
  message?: ChatMessage.Implementation;
  /** The Warden's own dialog fields as the player left them (with an extension). */
  options?: unknown;
}

/** Rolls a Warden check; null when the dialog was closed or the input refused (the dice room says why). */
export async function rollWardenAdvantage(request: WardenAdvantageRequest): Promise<WardenAdvantageOutcome | null> {
  return rollAdvantage(request);
}
