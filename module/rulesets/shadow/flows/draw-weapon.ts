/**
 * Drawing and sheathing weapons (text 002, "Combat With Weapons Ready", "Surprise"): a weapon's drawn state is its
 * item's `system.equipped`, toggled on the sheet. Drawing a Short weapon is a Free Action, any other a Movement Action
 * of the turn (flows/turn-actions.ts), written with the drawn mark as one outcome; natural weapons are always ready.
 * Attacking with a sheathed weapon offers to draw it first. Sheathing costs nothing (the text gives it no cost; table
 * option). Those surprised when combat begins have their weapons sheathed (rolls/surprise.ts).
 */
import { applyOutcome } from "../../../core/outcome/apply-outcome.js";
import { updateDocument } from "../../../core/foundry/updates.js";
import { format } from "../../../core/foundry/i18n.js";
import { isShadowWeapon } from "../data/types.js";
import { SHADOW_WEAPON_QUALITIES, shadowDrawPlan, shadowWeaponReady, type ShadowDrawnWeapon } from "../rules/index.js";
import { shadowTurnChange, shadowTurnKey } from "./turn-actions.js";

/** The weapon as the drawing rules read it. */
export function shadowDrawnWeapon(item: Item.Implementation): ShadowDrawnWeapon | null {
  if (!isShadowWeapon(item)) return null;
  return { id: item.id ?? "", drawn: item.system.equipped, qualities: SHADOW_WEAPON_QUALITIES.filter((q) => item.system.qualities?.[q] === true) };
}

/**
 * Draws the weapon: a Movement Action of the turn unless Short (a Free Action), refused with a message when the turn
 * has none left; the drawn mark and the spent action in one write. True when the weapon is ready afterwards.
 */
export async function shadowDrawWeapon(item: Item.Implementation): Promise<boolean> {
  const actor = item.actor;
  const weapon = shadowDrawnWeapon(item);
  if (!actor || !weapon) return false;
  if (!actor.isOwner) {
    ui.notifications?.warn(format("ANTHOLOGY.Warn.NotOwner", { actor: actor.name ?? "" }));
    return false;
  }
  const plan = shadowDrawPlan(weapon);
  if (plan.cost === "none") return true;
  const spend = plan.cost === "movement" ? shadowTurnChange(actor, "movement") : {};
  if (spend === null) return false;
  const result = await applyOutcome(actor, { ...plan.outcome, actor: spend });
  if (!result.ok) return false;
  // In combat the action it took is said; outside combat nothing was counted, and the sheet shows the drawn weapon.
  if (shadowTurnKey(actor))
    ui.notifications?.info(format(`ANTHOLOGY.Shadow.DrawWeapon.Drawn.${plan.cost}`, { name: actor.name ?? "", weapon: item.name ?? "" }));
  return true;
}

/** The sheet's drawn/sheathed toggle: drawing as above, sheathing (and a natural weapon's mark) at no cost. */
export async function shadowToggleDrawn(item: Item.Implementation): Promise<boolean> {
  const weapon = shadowDrawnWeapon(item);
  if (!weapon) return false;
  // A natural weapon is always ready (002): its mark is the table's note, flipped at no cost.
  if (!weapon.drawn && !weapon.qualities.includes("natural")) return shadowDrawWeapon(item);
  await updateDocument(item, { "system.equipped": !weapon.drawn });
  return true;
}

/**
 * Before an attack: a ready weapon (drawn, or natural) strikes at once; a sheathed one is offered to be drawn first
 * (its cost named), and the attack goes on only when it is. False when the user declines or the draw is refused.
 */
export async function shadowReadyToStrike(item: Item.Implementation): Promise<boolean> {
  const weapon = shadowDrawnWeapon(item);
  if (!weapon || shadowWeaponReady(weapon)) return true;
  const cost = shadowDrawPlan(weapon).cost;
  // v13 DialogV2.confirm resolves true for Yes, false for No, null when closed with rejectClose false
  // (client/applications/api/dialog.mjs, DialogV2.confirm).
  const draw = await foundry.applications.api.DialogV2.confirm({
    classes: ["anthology", "shadow"],
    window: { title: format("ANTHOLOGY.Shadow.DrawWeapon.Title", { weapon: item.name ?? "" }) },
    content: `<p>${format(`ANTHOLOGY.Shadow.DrawWeapon.Ask.${cost}`, { weapon: foundry.utils.escapeHTML(item.name ?? "") })}</p>`,
    rejectClose: false,
  });
  if (draw !== true) return false;
  return shadowDrawWeapon(item);
}
