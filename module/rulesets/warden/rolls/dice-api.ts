/**
 * The Warden's entry to the dice room's `rollAdvantage` (module/dice/API.md): every Warden check (actions,
 * saves, critical damage, morale, retreat) goes through here.
 */
import { AdvantageRoll, advantageFormula, rollAdvantage, type AdvantageRequest, type AdvantageRollEvaluation } from "../../../dice/index.js";

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

/**
 * The TR of a save message whose first roll is the dice room's advantage roll of d20 + `modifier` (no object dice),
 * with the given net advantage or, when `advantage` is null, any the dice dialog allows; null for anything else (a
 * message carrying a constant `Roll("40")`, another modifier, an initiator's roll). The total is the roll's own
 * evaluation of its faces.
 */
export function wardenSaveTotal(message: object, expected: { modifier: number; advantage: number | null }): number | null {
  const rolls: unknown = "rolls" in message ? message.rolls : null;
  const roll: unknown = Array.isArray(rolls) ? rolls[0] : null;
  if (!(roll instanceof AdvantageRoll)) return null;
  const s = roll.settings;
  if (s.role !== "target" || s.objects.length !== 0 || s.modifier !== expected.modifier) return null;
  if (expected.advantage !== null && s.advantage !== expected.advantage) return null;
  if (roll.formula !== advantageFormula({ modifier: expected.modifier, advantage: s.advantage, objects: [] })) return null;
  const total = roll.evaluation?.total;
  return typeof total === "number" && Number.isFinite(total) ? total : null;
}
