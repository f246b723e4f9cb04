/**
 * What the player (or GM) sets in an unopposed success test's dialog (text 002, "Success Test", "Advantage",
 * "Blind Fighting"): the GM's difficulty (+5 very easy to −5 very hard), whether the tester has the Advantage
 * (+2 to the attribute) and whether they get two chances (roll twice, keep the better or the worse). Pure: any
 * value read from a form becomes one of these, and the settings of the d20 follow from `shadowTestTarget`.
 */
import { shadowDifficulty } from "./modifier.js";
import { shadowFavour } from "./opposition.js";
import { shadowTestTarget, type ShadowChances } from "./success-test.js";

export interface ShadowTestOptions {
  /** The GM's difficulty, held to +5…−5. */
  difficulty: number;
  /** The tester has the Advantage: +2. */
  advantage: boolean;
  /** One die, or two keeping the better ("favour") or the worse ("unfavour"). */
  chances: ShadowChances;
}

export const SHADOW_TEST_DEFAULTS: ShadowTestOptions = { difficulty: 0, advantage: false, chances: "single" };

function isChances(value: unknown): value is ShadowChances {
  return value === "single" || value === "favour" || value === "unfavour";
}

/**
 * Form values over the current options: a difficulty that is given is clamped to +5…−5 (unreadable: 0);
 * `advantage` is on only for `true`, "true" or "on"; unknown chances keep the current ones.
 */
export function shadowParseTestOptions(raw: Record<string, unknown>, current: ShadowTestOptions = SHADOW_TEST_DEFAULTS): ShadowTestOptions {
  const advantage = "advantage" in raw ? raw.advantage === true || raw.advantage === "true" || raw.advantage === "on" : current.advantage;
  return {
    difficulty: "difficulty" in raw ? shadowDifficulty(raw.difficulty) : current.difficulty,
    advantage,
    chances: isChances(raw.chances) ? raw.chances : current.chances,
  };
}

/** The d20's numbers for an attribute value and these options: the value, the modifier that makes the target, the favour. */
export function shadowTestSettings(value: number, options: ShadowTestOptions): { target: number; modifier: number; favour: number } {
  const t = shadowTestTarget({ attribute: value, difficulty: options.difficulty, advantage: options.advantage });
  return { target: t.attribute, modifier: t.target - t.attribute, favour: shadowFavour(options.chances) };
}
