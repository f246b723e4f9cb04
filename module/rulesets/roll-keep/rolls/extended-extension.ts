/**
 * The next round of an extended action as the dice room's keep dialog sees it (module/dice/API.md, "extension"):
 * the pool and difficulty are the stored action's, shown and not editable (whatever a form sends, the round rolls
 * them); the headline is the dice room's "3k2 vs 7" with this round's exact chance of finishing, and the note the
 * exact chance of reaching the total by each coming round (`rkExtendedOdds`, 000 "Complex and Extended Actions").
 */
import { formatChance, type KeepSettings, type RollExtension } from "../../../dice/index.js";
import type { RkExtendedAction } from "../rules/extended.js";
import { rkExtendedOdds } from "../rules/extended-odds.js";
import type { RkKeepPoolBreakdown } from "../rules/keep-pool.js";
import { rkDifficultyText, rkFormat, rkPoolAccount } from "./labels.js";

export const RK_EXTENDED_ROUND_TEMPLATE = "systems/anthology/templates/roll-keep/dialogs/extended-round.hbs";
/** How many coming rounds the note gives the chance for (fewer when the action has fewer left). */
export const RK_EXTENDED_NOTE_ROUNDS = 4;

export interface RkExtendedRoundInput {
  action: RkExtendedAction;
  pool: RkKeepPoolBreakdown;
  difficulty: number;
  /** The successes so far. */
  total: number;
}

/** Nothing to choose: the round is the stored action's. */
export type RkExtendedRoundOptions = Record<string, never>;

export function rkExtendedRoundExtension(input: RkExtendedRoundInput): RollExtension<RkExtendedRoundOptions, KeepSettings> {
  const { action, pool, difficulty } = input;
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
    context: () => ({ roll: pool.roll, keep: pool.keep, account: rkPoolAccount(pool), difficulty: rkDifficultyText(difficulty), total: input.total, required: action.required }),
    parse: (_raw, current) => current,
    apply: () => ({ ...settings, extended: settings.extended ? { ...settings.extended, previous: [...settings.extended.previous] } : null }),
    note: () => {
      const odds = rkExtendedOdds(action, { roll: pool.roll, keep: pool.keep, difficulty }, RK_EXTENDED_NOTE_ROUNDS);
      if (odds.byRound.length === 0) return "";
      const rounds = odds.byRound.map((p, i) => rkFormat("ANTHOLOGY.RollKeep.Extended.byRound", { round: odds.firstRound + i, chance: formatChance(p) })).join(" · ");
      return rkFormat("ANTHOLOGY.RollKeep.Extended.oddsNote", { required: action.required, rounds });
    },
  };
}
