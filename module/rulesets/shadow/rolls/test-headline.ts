/**
 * The top line of a Shadow success test's dialog, as the text writes a test: the attribute, its value, the
 * modifier and the number the d20 must not exceed ("Accurate 13 − 2 = 11"), redrawn by the dice room on every change.
 */
import type { RollUnderSettings } from "../../../dice/index.js";
import { localize } from "../data/view.js";

export function shadowTestHeadline(attribute: string): (settings: RollUnderSettings) => string {
  return (s) => {
    const target = String(s.target + s.modifier);
    if (s.modifier === 0) return localize("ANTHOLOGY.Shadow.Test.HeadlinePlain", { attribute, value: s.target, target });
    return localize("ANTHOLOGY.Shadow.Test.Headline", { attribute, value: s.target, sign: s.modifier > 0 ? "+" : "−", amount: Math.abs(s.modifier), target });
  };
}
