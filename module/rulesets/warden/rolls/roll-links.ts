/**
 * Warden roll links (`[[/save dex dc=15]]`, `[[/action str +d6]]`, the neutral `[[/test strong hard]]`): the
 * pure reading in rules/roll-links.ts, rolled through `wardenRollCheck` (the sheet's check: the dice dialog opens
 * with the link's DC and dice; shift-click skips it).
 */
import { defineRollLinks } from "../../../core/enrichers/roll-links.js";
import { wardenOdds } from "../../../dice/rules/index.js";
import { WARDEN_ROLL_LINK_COMMANDS, wardenNeutralRollLink, wardenParseRollLink, type WardenRollLink } from "../rules/roll-links.js";
import { isWardenActor, wardenSystem } from "../data/numbers.js";
import { wardenModifier } from "./check-request.js";
import { wardenRollCheck } from "./check.js";
import { translations } from "../../../core/foundry/i18n.js";

function label(request: WardenRollLink): string {
  const i18n = translations();
  const name = [i18n.localize(`ANTHOLOGY.Warden.Attribute.${request.attribute}`), ...request.dice.map((f) => `d${f}`)].join(" + ");
  const key = request.kind === "save" ? "ANTHOLOGY.Warden.RollLink.Save" : "ANTHOLOGY.Warden.RollLink.Action";
  const text = i18n.format(key, { name });
  return request.dc === null ? text : i18n.format("ANTHOLOGY.Warden.RollLink.WithDc", { text, dc: String(request.dc) });
}

export const wardenRollLinks = defineRollLinks<WardenRollLink>({
  commands: WARDEN_ROLL_LINK_COMMANDS,
  parse: wardenParseRollLink,
  neutral: wardenNeutralRollLink,
  label,
  accepts: (actor) => isWardenActor(actor),
  roll: (actor, request, { skipDialog }) =>
    wardenRollCheck(actor, { kind: request.kind, attribute: request.attribute, dc: request.dc, extraDice: request.dice, skipDialog }),
  chance: (actor, request) => {
    if (request.dc === null) return null;
    const s = wardenSystem(actor);
    const modifier = wardenModifier({ str: s.str, dex: s.dex, wil: s.wil }, request.attribute);
    // A save succeeds when TR > DC (003), so it needs DC + 1 (the odds' note on `wardenOdds`).
    return wardenOdds({ modifier, objects: request.dice.map((faces) => ({ faces, advantage: 0 })), dc: request.kind === "save" ? request.dc + 1 : request.dc });
  },
});
