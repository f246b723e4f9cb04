/**
 * What the player (or GM) sets in a success test's dialog (text 002, "Success Test", "Advantage",
 * "Blind Fighting"): the GM's difficulty (+5 very easy to −5 very hard; an unopposed test's only), whether the tester has the Advantage
 * (+2 to the attribute) and whether they get two chances (roll twice, keep the better or the worse). Pure: any
 * value read from a form becomes one of these, and the settings of the d20 follow from `shadowTestTarget`.
 */
import { shadowRecord } from "./coerce.js";
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
  // Anything that is not an object reads as no values; current options that are not options read as the defaults.
  const r = shadowRecord(raw);
  const c = shadowRecord(current);
  const base: ShadowTestOptions = {
    difficulty: shadowDifficulty(c.difficulty ?? 0),
    advantage: c.advantage === true,
    chances: isChances(c.chances) ? c.chances : "single",
  };
  return {
    difficulty: "difficulty" in r ? shadowDifficulty(r.difficulty) : base.difficulty,
    advantage: "advantage" in r ? r.advantage === true || r.advantage === "true" || r.advantage === "on" : base.advantage,
    chances: isChances(r.chances) ? r.chances : base.chances,
  };
}

/**
 * The d20's numbers for an attribute value and these options: the value, the modifier that makes the target, the
 * favour. With an opposing value the test is [Attribute←Opposition] (text 002, "Success Test"): the modifier is
 * 10 − the opposing value (with the Advantage's +2), and the GM's difficulty does not apply, the opposition being
 * what makes the test hard.
 */
export function shadowTestSettings(value: number, options: ShadowTestOptions, opposing?: number): { target: number; modifier: number; favour: number } {
  const t =
    opposing === undefined
      ? shadowTestTarget({ attribute: value, difficulty: options.difficulty, advantage: options.advantage })
      : shadowTestTarget({ attribute: value, opposing, advantage: options.advantage });
  return { target: t.attribute, modifier: t.target - t.attribute, favour: shadowFavour(options.chances) };
}
