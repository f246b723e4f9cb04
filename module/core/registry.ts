/** Wires every ruleset's registration into Foundry: data models, sheets, rolls, settings; then the active one. */
import { allStatusEffects } from "./status-effects.js";
import { registerShapedSheet } from "./sheet-shapes.js";
import type { RulesetDefinition } from "./ruleset.js";
import { typePrefix, type RulesetId } from "./ruleset-ids.js";
import { CORE_ACTOR_MODELS } from "./party/core-types.js";

const registered = new Map<RulesetId, RulesetDefinition>();

export function rulesetDefinition(id: RulesetId): RulesetDefinition | undefined {
  return registered.get(id);
}

export function registeredRulesets(): RulesetDefinition[] {
  return [...registered.values()];
}

/**
 * Remembers the definitions, init's first step, so whatever asks the registry (an item's registered roll, the status
 * effects) finds every ruleset. The test harness's init does this alone (it registers models per test).
 */
export function rememberRulesets(definitions: readonly RulesetDefinition[]): void {
  for (const def of definitions) registered.set(def.id, def);
}

export function registerRulesets(definitions: RulesetDefinition[], active?: RulesetId): void {
  rememberRulesets(definitions);
  const { DocumentSheetConfig } = foundry.applications.apps;
  // Core's V1 sheets stay selectable otherwise and cannot show Anthology's documents (as dnd5e.mjs does).
  DocumentSheetConfig.unregisterSheet(Actor, "core", foundry.appv1.sheets.ActorSheet);
  DocumentSheetConfig.unregisterSheet(Item, "core", foundry.appv1.sheets.ItemSheet);
  // The party is every ruleset's (README "The party"); its sheet is registered by the entry (module/anthology.ts).
  Object.assign(CONFIG.Actor.dataModels, CORE_ACTOR_MODELS);
  for (const def of definitions) {
    Object.assign(CONFIG.Actor.dataModels, def.actorModels);
    Object.assign(CONFIG.Item.dataModels, def.itemModels);
    Object.assign(CONFIG.ChatMessage.dataModels, def.cardModels);
    for (const s of def.actorSheets) {
      registerShapedSheet(Actor, s.sheet, { types: s.types, makeDefault: true, label: s.label });
    }
    for (const s of def.itemSheets) {
      registerShapedSheet(Item, s.sheet, { types: s.types, makeDefault: true, label: s.label });
    }
    for (const roll of def.rolls ?? []) (CONFIG.Dice.rolls as unknown[]).push(roll);
    def.registerSettings?.({ active: active === undefined || def.id === active });
    def.init?.();
  }
}

type CombatSort = (a: Combatant.Implementation, b: Combatant.Implementation) => number;

/** Applies what only the active ruleset decides: initiative, combat order, token bars; and every ruleset's statuses. */
export function applyActiveRuleset(def: RulesetDefinition, defaultSort: CombatSort): void {
  if (def.initiative) CONFIG.Combat.initiative = def.initiative;
  const sort = def.combatSort ?? defaultSort;
  (CONFIG.Combat.documentClass.prototype as unknown as { _sortCombatants: CombatSort })._sortCombatants = sort;
  if (def.trackableAttributes) Object.assign(CONFIG.Actor.trackableAttributes as object, def.trackableAttributes);
  CONFIG.statusEffects = allStatusEffects(def, registeredRulesets());
}

type CreateDialog = (data?: object, createOptions?: object, options?: Record<string, unknown>) => Promise<unknown>;

/** The create-document dialogs offer only the active ruleset's types (unless a caller asks for others). */
export function restrictCreateDialogs(ruleset: RulesetId): void {
  for (const cls of [CONFIG.Actor.documentClass, CONFIG.Item.documentClass] as unknown as { createDialog: CreateDialog; metadata: { name: string } }[]) {
    const original = cls.createDialog;
    const documentName = cls === (CONFIG.Actor.documentClass as unknown) ? "Actor" : "Item";
    const models = documentName === "Actor" ? CONFIG.Actor.dataModels : CONFIG.Item.dataModels;
    // The party belongs to no ruleset and is offered in every world.
    const types = [...Object.keys(models).filter((t) => typePrefix(t) === ruleset), ...(documentName === "Actor" ? Object.keys(CORE_ACTOR_MODELS) : [])];
    cls.createDialog = function (this: unknown, data = {}, createOptions = {}, options = {}) {
      return original.call(this, data, createOptions, { types, ...options });
    };
  }
}
