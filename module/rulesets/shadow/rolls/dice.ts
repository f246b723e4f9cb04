/**
 * The dice room's `rollUnder` (module/dice/API.md), as Shadow calls it: a d20 against the attribute plus
 * its modifier, favour ±1 for two chances, with the dice room's dialog (exact odds) and chat card.
 */
import { rollUnder } from "../../../dice/index.js";
import type { RollUnderEvaluation } from "../../../dice/rules/index.js";
import type { RollUnderRoll } from "../../../dice/rolls/roll-under-roll.js";
import type { AnyRollExtension, RollUnderSettings } from "../../../dice/index.js";
import type { WhyTerm } from "../../../dice/cards/why.js";
import type { ChatCardData } from "../../../core/chat/card-data.js";

export interface ShadowRollUnderRequest {
  actor?: Actor.Implementation | null;
  label: string;
  /** The attribute (or Defense) value. */
  target: number;
  /** 10 − the opposing value, Advantage, difficulty: what makes the attribute the test's target. */
  modifier: number;
  /** +1 two chances keeping the better, −1 keeping the worse. */
  favour: number;
  skipDialog?: boolean;
  flavor?: string;
  /** The card's data for its buttons (`shadowCard(...)`, data/card.ts). */
  card?: ChatCardData;
  /** Core's markers under flags.anthology (a GM roll request's), never Shadow's card data. */
  flags?: Record<string, unknown>;
  rollMode?: string;
  /** The pure rules' terms for the card's "Why this result" (`shadowTestWhy`). */
  why?: WhyTerm[];
  /** The dialog's headline for these numbers ("Accurate 13 − 2 = 11"). */
  headline?: ((settings: RollUnderSettings) => string) | null;
  /** Shadow's own fields of the dice dialog (an unopposed test's difficulty, Advantage, two chances). */
  extension?: AnyRollExtension<RollUnderSettings> | null;
  /** A GM roll request with a hidden difficulty: `modifier` holds only the known part; the card gives no verdict. */
  hidden?: boolean;
}

export interface ShadowRollUnderResult {
  /** The dice room's roll-under Roll (module/dice/rolls/roll-under-roll.ts). */
  roll: RollUnderRoll;
  evaluation: RollUnderEvaluation;
  message?: ChatMessage.Implementation | null;
  /** What the player left in the extension's fields (with an extension only). */
  options?: unknown;
}

/** Rolls a Shadow success test through the dice room; null when the dialog was closed or the input refused. */
export async function shadowRollUnder(request: ShadowRollUnderRequest): Promise<ShadowRollUnderResult | null> {
  const outcome = await rollUnder(request);
  return outcome
    ? { roll: outcome.roll, evaluation: outcome.evaluation, message: outcome.message ?? null, ...("options" in outcome ? { options: outcome.options } : {}) }
    : null;
}
