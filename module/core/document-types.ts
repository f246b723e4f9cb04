/** Which ruleset a document type belongs to, by the prefix every type name carries. Pure. */
import { RULESET_IDS, type RulesetId } from "./ruleset-ids.js";

export function rulesetOfType(type: string): RulesetId | null {
  const id = RULESET_IDS.find((r) => type.startsWith(r) && /^[A-Z]/.test(type.slice(r.length)));
  return id ?? null;
}

export function typesOfRuleset(types: Iterable<string>, ruleset: RulesetId): string[] {
  return [...types].filter((t) => rulesetOfType(t) === ruleset);
}
