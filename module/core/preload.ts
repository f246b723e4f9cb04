/**
 * The templates Anthology preloads at `init`: every partial its templates include (`{{> "systems/anthology/…"}}`).
 * Foundry v13 makes a template a partial only once `loadTemplates`/`getTemplate` loaded it; rendering a card with
 * `renderTemplate` loads the card itself, not what it includes (client/applications/handlebars.mjs). The dice room
 * lists its partials in DICE_PARTIALS, the shared sheet parts are in CORE_PARTIALS, each ruleset in its `templates`.
 */
import { DICE_PARTIALS } from "../dice/rolls/templates.js";
import { CORE_PARTIALS } from "./sheets/partials.js";
import type { RulesetDefinition } from "./ruleset.js";

export function systemTemplatePaths(rulesets: readonly RulesetDefinition[]): string[] {
  return [...new Set<string>([...DICE_PARTIALS, ...Object.values(CORE_PARTIALS), ...rulesets.flatMap((r) => r.templates ?? [])])];
}
