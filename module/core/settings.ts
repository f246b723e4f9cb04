/** The world setting that picks the ruleset, and reading it. */
import { DEFAULT_RULESET, RULESET_IDS, isRulesetId, type RulesetId } from "./ruleset-ids.js";

export const SYSTEM_ID = "anthology";

declare module "@league-of-foundry-developers/foundry-vtt-types/configuration" {
  interface SettingConfig {
    "anthology.ruleset": string;
    "anthology.schemaVersion": number;
    "anthology.relayApproval": boolean;
  }
}

export function registerCoreSettings(): void {
  const choices = Object.fromEntries(RULESET_IDS.map((id) => [id, `ANTHOLOGY.Ruleset.${id}`]));
  game.settings!.register(SYSTEM_ID, "ruleset", {
    name: "ANTHOLOGY.Settings.Ruleset.Name",
    hint: "ANTHOLOGY.Settings.Ruleset.Hint",
    scope: "world",
    config: true,
    type: String,
    choices,
    default: DEFAULT_RULESET,
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

/** The active ruleset; falls back to the default when the stored value is unknown. */
export function activeRulesetId(): RulesetId {
  let value: unknown;
  try {
    value = game.settings!.get(SYSTEM_ID, "ruleset");
  } catch {
    value = undefined;
  }
  return isRulesetId(value) ? value : DEFAULT_RULESET;
}
