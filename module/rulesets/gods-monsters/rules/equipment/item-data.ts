/**
 * Item `system` data built from the typed tables: the defaults of each gm item type and the
 * conversion of a table row into the data of a compendium item. The pack generator and the data
 * models' tests use these, so pack documents, tables and models agree.
 */
import { GM_ABILITIES, GM_REACTIONS } from "./types.js";
import type {
  GmAilmentData,
  GmAmmunitionData,
  GmArmorData,
  GmFieldData,
  GmGearData,
  GmPhysicalItemData,
  GmSpecialtyData,
  GmSpeciesData,
  GmSpellData,
  GmSpiritData,
  GmWeaponData,
} from "./types.js";
import type { GmWeaponRow } from "./tables/weapons.js";
import type { GmArmorRow } from "./tables/armor.js";
import type { GmAmmunitionRow } from "./tables/ammunition.js";
import type { GmGearRow } from "./tables/gear.js";
import type { GmAilmentRow } from "../consequences/ailments.js";

/** Physical item defaults: one medium-sized unit, carried, free. */
export function gmPhysicalDefaults(): GmPhysicalItemData {
  return { description: "", cost: 0, bulk: 0, quantity: 1, size: "medium", carried: true, containerId: "", halfBulkUnused: false, notes: "" };
}

export function gmWeaponDefaults(): GmWeaponData {
  return {
    ...gmPhysicalDefaults(),
    damage: "d6", fireActions: null, range: null, hands: null, space: null, category: "simple", attackMode: "close",
    thrown: false, strengthRating: 0, attackPenalty: 0, mountedOnly: false, ammunition: "", equipped: false,
  };
}

export function gmArmorDefaults(): GmArmorData {
  return {
    ...gmPhysicalDefaults(),
    kind: "armor", defense: 0, againstOneOpponent: false, carriedBulkMultiplier: 1, warriorLevel: null, otherArchetypeLevel: null,
    basic: false, perceptionPenalty: 0, attackPenalty: 0, costPercentOfArmor: 0, equipped: false,
  };
}

export function gmGearDefaults(): GmGearData {
  return {
    ...gmPhysicalDefaults(),
    category: "miscellaneous", costIsMinimum: false, per: "", perPages: null, container: null, improvisedWeapon: null, animal: null,
    activationRounds: 0, lightRadius: 0, lasts: null, material: "",
  };
}

export function gmAmmunitionDefaults(): GmAmmunitionData {
  return { ...gmPhysicalDefaults(), ammunitionKind: "", handDamage: "", handAttackPenalty: 0, container: null };
}

export function gmAilmentDefaults(): GmAilmentData {
  return {
    description: "", chronic: false, inescapable: false, strength: 0, actionTime: { amount: "1", unit: "round" }, effects: [],
    exposure: "noticeable", stage: "exposed", applications: 0, elapsed: 0, exposed: true,
  };
}

export function gmFieldDefaults(): GmFieldData {
  return { description: "", bonus: 1, skills: [], restrictedTo: "", fightingArt: false };
}

export function gmSpecialtyDefaults(): GmSpecialtyData {
  return { description: "", kind: "general", species: null, archetype: "", requirements: "" };
}

export function gmSpellDefaults(): GmSpellData {
  return {
    description: "", level: 1, spellType: "conjuration", otherTypes: [], castingTime: { amount: "1", unit: "round" }, range: "", duration: "",
    components: "", componentCost: 0, inscribed: false, memorized: false, concentration: false, damage: "", phantasmal: false,
  };
}

export function gmSpiritDefaults(): GmSpiritData {
  return {
    description: "", level: 1, spiritType: "", callingTime: { amount: "1", unit: "round" }, range: "", duration: "", verveCost: 0,
    concentration: false, damage: "",
  };
}

/** A weapon table row as a compendium weapon. */
export function gmWeaponFromRow(row: GmWeaponRow, description = ""): GmWeaponData {
  return {
    ...gmWeaponDefaults(),
    description, cost: row.cost, bulk: row.bulk, damage: row.damage, fireActions: row.fireActions, range: row.range, hands: row.hands,
    space: row.space, category: row.category, attackMode: row.attackMode, thrown: row.thrown, mountedOnly: row.mountedOnly, ammunition: row.ammunition,
  };
}

/** An armor table row as a compendium armor, shield or helmet. */
export function gmArmorFromRow(row: GmArmorRow, description = ""): GmArmorData {
  return {
    ...gmArmorDefaults(),
    description, cost: row.cost, bulk: row.bulk, kind: row.kind, defense: row.defense, againstOneOpponent: row.againstOneOpponent,
    carriedBulkMultiplier: row.carriedBulkMultiplier, warriorLevel: row.warriorLevel, otherArchetypeLevel: row.otherArchetypeLevel, basic: row.basic,
    perceptionPenalty: row.perceptionPenalty, attackPenalty: row.attackPenalty, costPercentOfArmor: row.costPercentOfArmor,
  };
}

/** An ammunition table row as compendium ammunition. */
export function gmAmmunitionFromRow(row: GmAmmunitionRow, description = ""): GmAmmunitionData {
  return {
    ...gmAmmunitionDefaults(),
    description, cost: row.cost, bulk: row.bulk, ammunitionKind: row.ammunitionKind, handDamage: row.handDamage,
    handAttackPenalty: row.handAttackPenalty, container: row.container ? { ...row.container } : null,
  };
}

/** A general equipment row as compendium gear. */
export function gmGearFromRow(row: GmGearRow, description = ""): GmGearData {
  return {
    ...gmGearDefaults(),
    description, cost: row.cost, bulk: row.bulk, category: row.category, costIsMinimum: row.costIsMinimum, per: row.per,
    perPages: row.perPages ? { ...row.perPages } : null, container: row.container ? { ...row.container } : null,
    improvisedWeapon: row.improvisedWeapon ? { ...row.improvisedWeapon } : null, animal: row.animal ? { ...row.animal } : null,
    activationRounds: row.activationRounds, lightRadius: row.lightRadius, lasts: row.lasts ? { ...row.lasts } : null, material: row.material,
  };
}

/** An example ailment as a compendium ailment (not afflicting anyone yet). */
export function gmAilmentFromRow(row: GmAilmentRow, description = ""): GmAilmentData {
  return {
    ...gmAilmentDefaults(),
    description, chronic: row.chronic, inescapable: row.inescapable, strength: row.strength, actionTime: { ...row.actionTime },
    effects: row.effects.map((e) => ({ ...e })),
  };
}

/** Every ability (or reaction) with a value, 0 where the partial record has none. */
function full<K extends string>(keys: readonly K[], partial: Partial<Record<K, number>>): Record<K, number> {
  return Object.fromEntries(keys.map((k) => [k, partial[k] ?? 0])) as Record<K, number>;
}

/** A species as a compendium species specialty (all six abilities and reactions listed, 0 where unchanged). */
export function gmSpeciesSpecialty(species: GmSpeciesData, description = ""): GmSpecialtyData {
  return {
    ...gmSpecialtyDefaults(),
    description, kind: "species",
    species: {
      ...species, abilities: full(GM_ABILITIES, species.abilities), reactions: full(GM_REACTIONS, species.reactions),
      specialContributions: species.specialContributions.map((c) => ({ ...c })),
    },
  };
}
