/**
 * Gods & Monsters item data: the `system` shape of the nine gm item types
 * (gmWeapon gmArmor gmGear gmAmmunition gmAilment gmField gmSpecialty gmSpell gmSpirit).
 *
 * Pure types and small constant lists only: no Foundry globals. The Foundry data models
 * (module/rulesets/gods-monsters/items/) mirror these interfaces field for field, the pack
 * sources (packs/_source/gm-*) are written in this shape, and the character rules read them.
 *
 * Shared names (GM_SIZES, GM_ABILITIES, GM_REACTIONS, GM_SPECIES and their types) are defined
 * here once: import them from this file instead of redefining them, so the gm rules index has no
 * duplicate exports.
 *
 * Units: cost in silver coins (fractions allowed, e.g. 0.1), bulk in carry units, range and
 * space in yards, time with an explicit unit. A cell the rules table leaves blank is `null`.
 */

/* ------------------------------------------------------------------ sizes */

/** Creature and item sizes, smallest first (004: "fine, tiny, small, medium, large, huge, gigantic, and titanic"). */
/** What a container holds, as the equipment tables code it (004 "Containers"): "any" when the text sets no kind. */
export const GM_CONTAINER_HOLDS = ["any", "arrow-or-bolt", "gunpowder", "liquid-pint"] as const;

export const GM_SIZES = ["fine", "tiny", "small", "medium", "large", "huge", "gigantic", "titanic"] as const;
export type GmSize = (typeof GM_SIZES)[number];

/* ------------------------------------------------------------- common parts */

/** Units of game time used by ailments, activation, casting and calling. */
export const GM_TIME_UNITS = ["second", "round", "minute", "hour", "day", "week", "month", "year"] as const;
export type GmTimeUnit = (typeof GM_TIME_UNITS)[number];

/** A span of game time; `amount` is a count or a dice formula ("d4", "2d10"). */
export interface GmDuration {
  amount: string;
  unit: GmTimeUnit;
}

/** Fields every physical item carries (weapon, armor, gear, ammunition). */
export interface GmPhysicalItemData {
  /** Rich-text description (in the project's own words). */
  description: string;
  /** Price in silver coins for one unit, for the size the item was made for. */
  cost: number;
  /** Bulk of one unit for a creature of `size`; `null` when the table has none (rooms, animals). */
  bulk: number | null;
  /** How many units this document represents. */
  quantity: number;
  /** The creature size the item was made for; bulk, cost, range and damage scale from it. */
  size: GmSize;
  /** Carried (counts toward Carry) or stowed elsewhere. */
  carried: boolean;
  /** Id of the container item (gear or ammunition with `container`) this item is inside, "" if none. */
  containerId: string;
  /**
   * The Guide may halve the bulk of a weapon the character never uses as one
   * (004: a staff used only for walking). true = count half bulk.
   */
  halfBulkUnused: boolean;
  /** A short note from the rules table, as a localization key or free text typed by a user. */
  notes: string;
}

/** A container lets its contents count as one item in the carry list (004, Animals & containers). */
export interface GmContainerData {
  /** How many units it holds (quiver 20, powder bag 6, powder horn 20); `null` = not fixed by the text. */
  capacity: number | null;
  /** What it holds, as a code ("arrow-or-bolt", "gunpowder", "liquid-pint", "any"). */
  holds: string;
  /** Rounds needed to pull something out (backpack: 1); 0 = at once. */
  retrievalRounds: number;
}

/* ------------------------------------------------------------------ weapons */

export const GM_WEAPON_CATEGORIES = ["simple", "basic", "warrior"] as const;
/** simple: anyone; basic: warriors or the Fighting Art skill basic weapons; warrior: warriors only. */
export type GmWeaponCategory = (typeof GM_WEAPON_CATEGORIES)[number];

export const GM_ATTACK_MODES = ["close", "thrown", "propelled"] as const;
/**
 * How the weapon attacks at range: a close weapon with a range may also be thrown (its
 * range column), a propelled weapon fires missiles (bows, crossbows, sling, guns).
 */
export type GmAttackMode = (typeof GM_ATTACK_MODES)[number];

