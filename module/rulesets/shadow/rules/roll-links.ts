/**
 * Shadow roll links in journal text (README "Roll links"): `[[/test accurate]]`, `[[/test cunning -2]]` (the
 * GM's difficulty, +5 to −5), `[[/test accurate vs quick]]` (against the targeted opponent's attribute), and the
 * neutral `[[/test strong hard]]` through SHADOW_NEUTRAL_TABLE. Pure: anything else is null (plain text).
 */
import { asRollLink, signedInteger } from "../../../core/rules/roll-link-syntax.js";
import { asNeutralTest, type NeutralTable } from "../../../core/rules/neutral-test.js";
import { isShadowAttributeKey, type ShadowAttributeKey } from "./attributes.js";
import { SHADOW_DIFFICULTY_MAX, SHADOW_DIFFICULTY_MIN } from "./modifier.js";

export type ShadowRollLink =
  { kind: "test"; attribute: ShadowAttributeKey; difficulty: number } | { kind: "opposed"; attribute: ShadowAttributeKey; opposing: ShadowAttributeKey };

export const SHADOW_ROLL_LINK_COMMANDS = ["test"] as const;

export function shadowParseRollLink(input: unknown): ShadowRollLink | null {
  const link = asRollLink(input);
  if (!link) return null;
  if (link.command !== "test" || Object.keys(link.options).length) return null;
  const [attribute, second, third, ...rest] = link.words;
  if (rest.length || !isShadowAttributeKey(attribute)) return null;
  if (second === "vs") return isShadowAttributeKey(third) ? { kind: "opposed", attribute, opposing: third } : null;
  if (third !== undefined) return null;
  const difficulty = second === undefined ? 0 : signedInteger(second);
  if (difficulty === null || difficulty < SHADOW_DIFFICULTY_MIN || difficulty > SHADOW_DIFFICULTY_MAX) return null;
  return { kind: "test", attribute, difficulty };
}

/**
 * The neutral words in Shadow: its eight attributes (toughness is Strong, the attribute behind Toughness);
 * difficulties are the GM's modifier in steps of two within the text's +5…−5.
 */
export const SHADOW_NEUTRAL_TABLE: NeutralTable<ShadowAttributeKey, number> = {
  attributes: {
    strong: "strong",
    quick: "quick",
    tough: "strong",
    smart: "cunning",
    wise: "resolute",
    charming: "persuasive",
    sneaky: "discreet",
    alert: "vigilant",
  },
  difficulties: { "very-easy": 4, easy: 2, normal: 0, hard: -2, "very-hard": -4 },
};

export function shadowNeutralRollLink(input: unknown): ShadowRollLink | null {
  const test = asNeutralTest(input);
  if (!test) return null;
  return { kind: "test", attribute: SHADOW_NEUTRAL_TABLE.attributes[test.attribute], difficulty: SHADOW_NEUTRAL_TABLE.difficulties[test.difficulty] };
}
