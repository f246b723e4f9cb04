/**
 * The cast's part of the dice room's pool dialog (module/dice/dialogs/pool-dialog.ts, the Magic Dice family): how
 * many Magic Dice come from free slots, from mana dust, and the free die are the cast's fields (a roll extension, its
 * pure reading and refusal in `readCastChoice` and `wardenCheckInvestment`); at the top, live as they change, the
 * dice and the exact risk of a Mishap, with the exact chance the spell takes effect (the family's: fewer than three
 * dice show one face). Cancel or closing casts nothing.
 */
import { formatChance, type PoolSettings, type RollExtension } from "../../../dice/index.js";
import { wardenCastOdds, wardenCheckInvestment, WARDEN_FAILING_MATCH, WARDEN_MAX_MAGIC_DICE } from "../rules/magic.js";
import { translations } from "../../../core/foundry/i18n.js";

export interface WardenCastChoice {
  slotDice: number;
  dustDice: number;
  freeDice: number;
}

export const WARDEN_CAST_FIELDS_TEMPLATE = "systems/anthology/templates/warden/dialogs/cast-fields.hbs";

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

/** The pool a choice rolls: the slot dice, the mana dust dice and the free die as the family's groups, in that order. */
export function castPool(choice: WardenCastChoice): PoolSettings {
  return { groups: [choice.slotDice, choice.dustDice, choice.freeDice], failAt: WARDEN_FAILING_MATCH };
}

/** The cast's fields and rules as a roll extension of the pool family's dialog. */
export function wardenCastExtension(context: WardenCastContext, choice: WardenCastChoice): RollExtension<WardenCastChoice, PoolSettings> {
  const i18n = translations();
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
    apply: castPool,
    refuse: (options) => {
      const check = wardenCheckInvestment({ freeSlots: context.freeSlots, manaDust: context.manaDust, ...options });
      return check.ok ? null : `ANTHOLOGY.Warden.Problem.${check.problem}`;
    },
    headline: (_settings, options) => {
      const dice = options.slotDice + options.dustDice + options.freeDice;
      return i18n.format("ANTHOLOGY.Warden.Cast.Headline", { dice: String(dice), risk: formatChance(odds(options).mishap) });
    },
    chance: (chance) => i18n.format("ANTHOLOGY.Warden.Cast.WorksChance", { chance }),
    note: (_settings, options) => {
      const o = odds(options);
      return i18n.format("ANTHOLOGY.Warden.Cast.Odds", { fails: formatChance(o.fails), fatigue: o.fatigue.toFixed(1) });
    },
  };
}