export interface GmWeaponData extends GmPhysicalItemData {
  /** Damage dice as the text writes them, normalised to lower case: "d8", "2d6", "1", "4d6+d6". */
  damage: string;
  /** Actions to throw or fire it; `null` for weapons that cannot be thrown or fired. */
  fireActions: number | null;
  /** Range in yards for throwing or firing; `null` when it has none. */
  range: number | null;
  /** Hands needed for mechanical reasons (1 or 2); `null` where the table is blank. */
  hands: number | null;
  /** Yards needed on either side to use it; `null` where the table is blank. */
  space: number | null;
  category: GmWeaponCategory;
  /** "close" for melee weapons (thrown if `range` is set), "thrown" for throwing weapons, "propelled" for missile weapons. */
  attackMode: GmAttackMode;
  /** Can be thrown (uses the thrown attack bonus and strength-reduced range penalties). */
  thrown: boolean;
  /**
   * Propelled weapons built for a higher strength (004, Propelled weapons): the strength score
   * the weapon is built for; 0 for an ordinary weapon.
   */
  strengthRating: number;
  /** Attack penalty for an improvised weapon (picks, shovels: 1 to 3), 0 for real weapons. */
  attackPenalty: number;
  /** Lance: may only be used while mounted. */
  mountedOnly: boolean;
  /** Ammunition it uses, as a code ("arrow", "crossbow-bolt", "heavy-crossbow-bolt", "sling-bullet", "gun-bullet"), "" if none. */
  ammunition: string;
  /** Ready in hand. */
  equipped: boolean;
}

/* -------------------------------------------------------------------- armor */

export const GM_ARMOR_KINDS = ["armor", "shield", "helmet"] as const;
/** One suit of armor is worn at a time, plus a full helmet, plus a shield in a free hand. */
export type GmArmorKind = (typeof GM_ARMOR_KINDS)[number];

export interface GmArmorData extends GmPhysicalItemData {
  kind: GmArmorKind;
  /** Defense bonus while worn (not affected by size). */
  defense: number;
  /** Small shield: the bonus applies against one chosen opponent per round. */
  againstOneOpponent: boolean;
  /** `bulk` is the worn bulk; carried bulk is bulk × this (2 for cloth, leather, shields, chain; 3 for splint and plate). */
  carriedBulkMultiplier: number;
  /** Warrior level needed; `null` where the table leaves it blank (cloth: no requirement). */
  warriorLevel: number | null;
  /** Thief, prophet or monk level needed; `null` = no level given (see `basic`). */
  otherArchetypeLevel: number | null;
  /**
   * Basic armor that thieves, prophets and monks may learn (cloth, leather, banded leather, shield,
   * magically light chain mail). Warriors may learn any armor; sorcerors none.
   */
  basic: boolean;
  /** Full helmet: penalty to perception rolls while worn (004: 1). */
  perceptionPenalty: number;
  /** Full helmet: penalty to attack rolls while worn (004: 1). */
  attackPenalty: number;
  /** Full helmet: the cost is at least `cost` or this percent of the other armor worn, whichever is greater (10). 0 otherwise. */
  costPercentOfArmor: number;
  /** Worn (armor, helmet) or carried ready on the arm (shield). */
  equipped: boolean;
}

/* --------------------------------------------------------------------- gear */

export const GM_GEAR_CATEGORIES = ["food", "ingredient", "animal", "container", "tack", "miscellaneous"] as const;
export type GmGearCategory = (typeof GM_GEAR_CATEGORIES)[number];

/** A general item that doubles as a hand weapon (axe, pick, pole, shovel). */
export interface GmImprovisedWeapon {
  damage: string;
  /** Penalty to attack (1 to 3, stored positive). */
  attackPenalty: number;
  /** Bulk when carried as a weapon. */
  bulk: number;
}

/** Riding and pack animals (004, Animals & containers). */
export interface GmAnimalData {
  movement: number;
  /** Bulk it carries packed reasonably. */
  carryBulk: number;
  /** Riding animals have monthly upkeep of 10% of cost, other animals 5% (001, Upkeep). */
  riding: boolean;
}

/** Costs that grow with length (books: +cost and +bulk per ten pages). */
export interface GmPerPages {
  pages: number;
  costPerTen: number;
  bulkPerTen: number;
}

export interface GmGearData extends GmPhysicalItemData {
  category: GmGearCategory;
  /** The listed cost and bulk are a minimum ("5+"). */
  costIsMinimum: boolean;
  /** What the cost is counted per when not per item ("night", "yard", "3 yards", "flask", "ten pages"); "" = per item. */
  per: string;
  /** Length-dependent extras; `null` when not applicable. */
  perPages: GmPerPages | null;
  /** `null` unless the item is a container. */
  container: GmContainerData | null;
  /** `null` unless the item can be used as a hand weapon. */
  improvisedWeapon: GmImprovisedWeapon | null;
  /** `null` unless the item is an animal. */
  animal: GmAnimalData | null;
  /** Rounds to activate (torch 2, lantern 1); an evasion roll is needed in combat. 0 = none. */
  activationRounds: number;
  /** Light radius in yards (candle 6, lantern 20, torch 10); 0 = no light. */
  lightRadius: number;
  /** How long it burns or lasts; `null` if not relevant. */
  lasts: GmDuration | null;
  /** Material for item reactions (001); "" when not chosen. */
  material: GmMaterial | "";
}

/* --------------------------------------------------------------- ammunition */

