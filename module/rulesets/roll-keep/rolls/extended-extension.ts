/**
 * The next round of an extended action as the dice room's keep dialog sees it (module/dice/API.md, "extension"):
 * the pool and difficulty are the stored action's, shown and not editable (whatever a form sends, the round rolls
 * them); the headline is the dice room's "3k2 vs 7" with this round's exact chance of finishing, and the note the
 * exact chance of reaching the total by each coming round (`rkExtendedOdds`, 000 "Complex and Extended Actions").
 */
import type { ChatCardData } from "../../../core/chat/card-data.js";
import { formatChance, type KeepSettings, type RollExtension } from "../../../dice/index.js";
import { RK_EXTENDED_TEMPLATE, rkExtendedDefaultSetup, rkExtendedSetupContext } from "../dialogs/extended-context.js";
import { rkReadExtendedForm, type RkExtendedSetup } from "../dialogs/extended-form.js";
import { rkMarkRelated } from "../dialogs/live-choices.js";
import { rkChosenSpecialities, rkPoolFor, type RkActorView } from "../rules/action.js";
import type { RkAttribute, RkColourLinks } from "../rules/attributes.js";
import { rkExtendedStart, type RkExtendedAction } from "../rules/extended.js";
import { rkExtendedOdds } from "../rules/extended-odds.js";
import type { RkKeepPoolBreakdown } from "../rules/keep-pool.js";
import { rkCountForm, rkDifficultyText, rkFormat, rkPoolAccount } from "./labels.js";

export { RK_EXTENDED_TEMPLATE };
export const RK_EXTENDED_ROUND_TEMPLATE = "systems/anthology/templates/roll-keep/dialogs/extended-round.hbs";
/** How many coming rounds the note gives the chance for (fewer when the action has fewer left). */
export const RK_EXTENDED_NOTE_ROUNDS = 4;

export interface RkExtendedRoundInput {
  action: RkExtendedAction;
  pool: RkKeepPoolBreakdown;
  /** The difficulty the round rolls against: the stored one, raised by `penalty`. */
  difficulty: number;
  /** The wound penalty in `difficulty` (a table option, rules/wounds.ts); 0 or absent when unhurt. */
  penalty?: number;
  /** The successes so far. */
  total: number;
}

/** Nothing to choose: the round is the stored action's. */
export type RkExtendedRoundOptions = Record<string, never>;

export function rkExtendedRoundExtension(input: RkExtendedRoundInput): RollExtension<RkExtendedRoundOptions, KeepSettings> {
  const { action, pool, difficulty } = input;
  const penalty = input.penalty ?? 0;
  const settings: KeepSettings = {
    roll: pool.roll,
    keep: pool.keep,
    difficulty,
    // An extended round needs what is left of the total (keepNeededNow), not a number of its own.
    needed: 1,
    extended: { previous: action.rounds.map((r) => r.successes), needed: action.required },
  };
  return {
    template: RK_EXTENDED_ROUND_TEMPLATE,
    options: {},
    context: () => ({
      roll: pool.roll,
      keep: pool.keep,
      account: rkPoolAccount(pool),
      // "Standard (6) · + 2 for wounds: 8" when wounded: the headline and the chance are at the raised difficulty.
      difficulty:
        penalty > 0
          ? `${rkDifficultyText(difficulty - penalty)} · ${rkFormat("ANTHOLOGY.RollKeep.Wounds.raised", { penalty, difficulty })}`
          : rkDifficultyText(difficulty),
      total: input.total,
      required: action.required,
    }),
    parse: (_raw, current) => current,
    apply: () => ({ ...settings, extended: settings.extended ? { ...settings.extended, previous: [...settings.extended.previous] } : null }),
    note: () => rkExtendedOddsNote(action, pool, difficulty),
  };
}

/** The chance of reaching the action's total by each coming round (`rkExtendedOdds`), localized, or "". */
function rkExtendedOddsNote(action: RkExtendedAction, pool: { roll: number; keep: number }, difficulty: number): string {
  const odds = rkExtendedOdds(action, { roll: pool.roll, keep: pool.keep, difficulty }, RK_EXTENDED_NOTE_ROUNDS);
  if (odds.byRound.length === 0) return "";
  const rounds = odds.byRound
    .map((p, i) => rkFormat("ANTHOLOGY.RollKeep.Extended.byRound", { round: odds.firstRound + i, chance: formatChance(p) }))
    .join(" · ");
  return rkFormat(`ANTHOLOGY.RollKeep.Extended.oddsNote.${rkCountForm(action.required)}`, { required: action.required, rounds });
}

export interface RkExtendedStartInput {
  view: RkActorView;
  links: RkColourLinks;
  attribute: RkAttribute;
  /** The card's label, flavor and rkCard data for the set-up rolled (the pipeline asks once the dialog closes). */
  card: (setup: RkExtendedSetup) => { label: string; flavor?: string; data: ChatCardData };
}

/**
 * A new extended action, set up in the dice room's keep dialog of its first round (module/dice/API.md,
 * "extension"): the label, attribute, specialities, difficulty, total, per-round minimum and limit of rounds are its
 * fields; the pure rules give the pool (000 "Rolling dice", "Mana and keeping"), so the headline reads "3k2 vs 7"
 * with this round's exact chance of reaching the total, and the note the chance of reaching it by each coming round
 * (000 "Complex and Extended Actions"). Roll starts the action with its first round; Cancel starts nothing.
 */
export function rkExtendedStartExtension(input: RkExtendedStartInput): RollExtension<RkExtendedSetup, KeepSettings> {
  const { view, links } = input;
  const poolOf = (setup: RkExtendedSetup) => rkPoolFor(view, setup.attribute, rkChosenSpecialities(view.specialities, setup.specialityIds).length, links);
  return {
    template: RK_EXTENDED_TEMPLATE,
    options: rkExtendedDefaultSetup(input.attribute),
    context: (setup) => rkExtendedSetupContext(view, setup, links),
    parse: (raw, current) => rkReadExtendedForm(raw, current.attribute),
    apply: (setup) => {
      const pool = poolOf(setup);
      // The first round needs the whole total (keepNeededNow): no earlier rounds.
      return { roll: pool.roll, keep: pool.keep, difficulty: setup.difficulty, needed: 1, extended: { previous: [], needed: setup.required } };
    },
    refuse: (setup) => setup.error ?? (poolOf(setup).roll < 1 ? "ANTHOLOGY.RollKeep.Warn.noDice" : null),
    refresh: (form, setup) => rkMarkRelated(form, "speciality", setup.attribute),
    note: (_settings, setup) => {
      const pool = poolOf(setup);
      const odds = rkExtendedOddsNote(rkExtendedStart(setup), pool, setup.difficulty);
      return [rkFormat("ANTHOLOGY.RollKeep.Pool.rollKeep", { roll: pool.roll, keep: pool.keep }), rkPoolAccount(pool), odds]
        .filter((p) => p !== "")
        .join(" · ");
    },
    card: (setup) => input.card(setup),
  };
}
