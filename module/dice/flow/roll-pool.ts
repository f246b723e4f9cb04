/**
 * `rollPool` (Warden's Magic Dice): dialog (unless skipped), a pool of d6 in groups summed, its card. A ruleset whose
 * roll settles a whole outcome (the Warden cast: Fatigue, a Mishap, mana dust spent) gives `settle`: after the roll it
 * decides every change from the faces and posts its own card through the family, where its writes land
 * (CONTRIBUTING "Whole outcomes"), so a write that fails leaves no card.
 */
import type { ChatCardData } from "../../core/chat/card-data.js";
import { PoolRollDialog } from "../dialogs/pool-dialog.js";
import { validatePoolInput, type PoolEvaluation } from "../rules/pool.js";
import type { PoolSettings } from "../requests/pool-settings.js";
import type { AnyRollExtension } from "../requests/roll-extension.js";
import { PoolRoll } from "../rolls/pool-roll.js";
import { DICE_TEMPLATES } from "../rolls/templates.js";
import { buildRoll, type RollFamily } from "./pipeline.js";
import { postRollCard, requestRollMode, type RollOutcome, type RollRequestCommon } from "./request.js";

/** A ruleset's card for the evaluated pool: its template and context, and the rolls made after the pool (attached after it). */
export interface PoolCard {
  template: string;
  context: Record<string, unknown>;
  rolls?: unknown[];
}

/** Posts the ruleset's card with the pool's roll first, the roll mode, speaker, card data and flags of the request. */
export type PoolCardPoster = (card: PoolCard) => Promise<ChatMessage.Implementation | undefined>;

export interface PoolRequest extends RollRequestCommon {
  /** Dice per group, in formula order. */
  groups: number[];
  /** The pool fails when this many dice show one face (Warden: 3); null or absent: it cannot fail. */
  failAt?: number | null;
  /** The ruleset's own fields and rules (the Warden cast): its options give the groups. */
  extension?: AnyRollExtension<PoolSettings> | null;
  /**
   * The ruleset's outcome of the evaluated pool: reads the faces, rolls what follows, writes its whole outcome and
   * posts its card with `post` as that outcome's card. Resolves false when its writes failed (no card). Without it the
   * family posts its own card.
   */
  settle?: ((roll: PoolRoll, post: PoolCardPoster) => Promise<boolean>) | null;
}

export function poolSettingsOf(request: PoolRequest): PoolSettings {
  return { groups: [...request.groups], failAt: request.failAt ?? null };
}

type Settle = NonNullable<PoolRequest["settle"]>;

/** The pool family in the pipeline: its dialog, limits, Roll and card (the ruleset's through `settle`, else its own). */
export function poolFamily(settle: Settle | null): RollFamily<PoolSettings, PoolRoll, { settled: boolean }> {
  return {
    prompt: (request) => PoolRollDialog.prompt(request),
    validate: validatePoolInput,
    build: (settings, meta) => PoolRoll.fromSettings(settings, meta),
    post: async (roll, config, message) => {
      const common = { actor: config.actor, rollMode: message.rollMode, card: message.card, flags: message.flags, privateRoll: message.privateRoll };
      if (!settle)
        return { message: await postRollCard({ template: DICE_TEMPLATES.poolCard, context: roll.cardContext(), rolls: [roll], ...common }), settled: true };
      let posted: ChatMessage.Implementation | undefined;
      const settled = await settle(roll, async (card) => {
        posted = await postRollCard({ template: card.template, context: card.context, rolls: [roll, ...(card.rolls ?? [])], ...common });
        return posted;
      });
      return { message: settled ? posted : undefined, settled };
    },
  };
}

/** The pool's outcome: `settled` false when the ruleset's writes failed (nothing posted). */
export type PoolOutcome = RollOutcome<PoolRoll, PoolEvaluation> & { settled: boolean; options?: unknown };

/** A pool of d6 through the pipeline: ask (unless `skipDialog`), roll, post (or settle). Null when cancelled or refused. */
export async function rollPool(request: PoolRequest): Promise<PoolOutcome | null> {
  const card: ChatCardData | undefined = request.card;
  const built = await buildRoll(
    poolFamily(request.settle ?? null),
    {
      family: "pool",
      label: request.label,
      flavor: request.flavor,
      why: request.why,
      actor: request.actor,
      settings: poolSettingsOf(request),
      extension: request.extension ?? null,
    },
    { configure: !request.skipDialog },
    { rollMode: requestRollMode(request.rollMode), card, flags: request.flags, ...(request.privateRoll ? { privateRoll: true } : {}) },
  );
  if (!built) return null;
  const { roll, config, posted } = built;
  const evaluation = roll.evaluation;
  if (!evaluation) return null;
  return { roll, evaluation, message: posted.message, settled: posted.settled, ...(config.extension ? { options: config.options } : {}) };
}
