/**
 * The dice room's public API (see API.md): the four roll families (Roll classes, dialogs, chat cards, the
 * `roll…` functions rulesets call) and, re-exported, the pure odds and evaluators.
 */
import { AdvantageRoll } from "./rolls/advantage-roll.js";
import { KeepRoll } from "./rolls/keep-roll.js";
import { PoolRoll } from "./rolls/pool-roll.js";
import { RollUnderRoll } from "./rolls/roll-under-roll.js";
import { DICE_PARTIALS } from "./rolls/templates.js";

export * from "./rules/index.js";
export { formatChance, ROLL_MODES } from "./requests/chance.js";
export type { RollModeId } from "./requests/chance.js";
export { keepFormula, keepChance, KEEP_DIFFICULTIES } from "./requests/keep-settings.js";
export type { KeepSettings } from "./requests/keep-settings.js";
export { advantageFormula, advantageChance, advantageSuccess, OBJECT_DIE_FACES } from "./requests/advantage-settings.js";
export type { AdvantageSettings, AdvantageRole, ObjectDieSettings } from "./requests/advantage-settings.js";
export { rollUnderFormula, rollUnderChance } from "./requests/roll-under-settings.js";
export type { RollUnderSettings } from "./requests/roll-under-settings.js";
export { poolFormula, poolChance, poolDice } from "./requests/pool-settings.js";
export type { PoolSettings } from "./requests/pool-settings.js";
export type { AnyRollExtension, RollExtension } from "./requests/roll-extension.js";
export { buildRoll } from "./flow/pipeline.js";
export type { RollConfig, RollDialogConfig, RollMessageConfig, RollFamily, RollFamilyId } from "./flow/pipeline.js";
export type { KeepRollEvaluation } from "./cards/keep-card.js";
export type { AdvantageRollEvaluation } from "./cards/advantage-card.js";
export type { PoolCardContext } from "./cards/pool-card.js";
export { KeepRoll, AdvantageRoll, RollUnderRoll, PoolRoll };
export { KeepRollDialog } from "./dialogs/keep-dialog.js";
export { AdvantageRollDialog } from "./dialogs/advantage-dialog.js";
export { RollUnderDialog } from "./dialogs/roll-under-dialog.js";
export { PoolRollDialog } from "./dialogs/pool-dialog.js";
export { rollKeep, rollKeepOpposed } from "./flow/roll-keep.js";
export type { KeepRequest, KeepOpposedSide } from "./flow/roll-keep.js";
export { rollAdvantage } from "./flow/roll-advantage.js";
export type { AdvantageRequest } from "./flow/roll-advantage.js";
export { rollUnder, bonusRollUnderMessage } from "./flow/roll-under.js";
export type { RollUnderRequest } from "./flow/roll-under.js";
export { rollPool } from "./flow/roll-pool.js";
export type { PoolRequest, PoolCard, PoolCardPoster, PoolOutcome } from "./flow/roll-pool.js";
export { skipDialogFor, messageRolls } from "./flow/request.js";
export type { RollRequestCommon, RollOutcome } from "./flow/request.js";
export { DICE_TEMPLATES } from "./rolls/templates.js";

/** Adds Anthology's Roll classes to CONFIG.Dice.rolls (so messages rebuild them) and preloads the card partials. */
export function registerDice(): void {
  const rolls = CONFIG.Dice.rolls as unknown[];
  for (const cls of [KeepRoll, AdvantageRoll, RollUnderRoll, PoolRoll]) if (!rolls.includes(cls)) rolls.push(cls);
  void foundry.applications.handlebars.loadTemplates([...DICE_PARTIALS]);
}
