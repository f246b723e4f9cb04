/** `rollUnder` and `bonusRollUnderMessage`: dialog (unless skipped), `1d20`/`2d20kl`/`2d20kh`, chat card, post-roll bonus. */
import type { RollUnderEvaluation } from "../rules/roll-under-evaluate.js";
import { RollUnderDialog } from "../dialogs/roll-under-dialog.js";
import { validateRollUnderInput } from "../rules/limits.js";
import type { RollUnderSettings } from "../requests/roll-under-settings.js";
import { RollUnderRoll } from "../rolls/roll-under-roll.js";
import type { AnyRollExtension } from "../requests/roll-extension.js";
import { DICE_TEMPLATES } from "../rolls/templates.js";
import { buildRoll, type RollFamily } from "./pipeline.js";
import { postFamilyCard, refuse, requestRollMode, type RollOutcome, type RollRequestCommon } from "./request.js";

export interface RollUnderRequest extends RollRequestCommon {
  /** The ability/reaction/attribute value. */
  target: number;
  /** Situational bonus (+) or penalty (−); editable in the dialog. */
  modifier?: number;
  /** n > 0 keeps the lowest of 1+n d20, n < 0 the highest. */
  favour?: number;
  /** The ruleset's own fields and rules (G&M check options): they set target, modifier and favour. */
  extension?: AnyRollExtension<RollUnderSettings> | null;
  /** The ruleset's headline for these numbers, localized (Shadow: "Accurate 13 − 2 = 11"); default "Roll 11 or less". */
  headline?: ((settings: RollUnderSettings) => string) | null;
  /**
   * Part of the number is a difficulty only the GM holds (a hidden GM roll request): `target` and `modifier` are the
   * part the roller knows, the card shows no verdict (`RollUnderSettings.hidden`) and no dialog opens (its headline
   * and chance would be the known part's). The outcome's evaluation is against the known part only: the GM's
   * client settles the die (module/core/requests/answer.ts).
   */
  hidden?: boolean;
}

export function rollUnderSettingsOf(request: RollUnderRequest): RollUnderSettings {
  return { target: request.target, modifier: request.modifier ?? 0, favour: request.favour ?? 0, bonus: 0, hidden: request.hidden === true };
}

function validate(s: RollUnderSettings) {
  return validateRollUnderInput({ target: s.target, favour: s.favour, bonus: s.bonus }) ?? validateRollUnderInput({ target: s.modifier });
}

/** The roll-under family in the pipeline: its dialog, limits, Roll and card. */
export const ROLL_UNDER_FAMILY: RollFamily<RollUnderSettings, RollUnderRoll, object> = {
  prompt: (request) => RollUnderDialog.prompt(request),
  validate,
  build: (settings, meta) => RollUnderRoll.fromSettings(settings, meta),
  shift: (requested, rolled) => rolled.target + rolled.modifier - (requested.target + requested.modifier),
  post: async (roll, config, message) => ({
    message: await postFamilyCard(DICE_TEMPLATES.rollUnderCard, roll, config.actor, message),
  }),
};

/**
 * A hidden request's roll: whatever an extension's numbers, a hook or a dialog made of the settings, the Roll keeps
 * the flag in its options (as the keep and Warden families keep `hidden`), so its card and every re-render stay hidden.
 */
const HIDDEN_ROLL_UNDER_FAMILY: typeof ROLL_UNDER_FAMILY = {
  ...ROLL_UNDER_FAMILY,
  build: (settings, meta) => RollUnderRoll.fromSettings({ ...settings, hidden: true }, meta),
};

/**
 * Roll under through the pipeline: ask (unless `skipDialog`), roll, post the card. Null when closed, cancelled by
 * a hook or refused. With an extension, `options` is what the player left in the ruleset's fields.
 */
export async function rollUnder(request: RollUnderRequest): Promise<(RollOutcome<RollUnderRoll, RollUnderEvaluation> & { options?: unknown }) | null> {
  const hidden = request.hidden === true;
  const built = await buildRoll(
    hidden ? HIDDEN_ROLL_UNDER_FAMILY : ROLL_UNDER_FAMILY,
    {
      family: "rollUnder",
      label: request.label,
      flavor: request.flavor,
      why: request.why,
      actor: request.actor,
      settings: rollUnderSettingsOf(request),
      extension: request.extension,
      headline: request.headline ?? null,
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

/**
 * Add a bonus after the roll (a Gods & Monsters mojo bid) to the roll-under roll on `message`: re-evaluates
 * success and re-renders the card (a hidden request's card stays hidden: the flag is in the roll's options). Only a GM or the message's author may; others are refused with a message.
 * Returns the new evaluation, or null when refused or the message holds no roll-under roll.
 */
export async function bonusRollUnderMessage(message: ChatMessage.Implementation, bonus: number): Promise<RollUnderEvaluation | null> {
  // RollUnderRoll extends the dice room's Roll shape (module/dice/rolls/roll-shape.ts), not fvtt-types' Roll.
  const rolls: unknown[] = message.rolls;
  const roll = rolls.find((r): r is RollUnderRoll => r instanceof RollUnderRoll);
  if (!roll) return refuse("ANTHOLOGY.Dice.Error.noRollUnder");
  if (!game.user?.isGM && !message.isAuthor) return refuse("ANTHOLOGY.Dice.Error.notAuthor");
  const error = validateRollUnderInput({ target: 0, bonus });
  if (error) return refuse(error);
  roll.setBonus(bonus);
  const content = await roll.render();
  await message.update({ content, rolls: rolls.map((r) => JSON.stringify(r)) });
  return roll.evaluation;
}
