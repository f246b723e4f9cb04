/** The roll-under dialog (Gods & Monsters, Shadow): target, situational modifier, favour; live formula and exact chance. */
import type { SheetContext } from "../../core/sheet-shapes.js";
import { validateRollUnderInput, type DiceInputError } from "../rules/limits.js";
import { formatChance } from "../requests/chance.js";
import { parseRollUnderSettings, rollUnderChance, rollUnderFormula, rollUnderTarget, type RollUnderSettings } from "../requests/roll-under-settings.js";
import { DICE_TEMPLATES } from "../rolls/templates.js";
import { DiceDialog, type DialogAnswer, type DiceDialogOptions, type LiveNumbers } from "./dice-dialog.js";
import { shown } from "./form-values.js";
import { format } from "../../core/foundry/i18n.js";

export class RollUnderDialog extends DiceDialog<RollUnderSettings> {
  static override DEFAULT_OPTIONS: Record<string, unknown> = { classes: ["roll-under-dialog"] };
  static override PARTS = { form: { template: DICE_TEMPLATES.rollUnderDialog } };

  static prompt(request: DiceDialogOptions<RollUnderSettings>): Promise<DialogAnswer<RollUnderSettings> | null> {
    return new RollUnderDialog(request).wait();
  }

  protected override parse(raw: Record<string, unknown>): { settings: RollUnderSettings; error: DiceInputError } {
    return parseRollUnderSettings(raw, this.settings);
  }

  protected override validate(s: RollUnderSettings): DiceInputError {
    return validateRollUnderInput({ target: s.target, favour: s.favour, bonus: s.bonus }) ?? validateRollUnderInput({ target: s.modifier });
  }

  protected override live(s: RollUnderSettings): LiveNumbers {
    const probability = rollUnderChance(s);
    const target = String(rollUnderTarget(s));
    return {
      formula: rollUnderFormula(s),
      chance: format("ANTHOLOGY.Dice.Dialog.rollUnderChance", { chance: formatChance(probability), target }),
      headline: format("ANTHOLOGY.Dice.Dialog.Headline.rollUnder", { target }),
      probability,
    };
  }

  protected override fields(): SheetContext {
    const s = this.settings;
    return { values: { target: shown(s.target), modifier: shown(s.modifier), favour: shown(s.favour) } };
  }
}
