/** Which ruleset a document type belongs to, by the prefix every type name carries. */
import { typePrefix, type RulesetId } from "./ruleset-ids.js";
import { registeredRulesets } from "./registry.js";

/** The registered ruleset whose id prefixes `type`, or null (a core type such as `party`, or an unknown prefix). */
export function rulesetOfType(type: string): RulesetId | null {
  const prefix = typePrefix(type);
  return prefix !== null && registeredRulesets().some((r) => r.id === prefix) ? prefix : null;
}

/** The types of `types` that belong to `ruleset`. Pure. */
export function typesOfRuleset(types: Iterable<string>, ruleset: RulesetId): string[] {
  return [...types].filter((t) => typePrefix(t) === ruleset);
}
