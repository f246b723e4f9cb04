/**
 * The templates Anthology preloads at `init`: every partial its templates include (`{{> "systems/anthology/…"}}`).
 * Foundry v13 makes a template a partial only once `loadTemplates`/`getTemplate` loaded it; rendering a card with
 * `renderTemplate` loads the card itself, not what it includes (client/applications/handlebars.mjs). The shared sheet
 * parts are in CORE_PARTIALS, each ruleset's in its `templates`, and the caller adds the dice room's (DICE_PARTIALS,
 * module/dice/rolls/templates.ts), since core never imports the dice room.
 */
import { CORE_PARTIALS } from "./sheets/partials.js";
import type { RulesetDefinition } from "./ruleset.js";

export function systemTemplatePaths(rulesets: readonly RulesetDefinition[], diceParts: readonly string[]): string[] {
  return [...new Set<string>([...diceParts, ...Object.values(CORE_PARTIALS), ...rulesets.flatMap((r) => r.templates ?? [])])];
}
