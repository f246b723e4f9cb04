/**
 * Spending mojo from the sheet (004 "Using mojo", "Acquiring spells with mojo", "Money and
 * Equipment"): raising abilities, field bonuses, new skills and weapon skills, new fields, spells,
 * and trading mojo for starting coins. Costs come from the pure rules; a spend the character cannot
 * afford is refused with a message.
 */
import { createEmbedded, updateDocument } from "../../../core/foundry/updates.js";
import { gmAbilityIncreaseCost, gmFieldBonusCost, gmSkillCost, gmSpellCost, gmWeaponSkillCost, GM_NEW_FIELD_COST, GM_NEW_FIELD_BONUS } from "../rules/mojo/costs.js";
import { GM_COINS_PER_MOJO } from "../rules/character/starting-money.js";
import { GM_ABILITIES } from "../rules/equipment/types.js";
import type { GmAbilityName, GmSpellData } from "../rules/equipment/types.js";
import type { GmCharacterActor } from "../data/view.js";
import { gmFieldsOf } from "../data/field-items.js";
import { translations } from "../../../core/foundry/i18n.js";

export type GmMojoPurchase =
  | { kind: "ability"; ability: GmAbilityName; forSpecialty?: boolean }
  | { kind: "fieldBonus"; fieldId: string }
  | { kind: "skill"; fieldId: string; skill: string }
  | { kind: "field"; name: string; skill: string }
  | { kind: "spell"; itemId: string }
  | { kind: "coins" };

/** The mojo a purchase costs for this character, or null when it cannot be bought. */
export function gmPurchaseCost(actor: GmCharacterActor, purchase: GmMojoPurchase): number | null {
  const n = actor.system.numbers;
  const archetypes = [n.archetype, ...(n.secondArchetype ? [n.secondArchetype] : [])];
  switch (purchase.kind) {
    case "ability":
      if (!(GM_ABILITIES as readonly string[]).includes(purchase.ability)) return null;
      return gmAbilityIncreaseCost({ score: actor.system.abilities[purchase.ability], archetypal: purchase.ability === n.archetypalAbility, forSpecialty: purchase.forSpecialty });
    case "fieldBonus": {
      const field = gmFieldsOf(actor).find((f) => f.id === purchase.fieldId);
      if (!field || field.fightingArt) return null;
      return gmFieldBonusCost(field.bonus);
    }
    case "skill": {
      const field = gmFieldsOf(actor).find((f) => f.id === purchase.fieldId);
      if (!field || purchase.skill.trim() === "") return null;
      if (field.fightingArt) return gmWeaponSkillCost(archetypes.includes("warrior"));
      return gmSkillCost(field.restrictedTo === "" || archetypes.includes(field.restrictedTo as (typeof archetypes)[number]));
    }
    case "field":
      return purchase.name.trim() === "" ? null : GM_NEW_FIELD_COST;
    case "spell": {
      const item = actor.items.get(purchase.itemId);
      if (!item || (item.type as string) !== "gmSpell") return null;
      return gmSpellCost(Number((item.system as Partial<GmSpellData>).level) || 0);
    }
    case "coins":
      return 1;
  }
  return null;
}

/** Spends the mojo and makes the change; false (with a warning) when refused. */
export async function gmBuyWithMojo(actor: GmCharacterActor, purchase: GmMojoPurchase): Promise<boolean> {
  const i18n = translations();
  const cost = gmPurchaseCost(actor, purchase);
  if (cost === null) {
    ui.notifications?.warn(i18n.localize("ANTHOLOGY.GM.Mojo.CannotBuy"));
    return false;
  }
  const mojo = actor.system.mojo;
  if (cost > mojo) {
    ui.notifications?.warn(i18n.format("ANTHOLOGY.GM.Mojo.TooExpensive", { cost: String(cost), mojo: String(mojo) }));
    return false;
  }
  const updates: Record<string, unknown> = { "system.mojo": mojo - cost };
  switch (purchase.kind) {
    case "ability":
      updates[`system.abilities.${purchase.ability}`] = actor.system.abilities[purchase.ability] + 1;
      break;
    case "fieldBonus": {
      const field = gmFieldsOf(actor).find((f) => f.id === purchase.fieldId)!;
      await updateDocument(actor.items.get(field.id), { "system.bonus": field.bonus + 1 });
      break;
    }
    case "skill": {
      const field = gmFieldsOf(actor).find((f) => f.id === purchase.fieldId)!;
      await updateDocument(actor.items.get(field.id), { "system.skills": [...field.skills, purchase.skill.trim()] });
      break;
    }
    case "field": {
      const name = purchase.name.trim();
      const created = await createEmbedded(actor, "Item", [{ name, type: "gmField", system: { bonus: GM_NEW_FIELD_BONUS, skills: purchase.skill.trim() ? [purchase.skill.trim()] : [] } }]);
      // Foundry may create nothing without an error (a preCreateItem hook said no): then nothing is paid.
      if (created.length === 0) {
        ui.notifications?.warn(i18n.format("ANTHOLOGY.GM.Mojo.NotCreated", { field: name }));
        return false;
      }
      break;
    }
    case "spell":
      // Paid in full with archetypal mojo: inscribed at once (004 "Inscribing mnemonic spells").
      if (actor.system.numbers.archetype === "sorceror") await updateDocument(actor.items.get(purchase.itemId), { "system.inscribed": true });
      break;
    case "coins":
      updates["system.silver"] = Math.round((actor.system.silver + GM_COINS_PER_MOJO) * 100) / 100;
      break;
  }
  await updateDocument(actor, updates);
  return true;
}
