/**
 * The G&M ability/reaction check as the dice room's roll dialog sees it (module/dice/API.md, "extension"): its
 * options are fields of the dice dialog, and the pure rules (`gmRollTarget`) turn them into the number the d20
 * must not exceed, so the dialog's headline reads "Roll 12 or less" with the exact chance, live.
 */
import type { RollExtension, RollUnderSettings } from "../../../dice/index.js";
import { GM_DIFFICULTIES } from "../rules/contests/difficulty.js";
import { gmRollTarget } from "../rules/contests/roll.js";
import { gmMojoBidOdds } from "../rules/mojo/bid-odds.js";
import { formatChance } from "../../../dice/index.js";
import { gmParseCheckOptions, type GmCheckOptions } from "../dialogs/check-options.js";
import type { GmFieldView } from "../data/field-items.js";
import { gmCheckWhy } from "../chat/why-terms.js";
import { gmCard, type GmCardSource } from "../data/card.js";
import { translations } from "../../../core/foundry/i18n.js";

export const GM_CHECK_FIELDS_TEMPLATE = "systems/anthology/templates/gods-monsters/dialogs/check-fields.hbs";

export interface GmCheckRollInput {
  /** The ability's or reaction's name (the first term of the card's "Why this result"). */
  label?: string;
  /** The ability's or reaction's number before the options. */
  base: number;
  /** The mojo the character could bid after a failed archetypal roll (0 for creatures). */
  mojo?: number;
  injuries: number;
  fields: GmFieldView[];
  /** The options the dialog opens with. */
  options: GmCheckOptions;
  /** What the check's card carries for the options chosen (its `roll` kind, read by a mojo bid). */
  card: (options: GmCheckOptions, field: GmFieldView | undefined) => GmCardSource;
}

/** The field the options name, if the actor has it. */
export function gmCheckField(fields: GmFieldView[], options: GmCheckOptions): GmFieldView | undefined {
  return fields.find((f) => f.id === options.fieldId);
}

/** The number the d20 must not exceed for these options (004 "Abilities and reactions"). */
export function gmCheckTarget(input: Pick<GmCheckRollInput, "base" | "injuries" | "fields">, options: GmCheckOptions): number {
  return gmCheckRollTarget(input, options).target;
}

/** The target with its parts, as the pure rules compute it for these options. */
function gmCheckRollTarget(input: Pick<GmCheckRollInput, "base" | "injuries" | "fields">, options: GmCheckOptions) {
  return gmRollTarget({
    base: input.base,
    difficulty: options.difficulty,
    obstacleSize: options.obstacleSize,
    careful: options.careful,
    fieldBonus: gmCheckField(input.fields, options)?.bonus ?? 0,
    injuries: input.injuries,
    modifier: options.modifier,
    surprised: options.surprised,
  });
}

/** The check's fields and rules for the dice room's roll-under dialog. */
export function gmCheckExtension(input: GmCheckRollInput): RollExtension<GmCheckOptions, RollUnderSettings> {
  const i18n = translations();
  const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
  return {
    template: GM_CHECK_FIELDS_TEMPLATE,
    options: input.options,
    context: (options) => ({
      base: input.base,
      injuries: input.injuries,
      options,
      difficulties: Object.fromEntries(
        Object.entries(GM_DIFFICULTIES).map(([k, v]) => [
          k,
          i18n.format("ANTHOLOGY.GM.Difficulty.withValue", { name: i18n.localize(`ANTHOLOGY.GM.Difficulty.${k}`), value: signed(v) }),
        ]),
      ),
      fields: Object.fromEntries(input.fields.map((f) => [f.id, `${f.name} (${f.bonus >= 0 ? "+" : ""}${f.bonus})`])),
      careful: { 0: "ANTHOLOGY.GM.Roll.Careful0", 1: "ANTHOLOGY.GM.Roll.Careful1", 2: "ANTHOLOGY.GM.Roll.Careful2" },
    }),
    // The dice dialog reads its own roll mode; the options keep the one they opened with.
    parse: (raw, current) => ({ ...gmParseCheckOptions(raw, current), rollMode: current.rollMode }),
    apply: (options) => ({ target: gmCheckTarget(input, options), modifier: 0, favour: 0, bonus: 0 }),
    // Odds with mojo (004 "Rolls"): an archetypal roll that fails can be bought with mojo, so under the headline the
    // dialog says how likely success is if the player will bid up to all their mojo, and what that costs on average.
    note: (settings, options) => {
      const mojo = input.mojo ?? 0;
      if (!options.archetypal || mojo <= 0) return "";
      const odds = gmMojoBidOdds({ target: settings.target, favour: settings.favour, mojo });
      return i18n.format("ANTHOLOGY.GM.Mojo.OddsWithMojo", {
        mojo: String(mojo),
        chance: formatChance(odds.chanceWithMojo),
        spent: odds.expectedSpent.toFixed(1),
      });
    },
    card: (options) => {
      const field = gmCheckField(input.fields, options);
      const why = gmCheckWhy(gmCheckRollTarget(input, options).parts, {
        label: input.label ?? "",
        difficulty: i18n.localize(`ANTHOLOGY.GM.Difficulty.${options.difficulty}`),
        field: field?.name,
      });
      return { flavor: field ? i18n.format("ANTHOLOGY.GM.Roll.WithField", { field: field.name }) : undefined, data: gmCard(input.card(options, field)), why };
    },
  };
}
