import { WARDEN_ATTRIBUTES, WARDEN_SCORE_CAP, wardenScore, type WardenAttribute, type WardenScore } from "./attributes.js";
import { WARDEN_SLOT_CAP } from "./inventory.js";
import { wardenClamp, wardenInt, wardenRecord } from "./numbers.js";

/** The numbers of a character that scars and mishaps can change. */
export interface WardenNumbers {
  hp: WardenScore;
  str: WardenScore;
  dex: WardenScore;
  wil: WardenScore;
  /** Inventory slots. */
  slots: number;
  /** Armor bonus from effects (not from items). */
  armorBonus: number;
  /** Fatigue carried. */
  fatigue: number;
}

/**
 * Changes to apply. `maxHp`, attribute `value`/`max` and `slots` are the NEW values; `armorBonus`
 * and `fatigue` are added; `gains` are added to the numbers as they are when the changes apply (so a change
 * kept for later, "add 1d6 to your max HP", never overwrites what happened in between).
 */
export interface WardenChanges {
  maxHp?: number;
  attributes?: Partial<Record<WardenAttribute, Partial<WardenScore>>>;
  slots?: number;
  armorBonus?: number;
  fatigue?: number;
  gains?: WardenGains;
}

/** Amounts added to max HP and to attribute maxima/values when the changes apply. */
export interface WardenGains {
  maxHp?: number;
  attributes?: Partial<Record<WardenAttribute, Partial<WardenScore>>>;
}

/** When the changes of a scar or mishap take effect. */
export type WardenTiming = "now" | "afterRest" | "afterRecovery" | "whenMended" | "whenCured" | "afterMagicalAid" | "nextCriticalSave" | "after24Hours";

/** One follow-up roll, kept so a chat card can show it. */
export interface WardenRollRecord {
  /** What the roll decides (a localization id: `ANTHOLOGY.Warden.Roll.<purpose>`). */
  purpose: string;
  formula: string;
  faces: number[];
  total: number;
}

/** A character's numbers, cleaned (numbers that are not an object count as all missing). */
export function wardenNumbers(numbers: Partial<WardenNumbers>): WardenNumbers {
  const input = wardenRecord(numbers);
  return {
    hp: wardenScore(input.hp),
    str: wardenScore(input.str),
    dex: wardenScore(input.dex),
    wil: wardenScore(input.wil),
    slots: wardenClamp(input.slots, 0, WARDEN_SLOT_CAP, 10),
    armorBonus: wardenClamp(input.armorBonus, 0, 3, 0),
    fatigue: Math.max(0, wardenInt(input.fatigue)),
  };
}

/** Applies changes to numbers and returns the new numbers (values never above their max, never NaN). */
export function wardenApplyChanges(input: Partial<WardenNumbers>, changeSet: WardenChanges): WardenNumbers {
  const n = wardenNumbers(input);
  const changes = wardenRecord(changeSet);
  const attributes = wardenRecord(changes.attributes);
  const cap = (v: unknown, fallback: number) => wardenClamp(v, 0, WARDEN_SCORE_CAP, fallback);
  if (changes.maxHp !== undefined) {
    const max = cap(changes.maxHp, n.hp.max);
    n.hp = { max, value: Math.min(n.hp.value, max) };
  }
  for (const a of WARDEN_ATTRIBUTES) {
    const c = wardenRecord(attributes[a]);
    if (c.max !== undefined) {
      // A new maximum: the current value never stays above it.
      const max = cap(c.max, n[a].max);
      const value = c.value === undefined ? n[a].value : cap(c.value, n[a].value);
      n[a] = { max, value: Math.min(value, max) };
    } else if (c.value !== undefined) {
      // A new current value: a value above the maximum raises the maximum with it.
      const value = cap(c.value, n[a].value);
      n[a] = { value, max: Math.max(n[a].max, value) };
    }
  }
  const gains = wardenRecord(changes.gains);
  if (gains.maxHp !== undefined) {
    n.hp = { ...n.hp, max: cap(n.hp.max + wardenInt(gains.maxHp), n.hp.max) };
    n.hp.value = Math.min(n.hp.value, n.hp.max);
  }
  const attributeGains = wardenRecord(gains.attributes);
  for (const a of WARDEN_ATTRIBUTES) {
    const g = wardenRecord(attributeGains[a]);
    if (g.max === undefined && g.value === undefined) continue;
    const max = cap(n[a].max + wardenInt(g.max), n[a].max);
    const value = cap(n[a].value + wardenInt(g.value), n[a].value);
    n[a] = { max: Math.max(max, value), value };
  }
  if (changes.slots !== undefined) n.slots = wardenClamp(changes.slots, 0, WARDEN_SLOT_CAP, n.slots);
  if (changes.armorBonus !== undefined) n.armorBonus = wardenClamp(n.armorBonus + wardenInt(changes.armorBonus), 0, 3, 0);
  if (changes.fatigue !== undefined) n.fatigue = Math.max(0, n.fatigue + wardenInt(changes.fatigue));
  return n;
}
