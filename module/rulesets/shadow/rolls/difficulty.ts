/**
 * The GM's difficulty of an unopposed success test (text 002, "Success Test": typically +5, very easy, to −5,
 * very hard): the choices of that range, a field of the test's dice dialog (test-extension.ts), held to it by
 * `shadowDifficulty` whatever is sent.
 */
import { SHADOW_DIFFICULTY_MAX, SHADOW_DIFFICULTY_MIN } from "../rules/index.js";
import { localize } from "../data/view.js";

/** "+2", "0", "−3" as the text prints modifiers. */
export function shadowSigned(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0";
}

/** The choices, from very easy to very hard. */
export function shadowDifficultyChoices(): { value: number; label: string }[] {
  const out: { value: number; label: string }[] = [];
  for (let d = SHADOW_DIFFICULTY_MAX; d >= SHADOW_DIFFICULTY_MIN; d--) {
    const key = d === SHADOW_DIFFICULTY_MAX ? "VeryEasy" : d === SHADOW_DIFFICULTY_MIN ? "VeryHard" : "Option";
    out.push({ value: d, label: localize(`ANTHOLOGY.Shadow.Difficulty.${key}`, { modifier: shadowSigned(d) }) });
  }
  return out;
}
