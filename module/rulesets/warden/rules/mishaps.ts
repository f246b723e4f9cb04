import { WARDEN_ATTRIBUTES, type WardenAttribute, type WardenScore } from "./attributes.js";
import { wardenRollDice, type WardenRoller } from "./dice.js";
import { wardenNumbers, type WardenChanges, type WardenNumbers, type WardenRollRecord, type WardenTiming } from "./effects.js";
import { wardenMishapEntry, type WardenMishapId } from "./mishaps-table.js";
import { wardenInt, wardenRoller } from "./numbers.js";

/** Slots left to a caster with wings (Mishaps entry 19). */
export const WARDEN_WINGED_SLOTS = 5;

/**
 * Lasting marks a mishap leaves on the caster (localization ids `ANTHOLOGY.Warden.Status.<id>`).
 * The casting code reads some of them: `noCasting`, `volatileCasting` (Fatigue on 3–6),
 * `willBurn` (1d4 WIL per spell), `freeMagicDie`, `magicVessel`; `soulGrimoire` and `fusedHand`
 * change the grimoire's slots; `wings` forbids armor.
 */
export type WardenMishapMark =
  | "noCasting"
  | "volatileCasting"
  | "deprived"
  | "willBurn"
  | "fireImmune"
  | "purpleSkin"
  | "insubstantial"
  | "freeMagicDie"
  | "grimoireDamaged"
  | "tumors"
  | "soulGrimoire"
  | "plantFused"
  | "weirdForm"
  | "fusedHand"
  | "wings"
  | "limbSwap"
  | "deityLink"
  | "magicVessel"
  | "duplicate"
  | "elemental";

export interface WardenMishapOutcome {
  sum: number;
  id: WardenMishapId;
  rolls: WardenRollRecord[];
  /** Marks that start now. */
  marks: WardenMishapMark[];
  /** Hours the effect lasts, when the entry rolls them (entries 2 and 10). */
  hours: number | null;
  /** Numbers changed at once. */
  changes: WardenChanges;
  /** Numbers changed later (after recovery, after 24 hours, after magical aid) and when. */
  later: { timing: WardenTiming; changes: WardenChanges } | null;
  /** The spell fails (three or more matching dice). */
  fails: boolean;
}

function record(purpose: string, count: number, sides: number, faces: number[]): WardenRollRecord {
  return { purpose, formula: `${count}d${sides}`, faces, total: faces.reduce((a, b) => a + b, 0) };
}

/**
 * Resolves the Mishaps entry of a spell's [sum]: its rolls, marks and the numbers it changes.
 * `spellFatigue` is the Fatigue the spell caused (entry 14 depends on it); `fails` is carried
 * through from the casting. A roller that is not a function is refused with a RangeError.
 */
export function wardenResolveMishap({
  sum,
  roll: rollInput,
  numbers,
  spellFatigue = 0,
  fails = false,
}: {
  sum: number;
  roll: WardenRoller;
  numbers: Partial<WardenNumbers>;
  spellFatigue?: number;
  fails?: boolean;
}): WardenMishapOutcome {
  const roll = wardenRoller(rollInput, "wardenResolveMishap");
  const n = wardenNumbers(numbers);
  const entry = wardenMishapEntry(sum);
  const out: WardenMishapOutcome = {
    sum: entry.sum,
    id: entry.id,
    rolls: [],
    marks: [],
    hours: null,
    changes: {},
    later: null,
    fails: fails === true,
  };
  const rollUp = (purpose: string, count: number, sides: number): number => {
    const r = record(purpose, count, sides, wardenRollDice(roll, count, sides));
    out.rolls.push(r);
    return r.total;
  };
  const lose = (a: WardenAttribute, amount: number, permanent: boolean): Partial<WardenScore> => {
    const value = Math.max(0, n[a].value - amount);
    return permanent ? { max: Math.max(0, n[a].max - amount), value } : { value };
  };

  switch (entry.id) {
    case "magicSealed":
      out.marks.push("noCasting");
      out.hours = rollUp("hours", 1, 6);
      break;
    case "volatileCasting":
      out.marks.push("volatileCasting");
      out.hours = 24;
      break;
    case "chainReaction":
    case "reversed":
      out.changes.fatigue = 1;
      break;
    case "combustion":
      out.marks.push("fireImmune");
      break;
    case "drained": {
      out.marks.push("deprived");
      const total = rollUp("maxHp", 1, 6);
      out.later = { timing: "afterRecovery", changes: total > n.hp.max ? { maxHp: total } : {} };
      break;
    }
    case "willBurn": {
      out.marks.push("willBurn");
      out.hours = 24;
      const total = rollUp("maxWil", 3, 6);
      out.later = { timing: "after24Hours", changes: total > n.wil.max ? { attributes: { wil: { max: total } } } : {} };
      break;
    }
    case "purpleSkin":
      out.marks.push("purpleSkin");
      break;
    case "insubstantial":
      out.marks.push("insubstantial");
      out.hours = rollUp("hours", 1, 4);
      break;
    case "arcaneBurns":
      out.marks.push("freeMagicDie");
      out.changes.attributes = { wil: lose("wil", rollUp("wilLoss", 1, 4), false) };
      break;
    case "backfire":
      out.changes.slots = Math.max(0, n.slots - 1);
      out.changes.armorBonus = 1;
      break;
    case "grimoireDamaged":
      out.marks.push("grimoireDamaged");
      break;
    case "tumors":
      out.marks.push(wardenInt(spellFatigue) > 0 ? "tumors" : "deprived");
      break;
    case "soulGrimoire":
      out.marks.push("soulGrimoire");
      out.changes.attributes = { wil: lose("wil", Math.floor(n.wil.value / 2), false) };
      break;
    case "plantFused":
      out.marks.push("plantFused");
      out.changes.attributes = { str: lose("str", rollUp("strLoss", 1, 4), true) };
      out.changes.armorBonus = 1;
      break;
    case "weirdForm":
      out.marks.push("weirdForm");
      break;
    case "fusedHand":
      out.marks.push("fusedHand");
      break;
    case "wings": {
      out.marks.push("wings");
      const gain = rollUp("dexGain", 1, 4);
      out.changes.attributes = { dex: { max: n.dex.max + gain, value: n.dex.value + gain } };
      out.changes.slots = Math.min(n.slots, WARDEN_WINGED_SLOTS);
      break;
    }
    case "limbSwap":
      out.marks.push("limbSwap");
      break;
    case "deityLink":
      out.marks.push("deityLink");
      break;
    case "magicVessel":
      out.marks.push("magicVessel");
      break;
    case "duplicate": {
      out.marks.push("duplicate");
      // "Afterward add +1d6 to each ability score": gains, added to the scores as they are after the aid.
      const attributes: NonNullable<WardenChanges["gains"]>["attributes"] = {};
      for (const a of WARDEN_ATTRIBUTES) {
        const gain = rollUp(`${a}Gain`, 1, 6);
        attributes[a] = { max: gain, value: gain };
      }
      out.later = { timing: "afterMagicalAid", changes: { gains: { attributes } } };
      break;
    }
    case "elemental":
      out.marks.push("elemental");
      break;
  }
  return out;
}
