/**
 * Anthology: one Foundry VTT v13 system, four rulesets. Entry point: wires the core and every ruleset on init,
 * applies the active ruleset, and exposes `game.anthology` (rules, dice, rulesets, macros) for macro authors.
 */
import { bindChatActions } from "./core/chat/chat-actions.js";
import { onHotbarDrop, rollItemMacro } from "./core/macros.js";
import { systemTemplatePaths } from "./core/preload.js";
import { runMigrations } from "./core/migration/world-migration.js";
import { applyActiveRuleset, registerRulesets, registeredRulesets, restrictCreateDialogs, rulesetDefinition } from "./core/registry.js";
import { activeRulesetId, registerCoreSettings } from "./core/settings.js";
import * as dice from "./dice/index.js";
import { RULESETS } from "./rulesets/index.js";
import * as rules from "./rules.js";

declare global {
  interface AnthologyApi {
    rules: typeof rules;
    dice: typeof dice;
    rulesets: typeof registeredRulesets;
    activeRuleset: typeof activeRulesetId;
    macros: { rollItem: typeof rollItemMacro };
  }
}

Hooks.once("init", () => {
  const api: AnthologyApi = { rules, dice, rulesets: registeredRulesets, activeRuleset: activeRulesetId, macros: { rollItem: rollItemMacro } };
  (game as unknown as { anthology: AnthologyApi }).anthology = api;
  registerCoreSettings();
  CONFIG.ActiveEffect.legacyTransferral = false;
  dice.registerDice();
  registerRulesets(RULESETS);
  const active = rulesetDefinition(activeRulesetId());
  const defaultSort = (CONFIG.Combat.documentClass.prototype as unknown as { _sortCombatants: (a: Combatant.Implementation, b: Combatant.Implementation) => number })._sortCombatants;
  if (active) applyActiveRuleset(active, defaultSort);
  restrictCreateDialogs(activeRulesetId());
  void foundry.applications.handlebars.loadTemplates(systemTemplatePaths(RULESETS));
});

Hooks.once("ready", () => {
  rulesetDefinition(activeRulesetId())?.ready?.();
  void runMigrations();
});

Hooks.on("hotbarDrop", onHotbarDrop as never);
Hooks.on("renderChatMessageHTML", ((message: ChatMessage.Implementation, html: HTMLElement) => bindChatActions(message, html)) as never);
