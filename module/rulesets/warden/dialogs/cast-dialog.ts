/**
 * The casting dialog, one window in the dice room's look and behaviour (module/dice/dialogs/dice-dialog.ts): how many
 * Magic Dice come from free slots, from mana dust, and the free die are the cast's fields (a roll extension, its pure
 * reading and refusal in `readCastChoice` and `wardenCheckInvestment`); at the top, live as they change, the dice and
 * the exact risk of a Mishap, with the exact chance the spell takes effect. Cancel or closing casts nothing.
 */
import type { SheetContext } from "../../../core/sheet-shapes.js";
import { DiceDialog, type DialogAnswer, type DiceDialogOptions, type LiveNumbers } from "../../../dice/dialogs/dice-dialog.js";
import { formatChance, type RollExtension } from "../../../dice/index.js";
import { wardenCastOdds, wardenCheckInvestment, WARDEN_MAX_MAGIC_DICE } from "../rules/magic.js";

export interface WardenCastChoice {
  slotDice: number;
  dustDice: number;
  freeDice: number;
}

export const WARDEN_CAST_FIELDS_TEMPLATE = "systems/anthology/templates/warden/dialogs/cast-fields.hbs";
const CAST_DIALOG_TEMPLATE = "systems/anthology/templates/warden/dialogs/cast-roll.hbs";

/** What the caster has to invest, and what changes the odds (Mishaps entries 3 and 22). */
export interface WardenCastContext {
  freeSlots: number;
  manaDust: number;
  hasFreeDie: boolean;
  fatigueFrom: number;
  vessel: boolean;
}

function count(value: unknown, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  return Number.isFinite(n) ? Math.max(0, Math.min(WARDEN_MAX_MAGIC_DICE, Math.floor(n))) : 0;
}

/** Reads the form over the current choice (pure): a blank or junk count is 0; the free die only for one who has it. */
export function readCastChoice(raw: Record<string, unknown>, current: WardenCastChoice, hasFreeDie: boolean): WardenCastChoice {
  return {
    slotDice: count(raw.slotDice, current.slotDice),
    dustDice: count(raw.dustDice, current.dustDice),
    freeDice: hasFreeDie ? ("freeDice" in raw ? (raw.freeDice === true ? 1 : 0) : current.freeDice) : 0,
  };
}

/** Foundry's formula of a choice: one d6 term per group that rolls (slot dice, mana dust dice, the free die). */
export function castFormula(choice: WardenCastChoice): string {
  return [choice.slotDice, choice.dustDice, choice.freeDice].filter((n) => n > 0).map((n) => `${n}d6`).join(" + ");
}

/** The cast's fields and rules as a roll extension of the dice dialog. */
export function wardenCastExtension(context: WardenCastContext, choice: WardenCastChoice): RollExtension<WardenCastChoice, WardenCastChoice> {
  const i18n = game.i18n!;
  const odds = (c: WardenCastChoice) =>
    wardenCastOdds({ dice: c.slotDice + c.dustDice + c.freeDice, slotDice: c.slotDice, fatigueFrom: context.fatigueFrom, vessel: context.vessel });
  return {
    template: WARDEN_CAST_FIELDS_TEMPLATE,
    options: choice,
    context: (options) => ({
      choice: options,
      freeSlots: context.freeSlots,
      manaDust: context.manaDust,
      hasFreeDie: context.hasFreeDie,
      investable: Math.min(WARDEN_MAX_MAGIC_DICE, context.freeSlots + context.manaDust + (context.hasFreeDie ? 1 : 0)),
    }),
    parse: (raw, current) => readCastChoice(raw, current, context.hasFreeDie),
    apply: (options) => options,
    refuse: (options) => {
      const check = wardenCheckInvestment({ freeSlots: context.freeSlots, manaDust: context.manaDust, ...options });
      return check.ok ? null : `ANTHOLOGY.Warden.Problem.${check.problem}`;
    },
    headline: (settings) => {
      const dice = settings.slotDice + settings.dustDice + settings.freeDice;
      return i18n.format("ANTHOLOGY.Warden.Cast.Headline", { dice: String(dice), risk: formatChance(odds(settings).mishap) });
    },
    note: (settings) => {
      const o = odds(settings);
      return i18n.format("ANTHOLOGY.Warden.Cast.Odds", { fails: formatChance(o.fails), fatigue: o.fatigue.toFixed(1) });
    },
  };
}

export class WardenCastDialog extends DiceDialog<WardenCastChoice> {
  static override DEFAULT_OPTIONS: Record<string, unknown> = { classes: ["warden", "warden-cast-roll"] };
  static override PARTS = { form: { template: CAST_DIALOG_TEMPLATE } };

  readonly castContext: WardenCastContext;

  constructor(options: DiceDialogOptions<WardenCastChoice> & { cast: WardenCastContext }) {
    const { cast, ...rest } = options;
    super({ ...rest, extension: wardenCastExtension(cast, options.settings) });
    this.castContext = cast;
  }

  /** Opens the dialog; resolves with the choice and roll mode on Cast, null when closed or cancelled. */
  static prompt(options: DiceDialogOptions<WardenCastChoice> & { cast: WardenCastContext }): Promise<DialogAnswer<WardenCastChoice> | null> {
    return new WardenCastDialog(options).wait();
  }

  // The extension reads the form and refuses what cannot be invested; the dice room's own limits do not apply.
  protected override parse(): { settings: WardenCastChoice; error: null } {
    return { settings: this.settings, error: null };
  }

  protected override validate(): null {
    return null;
  }

  /** The formula, and the exact chance that the spell takes effect (it fails only on three matching dice). */
  protected override live(s: WardenCastChoice): LiveNumbers {
    const c = this.castContext;
    const odds = wardenCastOdds({ dice: s.slotDice + s.dustDice + s.freeDice, slotDice: s.slotDice, fatigueFrom: c.fatigueFrom, vessel: c.vessel });
    const works = 1 - odds.fails;
    return { formula: castFormula(s), headline: "", probability: works, chance: game.i18n!.format("ANTHOLOGY.Warden.Cast.WorksChance", { chance: formatChance(works) }) };
  }

  protected override fields(): SheetContext {
    return {};
  }
}
