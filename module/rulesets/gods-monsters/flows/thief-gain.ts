/**
 * A thief's improvement from level advancement (004 "Thieves": at each level after the first, +1 to one thief field
 * or an extra skill in one of the thief fields). The level-up keeps them as improvements to choose
 * (`system.advancement.thiefGains`); the player takes each on a thief field of the sheet. One outcome (the field and
 * the count together) and a card.
 */
import { format } from "../../../core/foundry/i18n.js";
import { applyOutcome } from "../../../core/outcome/apply-outcome.js";
import { gmThiefGain } from "../rules/character/advancement.js";
import type { GmThiefGainChoice } from "../rules/character/advancement.js";
import { gmIsCharacter } from "../data/view.js";
import { gmFieldsOf } from "../data/field-items.js";
import { gmPostConsequence } from "../rolls/consequence-rolls.js";

/** Takes one improvement on the field `fieldId`; true when written. */
export async function gmTakeThiefGain(actor: Actor.Implementation, fieldId: string, choice: GmThiefGainChoice): Promise<boolean> {
  if (!gmIsCharacter(actor)) return false;
  const field = gmFieldsOf(actor).find((f) => f.id === fieldId);
  if (!field) return false;
  const gain = gmThiefGain(actor.system.advancement.thiefGains, field, choice);
  if ("refused" in gain) {
    ui.notifications?.warn(format(`ANTHOLOGY.GM.ThiefGain.Refused.${gain.refused}`, { name: actor.name ?? "", field: field.name }));
    return false;
  }
  const line =
    choice.kind === "bonus"
      ? { key: "ANTHOLOGY.GM.ThiefGain.Bonus", data: { name: actor.name ?? "", field: field.name, bonus: field.bonus + 1 } }
      : { key: "ANTHOLOGY.GM.ThiefGain.Skill", data: { name: actor.name ?? "", field: field.name, skill: choice.skill.trim() } };
  const left = { key: "ANTHOLOGY.GM.ThiefGain.Left", data: { amount: actor.system.advancement.thiefGains - 1 } };
  const applied = await applyOutcome(actor, { ...gain.outcome, cards: [() => gmPostConsequence(actor, "ANTHOLOGY.GM.ThiefGain.Title", [line, left])] });
  return applied.ok;
}
