/**
 * The Shadow document types as typed documents (CONTRIBUTING "Data models": one guard per document type, typed by
 * its data model class; module/core/foundry/typed.ts says why a guard is what Foundry guarantees).
 */
import { documentOfType } from "../../../core/foundry/typed.js";
import type { ShadowAbilityData } from "./ability.js";
import type { ShadowArmorData } from "./armor.js";
import type { ShadowCharacterData } from "./character.js";
import type { ShadowEquipmentData } from "./equipment.js";
import type { ShadowMonsterData } from "./monster.js";
import type { ShadowShieldData } from "./shield.js";
import type { ShadowWeaponData } from "./weapon.js";

/** The prepared system data of either Shadow actor type. */
export type ShadowActorModel = ShadowCharacterData | ShadowMonsterData;

export const isShadowCharacter = documentOfType<Actor.Implementation, ShadowCharacterData>("shadowCharacter");
export const isShadowMonster = documentOfType<Actor.Implementation, ShadowMonsterData>("shadowMonster");
export const isShadowActor = documentOfType<Actor.Implementation, ShadowActorModel>("shadowCharacter", "shadowMonster");

export const isShadowWeapon = documentOfType<Item.Implementation, ShadowWeaponData>("shadowWeapon");
export const isShadowArmor = documentOfType<Item.Implementation, ShadowArmorData>("shadowArmor");
export const isShadowShield = documentOfType<Item.Implementation, ShadowShieldData>("shadowShield");
export const isShadowAbility = documentOfType<Item.Implementation, ShadowAbilityData>("shadowAbility");
export const isShadowEquipment = documentOfType<Item.Implementation, ShadowEquipmentData>("shadowEquipment");
