/**
 * The G&M document types as typed documents (CONTRIBUTING "Data models": one guard per document type, typed by its
 * data model class; module/core/foundry/typed.ts says why a guard is what Foundry guarantees).
 */
import { documentOfType } from "../../../core/foundry/typed.js";
import type { GmCharacterData } from "./character.js";
import type { GmCreatureData } from "./creature.js";
import type { GmAilmentData } from "./items/ailment.js";
import type { GmAmmunitionData } from "./items/ammunition.js";
import type { GmArmorData } from "./items/armor.js";
import type { GmFieldData } from "./items/field.js";
import type { GmGearData } from "./items/gear.js";
import type { GmSpecialtyData } from "./items/specialty.js";
import type { GmSpellData } from "./items/spell.js";
import type { GmSpiritData } from "./items/spirit.js";
import type { GmWeaponData } from "./items/weapon.js";

export const isGmCharacter = documentOfType<Actor.Implementation, GmCharacterData>("gmCharacter");
export const isGmCreature = documentOfType<Actor.Implementation, GmCreatureData>("gmCreature");

export const isGmAilment = documentOfType<Item.Implementation, GmAilmentData>("gmAilment");
export const isGmAmmunition = documentOfType<Item.Implementation, GmAmmunitionData>("gmAmmunition");
export const isGmArmor = documentOfType<Item.Implementation, GmArmorData>("gmArmor");
export const isGmField = documentOfType<Item.Implementation, GmFieldData>("gmField");
export const isGmGear = documentOfType<Item.Implementation, GmGearData>("gmGear");
export const isGmSpecialty = documentOfType<Item.Implementation, GmSpecialtyData>("gmSpecialty");
export const isGmSpell = documentOfType<Item.Implementation, GmSpellData>("gmSpell");
export const isGmSpirit = documentOfType<Item.Implementation, GmSpiritData>("gmSpirit");
export const isGmWeapon = documentOfType<Item.Implementation, GmWeaponData>("gmWeapon");

/** Any G&M item (each has a description). */
export const isGmItem = documentOfType<
  Item.Implementation,
  GmAilmentData | GmAmmunitionData | GmArmorData | GmFieldData | GmGearData | GmSpecialtyData | GmSpellData | GmSpiritData | GmWeaponData
>("gmAilment", "gmAmmunition", "gmArmor", "gmField", "gmGear", "gmSpecialty", "gmSpell", "gmSpirit", "gmWeapon");
