/**
 * Every ruleset's status effects, in one `CONFIG.statusEffects` list. Data models of every ruleset live in every
 * world (module/core/registry.ts), and their code toggles their own statuses on their own actors; v13
 * `Actor#toggleStatusEffect` throws "Invalid status ID" for an id missing from `CONFIG.statusEffects`, so none may be
 * missing. Each entry is offered in the Token HUD only to its ruleset's actor types (`hud: { actorTypes }`, v13
 * CONFIG.statusEffects, https://foundryvtt.com/api/v13/interfaces/CONFIG.StatusEffect.html); an id two rulesets
 * share is one entry for both, labelled as the active ruleset (listed first) labels it.
 */
import type { RulesetDefinition } from "./ruleset.js";

export interface StatusEffectEntry {
  id: string;
  name: string;
  img: string;
  hud: { actorTypes: string[] };
}

export function allStatusEffects(active: RulesetDefinition | undefined, all: readonly RulesetDefinition[]): StatusEffectEntry[] {
  const ordered = active ? [active, ...all.filter((r) => r !== active)] : [...all];
  const byId = new Map<string, StatusEffectEntry>();
  for (const ruleset of ordered) {
    const actorTypes = Object.keys(ruleset.actorModels);
    for (const status of ruleset.statusEffects ?? []) {
      const entry = byId.get(status.id);
      if (entry) entry.hud.actorTypes.push(...actorTypes.filter((t) => !entry.hud.actorTypes.includes(t)));
      else byId.set(status.id, { id: status.id, name: status.name, img: status.img, hud: { actorTypes: [...actorTypes] } });
    }
  }
  return [...byId.values()];
}
