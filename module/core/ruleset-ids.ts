/**
 * A ruleset's id, as its room declares it (`id` of `module/rulesets/<r>/ruleset.ts`) and its document types carry as
 * their prefix (`gmCharacter`, `rkNpc`). The list of ids is the registry's (`module/rulesets/index.ts` RULESETS,
 * remembered by `module/core/registry.ts` at init): nothing in core repeats it, so a new room is its folder plus
 * one registry line (CONTRIBUTING "A new ruleset"). Pure: importable in Node.
 */
export type RulesetId = string;

/** The ruleset a document type belongs to by its prefix (the lower-case letters before the first capital). Pure. */
export function typePrefix(type: string): string | null {
  return /^([a-z]+)[A-Z]/.exec(type)?.[1] ?? null;
}

/** Whether `value` is one of `known` (the registered ids); a stored id of a removed ruleset is not. */
export function isRulesetId(value: unknown, known: readonly string[]): value is RulesetId {
  return typeof value === "string" && known.includes(value);
}
