import { format } from "../../../core/foundry/i18n.js";
/**
 * Rolling for an actor, or changing its extended actions, is for its owner or a GM. Anyone else (an observer
 * who can see the sheet, a macro dragged from someone else's actor) gets the localized warning and nothing
 * happens. The roll functions check this themselves, so sheets, items and macros are covered alike.
 */
export function rkMayAct(actor: Actor.Implementation | null | undefined): boolean {
  if (actor?.isOwner) return true;
  ui.notifications?.warn(format("ANTHOLOGY.Warn.NotOwner", { actor: actor?.name ?? "" }));
  return false;
}
