/**
 * Gods & Monsters' use of the dice room's roll-under family (module/dice/API.md): `rollUnder` for
 * every ability, reaction, attack and death roll, and `bonusRollUnderMessage` to flip a roll after a
 * mojo bid.
 */
import { bonusRollUnderMessage, rollUnder } from "../../../dice/index.js";
import type { RollUnderRequest } from "../../../dice/index.js";
import type { RollUnderEvaluation } from "../../../dice/rules/roll-under-evaluate.js";

export type GmRollUnderRequest = RollUnderRequest;

export interface GmRollUnderOutcome {
  roll: Roll;
  evaluation: RollUnderEvaluation;
  message?: ChatMessage.Implementation | null;
  /** The ruleset's options as the player left them in the dice dialog (with an extension). */
  options?: unknown;
}

/** A d20 roll at or under `target + modifier`; null when the dialog was closed or the input refused. */
export async function gmRollUnder(request: GmRollUnderRequest): Promise<GmRollUnderOutcome | null> {
  const outcome = await rollUnder(request);
  if (!outcome) return null;
  return {
    roll: outcome.roll as unknown as Roll,
    evaluation: outcome.evaluation,
    message: outcome.message ?? null,
    ...("options" in outcome ? { options: outcome.options } : {}),
  };
}

/** Re-evaluates the roll on `message` with a post-roll bonus (a mojo bid) and re-renders its card. */
export async function gmBonusRollUnderMessage(message: ChatMessage.Implementation, bonus: number): Promise<RollUnderEvaluation | null> {
  return bonusRollUnderMessage(message, bonus);
}
