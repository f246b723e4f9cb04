import { format } from "./foundry/i18n.js";
/**
 * Rolling for an actor, or changing its items and effects, is for its owner or a GM (v13 `Document#isOwner`:
 * `testUserPermission(game.user, "OWNER")`, a GM being OWNER of everything). One check for every way in: the actor
 * sheet's actions (`AnthologyActorSheet#mayAct`) and hotbar macros (`game.anthology.macros.rollItem`). Anyone else
 * gets a message instead.
 */
export function mayActFor(actor: { isOwner: boolean; name?: string | null }): boolean {
  if (actor.isOwner) return true;
  ui.notifications?.warn(format("ANTHOLOGY.Warn.NotOwner", { actor: actor.name ?? "" }));
  return false;
}
