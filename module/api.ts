/**
 * `game.anthology`, what the system offers macro authors and modules: the pure rules (each function refusing hostile
 * arguments with a RangeError that names them, module/core/rules-facade.ts), the dice room (rolls, odds,
 * `skipDialogFor(event)`), the rulesets, and the macro helpers. Set by the system's init (module/anthology.ts); a
 * ruleset adds its own entry when it is the world's (its `ready`, module/core/api.ts `extendAnthologyApi`). It sits
 * beside the entry point, above core: it gathers the dice room and every room's rules, which core never imports.
 */
import { rollItemMacro } from "./core/macros.js";
import { openRollRequest } from "./core/requests/dialog.js";
import { sendRollRequest } from "./core/requests/send.js";
import { createFromStatBlock, openStatBlockDialog } from "./core/stat-block-dialog.js";
import { registeredRulesets } from "./core/registry.js";
import { activeRulesetId } from "./core/settings.js";
import * as dice from "./dice/index.js";
import * as rules from "./rules.js";
import { guardedRules } from "./core/rules-facade.js";

declare global {
  interface AnthologyApi {
    rules: typeof rules;
    dice: typeof dice;
    rulesets: typeof registeredRulesets;
    activeRuleset: typeof activeRulesetId;
    macros: { rollItem: typeof rollItemMacro };
    requests: { open: typeof openRollRequest; send: typeof sendRollRequest };
    statBlock: { open: typeof openStatBlockDialog; create: typeof createFromStatBlock };
  }
}

/** The pure rules behind one guard (module/core/rules-facade.ts), made once: macro authors' only way in. */
const publicRules = guardedRules(rules);

/** The dice room for macros: the odds it shares with the rules (`dice.keepOdds` is `rules.keepOdds`) are the guarded ones. */
function publicDice(): typeof dice {
  const shared = rules as Record<string, unknown>;
  const guarded = publicRules as Record<string, unknown>;
  const out: Record<string, unknown> = { ...dice };
  for (const [name, value] of Object.entries(dice)) if (typeof value === "function" && shared[name] === value) out[name] = guarded[name];
  return out as typeof dice;
}

export function anthologyApi(): AnthologyApi {
  return {
    rules: publicRules,
    dice: publicDice(),
    rulesets: registeredRulesets,
    activeRuleset: activeRulesetId,
    macros: { rollItem: rollItemMacro },
    requests: { open: openRollRequest, send: sendRollRequest },
    statBlock: { open: openStatBlockDialog, create: createFromStatBlock },
  };
}

/**
 * Puts the API on the Game instance at init. Foundry's Game has no slot for a system's API (dnd5e sets
 * `game.dnd5e` the same way) and fvtt-types types `game` per init stage, so the write goes through Object.assign.
 */
export function installAnthologyApi(): void {
  Object.assign(game, { anthology: anthologyApi() });
}
