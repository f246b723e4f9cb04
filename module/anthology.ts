/**
 * Anthology: one Foundry VTT v13 system, four rulesets. Entry point: wires the core and every ruleset on init,
 * applies the active ruleset, and exposes `game.anthology` (rules, dice, rulesets, macros) for macro authors.
 */
import { configureActiveEffects } from "./core/compat/active-effects.js";
import { onHook } from "./core/foundry/hooks.js";
import { bindChatActions } from "./core/chat/chat-actions.js";
import { AnthologyActor } from "./core/documents/actor.js";
import { AnthologyItem } from "./core/documents/item.js";
import { AnthologyTokenDocument } from "./core/documents/token.js";
import { installAnthologyApi } from "./api.js";
import { onHotbarDrop } from "./core/macros.js";
import { systemTemplatePaths } from "./core/preload.js";
import { runMigrations } from "./core/migration/world-migration.js";
import { applyActiveRuleset, registerRulesets, rememberRulesets, restrictCreateDialogs, rulesetDefinition } from "./core/registry.js";
import { registerKeybindings } from "./core/keybindings.js";
import { registerRollLinks } from "./core/enrichers/roll-links.js";
import { activeRulesetId, registerCoreSettings } from "./core/settings.js";
import { registerRelay, releaseAbsentClaims } from "./core/chat/relay.js";
import { registerRollRequestHandlers } from "./core/requests/answer.js";
import { registerRollRequestControl } from "./core/requests/control.js";
import { registerStatBlockControl } from "./core/stat-block-dialog.js";
import { registerEffectEnds } from "./core/effect-ends.js";
import * as dice from "./dice/index.js";
import { DICE_PARTIALS } from "./dice/rolls/templates.js";
import { RULESETS } from "./rulesets/index.js";
import { registerIntegrations } from "./core/integrations/register.js";
import { registerShapedSheet } from "./core/sheet-shapes.js";
import { PartySheet } from "./core/sheets/party-sheet.js";

Hooks.once("init", () => {
  installAnthologyApi();
  // Document classes first: restrictCreateDialogs and everything after reads CONFIG.<Doc>.documentClass.
  CONFIG.Actor.documentClass = AnthologyActor;
  CONFIG.Item.documentClass = AnthologyItem;
  // Token bars the data models derive are editable on the token HUD (core/documents/token.ts).
  CONFIG.Token.documentClass = AnthologyTokenDocument;
  // The ruleset choice lists the registry's rulesets (module/rulesets/index.ts), so they are remembered first.
  rememberRulesets(RULESETS);
  registerCoreSettings();
  // The relayed chat-card click's setting and query handler (players acting through the GM).
  registerRelay();
  // GM roll requests: the players' click and the GM's query handler for their results.
  registerRollRequestHandlers();
  registerRollRequestControl();
  registerStatBlockControl();
  // Effects that end with the combat, the scene or a rest (core/effect-ends.ts).
  registerEffectEnds();
  registerKeybindings();
  configureActiveEffects();
  dice.registerDice();
  registerRulesets(RULESETS, activeRulesetId());
  registerShapedSheet(Actor, PartySheet, { types: ["party"], makeDefault: true, label: "ANTHOLOGY.Party.Sheet" });
  const active = rulesetDefinition(activeRulesetId());
  const defaultSort = (
    CONFIG.Combat.documentClass.prototype as unknown as { _sortCombatants: (a: Combatant.Implementation, b: Combatant.Implementation) => number }
  )._sortCombatants;
  if (active) applyActiveRuleset(active, defaultSort);
  registerRollLinks(active);
  restrictCreateDialogs(activeRulesetId());
  // Item Piles and Dice So Nice, answered only if they are active and announce themselves.
  registerIntegrations();
  void foundry.applications.handlebars.loadTemplates(systemTemplatePaths(RULESETS, DICE_PARTIALS));
});

Hooks.once("ready", () => {
  rulesetDefinition(activeRulesetId())?.ready?.();
  void runMigrations();
  // Claims on cards left by users who disconnected while no GM was there to release them (core/chat/relay.ts).
  void releaseAbsentClaims();
});

onHook("hotbarDrop", onHotbarDrop);
onHook("renderChatMessageHTML", (message, html) => bindChatActions(message, html));
