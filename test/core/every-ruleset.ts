/**
 * Installs every ruleset's data models (actors, items, chat cards) as the system's init does, and with `settings`
 * their world settings too: for tests that cover all four rooms at once.
 */
import { RULESETS } from "../../module/rulesets/index.js";

export function installEveryRuleset({ settings = false }: { settings?: boolean } = {}): void {
  for (const r of RULESETS) {
    Object.assign(CONFIG.Actor.dataModels, r.actorModels);
    Object.assign(CONFIG.Item.dataModels, r.itemModels);
    Object.assign(CONFIG.ChatMessage.dataModels, r.cardModels);
    if (settings) r.registerSettings?.();
  }
}
