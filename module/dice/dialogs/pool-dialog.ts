/**
 * The pool family's dialog (Warden's Magic Dice): the d6 of each group, or a ruleset's fields (the Warden cast: slot
 * dice, mana dust dice, the free die); live at the top the headline (the ruleset's: the dice and the exact risk of a
 * Mishap) and the exact chance the pool holds (fewer than `failAt` dice show one face), below the formula.
 */
import type { SheetContext } from "../../core/sheet-shapes.js";
import type { DiceInputError } from "../rules/limits.js";
import { validatePoolInput } from "../rules/pool.js";
import { formatChance } from "../requests/chance.js";
import { poolChance, poolDice, poolFormula, type PoolSettings } from "../requests/pool-settings.js";
import { DICE_TEMPLATES } from "../rolls/templates.js";
import { DiceDialog, type DialogAnswer, type DiceDialogOptions, type LiveNumbers } from "./dice-dialog.js";
import { shown } from "./form-values.js";
import { translations } from "../../core/foundry/i18n.js";

/** The form's counts over the current settings: a blank or junk count is NaN (refused as "whole numbers only"). */
export function parsePoolSettings(raw: Record<string, unknown>, current: PoolSettings): PoolSettings {
  return {
    ...current,
    groups: current.groups.map((n, i) => {
      const value = raw[`group${i}`];
      return value === undefined ? n : value === "" ? Number.NaN : Number(value);
    }),
  };
}

export class PoolRollDialog extends DiceDialog<PoolSettings> {
  static override DEFAULT_OPTIONS: Record<string, unknown> = { classes: ["pool-dialog"] };
  static override PARTS = { form: { template: DICE_TEMPLATES.poolDialog } };

  static prompt(request: DiceDialogOptions<PoolSettings>): Promise<DialogAnswer<PoolSettings> | null> {
    return new PoolRollDialog(request).wait();
  }

  protected override parse(raw: Record<string, unknown>): { settings: PoolSettings; error: DiceInputError } {
    const settings = parsePoolSettings(raw, this.settings);
    return { settings, error: this.validate(settings) };
  }

  protected override validate(s: PoolSettings): DiceInputError {
    return validatePoolInput(s);
  }

  protected override live(s: PoolSettings): LiveNumbers {
    const probability = poolChance(s);
    const dice = String(poolDice(s));
    const i18n = translations();
    return {
      formula: poolFormula(s),
      chance: probability === null ? "" : i18n.format("ANTHOLOGY.Dice.Dialog.poolChance", { chance: formatChance(probability), count: String(s.failAt) }),
      headline: i18n.format("ANTHOLOGY.Dice.Dialog.Headline.pool", { dice }),
      probability,
    };
  }

  protected override fields(): SheetContext {
    return { groups: this.settings.groups.map((n, index) => ({ index, number: index + 1, value: shown(n) })) };
  }
}
