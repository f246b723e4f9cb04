/** The four rulesets Anthology plays. Pure: importable in Node. */
export const RULESET_IDS = ["gm", "shadow", "warden", "rk"] as const;
export type RulesetId = (typeof RULESET_IDS)[number];
export const DEFAULT_RULESET: RulesetId = "gm";

export function isRulesetId(value: unknown): value is RulesetId {
  return typeof value === "string" && (RULESET_IDS as readonly string[]).includes(value);
}
