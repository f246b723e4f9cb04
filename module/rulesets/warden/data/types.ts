/**
 * The Warden document types as typed documents (CONTRIBUTING "Data models": one guard per document type, typed by
 * its data model class; module/core/foundry/typed.ts says why a guard is what Foundry guarantees).
 */
import { documentOfType } from "../../../core/foundry/typed.js";
import type { WardenCharacterData } from "./character.js";
import type { WardenCreatureData } from "./creature.js";
import type { WardenArmorData } from "./items/armor.js";
import type { WardenFatigueData } from "./items/fatigue.js";
import type { WardenGearData } from "./items/gear.js";
import type { WardenGrimoireData } from "./items/grimoire.js";
import type { WardenManaDustData } from "./items/mana-dust.js";
import type { WardenScrollData } from "./items/scroll.js";
import type { WardenSpellData } from "./items/spell.js";
import type { WardenWeaponData } from "./items/weapon.js";

/** The prepared system data of either Warden actor type. */
export type WardenActorModel = WardenCharacterData | WardenCreatureData;

export const isWardenCharacter = documentOfType<Actor.Implementation, WardenCharacterData>("wardenCharacter");
export const isWardenCreature = documentOfType<Actor.Implementation, WardenCreatureData>("wardenCreature");
export const isWardenActor = documentOfType<Actor.Implementation, WardenActorModel>("wardenCharacter", "wardenCreature");

export const isWardenWeapon = documentOfType<Item.Implementation, WardenWeaponData>("wardenWeapon");
export const isWardenArmor = documentOfType<Item.Implementation, WardenArmorData>("wardenArmor");
export const isWardenGear = documentOfType<Item.Implementation, WardenGearData>("wardenGear");
export const isWardenFatigue = documentOfType<Item.Implementation, WardenFatigueData>("wardenFatigue");
export const isWardenGrimoire = documentOfType<Item.Implementation, WardenGrimoireData>("wardenGrimoire");
export const isWardenManaDust = documentOfType<Item.Implementation, WardenManaDustData>("wardenManaDust");
export const isWardenScroll = documentOfType<Item.Implementation, WardenScrollData>("wardenScroll");
export const isWardenSpell = documentOfType<Item.Implementation, WardenSpellData>("wardenSpell");

/** What sits in the inventory (slots, bulky, petty, equipped, quantity): every item type but spells and Fatigue. */
export const isWardenCarried = documentOfType<
  Item.Implementation,
  WardenWeaponData | WardenArmorData | WardenGearData | WardenGrimoireData | WardenManaDustData | WardenScrollData
>("wardenWeapon", "wardenArmor", "wardenGear", "wardenGrimoire", "wardenManaDust", "wardenScroll");
