/**
 * The one roll pipeline of the dice room: configure → evaluate → post, in the spirit of dnd5e's
 * `BasicRoll.build(config, dialog, message)` (module/dice/basic-roll.mjs). Every family's `roll…` function runs
 * through `buildRoll`; a ruleset describes its roll (`config`), the dice room owns the dialog, validation (once,
 * here), the Roll, the card and the roll mode.
 *
 * Hooks (v13 https://foundryvtt.com/api/v13/classes/foundry.helpers.Hooks.html: `Hooks.call` stops at the first
 * listener returning false and returns false; `Hooks.callAll` runs every listener):
 * - `anthology.preConfigureRoll(config, dialog, message)`, `Hooks.call`: before the dialog; adjust the request
 *   (config.settings, config.label, dialog.configure, message.rollMode) or return false to cancel. A roll with a
 *   ruleset extension takes its numbers from `config.options`: replace that object to change them.
 * - `anthology.preRoll(config, message)`, `Hooks.call`: after the dialog, before validation and the Roll; adjust
 *   config.settings or return false to cancel.
 * - `anthology.roll(roll, config)`, `Hooks.callAll`: the evaluated Roll, before its card.
 * - `anthology.postRollCard(message, roll, config)`, `Hooks.callAll`: after the card is posted (not when no card was: a
 *   ruleset's whole outcome settled with the roll whose writes failed, flow/roll-pool.ts `settle`).
 */
import type { ChatCardData } from "../../core/chat/card-data.js";
import type { DiceInputError } from "../rules/limits.js";
import type { RollModeId } from "../requests/chance.js";
import type { AnyRollExtension } from "../requests/roll-extension.js";
import { whyAfterDialog, type WhyTerm } from "../cards/why.js";
import type { DialogAnswer, DiceDialogOptions } from "../dialogs/dice-dialog.js";
import { refuse } from "./request.js";
import { callAllHooks, callHook } from "../../core/foundry/hooks.js";

export type RollFamilyId = "rollUnder" | "keep" | "advantage" | "pool";

/** What is rolled: the family's numbers, the ruleset's extension, and what the card says. */
export interface RollConfig<S> {
  family: RollFamilyId;
  label: string;
  flavor?: string;
  actor?: Actor.Implementation | null;
  settings: S;
  extension?: AnyRollExtension<S> | null;
  /** The extension's options after the dialog (its preset options when the dialog is skipped). */
  options?: unknown;
  /** The ruleset's headline for the family's own inputs (localized), instead of the family's. */
  headline?: ((settings: S) => string) | null;
  /** The pure rules' terms for the card's "Why this result" (cards/why.ts). */
  why?: WhyTerm[];
}

/** Whether the dialog opens (false: roll at once with the given values; the skip-dialog keybinding). */
export interface RollDialogConfig {
  configure: boolean;
}

/** How the card is posted. */
export interface RollMessageConfig {
  rollMode: RollModeId;
  card?: ChatCardData;
  flags?: Record<string, unknown>;
  /** The roll's own numbers are secret (a GM's creature): under a mode that whispers, no roll message (request.ts `postRollCard`). */
  privateRoll?: boolean;
}

/** A family: its dialog, its limits, its Roll and its card. */
export interface RollFamily<S, R extends { evaluate(): Promise<unknown> }, P> {
  prompt(request: DiceDialogOptions<S>): Promise<DialogAnswer<S> | null>;
  validate(settings: S): DiceInputError;
  build(settings: S, meta: { label: string; flavor?: string; why?: WhyTerm[] }): R;
  /**
   * How far the dialog moved the number the ruleset's "why" terms add up to (0: not at all), or null when the terms
   * no longer describe the roll (a keep pool resized): the card then shows the family's own terms.
   */
  shift?(requested: S, rolled: S): number | null;
  /** Post the evaluated roll's card(s); returns the message and what else the family posts. */
  post(roll: R, config: RollConfig<S>, message: RollMessageConfig): Promise<{ message: ChatMessage.Implementation | undefined } & P>;
}

export interface BuiltRoll<S, R, P> {
  roll: R;
  config: RollConfig<S>;
  posted: { message: ChatMessage.Implementation | undefined } & P;
}

/** Configure (hook, dialog, hook), validate once, evaluate (hook), post (hook). Null when cancelled or refused. */
export async function buildRoll<S, R extends { evaluate(): Promise<unknown> }, P>(
  family: RollFamily<S, R, P>,
  config: RollConfig<S>,
  dialog: RollDialogConfig,
  message: RollMessageConfig,
): Promise<BuiltRoll<S, R, P> | null> {
  if (config.extension) {
    config.options ??= config.extension.options;
    config.settings = config.extension.apply(config.options);
  }
  const options = config.options;
  if (callHook("anthology.preConfigureRoll", config, dialog, message) === false) return null;
  // A ruleset's roll takes its numbers from its options: a hook that replaced them gets their numbers.
  if (config.extension && config.options !== options) config.settings = config.extension.apply(config.options);
  const requested = config.settings;
  if (dialog.configure) {
    const extension = config.extension ? { extension: { ...config.extension, options: config.options } } : {};
    if (config.headline) Object.assign(extension, { headline: config.headline });
    const answer = await family.prompt({ label: config.label, settings: config.settings, rollMode: message.rollMode, ...extension });
    if (!answer) return null;
    config.settings = answer.settings;
    if (config.extension) config.options = answer.options;
    message.rollMode = answer.rollMode;
  }
  const card = config.extension?.card?.(config.options);
  if (card?.label !== undefined) config.label = card.label;
  if (card?.flavor !== undefined) config.flavor = card.flavor;
  if (card?.why) config.why = card.why;
  else if (config.why?.length) config.why = whyAfterDialog(config.why, family.shift?.(requested, config.settings) ?? 0);
  // The extension's card data joins what the request gave for the same card type (its kinds side by side).
  if (card?.data)
    message.card = message.card?.type === card.data.type ? { type: card.data.type, system: { ...message.card.system, ...card.data.system } } : card.data;
  if (callHook("anthology.preRoll", config, message) === false) return null;
  const error = config.extension?.refuse?.(config.options) ?? family.validate(config.settings);
  if (error) return refuse(error);
  const roll = family.build(config.settings, { label: config.label, flavor: config.flavor, why: config.why });
  await roll.evaluate();
  callAllHooks("anthology.roll", roll, config);
  const posted = await family.post(roll, config, message);
  if (posted.message) callAllHooks("anthology.postRollCard", posted.message, roll, config);
  return { roll, config, posted };
}
