/**
 * Spending mojo from the sheet (004 "Using mojo", "Acquiring spells with mojo", "Money and
 * Equipment"): raising abilities, field bonuses, new skills and weapon skills, new fields, spells,
 * and trading mojo for starting coins. Costs come from the pure rules; a spend the character cannot
 * afford is refused with a message.
 */
import { applyOutcome } from "../../../core/outcome/apply-outcome.js";
import type { ActorOutcome } from "../../../core/rules/outcome.js";
import { gmMojoIncreaseOutcome } from "../rules/mojo/increase.js";
import { gmPracticalMojoPayment } from "../rules/mojo/practical.js";
import { gmApplyMojoIncrease } from "../rolls/mojo-bid.js";
import { gmAbilityIncreaseCost, gmFieldBonusCost, gmSkillCost, gmSpellCost, gmWeaponSkillCost, GM_NEW_FIELD_COST } from "../rules/mojo/costs.js";
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
      return gmAbilityIncreaseCost({
        score: actor.system.abilities[purchase.ability],
        archetypal: purchase.ability === n.archetypalAbility,
        forSpecialty: purchase.forSpecialty,
      });
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

/**
 * What practical mojo a purchase may draw on (004 "Practical mojo"): the name it was dedicated to (the field, the skill,
 * the new field or the spell), and whether it may be used at all: never for abilities or coins, nor for restricted
 * fields such as the Fighting Art or thieving fields and skills.
 */
function practicalUse(actor: GmCharacterActor, purchase: GmMojoPurchase): { name: string; allowed: boolean } {
  const field = "fieldId" in purchase ? gmFieldsOf(actor).find((f) => f.id === purchase.fieldId) : undefined;
  const restricted = !!field && (field.fightingArt || field.restrictedTo === "thief");
  switch (purchase.kind) {
    case "fieldBonus":
      return { name: field?.name ?? "", allowed: !restricted };
    case "skill":
      return { name: purchase.skill, allowed: !restricted };
    case "field":
      return { name: purchase.name, allowed: true };
    case "spell":
      return { name: actor.items.get(purchase.itemId)?.name ?? "", allowed: true };
    default:
      return { name: "", allowed: false };
  }
}

/** How much of a purchase's cost the practical mojo dedicated to it would pay (0 when none may be used). */
export function gmPracticalShare(actor: GmCharacterActor, purchase: GmMojoPurchase, cost: number): number {
  const payment = gmPracticalMojoPayment({ cost, mojo: actor.system.mojo, stores: actor.system.practicalMojo ?? [], ...practicalUse(actor, purchase) });
  return payment?.practicalSpent ?? 0;
}

/**
 * Spends the mojo and makes the change, as one whole outcome (CONTRIBUTING "Whole outcomes"): the mojo paid and what it
 * bought are written by one `applyOutcome`; field bonuses, skills and new fields are decided by the same pure
 * `gmMojoIncreaseOutcome` as a bid's increase. False (with a warning) when refused or not written.
 */
export async function gmBuyWithMojo(actor: GmCharacterActor, purchase: GmMojoPurchase): Promise<boolean> {
  const i18n = translations();
  const cost = gmPurchaseCost(actor, purchase);
  if (cost === null) {
    ui.notifications?.warn(i18n.localize("ANTHOLOGY.GM.Mojo.CannotBuy"));
    return false;
  }
  const mojo = actor.system.mojo;
  const stores = actor.system.practicalMojo ?? [];
  const dedicated = practicalUse(actor, purchase);
  // 004 "Practical mojo": study's mojo dedicated to this field, skill or spell pays first, then the character's mojo.
  const payment = gmPracticalMojoPayment({ cost, mojo, stores, ...dedicated });
  if (!payment) {
    ui.notifications?.warn(i18n.format("ANTHOLOGY.GM.Mojo.TooExpensive", { cost: String(cost), mojo: String(mojo) }));
    return false;
  }
  const paid: Record<string, unknown> = { "system.mojo": payment.mojo, ...(payment.practicalSpent > 0 ? { "system.practicalMojo": payment.stores } : {}) };
  let changes: ActorOutcome;
  switch (purchase.kind) {
    case "ability":
      changes = { actor: { ...paid, [`system.abilities.${purchase.ability}`]: actor.system.abilities[purchase.ability] + 1 } };
      break;
    case "fieldBonus":
    case "skill":
    case "field": {
      const field = purchase.kind === "field" ? null : (gmFieldsOf(actor).find((f) => f.id === purchase.fieldId) ?? null);
      const decided = gmMojoIncreaseOutcome({
        increase: purchase.kind,
        field,
        skill: purchase.kind === "fieldBonus" ? "" : purchase.skill,
        newField: purchase.kind === "field" ? purchase.name : "",
      });
      if (!decided) {
        ui.notifications?.warn(i18n.localize("ANTHOLOGY.GM.Mojo.CannotBuy"));
        return false;
      }
      return gmApplyMojoIncrease(actor, { ...decided, changes: { ...decided.changes, actor: paid } });
    }
    case "spell":
      // Paid in full with archetypal mojo: inscribed at once (004 "Inscribing mnemonic spells").
      changes = {
        actor: paid,
        ...(actor.system.numbers.archetype === "sorceror" ? { items: { update: [{ _id: purchase.itemId, "system.inscribed": true }] } } : {}),
      };
      break;
    case "coins":
      changes = { actor: { ...paid, "system.silver": Math.round((actor.system.silver + GM_COINS_PER_MOJO) * 100) / 100 } };
      break;
  }
  const applied = await applyOutcome(actor, changes);
  return applied.ok;
}
