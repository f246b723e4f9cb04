/**
 * The Warden's part of the GM roll requests (README "GM roll requests", module/core/requests/): saves on STR, DEX or
 * WIL against a DC ("The Warden can disclose the DC if appropriate", 003). A save succeeds when TR > DC (003), so
 * its exact chance is `wardenOdds` at DC + 1 (the odds' own note); the roll is the Warden's advantage roll through
 * the dice room's pipeline, with no dialog, and carries no DC when it is hidden.
 */
import { difficultyPhrase, type RollRequestAdapter } from "../../../core/requests/adapter.js";
import { wardenOdds } from "../../../dice/rules/index.js";
import { WARDEN_ATTRIBUTES } from "../rules/attributes.js";
import { wardenSavePasses } from "../rules/check.js";
import { wardenInt } from "../rules/numbers.js";
import { isWardenActor, wardenSystem } from "../data/numbers.js";
import { isWardenAttribute } from "./check-request.js";
import { rollWardenAdvantage, wardenSaveTotal } from "./dice-api.js";
import { format, localize } from "../../../core/foundry/i18n.js";

const label = (a: string) => format("ANTHOLOGY.Warden.SaveRequest.Title", { attribute: localize(`ANTHOLOGY.Warden.Attribute.${a}`) });

function modifier(actor: Actor.Implementation, check: string): number | null {
  if (!isWardenActor(actor) || !isWardenAttribute(check)) return null;
  return Math.max(0, wardenInt(wardenSystem(actor)[check].value));
}

export const WARDEN_ROLL_REQUESTS: RollRequestAdapter = {
  ruleset: "warden",
  checks: () => WARDEN_ATTRIBUTES.map((id) => ({ id, label: label(id) })),
  difficulty: { label: "ANTHOLOGY.Request.DifficultyLabel.dc", initial: 20, min: 0, max: 99 },
  describeDifficulty: (dc) => difficultyPhrase("ANTHOLOGY.Request.DifficultyLabel.dc", String(dc)),
  // A save succeeds when its TR beats the DC (003): the chance to save.
  chanceLine: "ANTHOLOGY.Warden.SaveRequest.ChanceLine",
  canRoll: (actor, check) => modifier(actor, check) !== null,
  chance: (actor, check, dc) => {
    const m = modifier(actor, check);
    return m === null ? null : wardenOdds({ modifier: m, dc: dc + 1 });
  },
  roll: async (actor, check, dc, flags) => {
    const m = modifier(actor, check);
    if (m === null) return null;
    const out = await rollWardenAdvantage({
      actor,
      label: label(check),
      modifier: m,
      dc,
      role: "target",
      skipDialog: true,
      flags: { ...flags, warden: { kind: "save", actorUuid: actor.uuid } },
    });
    return out?.message ?? null;
  },
  // Only the save the request asks for answers it: the dice room's advantage roll of d20 + this attribute, with no
  // advantage and no object dice (rolled at once, no dialog); a constant Roll or another formula is refused.
  settle: (actor, check, dc, message) => {
    const m = modifier(actor, check);
    const tr = m === null ? null : wardenSaveTotal(message, { modifier: m, advantage: 0 });
    return tr === null ? null : { total: tr, success: wardenSavePasses({ tr, dc }) };
  },
};
