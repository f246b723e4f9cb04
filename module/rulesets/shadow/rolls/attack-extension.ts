/**
 * An attack on a foe nobody targeted (README "Shadow"), as the dice room's roll dialog sees it (module/dice/API.md,
 * "extension"): the foe's Defense and the Advantage are fields of the dice dialog; the pure rules
 * (`shadowEnteredDefenseAttack`, text 002 "Combat Action", "Advantage") turn them into the d20's numbers, so the
 * headline ("Accurate 13 − 2 = 11") and the exact chance follow every edit. The card says the Defense was entered.
 */
import type { RollExtension, RollUnderSettings } from "../../../dice/index.js";
import {
  shadowEnteredDefenseAttack,
  shadowParseEnteredDefense,
  SHADOW_ENTERED_DEFENSE_DEFAULTS,
  SHADOW_TEST_VALUE_LIMIT,
  type ShadowAttributeKey,
  type ShadowCombatant,
  type ShadowEnteredDefense,
} from "../rules/index.js";
import { shadowCard, type ShadowAttackContext } from "../data/card.js";
import { shadowTestWhy } from "../chat/why-terms.js";
import { localize } from "../data/view.js";
import { shadowTestHeadline } from "./test-headline.js";

export const SHADOW_ENTERED_DEFENSE_TEMPLATE = "systems/anthology/templates/shadow/dialogs/entered-defense.hbs";

export interface ShadowEnteredDefenseInput {
  attacker: ShadowCombatant;
  attribute: ShadowAttributeKey;
  /** The attribute's name, localized. */
  attributeLabel: string;
  weapon: string;
  /** The attack's card data; the Defense entered and the Advantage are set from the dialog. */
  context: ShadowAttackContext;
}

export function shadowEnteredDefenseExtension(input: ShadowEnteredDefenseInput): RollExtension<ShadowEnteredDefense, RollUnderSettings> {
  const headline = shadowTestHeadline(input.attributeLabel);
  const test = (options: ShadowEnteredDefense) => shadowEnteredDefenseAttack(input.attacker, input.attribute, options);
  return {
    template: SHADOW_ENTERED_DEFENSE_TEMPLATE,
    options: SHADOW_ENTERED_DEFENSE_DEFAULTS,
    context: (options) => ({ options, limit: SHADOW_TEST_VALUE_LIMIT }),
    parse: (raw, current) => shadowParseEnteredDefense(raw, current),
    apply: (options) => {
      const t = test(options);
      return { target: t.value, modifier: t.modifier, favour: t.favour, bonus: 0 };
    },
    headline: (settings) => headline(settings),
    card: (options) => {
      const t = test(options);
      const key = options.advantage ? "ANTHOLOGY.Shadow.Attack.EnteredFlavorAdvantage" : "ANTHOLOGY.Shadow.Attack.EnteredFlavor";
      return {
        flavor: localize(key, { weapon: input.weapon, defense: options.defense }),
        data: shadowCard({ attack: { ...input.context, advantage: options.advantage, enteredDefense: options.defense } }),
        why: shadowTestWhy(t.parts, { attribute: input.attributeLabel, opposition: localize("ANTHOLOGY.Shadow.Why.entered") }),
      };
    },
  };
}
