/**
 * A Shadow success test as the dice room's roll dialog sees it (module/dice/API.md, "extension"): the Advantage and
 * two chances are fields of the dice dialog, and so is the GM's difficulty of an unopposed test; the pure rules
 * (`shadowTestSettings`) turn them into the d20's numbers, so the headline reads "Accurate 13 − 2 = 11" with the
 * exact chance, live (text 002, "Success Test", "Advantage", "Blind Fighting").
 *
 * Against a targeted foe ([Attribute←Opposition]) the modifier comes from the opposing value and the GM sets no
 * difficulty: the dialog names the opposition in its place ("Against Goblin's Defense 12: −2").
 */
import type { RollExtension, RollUnderSettings } from "../../../dice/index.js";
import { shadowParseTestOptions, shadowTestSettings, shadowTestTarget, type ShadowOpposingStat, type ShadowTestOptions } from "../rules/index.js";
import { localize } from "../data/view.js";
import { shadowDifficultyChoices, shadowSigned } from "./difficulty.js";
import { shadowTestWhy } from "../chat/why-terms.js";
import { shadowTestHeadline } from "./test-headline.js";

export const SHADOW_TEST_FIELDS_TEMPLATE = "systems/anthology/templates/shadow/dialogs/test-fields.hbs";

/** Who opposes the test and with what (the targeted token's usual opposing attribute, or its Defense). */
export interface ShadowTestOpposition {
  /** The opposing value. */
  value: number;
  /** The opponent's name, plain text (the dialog and the card escape it). */
  name: string;
  /** The opposing attribute, or Defense. */
  stat: ShadowOpposingStat;
}

export interface ShadowTestInput {
  /** The attribute's name, localized. */
  attribute: string;
  /** The attribute's value. */
  value: number;
  options: ShadowTestOptions;
  /** An [Attribute←Opposition] test's opposition; omitted for a test against the GM's difficulty. */
  opposition?: ShadowTestOpposition | null;
}

/** The opposing stat's name: "Defense", or the attribute's. */
function statName(stat: ShadowOpposingStat): string {
  return localize(stat === "defense" ? "ANTHOLOGY.Shadow.Defense.Label" : `ANTHOLOGY.Shadow.Attribute.${stat}`);
}

export function shadowTestExtension(input: ShadowTestInput): RollExtension<ShadowTestOptions, RollUnderSettings> {
  const headline = shadowTestHeadline(input.attribute);
  const against = input.opposition;
  // 10 − the opposing value (text 002): what the opposition alone does to the attribute, before any Advantage.
  const opposed = against
    ? {
        ...against,
        modifier: shadowSigned(shadowTestTarget({ attribute: input.value, opposing: against.value }).opposition),
        attribute: statName(against.stat),
      }
    : null;
  return {
    template: SHADOW_TEST_FIELDS_TEMPLATE,
    options: input.options,
    context: (options) => ({
      // An opposed test has no difficulty field: the line naming the opposition takes its place.
      opposition: opposed
        ? localize("ANTHOLOGY.Shadow.TestDialog.against", {
            name: opposed.name,
            attribute: opposed.attribute,
            value: opposed.value,
            modifier: opposed.modifier,
          })
        : "",
      choices: opposed ? [] : shadowDifficultyChoices(),
      selected: options.difficulty,
      options,
      chances: { single: "ANTHOLOGY.Shadow.TestDialog.single", favour: "ANTHOLOGY.Shadow.TestDialog.favour", unfavour: "ANTHOLOGY.Shadow.TestDialog.unfavour" },
    }),
    parse: (raw, current) => shadowParseTestOptions(raw, current),
    apply: (options) => ({ ...shadowTestSettings(input.value, options, opposed?.value), bonus: 0 }),
    headline: (settings) => headline(settings),
    card: (options) => {
      const parts: string[] = [];
      if (opposed) {
        parts.push(
          localize("ANTHOLOGY.Shadow.Test.Opposed", {
            attribute: input.attribute,
            opposition: opposed.attribute,
            name: opposed.name,
            value: opposed.value,
            modifier: opposed.modifier,
          }),
        );
      } else if (options.difficulty !== 0) {
        parts.push(localize("ANTHOLOGY.Shadow.Difficulty.Flavor", { modifier: shadowSigned(options.difficulty) }));
      }
      if (options.advantage) parts.push(localize("ANTHOLOGY.Shadow.TestDialog.advantageFlavor"));
      if (options.chances !== "single") parts.push(localize(`ANTHOLOGY.Shadow.TestDialog.${options.chances}`));
      const tested = opposed
        ? shadowTestTarget({ attribute: input.value, opposing: opposed.value, advantage: options.advantage })
        : shadowTestTarget({ attribute: input.value, difficulty: options.difficulty, advantage: options.advantage });
      const opposition = opposed
        ? localize("ANTHOLOGY.Shadow.Why.of", { name: opposed.name, attribute: localize(`ANTHOLOGY.Shadow.Opposing.${opposed.stat}`) })
        : undefined;
      const why = shadowTestWhy(tested.parts, { attribute: input.attribute, ...(opposition ? { opposition } : {}) });
      return parts.length ? { flavor: parts.join(" · "), why } : { why };
    },
  };
}
