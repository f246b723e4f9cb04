/**
 * Whether a character's archetypes and levels allow a weapon or armor piece (004 "Weapons" and "Armor"), read from
 * the prepared numbers (archetype levels) and the Fighting Art's skills through the pure rules `gmCanUseWeapon` and
 * `gmCanUseArmor`. The sheet marks a row that is not allowed; equipping it warns the user who did it (never blocks:
 * the Guide may allow it).
 */
import { format } from "../../../core/foundry/i18n.js";
import { gmCanUseArmor, gmCanUseWeapon } from "../rules/equipment/index.js";
import { actorItemsOfType } from "../../../core/foundry/items.js";
import { isGmArmor, isGmCharacter, isGmField } from "./types.js";

/** True or false for a character's weapon or armor; null for anything else (no limit applies). */
export function gmEquipmentAllowed(actor: Actor.Implementation | null | undefined, item: Item.Implementation): boolean | null {
  if (!actor || !isGmCharacter(actor)) return null;
  const levels = actor.system.numbers.archetypeLevels;
  if (isGmArmor(item)) {
    const s = item.system;
    return gmCanUseArmor({ warriorLevel: s.warriorLevel ?? null, otherArchetypeLevel: s.otherArchetypeLevel ?? null, basic: s.basic }, levels);
  }
  if ((item.type as string) === "gmWeapon") {
    const skills = actorItemsOfType(actor, "gmField").flatMap((f) => (isGmField(f) && f.system.fightingArt ? f.system.skills : []));
    return gmCanUseWeapon((item.system as { category?: unknown }).category, levels, skills);
  }
  return null;
}

/**
 * Tells the user who equipped a piece their character may not use (v13 calls the item's `TypeDataModel#_onUpdate`
 * on every client after the update, from `ClientDocumentMixin#_onUpdate`, client/documents/abstract/client-document.mjs;
 * only the client of `userId` speaks).
 */
export function gmWarnIfNotAllowed(item: Item.Implementation, changed: Record<string, unknown>, userId: string): void {
  const equipped = (changed.system as { equipped?: unknown } | undefined)?.equipped;
  if (equipped !== true || userId !== game.user?.id) return;
  const actor = item.parent as Actor.Implementation | null;
  if (gmEquipmentAllowed(actor, item) !== false) return;
  ui.notifications?.warn(format("ANTHOLOGY.GM.Limits.Equipped", { name: actor?.name ?? "", item: item.name ?? "" }));
}
