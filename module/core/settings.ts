/** The world setting that picks the ruleset, and reading it. */
import { isRulesetId, type RulesetId } from "./ruleset-ids.js";
import { registeredRulesets } from "./registry.js";

export const SYSTEM_ID = "anthology";

declare module "@league-of-foundry-developers/foundry-vtt-types/configuration" {
  interface SettingConfig {
    "anthology.ruleset": string;
    "anthology.schemaVersion": number;
    "anthology.relayApproval": boolean;
  }
}

/** The registered rulesets' ids, in the registry's order (module/rulesets/index.ts RULESETS); the first is the default. */
function rulesetIds(): string[] {
  return registeredRulesets().map((r) => r.id);
}

/** Registers the ruleset choice from the remembered rulesets (init remembers them first: module/anthology.ts). */
export function registerCoreSettings(): void {
  const choices = Object.fromEntries(registeredRulesets().map((r) => [r.id, r.label]));
  game.settings!.register(SYSTEM_ID, "ruleset", {
    name: "ANTHOLOGY.Settings.Ruleset.Name",
    hint: "ANTHOLOGY.Settings.Ruleset.Hint",
    scope: "world",
    config: true,
    type: String,
    choices,
    default: rulesetIds()[0],
    requiresReload: true,
  });
  game.settings!.register(SYSTEM_ID, "schemaVersion", {
    name: "ANTHOLOGY.Settings.SchemaVersion.Name",
    scope: "world",
    config: false,
    type: Number,
    default: 0,
  });
}

/** The active ruleset; falls back to the default (the registry's first) when the stored value is unknown. */
export function activeRulesetId(): RulesetId {
  let value: unknown;
  try {
    value = game.settings!.get(SYSTEM_ID, "ruleset");
  } catch {
    value = undefined;
  }
  const ids = rulesetIds();
  return isRulesetId(value, ids) ? value : (ids[0] ?? "");
}
