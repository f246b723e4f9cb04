/**
 * Who may use a weapon (004 "Weapons"): simple weapons anyone; basic weapons warriors or those with the Fighting Art
 * skill "basic weapons"; warrior weapons only warriors. One warrior level is enough (a second archetype counts).
 * Armor is `gmCanUseArmor` (armor.ts).
 */
import { gmList, gmOneOf } from "../coerce.js";
import { gmWhole } from "./input.js";
import type { GmArmorArchetypeLevels } from "./armor.js";
import { GM_WEAPON_CATEGORIES } from "./types.js";

/** True when the character's warrior level or Fighting Art skills allow the weapon's category. */
export function gmCanUseWeapon(category: unknown, levels: GmArmorArchetypeLevels, fightingArtSkills: readonly unknown[] = []): boolean {
  const c = gmOneOf(GM_WEAPON_CATEGORIES, category, "simple");
  if (c === "simple") return true;
  const l = levels && typeof levels === "object" ? levels : {};
  if (gmWhole(l.warrior) >= 1) return true;
  if (c === "warrior") return false;
  return gmList(fightingArtSkills).some((s) => typeof s === "string" && /^\s*basic weapons?\s*$/i.test(s));
}
