/**
 * The ruleset-neutral roll link `[[/test strong hard]]`: one adventure text that runs under every ruleset. An
 * attribute word and a difficulty word from a small fixed vocabulary; each ruleset maps them to its own test
 * through a pure table (`module/rulesets/<r>/rules/neutral-test.ts`), documented in the README.
 */
import { asRollLink } from "./roll-link-syntax.js";

/** What a character is asked to be. */
export const NEUTRAL_ATTRIBUTES = ["strong", "quick", "tough", "smart", "wise", "charming", "sneaky", "alert"] as const;
export type NeutralAttribute = (typeof NEUTRAL_ATTRIBUTES)[number];

/** How hard it is, easiest first; `normal` when the text names none. */
export const NEUTRAL_DIFFICULTIES = ["very-easy", "easy", "normal", "hard", "very-hard"] as const;
export type NeutralDifficulty = (typeof NEUTRAL_DIFFICULTIES)[number];

export interface NeutralTest {
  attribute: NeutralAttribute;
  difficulty: NeutralDifficulty;
}

/** A neutral test as given (a macro's object): the test when both words are in the vocabulary, else null. */
export function asNeutralTest(test: unknown): NeutralTest | null {
  const { attribute, difficulty } = (typeof test === "object" && test !== null ? test : {}) as Record<string, unknown>;
  return isNeutralAttribute(attribute) && isNeutralDifficulty(difficulty) ? { attribute, difficulty } : null;
}

/** A ruleset's mapping: what each neutral word is in its own game. */
export interface NeutralTable<A, D> {
  attributes: Readonly<Record<NeutralAttribute, A>>;
  difficulties: Readonly<Record<NeutralDifficulty, D>>;
}

export function isNeutralAttribute(word: unknown): word is NeutralAttribute {
  return typeof word === "string" && (NEUTRAL_ATTRIBUTES as readonly string[]).includes(word);
}

export function isNeutralDifficulty(word: unknown): word is NeutralDifficulty {
  return typeof word === "string" && (NEUTRAL_DIFFICULTIES as readonly string[]).includes(word);
}

/** `[[/test strong]]`, `[[/test strong hard]]`: the neutral test, or null for anything else. */
export function parseNeutralTest(input: unknown): NeutralTest | null {
  const link = asRollLink(input);
  if (!link || link.command !== "test" || Object.keys(link.options).length > 0) return null;
  const [attribute, difficulty = "normal", ...rest] = link.words;
  if (rest.length || !isNeutralAttribute(attribute) || !isNeutralDifficulty(difficulty)) return null;
  return { attribute, difficulty };
}
