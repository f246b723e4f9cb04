/**
 * The `system` shapes of the eight Warden item types, as stored (pack sources and data models agree
 * on these). Plain TypeScript: no Foundry.
 */

/** Everything that sits in the inventory. */
export interface WardenCarriedSystem {
  description: string;
  /** Slots taken when neither bulky nor petty. */
  slots: number;
  /** Two slots, typically two-handed or awkward. */
  bulky: boolean;
  /** No slot. */
  petty: boolean;
  /** Worn or held: armor counts only then; a weapon in hand. */
  equipped: boolean;
  /** Price in gold pieces (0 when unknown). */
  cost: number;
  quantity: number;
}

export interface WardenWeaponSystem extends WardenCarriedSystem {
  /** Damage die, which is also the weapon's object die (sides: 4, 6, 8, 10, 12). */
  die: number;
  /** Sharp: advantage on this weapon's die. */
  sharp: boolean;
  twoHanded: boolean;
  ranged: boolean;
}

export interface WardenArmorSystem extends WardenCarriedSystem {
  /** Armor value while worn (the total is capped at 3). */
  armor: number;
  /** Object die used in saves (sides; 0 for none). */
  objectDie: number;
  shield: boolean;
}

export interface WardenGearSystem extends WardenCarriedSystem {
  uses: { value: number; max: number };
  /** Object die when the gear is used in an action (sides; 0 for none). */
  objectDie: number;
}

export interface WardenSpellSystem {
  description: string;
  /** D: the spell's duration, as text. */
  duration: string;
  /** R: the spell's range, as text. */
  range: string;
}

export interface WardenScrollSystem extends WardenCarriedSystem {
  duration: string;
  range: string;
}

export interface WardenGrimoireSystem extends WardenCarriedSystem {
  /** Mishaps entry 13: damaged and unusable. */
  damaged: boolean;
  /** Mishaps entry 15: takes no space in inventory. */
  weightless: boolean;
}

export type WardenManaDustSystem = WardenCarriedSystem;

export const WARDEN_FATIGUE_SOURCES = ["spell", "deprivation", "event", "mishap"] as const;
export type WardenFatigueSource = (typeof WARDEN_FATIGUE_SOURCES)[number];

export interface WardenFatigueSystem {
  description: string;
  source: WardenFatigueSource;
  /** Mishaps entry 14: a magical tumor fills the slot instead. */
  tumor: boolean;
}

/** Defaults for a carried item. */
export function wardenCarriedDefaults(): WardenCarriedSystem {
  return { description: "", slots: 1, bulky: false, petty: false, equipped: false, cost: 0, quantity: 1 };
}
