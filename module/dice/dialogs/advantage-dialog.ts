/**
 * The Warden dialog: modifier, net advantage on the base d20, object dice each with its own advantage, DC
 * (secret for GMs), action or save; live formula and exact chance. A player never sees a secret DC or the
 * chance against it (the chance would give the DC away).
 */
import type { SheetContext } from "../../core/sheet-shapes.js";
import { MAX_OBJECT_DICE, validateAdvantageInput, type DiceInputError } from "../rules/limits.js";
import { advantageChance, advantageFormula, OBJECT_DIE_FACES, parseAdvantageSettings, type AdvantageSettings } from "../requests/advantage-settings.js";
import { formatChance } from "../requests/chance.js";
import { DICE_TEMPLATES } from "../rolls/templates.js";
import { DiceDialog, type DialogAnswer, type DiceDialogOptions, type LiveNumbers } from "./dice-dialog.js";
import { shown } from "./form-values.js";
import { format, localize, translations } from "../../core/foundry/i18n.js";

export class AdvantageRollDialog extends DiceDialog<AdvantageSettings> {
  static override DEFAULT_OPTIONS: Record<string, unknown> = {
    classes: ["advantage-dialog"],
    actions: { addObject: AdvantageRollDialog.#onAddObject, removeObject: AdvantageRollDialog.#onRemoveObject },
  };
  static override PARTS = { form: { template: DICE_TEMPLATES.advantageDialog } };

  static prompt(request: DiceDialogOptions<AdvantageSettings>): Promise<DialogAnswer<AdvantageSettings> | null> {
    return new AdvantageRollDialog(request).wait();
  }

  /** Whether the current user may see the DC (always, unless it is secret and the user is not a GM). */
  get showsDc(): boolean {
    return !this.settings.hidden || (game.user?.isGM ?? false);
  }

  protected override parse(raw: Record<string, unknown>): { settings: AdvantageSettings; error: DiceInputError } {
    // A player's form has no DC field for a secret DC: keep the one given.
    const visible = this.showsDc ? raw : Object.fromEntries(Object.entries(raw).filter(([k]) => k !== "dc" && k !== "hidden"));
    return parseAdvantageSettings(visible, this.settings);
  }

  protected override validate(s: AdvantageSettings): DiceInputError {
    return validateAdvantageInput(s);
  }

  protected override live(s: AdvantageSettings): LiveNumbers {
    const formula = advantageFormula(s);
    const headline = this.headline(s);
    if (!this.showsDc) return { formula, headline, probability: null, chance: localize("ANTHOLOGY.Dice.Dialog.secretDc") };
    const chance = advantageChance(s);
    if (chance === null) return { formula, headline, probability: null, chance: localize("ANTHOLOGY.Dice.Dialog.noTarget") };
    return { formula, headline, probability: chance, chance: format("ANTHOLOGY.Dice.Dialog.advantageChance", { chance: formatChance(chance) }) };
  }

  /** "IR vs DC 20", "TR vs 21", "IR vs a secret DC" (a player), or the side alone with nothing to beat. */
  headline(s: AdvantageSettings): string {
    const i18n = translations();
    const side = i18n.localize(`ANTHOLOGY.Dice.Dialog.Headline.${s.role}`);
    if (s.dc !== null && !this.showsDc) return i18n.format("ANTHOLOGY.Dice.Dialog.Headline.secretDc", { side });
    if (s.dc !== null) return i18n.format("ANTHOLOGY.Dice.Dialog.Headline.dc", { side, dc: String(s.dc) });
    const total = s.opposed?.total;
    if (typeof total === "number") return i18n.format("ANTHOLOGY.Dice.Dialog.Headline.opposed", { side, total: String(total) });
    if (s.opposed) return i18n.format("ANTHOLOGY.Dice.Dialog.Headline.contest", { side, name: s.opposed.label });
    return side;
  }

  protected override fields(): SheetContext {
    const s = this.settings;
    const faces = Object.fromEntries(OBJECT_DIE_FACES.map((f) => [String(f), `d${f}`]));
    return {
      values: { modifier: shown(s.modifier), advantage: shown(s.advantage), dc: this.showsDc ? shown(s.dc) : "", role: s.role },
      objects: s.objects.map((o, index) => ({ index, label: o.label, faces: String(shown(o.faces)), advantage: shown(o.advantage) })),
      faceChoices: faces,
      canAddObject: s.objects.length < MAX_OBJECT_DICE,
      showsDc: this.showsDc,
      isGM: game.user?.isGM ?? false,
      hidden: s.hidden,
      roles: { initiator: "ANTHOLOGY.Dice.Role.initiator", target: "ANTHOLOGY.Dice.Role.target" },
      opposedLabel: s.opposed?.label ?? null,
    };
  }

  static async #onAddObject(this: AdvantageRollDialog): Promise<void> {
    this.syncFromForm();
    if (this.settings.objects.length >= MAX_OBJECT_DICE) return;
    this.settings = { ...this.settings, objects: [...this.settings.objects, { label: "", faces: 6, advantage: 0 }] };
    this.error = this.validate(this.settings);
    await this.render();
  }

  static async #onRemoveObject(this: AdvantageRollDialog, _event: Event, target: HTMLElement): Promise<void> {
    this.syncFromForm();
    const index = Number(target.dataset.index);
    this.settings = { ...this.settings, objects: this.settings.objects.filter((_, i) => i !== index) };
    this.error = this.validate(this.settings);
    await this.render();
  }
}