export interface GmAmmunitionData extends GmPhysicalItemData {
  /** What kind of ammunition this is, matched against a weapon's `ammunition` code. */
  ammunitionKind: string;
  /** Damage when used as a hand weapon ("d3", "1"); "" if it cannot be. */
  handDamage: string;
  /** Attack penalty as a hand weapon (stored positive, 2 for arrows and bolts). */
  handAttackPenalty: number;
  /** Quivers, powder bags and horns hold other ammunition; `null` otherwise. */
  container: GmContainerData | null;
}

/* ---------------------------------------------------------------- ailments */

export const GM_AILMENT_REACTIONS = ["health", "perception", "evasion"] as const;
/** health when the ailment is accepted (at a further −4), perception when it can be noticed, evasion when forced on a victim. */
export type GmAilmentReaction = (typeof GM_AILMENT_REACTIONS)[number];

/** The numbers an ailment may lower: the six abilities, the six reactions, defense, attack, movement and concentration. */
export const GM_AILMENT_TARGETS = [
  "strength",
  "agility",
  "endurance",
  "intelligence",
  "wisdom",
  "charisma",
  "health",
  "fortitude",
  "willpower",
  "evasion",
  "reason",
  "perception",
  "defense",
  "attack",
  "movement",
  "concentration",
] as const;
export type GmAilmentTarget = (typeof GM_AILMENT_TARGETS)[number];

export const GM_AILMENT_CONDITIONS = ["paralysis", "sleep", "unconscious"] as const;
export type GmAilmentCondition = (typeof GM_AILMENT_CONDITIONS)[number];

export const GM_AILMENT_EFFECT_KINDS = ["injury", "penalty", "condition"] as const;
export type GmAilmentEffectKind = (typeof GM_AILMENT_EFFECT_KINDS)[number];

/**
 * One effect of an ailment, applied each time it takes hold (cumulative for chronic and
 * inescapable ailments). One flat shape for every kind (a form edits it field by field):
 * - injury: `formula` injury points ("1", "d2"), permanent until healed;
 * - penalty: `amount` (positive) off `target`, for `duration` or, if null, while the ailment lasts;
 * - condition: `condition` for `duration` ("d4 minutes paralysis", "sleep 2d10 minutes").
 * Fields a kind does not use are "" / 0 / null.
 */
export interface GmAilmentEffect {
  kind: GmAilmentEffectKind;
  formula: string;
  target: GmAilmentTarget | "";
  amount: number;
  condition: GmAilmentCondition | "";
  duration: GmDuration | null;
}

export interface GmAilmentData {
  description: string;
  /** Chronic: repeats every action time until a health roll throws it off; strength fades by one each action time. */
  chronic: boolean;
  /** Inescapable: a roll every action time while exposed; effects accumulate. */
  inescapable: boolean;
  /** Penalty on the reaction roll to resist (−4 weak … +4 strong; most poisons 0). */
  strength: number;
  /** Time between contracting and effect, and between repeats. */
  actionTime: GmDuration;
  effects: GmAilmentEffect[];
  /** How the ailment meets its victim: accepted (health at −4 more), noticeable (perception), forced (evasion). */
  exposure: GmAilmentExposure;
  /* state while afflicting an actor (see consequences/ailments.ts) */
  /** exposed: resisting (not taken hold, or inescapable and still in it); ailing: a chronic ailment has hold; over: gone. */
  stage: GmAilmentStage;
  /** How many times its effects have applied. */
  applications: number;
  /** Action times elapsed in the current stretch of ailing (strength change for chronic ailments). */
  elapsed: number;
  /** The owner is still in the ailment's area (inescapable ailments). */
  exposed: boolean;
}

export const GM_AILMENT_EXPOSURES = ["accepted", "noticeable", "forced"] as const;
export type GmAilmentExposure = (typeof GM_AILMENT_EXPOSURES)[number];

export const GM_AILMENT_STAGES = ["exposed", "ailing", "over"] as const;
export type GmAilmentStage = (typeof GM_AILMENT_STAGES)[number];

/* ------------------------------------------------------------------ fields */

export interface GmFieldData {
  description: string;
  /** Field bonus (+1 for a new field). */
  bonus: number;
  /** Skills known in the field. */
  skills: string[];
  /** Archetype that the field is restricted to ("" = open); others pay 7 mojo per skill. */
  restrictedTo: "" | "warrior" | "thief" | "sorceror" | "prophet" | "monk";
  /** The Fighting Art (bonus rises with level only; weapon skills are its skills). */
  fightingArt: boolean;
}

/* --------------------------------------------------------------- specialties */

export const GM_SPECIES = ["human", "dwarf", "elf", "gnome", "goblin", "halfling", "half-elf", "half-orc"] as const;
export type GmSpecies = (typeof GM_SPECIES)[number];

