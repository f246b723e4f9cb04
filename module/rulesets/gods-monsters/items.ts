/**
 * The gm items' Foundry skin, for the ruleset registration (module/rulesets/gods-monsters/ruleset.ts):
 *   itemModels: GM_ITEM_MODELS, itemSheets: GM_ITEM_SHEETS, templates: [...GM_ITEM_TEMPLATES].
 * The character rules can take over an item type's roll with registerGmItemRoll(type, handler).
 * The GM's consequences window (falling, jumping, suffocation, tracking, searching, chases, item
 * reactions, aging, upkeep) opens with gmOpenConsequencesTool() (a macro or a scene control).
 */
import type { DataModelClass, SheetRegistration } from "../../core/ruleset.js";
import { GmAilmentData } from "./data/items/ailment.js";
import { GmAmmunitionData } from "./data/items/ammunition.js";
import { GmArmorData } from "./data/items/armor.js";
import { GmFieldData } from "./data/items/field.js";
import { GmGearData } from "./data/items/gear.js";
import { GmSpecialtyData } from "./data/items/specialty.js";
import { GmSpellData } from "./data/items/spell.js";
import { GmSpiritData } from "./data/items/spirit.js";
import { GmWeaponData } from "./data/items/weapon.js";
import {
  GmAilmentSheet,
  GmAmmunitionSheet,
  GmArmorSheet,
  GmFieldSheet,
  GmGearSheet,
  GmSpecialtySheet,
  GmSpellSheet,
  GmSpiritSheet,
  GmWeaponSheet,
} from "./sheets/item-sheet.js";

export { registerGmItemRoll, gmRollItem } from "./rolls/item-rolls.js";
export type { GmItemRollHandler } from "./rolls/item-rolls.js";
export { gmAilmentResolve, gmAilmentResolveRoll, gmAilmentLeave, gmAilmentReset, gmSyncAilmentEffect, gmActorReaction } from "./flows/ailment-actions.js";
export { gmAilmentChangeKey } from "./data/ailment-effect.js";
export { GmConsequencesApp, gmOpenConsequencesTool, gmRunConsequenceTool, GM_CONSEQUENCE_TOOLS } from "./dialogs/consequences-app.js";
export { gmFallTool, gmJumpTool, gmSuffocationTool, gmTrackTool, gmSearchTool, gmChaseTool, gmItemReactionTool } from "./rolls/consequence-rolls.js";

export const GM_ITEM_MODELS: Record<string, DataModelClass> = {
  gmWeapon: GmWeaponData,
  gmArmor: GmArmorData,
  gmGear: GmGearData,
  gmAmmunition: GmAmmunitionData,
  gmAilment: GmAilmentData,
  gmField: GmFieldData,
  gmSpecialty: GmSpecialtyData,
  gmSpell: GmSpellData,
  gmSpirit: GmSpiritData,
};

export const GM_ITEM_SHEETS: SheetRegistration[] = [
  { sheet: GmWeaponSheet, types: ["gmWeapon"], label: "ANTHOLOGY.GM.Sheet.weapon" },
  { sheet: GmArmorSheet, types: ["gmArmor"], label: "ANTHOLOGY.GM.Sheet.armor" },
  { sheet: GmGearSheet, types: ["gmGear"], label: "ANTHOLOGY.GM.Sheet.gear" },
  { sheet: GmAmmunitionSheet, types: ["gmAmmunition"], label: "ANTHOLOGY.GM.Sheet.ammunition" },
  { sheet: GmAilmentSheet, types: ["gmAilment"], label: "ANTHOLOGY.GM.Sheet.ailment" },
  { sheet: GmFieldSheet, types: ["gmField"], label: "ANTHOLOGY.GM.Sheet.field" },
  { sheet: GmSpecialtySheet, types: ["gmSpecialty"], label: "ANTHOLOGY.GM.Sheet.specialty" },
  { sheet: GmSpellSheet, types: ["gmSpell"], label: "ANTHOLOGY.GM.Sheet.spell" },
  { sheet: GmSpiritSheet, types: ["gmSpirit"], label: "ANTHOLOGY.GM.Sheet.spirit" },
];

/** Partials to preload. */
export const GM_ITEM_TEMPLATES: readonly string[] = [
  "systems/anthology/templates/gods-monsters/item/physical.hbs",
  "systems/anthology/templates/gods-monsters/item/duration.hbs",
  "systems/anthology/templates/gods-monsters/item/container.hbs",
  "systems/anthology/templates/gods-monsters/item/section-toggle.hbs",
];
