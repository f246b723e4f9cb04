/**
 * Upkeep and living expenses paid from a character's silver (001 "Upkeep and living expenses"), from the GM's tools:
 * the maintenance of every weapon and armor the character keeps over the months since the last payment, and their
 * living at the chosen lifestyle for the days. One outcome (the silver) and a card per character; a bill beyond the
 * purse is not paid and the card says how much is missing.
 */
import { format, localize } from "../../../core/foundry/i18n.js";
import { actorItems } from "../../../core/foundry/items.js";
import { applyOutcome } from "../../../core/outcome/apply-outcome.js";
import { GM_LIFESTYLES, gmUpkeepBill } from "../rules/consequences/upkeep.js";
import type { GmLifestyle, GmUpkeepBill } from "../rules/consequences/upkeep.js";
import { isGmArmor, isGmWeapon } from "../data/types.js";
import { gmIsCharacter } from "../data/view.js";
import { gmPostConsequence } from "../rolls/consequence-rolls.js";
import type { GmCardLine } from "../rolls/consequence-rolls.js";

export interface GmPayUpkeepInput {
  months: number;
  days: number;
  lifestyle: GmLifestyle;
}

/** Each kept item's cost once per piece (a quantity of 3 is three). */
function costs(actor: Actor.Implementation, keep: (item: Item.Implementation) => boolean): number[] {
  return actorItems(actor)
    .filter(keep)
    .flatMap((item) => {
      const s = item.system as { cost?: number; quantity?: number };
      return Array.from({ length: Math.max(0, Math.trunc(s.quantity ?? 1)) }, () => s.cost ?? 0);
    });
}

/** Pays one character's bill; the bill, or null when the actor is not a character or may not be changed. */
export async function gmPayUpkeep(actor: Actor.Implementation, input: GmPayUpkeepInput): Promise<GmUpkeepBill | null> {
  const name = actor.name ?? "";
  if (!gmIsCharacter(actor)) {
    ui.notifications?.warn(format("ANTHOLOGY.GM.Upkeep.NotCharacter", { name }));
    return null;
  }
  if (!game.user || !actor.canUserModify(game.user, "update")) {
    ui.notifications?.warn(format("ANTHOLOGY.GM.Upkeep.NotAllowed", { name }));
    return null;
  }
  const lifestyle = (GM_LIFESTYLES as readonly string[]).includes(input.lifestyle) ? input.lifestyle : "basic";
  const bill = gmUpkeepBill({
    weapons: costs(actor, isGmWeapon),
    armor: costs(actor, isGmArmor),
    months: input.months,
    days: input.days,
    lifestyle,
    silver: actor.system.silver,
  });
  const lines: GmCardLine[] = [
    { key: "ANTHOLOGY.GM.Upkeep.Weapons", data: { cost: bill.weapons, months: input.months } },
    { key: "ANTHOLOGY.GM.Upkeep.Armor", data: { cost: bill.armor, months: input.months } },
    { key: "ANTHOLOGY.GM.Upkeep.Living", data: { cost: bill.living, days: input.days, lifestyle: localize(`ANTHOLOGY.GM.Upkeep.Lifestyle.${lifestyle}`) } },
  ];
  const band = bill.short
    ? { key: "ANTHOLOGY.GM.Upkeep.Short", data: { name, total: bill.total, short: bill.short }, tone: "failure" as const }
    : { key: "ANTHOLOGY.GM.Upkeep.Paid", data: { name, total: bill.total, silver: bill.silver }, tone: "success" as const };
  const card = () => gmPostConsequence(actor, "ANTHOLOGY.GM.Upkeep.Title", lines, [], band);
  const applied = await applyOutcome(actor, { ...bill.outcome, cards: [card] });
  return applied.ok ? bill : null;
}
