/**
 * Spending mojo from the sheet asks first (a stray click must not cost mojo saved for months).
 * The question names what is bought, its cost and the mojo left; the roll-without-dialog key skips it. Costs come
 * from the flow's `gmPurchaseCost`; a purchase that cannot be made is not asked about, so `gmBuyWithMojo` refuses
 * it with its own message.
 */
import { skipDialogPressed } from "../../../core/keybindings.js";
import { GM_COINS_PER_MOJO } from "../rules/character/starting-money.js";
import { gmPurchaseCost, type GmMojoPurchase } from "../flows/mojo-spend.js";
import type { GmCharacterActor } from "../data/view.js";
import { translations } from "../../../core/foundry/i18n.js";

function purchaseText(actor: GmCharacterActor, purchase: GmMojoPurchase): string {
  const i18n = translations();
  const itemName = (id: string) => actor.items.get(id)?.name ?? "";
  switch (purchase.kind) {
    case "ability":
      return i18n.format("ANTHOLOGY.GM.Mojo.Buy.ability", { ability: i18n.localize(`ANTHOLOGY.GM.Ability.${purchase.ability}`) });
    case "fieldBonus":
      return i18n.format("ANTHOLOGY.GM.Mojo.Buy.fieldBonus", { field: itemName(purchase.fieldId) });
    case "skill":
      return i18n.format("ANTHOLOGY.GM.Mojo.Buy.skill", { skill: purchase.skill, field: itemName(purchase.fieldId) });
    case "field":
      return i18n.format("ANTHOLOGY.GM.Mojo.Buy.field", { field: purchase.name });
    case "spell":
      return i18n.format("ANTHOLOGY.GM.Mojo.Buy.spell", { spell: itemName(purchase.itemId) });
    case "coins":
      return i18n.format("ANTHOLOGY.GM.Mojo.Buy.coins", { silver: String(GM_COINS_PER_MOJO) });
  }
}

/** Whether to go on with the purchase: yes without asking when the key is held or the purchase will be refused anyway. */
export async function gmConfirmMojoSpend(actor: GmCharacterActor, purchase: GmMojoPurchase, event?: Event): Promise<boolean> {
  if (event && skipDialogPressed(event)) return true;
  const cost = gmPurchaseCost(actor, purchase);
  if (cost === null || cost > actor.system.mojo) return true;
  const i18n = translations();
  const text = i18n.format("ANTHOLOGY.GM.Mojo.ConfirmText", {
    what: purchaseText(actor, purchase),
    cost: String(cost),
    left: String(actor.system.mojo - cost),
  });
  // v13 DialogV2.confirm resolves true for Yes, false for No, and null when closed with rejectClose false
  // (https://foundryvtt.com/api/v13/classes/foundry.applications.api.DialogV2.html#confirm).
  const answer = await foundry.applications.api.DialogV2.confirm({
    // Paper and ink in both v13 themes (styles/core.css .anthology).
    classes: ["anthology", "gods-monsters"],
    window: { title: i18n.localize("ANTHOLOGY.GM.Mojo.ConfirmTitle") },
    content: `<p>${foundry.utils.escapeHTML(text)}</p>`,
    rejectClose: false,
  });
  return answer === true;
}
