/** `rollKeep` and `rollKeepOpposed`: dialog (unless skipped), roll with Foundry's dice, chat card. */
import { keepOpposedCardContext } from "../cards/keep-opposed-card.js";
import type { KeepRollEvaluation } from "../cards/keep-card.js";
import { KeepRollDialog } from "../dialogs/keep-dialog.js";
import { validateKeepInput } from "../rules/limits.js";
import type { KeepSettings } from "../requests/keep-settings.js";
import type { AnyRollExtension } from "../requests/roll-extension.js";
import { KeepRoll } from "../rolls/keep-roll.js";
import { DICE_TEMPLATES } from "../rolls/templates.js";
import { buildRoll, type RollFamily } from "./pipeline.js";
import { postFamilyCard, postRollCard, refuse, requestRollMode, type RollOutcome, type RollRequestCommon } from "./request.js";

export interface KeepRequest extends RollRequestCommon {
  roll: number;
  keep: number;
  difficulty: number;
  /** Successes needed (complex actions); default 1. */
  needed?: number;
  /** Extended action: successes of earlier rounds and the total needed. */
  extended?: { previous: number[]; needed: number } | null;
  /** The ruleset's own fields and rules (an R&K action's attribute and specialities): they set the pool. */
  extension?: AnyRollExtension<KeepSettings> | null;
  /**
   * The difficulty is one only the GM holds (a hidden GM roll request): `difficulty` is a placeholder the limits
   * check, never stored; the roll counts no successes, its card gives no verdict (`KeepSettings.hidden`) and no
   * dialog opens (its live line and chance would be the placeholder's). The outcome's evaluation is against the
   * placeholder and says nothing: the GM's client counts the kept dice (module/core/requests/answer.ts).
   */
  hidden?: boolean;
}

export function keepSettingsOf(request: KeepRequest): KeepSettings {
  return {
    roll: request.roll,
    keep: request.keep,
    difficulty: request.difficulty,
    needed: request.needed ?? 1,
    extended: request.extended ? { previous: [...request.extended.previous], needed: request.extended.needed } : null,
    ...(request.hidden === true ? { hidden: true } : {}),
  };
}

/** The keep family in the pipeline: its dialog, limits, Roll and card. */
export const KEEP_FAMILY: RollFamily<KeepSettings, KeepRoll, object> = {
  prompt: (request) => KeepRollDialog.prompt(request),
  validate: validateKeepInput,
  build: (settings, meta) => KeepRoll.fromSettings(settings, meta),
  shift: (requested, rolled) => (requested.roll === rolled.roll && requested.keep === rolled.keep ? 0 : null),
  post: async (roll, config, message) => ({
    message: await postFamilyCard(DICE_TEMPLATES.keepCard, roll, config.actor, message),
  }),
};

/**
 * A hidden difficulty's roll: whatever an extension, a hook or a dialog made of the settings, the Roll keeps the
 * flag in its options (as the roll-under and Warden families keep `hidden`), so its card and every re-render stay
 * hidden.
 */
const HIDDEN_KEEP_FAMILY: typeof KEEP_FAMILY = {
  ...KEEP_FAMILY,
  build: (settings, meta) => KeepRoll.fromSettings({ ...settings, hidden: true }, meta),
};

/**
 * Roll & Keep through the pipeline: ask (unless `skipDialog`), roll `Nd10khKcs>=D`, post the card. Null when closed,
 * cancelled or refused. With an extension, `options` is what the player left in the ruleset's fields.
 */
export async function rollKeep(request: KeepRequest): Promise<(RollOutcome<KeepRoll, KeepRollEvaluation> & { options?: unknown }) | null> {
  const hidden = request.hidden === true;
  const built = await buildRoll(
    hidden ? HIDDEN_KEEP_FAMILY : KEEP_FAMILY,
    {
      family: "keep",
      label: request.label,
      flavor: request.flavor,
      why: request.why,
      actor: request.actor,
      settings: keepSettingsOf(request),
      extension: request.extension ?? null,
    },
    { configure: !request.skipDialog && !hidden },
    { rollMode: requestRollMode(request.rollMode), card: request.card, flags: request.flags, ...(request.privateRoll ? { privateRoll: true } : {}) },
  );
  if (!built) return null;
  return {
    roll: built.roll,
    evaluation: built.roll.evaluation!,
    message: built.posted.message,
    ...(built.config.extension ? { options: built.config.options } : {}),
  };
}

export interface KeepOpposedSide {
  actor?: Actor.Implementation | null;
  /** What this side rolls (plain text). */
  label: string;
  roll: number;
  keep: number;
}

/**
 * Directly opposed action: both pools roll against the GM's difficulty, successes cancel, the side with
 * successes left wins. One card with both pools; no dialog.
 */
export async function rollKeepOpposed(request: {
  label: string;
  flavor?: string;
  difficulty: number;
  actor: KeepOpposedSide;
  opponent: KeepOpposedSide;
  rollMode?: string;
  flags?: Record<string, unknown>;
}): Promise<{
  rolls: [KeepRoll, KeepRoll];
  evaluation: ReturnType<typeof keepOpposedCardContext>["result"];
  message: ChatMessage.Implementation | undefined;
} | null> {
  const sides = [request.actor, request.opponent];
  for (const side of sides) {
    const error = validateKeepInput({ roll: side.roll, keep: side.keep, difficulty: request.difficulty });
    if (error) return refuse(error);
  }
  const rolls = sides.map((side) =>
    KeepRoll.fromSettings({ roll: side.roll, keep: side.keep, difficulty: request.difficulty, needed: 1, extended: null }, { label: side.label }),
  ) as [KeepRoll, KeepRoll];
  for (const roll of rolls) await roll.evaluate();
  const nameOf = (side: KeepOpposedSide) => side.actor?.name ?? side.label;
  const context = keepOpposedCardContext({
    label: request.label,
    flavor: request.flavor,
    difficulty: request.difficulty,
    actor: { name: nameOf(request.actor), label: request.actor.label, roll: request.actor.roll, keep: request.actor.keep, faces: rolls[0].faces },
    opponent: {
      name: nameOf(request.opponent),
      label: request.opponent.label,
      roll: request.opponent.roll,
      keep: request.opponent.keep,
      faces: rolls[1].faces,
    },
  });
  const message = await postRollCard({
    template: DICE_TEMPLATES.keepOpposedCard,
    context: { ...context },
    rolls,
    actor: request.actor.actor,
    rollMode: requestRollMode(request.rollMode),
    flags: request.flags,
  });
  return { rolls, evaluation: context.result, message };
}
