import { type WardenAttribute } from "./attributes.js";
import { wardenRollDice, type WardenRoller } from "./dice.js";
import { wardenNumbers, type WardenChanges, type WardenNumbers, type WardenRollRecord, type WardenTiming } from "./effects.js";
import { WARDEN_BROKEN_LIMBS, WARDEN_HEAD_WOUND_ATTRIBUTES, WARDEN_SCAR_LOCATIONS, scarFor, wardenScarId, type WardenScarId } from "./scars-table.js";
import { wardenRoller } from "./numbers.js";

/** Lasting marks a scar leaves on a PC (status ids: `ANTHOLOGY.Warden.Status.<id>`). */
export type WardenScarStatus = "deprived" | "diseased" | "hamstrung" | "deafened" | "sundered" | "mortalWound" | "doomed";

export interface WardenScarOutcome {
  entry: number;
  id: WardenScarId;
  /** The body part, limb or attribute rolled by the entry (a localization id), if any. */
  detail: string | null;
  /** Follow-up rolls, in the order the text makes them. */
  rolls: WardenRollRecord[];
  statuses: WardenScarStatus[];
  /** When `changes` take effect. */
  timing: WardenTiming;
  /** The numbers the follow-up rolls set (empty when nothing changes). */
  changes: WardenChanges;
  /** Entries 8 and 10 need a WIL save before their roll; true when it was not given. */
  needsWilSave: boolean;
}

function record(purpose: string, count: number, sides: number, faces: number[]): WardenRollRecord {
  return { purpose, formula: `${count}d${sides}`, faces, total: faces.reduce((a, b) => a + b, 0) };
}

/**
 * Resolves a Scars entry: makes its follow-up rolls with the injected roller and works out the
 * numbers they change ("If the total is higher than your max HP, take the new result", etc.).
 * `wilSavePassed` settles the WIL save of entries 8 (Deafened) and 10 (Sundered); anything but a
 * boolean counts as not given. A roller that is not a function is refused with a RangeError.
 */
export function wardenResolveScar({
  entry,
  roll: rollInput,
  numbers,
  wilSavePassed: wilSave,
}: {
  entry: number;
  roll: WardenRoller;
  numbers: Partial<WardenNumbers>;
  wilSavePassed?: boolean;
}): WardenScarOutcome {
  const roll = wardenRoller(rollInput, "wardenResolveScar");
  const wilSavePassed = typeof wilSave === "boolean" ? wilSave : undefined;
  const n = wardenNumbers(numbers);
  const e = scarFor(entry);
  const out: WardenScarOutcome = {
    entry: e,
    id: wardenScarId(e),
    detail: null,
    rolls: [],
    statuses: [],
    timing: "now",
    changes: {},
    needsWilSave: false,
  };
  const rollUp = (purpose: string, count: number, sides: number): number => {
    const r = record(purpose, count, sides, wardenRollDice(roll, count, sides));
    out.rolls.push(r);
    return r.total;
  };
  const maxHpIfHigher = (total: number) => {
    if (total > n.hp.max) out.changes.maxHp = total;
  };
  const maxAttributeIfHigher = (a: WardenAttribute, total: number) => {
    if (total > n[a].max) out.changes.attributes = { [a]: { max: total } };
  };
  const wilGain = (sides: number) => {
    if (wilSavePassed === undefined) {
      out.needsWilSave = true;
      return;
    }
    if (!wilSavePassed) return;
    const gain = rollUp("maxWil", 1, sides);
    out.changes.attributes = { wil: { max: n.wil.max + gain } };
  };

  switch (out.id) {
    case "lastingScar": {
      out.detail = WARDEN_SCAR_LOCATIONS[rollUp("location", 1, 6) - 1];
      maxHpIfHigher(rollUp("maxHp", 1, 6));
      break;
    }
    case "rattlingBlow":
      maxHpIfHigher(rollUp("maxHp", 1, 6));
      break;
    case "walloped":
      out.statuses.push("deprived");
      out.timing = "afterRest";
      // "Add that amount to your max HP": a gain, added to the max HP the PC has after the rest.
      out.changes.gains = { maxHp: rollUp("maxHp", 1, 6) };
      break;
    case "brokenLimb":
      out.detail = WARDEN_BROKEN_LIMBS[rollUp("limb", 1, 6) - 1];
      out.timing = "whenMended";
      maxHpIfHigher(rollUp("maxHp", 2, 6));
      break;
    case "diseased":
      out.statuses.push("diseased");
      out.timing = "whenCured";
      maxHpIfHigher(rollUp("maxHp", 2, 6));
      break;
    case "reorientingHeadWound": {
      const a = WARDEN_HEAD_WOUND_ATTRIBUTES[rollUp("attribute", 1, 6) - 1];
      out.detail = a;
      const total = rollUp("attributeValue", 3, 6);
      if (total > n[a].value) out.changes.attributes = { [a]: { value: total } };
      break;
    }
    case "hamstrung":
      out.statuses.push("hamstrung");
      out.timing = "afterRecovery";
      maxAttributeIfHigher("dex", rollUp("maxDex", 3, 6));
      break;
    case "deafened":
      out.statuses.push("deafened");
      wilGain(4);
      break;
    case "rebrained":
      maxAttributeIfHigher("wil", rollUp("maxWil", 3, 6));
      break;
    case "sundered":
      out.statuses.push("sundered");
      wilGain(6);
      break;
    case "mortalWound":
      out.statuses.push("deprived", "mortalWound");
      out.timing = "afterRecovery";
      out.changes.maxHp = rollUp("maxHp", 2, 6);
      break;
    case "doomed":
      out.statuses.push("doomed");
      out.timing = "nextCriticalSave";
      break;
  }
  return out;
}

/**
 * Scars entry 12, Doomed, at the next critical damage save: "If your next save against critical damage
 * is a fail, you die horribly. If you pass, roll 3d6. If the total is higher than your max HP, take
 * the new result." A roller that is not a function is refused with a RangeError (when a roll is due).
 */
export function wardenResolveDoom({ passed, roll, maxHp }: { passed: boolean; roll: WardenRoller; maxHp: number }): {
  dead: boolean;
  rolls: WardenRollRecord[];
  changes: WardenChanges;
} {
  if (!passed) return { dead: true, rolls: [], changes: {} };
  const faces = wardenRollDice(wardenRoller(roll, "wardenResolveDoom"), 3, 6);
  const r = record("maxHp", 3, 6, faces);
  const max = wardenNumbers({ hp: { value: 0, max: maxHp } }).hp.max;
  return { dead: false, rolls: [r], changes: r.total > max ? { maxHp: r.total } : {} };
}
