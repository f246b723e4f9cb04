/**
 * A Warden action or save as the dice room's roll dialog sees it (module/dice/API.md, "extension"): the attribute,
 * who rolls, the other side's result, the object dice and the DC are fields of the one dialog, whose headline reads
 * "IR vs DC 20" (or "TR vs 21", "IR vs a secret DC" for a player) with the exact chance, live as they change.
 */
import type { AdvantageSettings, RollExtension } from "../../../dice/index.js";
import type { WhyTerm } from "../../../dice/cards/why.js";
import { WARDEN_ATTRIBUTES } from "../rules/attributes.js";
import { parseWardenCheckOptions, wardenCheckSettings, wardenUsedDice, type WardenCheckContext, type WardenCheckRollOptions } from "./check-options.js";
import { wardenModifier } from "./check-request.js";
import { localize, translations } from "../../../core/foundry/i18n.js";

export const WARDEN_CHECK_FIELDS_TEMPLATE = "systems/anthology/templates/warden/dialogs/check-fields.hbs";

export interface WardenCheckExtensionInput extends WardenCheckContext {
  options: WardenCheckRollOptions;
  /** A label the caller fixed (a roll link's, a request's); otherwise the attribute and the dice used. */
  label?: string;
}

/** The card's label for these options: the caller's, else "Strength + Axe". */
export function wardenCheckLabel(options: WardenCheckRollOptions, fixed?: string): string {
  if (fixed) return fixed;
  const attribute = localize(`ANTHOLOGY.Warden.Attribute.${options.attribute}`);
  return [attribute, ...wardenUsedDice(options).map((d) => d.label)].join(" + ");
}

/** "Why this result": the attribute's score is where the total starts (the card adds the kept dice). */
export function wardenCheckWhy(input: Pick<WardenCheckContext, "scores">, options: WardenCheckRollOptions): WhyTerm[] {
  const name = localize(`ANTHOLOGY.Warden.Attribute.${options.attribute}`);
  return [{ key: "ANTHOLOGY.Warden.Why.attribute", name, value: wardenModifier(input.scores, options.attribute) }];
}

export function wardenCheckExtension(input: WardenCheckExtensionInput): RollExtension<WardenCheckRollOptions, AdvantageSettings> {
  const i18n = translations();
  return {
    template: WARDEN_CHECK_FIELDS_TEMPLATE,
    options: input.options,
    context: (options) => ({
      options,
      attributes: Object.fromEntries(
        WARDEN_ATTRIBUTES.map((a) => [
          a,
          i18n.format("ANTHOLOGY.Warden.Check.AttributeScore", {
            name: i18n.localize(`ANTHOLOGY.Warden.Attribute.${a}`),
            value: String(wardenModifier(input.scores, a)),
          }),
        ]),
      ),
      roles: { initiator: "ANTHOLOGY.Warden.Check.initiator", target: "ANTHOLOGY.Warden.Check.target" },
      dice: options.dice.map((d, index) => ({ ...d, index, lent: d.itemId === "" })),
      mayEditDc: input.mayEditDc,
      isGM: game.user?.isGM ?? false,
    }),
    parse: (raw, current) => parseWardenCheckOptions(raw, current, input.mayEditDc),
    apply: (options) => wardenCheckSettings(options, input),
    card: (options) => ({ label: wardenCheckLabel(options, input.label), why: wardenCheckWhy(input, options) }),
  };
}
