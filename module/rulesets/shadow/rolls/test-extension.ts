/**
 * An unopposed Shadow success test as the dice room's roll dialog sees it (module/dice/API.md, "extension"): the
 * GM's difficulty, the Advantage and two chances are fields of the dice dialog; the pure rules
 * (`shadowTestSettings`) turn them into the d20's numbers, so the headline reads "Accurate 13 − 2 = 11" with the
 * exact chance, live (text 002, "Success Test", "Advantage", "Blind Fighting").
 */
import type { RollExtension, RollUnderSettings } from "../../../dice/index.js";
import { shadowParseTestOptions, shadowTestSettings, shadowTestTarget, type ShadowTestOptions } from "../rules/index.js";
import { localize } from "./actor-view.js";
import { shadowDifficultyChoices, shadowSigned } from "./difficulty.js";
import { shadowTestWhy } from "../chat/why-terms.js";
import { shadowTestHeadline } from "./test-headline.js";

export const SHADOW_TEST_FIELDS_TEMPLATE = "systems/anthology/templates/shadow/dialogs/test-fields.hbs";

export interface ShadowTestInput {
  /** The attribute's name, localized. */
  attribute: string;
  /** The attribute's value. */
  value: number;
  options: ShadowTestOptions;
}

export function shadowTestExtension(input: ShadowTestInput): RollExtension<ShadowTestOptions, RollUnderSettings> {
  const headline = shadowTestHeadline(input.attribute);
  return {
    template: SHADOW_TEST_FIELDS_TEMPLATE,
    options: input.options,
    context: (options) => ({
      choices: shadowDifficultyChoices(),
      selected: options.difficulty,
      options,
      chances: { single: "ANTHOLOGY.Shadow.TestDialog.single", favour: "ANTHOLOGY.Shadow.TestDialog.favour", unfavour: "ANTHOLOGY.Shadow.TestDialog.unfavour" },
    }),
    parse: (raw, current) => shadowParseTestOptions(raw, current),
    apply: (options) => ({ ...shadowTestSettings(input.value, options), bonus: 0 }),
    headline: (settings) => headline(settings),
    card: (options) => {
      const parts: string[] = [];
      if (options.difficulty !== 0) parts.push(localize("ANTHOLOGY.Shadow.Difficulty.Flavor", { modifier: shadowSigned(options.difficulty) }));
      if (options.advantage) parts.push(localize("ANTHOLOGY.Shadow.TestDialog.advantageFlavor"));
      if (options.chances !== "single") parts.push(localize(`ANTHOLOGY.Shadow.TestDialog.${options.chances}`));
      const tested = shadowTestTarget({ attribute: input.value, difficulty: options.difficulty, advantage: options.advantage });
      const why = shadowTestWhy(tested.parts, { attribute: input.attribute });
      return parts.length ? { flavor: parts.join(" · "), why } : { why };
    },
  };
}
