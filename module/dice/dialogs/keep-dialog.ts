/** The Roll & Keep dialog: dice rolled, kept, difficulty, successes needed; live formula and exact chance. */
import type { SheetContext } from "../../core/sheet-shapes.js";
import { validateKeepInput, type DiceInputError } from "../rules/limits.js";
import { formatChance } from "../requests/chance.js";
import { KEEP_DIFFICULTIES, keepChance, keepFormula, keepNeededNow, parseKeepSettings, type KeepSettings } from "../requests/keep-settings.js";
import { DICE_TEMPLATES } from "../rolls/templates.js";
import { DiceDialog, type DialogAnswer, type DiceDialogOptions, type LiveNumbers } from "./dice-dialog.js";
import { shown } from "./form-values.js";
import { format, localize } from "../../core/foundry/i18n.js";

export class KeepRollDialog extends DiceDialog<KeepSettings> {
  static override DEFAULT_OPTIONS: Record<string, unknown> = { classes: ["keep-dialog"] };
  static override PARTS = { form: { template: DICE_TEMPLATES.keepDialog } };

  /** Open the dialog for these settings; resolves with the edited ones, or null when closed. */
  static prompt(request: DiceDialogOptions<KeepSettings>): Promise<DialogAnswer<KeepSettings> | null> {
    return new KeepRollDialog(request).wait();
  }

  protected override parse(raw: Record<string, unknown>): { settings: KeepSettings; error: DiceInputError } {
    return parseKeepSettings(raw, this.settings);
  }

  protected override validate(settings: KeepSettings): DiceInputError {
    return validateKeepInput(settings);
  }

  protected override live(settings: KeepSettings): LiveNumbers {
    const chance = keepChance(settings);
    return {
      headline: format("ANTHOLOGY.Dice.Dialog.Headline.keep", {
        roll: String(settings.roll),
        keep: String(settings.keep),
        difficulty: String(settings.difficulty),
      }),
      probability: chance.success,
      // An extended round succeeds when the running total is reached (keepNeededNow): "0% chance of success" read as
      // hopeless on a first round that only adds to the total; the note of the ruleset gives the chance by each round.
      ...(settings.extended ? { percentKey: "ANTHOLOGY.Dice.Dialog.percentExtended" } : {}),
      formula: keepFormula(settings),
      chance: format("ANTHOLOGY.Dice.Dialog.keepChance", {
        chance: formatChance(chance.success),
        needed: String(keepNeededNow(settings)),
        botch: formatChance(chance.botch),
      }),
    };
  }

  protected override fields(): SheetContext {
    const s = this.settings;
    const difficulties = Array.from({ length: 10 }, (_, i) => {
      const value = i + 1;
      const named = KEEP_DIFFICULTIES[value];
      const label = named
        ? format("ANTHOLOGY.Dice.Dialog.difficultyNamed", { value: String(value), name: localize(`ANTHOLOGY.Dice.Difficulty.${named}`) })
        : String(value);
      return { value: String(value), label };
    });
    return {
      values: { roll: shown(s.roll), keep: shown(s.keep), difficulty: String(shown(s.difficulty)), needed: shown(s.needed) },
      difficulties,
      extended: s.extended ? { earlier: s.extended.previous.reduce((a, b) => a + b, 0), needed: s.extended.needed } : null,
    };
  }
}
