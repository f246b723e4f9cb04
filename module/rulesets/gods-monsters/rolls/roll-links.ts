/**
 * Gods & Monsters roll links (`[[/check …]]`, `[[/reaction …]]`, `[[/damage …]]`, the neutral `[[/test …]]`):
 * the pure reading in rules/contests/roll-links.ts, rolled through `gmRollCheck` (its dialog opens with the
 * link's difficulty and modifier preset; shift-click skips it) or a plain damage roll to chat.
 */
import { defineRollLinks } from "../../../core/enrichers/roll-links.js";
import { rollUnderOdds } from "../../../dice/rules/index.js";
import { GM_ROLL_LINK_COMMANDS, gmNeutralRollLink, gmParseRollLink, type GmRollLink } from "../rules/contests/roll-links.js";
import { gmRollTarget } from "../rules/contests/roll.js";
import { gmCheckBase, gmRollCheck } from "./check.js";
import { gmIsCharacter, gmIsCreature } from "../data/view.js";
import { format, translations } from "../../../core/foundry/i18n.js";

function label(request: GmRollLink): string {
  const i18n = translations();
  if (request.kind === "damage") return i18n.format("ANTHOLOGY.GM.RollLink.Damage", { formula: request.formula });
  const name = i18n.localize(request.kind === "ability" ? `ANTHOLOGY.GM.Ability.${request.key}` : `ANTHOLOGY.GM.Reaction.${request.key}`);
  const difficulty = i18n.localize(`ANTHOLOGY.GM.Difficulty.${request.difficulty}`);
  const modifier = request.modifier === 0 ? "" : request.modifier > 0 ? ` +${request.modifier}` : ` ${request.modifier}`;
  return i18n.format("ANTHOLOGY.GM.RollLink.Check", { name, difficulty, modifier });
}

/** A damage link: the formula rolled to chat as the actor (the card's Apply button belongs to weapon attacks). */
async function rollDamage(actor: Actor.Implementation, formula: string): Promise<unknown> {
  if (!Roll.validate(formula)) {
    ui.notifications?.warn(format("ANTHOLOGY.GM.Warn.BadDamage", { formula }));
    return null;
  }
  const roll = await new Roll(formula).evaluate();
  return roll.toMessage({ speaker: ChatMessage.getSpeaker({ actor }), flavor: format("ANTHOLOGY.GM.RollLink.Damage", { formula }) });
}

export const gmRollLinks = defineRollLinks<GmRollLink>({
  commands: GM_ROLL_LINK_COMMANDS,
  parse: gmParseRollLink,
  neutral: gmNeutralRollLink,
  label,
  accepts: (actor, request) =>
    request.kind === "damage" ? gmIsCharacter(actor) || gmIsCreature(actor) : gmCheckBase(actor, request.kind, request.key) !== null,
  roll: (actor, request, { skipDialog }) =>
    request.kind === "damage"
      ? rollDamage(actor, request.formula)
      : gmRollCheck(actor, { kind: request.kind, key: request.key, skipDialog, options: { difficulty: request.difficulty, modifier: request.modifier } }),
  chance: (actor, request) => {
    if (request.kind === "damage") return null;
    const base = gmCheckBase(actor, request.kind, request.key);
    if (!base) return null;
    const { target } = gmRollTarget({ base: base.base, difficulty: request.difficulty, injuries: base.injuries, modifier: request.modifier });
    return rollUnderOdds({ target });
  },
});