export const GM_ABILITIES = ["strength", "agility", "endurance", "intelligence", "wisdom", "charisma"] as const;
export type GmAbilityName = (typeof GM_ABILITIES)[number];

export function isGmAbilityName(value: unknown): value is GmAbilityName {
  return typeof value === "string" && (GM_ABILITIES as readonly string[]).includes(value);
}

export const GM_REACTIONS = ["health", "fortitude", "willpower", "evasion", "reason", "perception"] as const;
export type GmReactionName = (typeof GM_REACTIONS)[number];

/** An ability that adds as a special contributor to some reactions (dwarf endurance against magic). */
export interface GmSpecialContribution {
  ability: GmAbilityName;
  /** Which reaction(s), or "all". */
  reaction: GmReactionName | "all";
  /** What it is against, as a code: "magic", "disease-poison", "any". */
  against: string;
}

/** The species part of a species specialty (NOTES, Species). */
export interface GmSpeciesData {
  species: GmSpecies;
  size: GmSize;
  movementBase: number;
  /** Ability adjustments applied to the rolled scores. */
  abilities: Partial<Record<GmAbilityName, number>>;
  /** Flat bonuses on reactions (dwarf +2 health). */
  reactions: Partial<Record<GmReactionName, number>>;
  specialContributions: GmSpecialContribution[];
  /** Unarmed damage ("d3"; "d2" for halflings, goblins and gnomes). */
  unarmedDamage: string;
  /** Age multiplier against humans (dwarves 8); `null` when the texts do not give it. */
  ageMultiplier: number | null;
}

export interface GmSpecialtyData {
  description: string;
  /** "species" for a species specialty; "archetype" for one that grants a second archetype; "general" otherwise. */
  kind: "species" | "archetype" | "general";
  /** Present when kind is "species". */
  species: GmSpeciesData | null;
  /** Second archetype granted, "" if none. */
  archetype: "" | "warrior" | "thief" | "sorceror" | "prophet" | "monk";
  /** Requirements in words (a localization key or user text). */
  requirements: string;
}

/* ------------------------------------------------------------------- spells */

/** The six spell types of 004 (Spell Types). */
export const GM_SPELL_TYPES = ["mental", "summoning", "divination", "transmutation", "metamagic", "conjuration"] as const;
export type GmSpellType = (typeof GM_SPELL_TYPES)[number];

export interface GmSpellData {
  description: string;
  level: number;
  /** The spell's type. */
  spellType: GmSpellType;
  /** A few spells are more than one type. */
  otherTypes: GmSpellType[];
  castingTime: GmDuration;
  range: string;
  duration: string;
  /** Basic components (experimentation needs ten times these). */
  components: string;
  /** Cost of the basic components in silver coins. */
  componentCost: number;
  /** Inscribed in the spell book. */
  inscribed: boolean;
  /** Memorized in a slot and not yet cast. */
  memorized: boolean;
  /** Needs concentration while in effect. */
  concentration: boolean;
  /** Damage formula if the spell does damage, "" otherwise. */
  damage: string;
  /** Has a phantasmal component (illusion damage rules apply). */
  phantasmal: boolean;
}

/* --------------------------------------------------------- spirit manifestations */

export interface GmSpiritData {
  description: string;
  level: number;
  /** The spirit type the manifestation belongs to (a prophet may call only their available types). */
  spiritType: string;
  callingTime: GmDuration;
  range: string;
  duration: string;
  /** Verve spent to call it. */
  verveCost: number;
  concentration: boolean;
  damage: string;
}

/* ---------------------------------------------------------------- materials */

/** Materials with item-reaction bonuses (001, Item reactions). */
export const GM_MATERIALS = ["glass", "ice", "metal", "paper", "stone", "wood"] as const;
export type GmMaterial = (typeof GM_MATERIALS)[number];

/** Attack forms an item may have to react against. */
export const GM_ATTACK_FORMS = ["fire", "bludgeon", "acid"] as const;
export type GmAttackForm = (typeof GM_ATTACK_FORMS)[number];

/* -------------------------------------------------------------- item type map */

/** The `system` data of each gm item type. */
export interface GmItemSystemMap {
  gmWeapon: GmWeaponData;
  gmArmor: GmArmorData;
  gmGear: GmGearData;
  gmAmmunition: GmAmmunitionData;
  gmAilment: GmAilmentData;
  gmField: GmFieldData;
  gmSpecialty: GmSpecialtyData;
  gmSpell: GmSpellData;
  gmSpirit: GmSpiritData;
}
export type GmItemType = keyof GmItemSystemMap;
export const GM_ITEM_TYPES: readonly GmItemType[] = [
  "gmWeapon",
  "gmArmor",
  "gmGear",
  "gmAmmunition",
  "gmAilment",
  "gmField",
  "gmSpecialty",
  "gmSpell",
  "gmSpirit",
];
