/**
 * Item `system` data built from the typed tables: the defaults of each gm item type and the
 * conversion of a table row into the data of a compendium item. The pack generator and the data
 * models' tests use these, so pack documents, tables and models agree.
 */
import { GM_ABILITIES, GM_AILMENT_CONDITIONS, GM_AILMENT_EFFECT_KINDS, GM_AILMENT_TARGETS, GM_REACTIONS, GM_SPECIES, GM_TIME_UNITS } from "./types.js";
import type {
  GmAilmentData,
  GmAilmentEffect,
  GmDuration,
  GmSpecialContribution,
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
import { gmFields, gmIsRecord, gmObjects, gmOneOf } from "../coerce.js";
import { gmAmount, gmBonus, gmWhole } from "./input.js";
import { gmSizeOf } from "./sizes.js";

/** Physical item defaults: one medium-sized unit, carried, free. */
export function gmPhysicalDefaults(): GmPhysicalItemData {
  return { description: "", cost: 0, bulk: 0, quantity: 1, size: "medium", carried: true, containerId: "", halfBulkUnused: false, notes: "" };
}

export function gmWeaponDefaults(): GmWeaponData {
  return {
    ...gmPhysicalDefaults(),
    damage: "d6",
    fireActions: null,
    range: null,
    hands: null,
    space: null,
    category: "simple",
    attackMode: "close",
    thrown: false,
    strengthRating: 0,
    attackPenalty: 0,
    mountedOnly: false,
    ammunition: "",
    equipped: false,
  };
}

export function gmArmorDefaults(): GmArmorData {
  return {
    ...gmPhysicalDefaults(),
    kind: "armor",
    defense: 0,
    againstOneOpponent: false,
    carriedBulkMultiplier: 1,
    warriorLevel: null,
    otherArchetypeLevel: null,
    basic: false,
    perceptionPenalty: 0,
    attackPenalty: 0,
    costPercentOfArmor: 0,
    equipped: false,
  };
}

export function gmGearDefaults(): GmGearData {
  return {
    ...gmPhysicalDefaults(),
    category: "miscellaneous",
    costIsMinimum: false,
    per: "",
    perPages: null,
    container: null,
    improvisedWeapon: null,
    animal: null,
    activationRounds: 0,
    lightRadius: 0,
    lasts: null,
    material: "",
  };
}

export function gmAmmunitionDefaults(): GmAmmunitionData {
  return { ...gmPhysicalDefaults(), ammunitionKind: "", handDamage: "", handAttackPenalty: 0, container: null };
}

export function gmAilmentDefaults(): GmAilmentData {
  return {
    description: "",
    chronic: false,
    inescapable: false,
    strength: 0,
    actionTime: { amount: "1", unit: "round" },
    effects: [],
    exposure: "noticeable",
    stage: "exposed",
    applications: 0,
    elapsed: 0,
    exposed: true,
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
    description: "",
    level: 1,
    spellType: "conjuration",
    otherTypes: [],
    castingTime: { amount: "1", unit: "round" },
    range: "",
    duration: "",
    components: "",
    componentCost: 0,
    inscribed: false,
    memorized: false,
    concentration: false,
    damage: "",
    phantasmal: false,
  };
}

export function gmSpiritDefaults(): GmSpiritData {
  return {
    description: "",
    level: 1,
    spiritType: "",
    callingTime: { amount: "1", unit: "round" },
    range: "",
    duration: "",
    verveCost: 0,
    concentration: false,
    damage: "",
  };
}

/**
 * A table row as given to the `gm…FromRow` converters: the rows are the typed tables' own, so a row that is
 * not an object, or that holds a number that is not finite anywhere (NaN, ±Infinity), is a caller's error
 * and is refused with a RangeError naming the field, never copied into an item (README "Trust": bad input).
 */
function tableRow<T extends object>(fn: string, row: T): T {
  if (!gmIsRecord(row)) throw new RangeError(`${fn}: the row must be an object`);
  const bad = nonFinitePath(row, "row", new Set());
  if (bad) throw new RangeError(`${fn}: ${bad} is not a finite number`);
  return row;
}

/** The path of the first number that is not finite inside a value (plain data only), or null. */
function nonFinitePath(value: unknown, path: string, seen: Set<unknown>): string | null {
  if (typeof value === "number") return Number.isFinite(value) ? null : path;
  if (typeof value !== "object" || value === null || seen.has(value)) return null;
  seen.add(value);
  for (const [key, entry] of Object.entries(value)) {
    const bad = nonFinitePath(entry, `${path}.${key}`, seen);
    if (bad) return bad;
  }
  return null;
}

/** A weapon table row as a compendium weapon (a description that is not text counts as ""). */
export function gmWeaponFromRow(row: GmWeaponRow, description = ""): GmWeaponData {
  tableRow("gmWeaponFromRow", row);
  description = text(description);
  return {
    ...gmWeaponDefaults(),
    description,
    cost: row.cost,
    bulk: row.bulk,
    damage: row.damage,
    fireActions: row.fireActions,
    range: row.range,
    hands: row.hands,
    space: row.space,
    category: row.category,
    attackMode: row.attackMode,
    thrown: row.thrown,
    mountedOnly: row.mountedOnly,
    ammunition: row.ammunition,
  };
}

/** An armor table row as a compendium armor, shield or helmet (a description that is not text counts as ""). */
export function gmArmorFromRow(row: GmArmorRow, description = ""): GmArmorData {
  tableRow("gmArmorFromRow", row);
  description = text(description);
  return {
    ...gmArmorDefaults(),
    description,
    cost: row.cost,
    bulk: row.bulk,
    kind: row.kind,
    defense: row.defense,
    againstOneOpponent: row.againstOneOpponent,
    carriedBulkMultiplier: row.carriedBulkMultiplier,
    warriorLevel: row.warriorLevel,
    otherArchetypeLevel: row.otherArchetypeLevel,
    basic: row.basic,
    perceptionPenalty: row.perceptionPenalty,
    attackPenalty: row.attackPenalty,
    costPercentOfArmor: row.costPercentOfArmor,
  };
}

/** An ammunition table row as compendium ammunition (a description that is not text counts as ""). */
export function gmAmmunitionFromRow(row: GmAmmunitionRow, description = ""): GmAmmunitionData {
  tableRow("gmAmmunitionFromRow", row);
  description = text(description);
  return {
    ...gmAmmunitionDefaults(),
    description,
    cost: row.cost,
    bulk: row.bulk,
    ammunitionKind: row.ammunitionKind,
    handDamage: row.handDamage,
    handAttackPenalty: row.handAttackPenalty,
    container: row.container ? { ...row.container } : null,
  };
}

/** A general equipment row as compendium gear (a description that is not text counts as ""). */
export function gmGearFromRow(row: GmGearRow, description = ""): GmGearData {
  tableRow("gmGearFromRow", row);
  description = text(description);
  return {
    ...gmGearDefaults(),
    description,
    cost: row.cost,
    bulk: row.bulk,
    category: row.category,
    costIsMinimum: row.costIsMinimum,
    per: row.per,
    perPages: row.perPages ? { ...row.perPages } : null,
    container: row.container ? { ...row.container } : null,
    improvisedWeapon: row.improvisedWeapon ? { ...row.improvisedWeapon } : null,
    animal: row.animal ? { ...row.animal } : null,
    activationRounds: row.activationRounds,
    lightRadius: row.lightRadius,
    lasts: row.lasts ? { ...row.lasts } : null,
    material: row.material,
  };
}

/** Text, or "" for anything else. */
function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/** A span of game time from stored data: a text amount ("1" where missing) and a known unit (round where not). */
function durationOf(value: unknown): GmDuration {
  const d = gmFields(value as GmDuration);
  return { amount: typeof d.amount === "string" && d.amount !== "" ? d.amount : "1", unit: gmOneOf(GM_TIME_UNITS, d.unit, "round") };
}

/** One ailment effect with every field of its flat shape, unknown names as "" and a whole amount. */
function ailmentEffectOf(e: Partial<GmAilmentEffect>): GmAilmentEffect {
  return {
    kind: gmOneOf(GM_AILMENT_EFFECT_KINDS, e.kind, "injury"),
    formula: text(e.formula),
    target: gmOneOf(GM_AILMENT_TARGETS, e.target, ""),
    amount: gmBonus(e.amount),
    condition: gmOneOf(GM_AILMENT_CONDITIONS, e.condition, ""),
    duration: gmIsRecord(e.duration) ? durationOf(e.duration) : null,
  };
}

/**
 * An example ailment as a compendium ailment (not afflicting anyone yet). Every field is rebuilt
 * from the row: a missing or bad value takes the ailment default, junk effects are skipped.
 */
export function gmAilmentFromRow(row: GmAilmentRow, description = ""): GmAilmentData {
  const r = gmFields(row);
  return {
    ...gmAilmentDefaults(),
    description: text(description),
    chronic: r.chronic === true,
    inescapable: r.inescapable === true,
    strength: gmBonus(r.strength),
    actionTime: durationOf(r.actionTime),
    effects: gmObjects(r.effects).map(ailmentEffectOf),
  };
}

/** Every ability (or reaction) with a whole value, 0 where the partial record has none (or a bad one). */
function full<K extends string>(keys: readonly K[], partial: Partial<Record<K, number>> | undefined): Record<K, number> {
  const p = gmFields(partial);
  return Object.fromEntries(keys.map((k) => [k, gmBonus(p[k])])) as Record<K, number>;
}

/** A special contribution with its three names as text (strength against "any" where missing). */
function specialContributionOf(c: Partial<GmSpecialContribution>): GmSpecialContribution {
  return {
    ability: gmOneOf(GM_ABILITIES, c.ability, "strength"),
    reaction: gmOneOf([...GM_REACTIONS, "all"] as const, c.reaction, "all"),
    against: typeof c.against === "string" && c.against !== "" ? c.against : "any",
  };
}

/**
 * A species as a compendium species specialty (all six abilities and reactions listed, 0 where
 * unchanged). Every field is rebuilt: an unknown species is human, an unknown size medium, bad
 * numbers whole (movement base 10 where missing, no age multiplier where not a number).
 */
export function gmSpeciesSpecialty(species: GmSpeciesData, description = ""): GmSpecialtyData {
  const s = gmFields(species);
  return {
    ...gmSpecialtyDefaults(),
    description: text(description),
    kind: "species",
    species: {
      species: gmOneOf(GM_SPECIES, s.species, "human"),
      size: gmSizeOf(s.size),
      movementBase: gmWhole(s.movementBase, 10),
      abilities: full(GM_ABILITIES, s.abilities),
      reactions: full(GM_REACTIONS, s.reactions),
      specialContributions: gmObjects(s.specialContributions).map(specialContributionOf),
      unarmedDamage: typeof s.unarmedDamage === "string" && s.unarmedDamage !== "" ? s.unarmedDamage : "d3",
      ageMultiplier: typeof s.ageMultiplier === "number" && Number.isFinite(s.ageMultiplier) ? gmAmount(s.ageMultiplier) : null,
    },
  };
}
