import { wardenFaces, wardenInt } from "./numbers.js";
import { wardenMishapEntry, type WardenMishapId } from "./mishaps-table.js";

/** Magic Dice are d6. */
export const WARDEN_MAGIC_DIE = 6;
/** "Choose how many you wish to invest (up to a maximum of 4)." */
export const WARDEN_MAX_MAGIC_DICE = 4;
/** "For each inventory slot die that shows a 4-6, you gain one Fatigue." */
export const WARDEN_FATIGUE_FROM = 4;

/**
 * "You have an amount of Magic Dice (d6) equal to the amount of available inventory slots and Mana
 * Dust", of which at most 4 may be invested in one spell.
 */
export function wardenMagicDice({ freeSlots, manaDust }: { freeSlots: number; manaDust: number }): {
  available: number;
  investable: number;
} {
  const available = Math.max(0, wardenInt(freeSlots)) + Math.max(0, wardenInt(manaDust));
  return { available, investable: Math.min(WARDEN_MAX_MAGIC_DICE, available) };
}

export type WardenInvestmentProblem = "noDice" | "tooManyDice" | "notEnoughSlots" | "notEnoughDust";

/**
 * Checks an investment of slot dice (one free inventory slot each) and mana dust dice (one dose each),
 * plus any free die (Mishaps entry 11); returns the problem's id when it is not allowed.
 */
export function wardenCheckInvestment({
  freeSlots,
  manaDust,
  slotDice,
  dustDice,
  freeDice = 0,
}: {
  freeSlots: number;
  manaDust: number;
  slotDice: number;
  dustDice: number;
  freeDice?: number;
}): { ok: true; dice: number } | { ok: false; problem: WardenInvestmentProblem } {
  const slots = Math.max(0, wardenInt(slotDice));
  const dust = Math.max(0, wardenInt(dustDice));
  const free = Math.max(0, wardenInt(freeDice));
  const dice = slots + dust + free;
  if (dice === 0) return { ok: false, problem: "noDice" };
  if (dice > WARDEN_MAX_MAGIC_DICE) return { ok: false, problem: "tooManyDice" };
  if (slots > Math.max(0, wardenInt(freeSlots))) return { ok: false, problem: "notEnoughSlots" };
  if (dust > Math.max(0, wardenInt(manaDust))) return { ok: false, problem: "notEnoughDust" };
  return { ok: true, dice };
}

/** The largest number of dice showing the same value. */
function largestMatch(faces: readonly number[]): number {
  const counts = new Map<number, number>();
  let best = 0;
  for (const f of faces) {
    const c = (counts.get(f) ?? 0) + 1;
    counts.set(f, c);
    best = Math.max(best, c);
  }
  return best;
}

/** 003 "Casting Spells": a value on two or more Magic Dice is a Mishap; on three or more, the spell fails as well. */
export const WARDEN_MISHAP_MATCH = 2;
export const WARDEN_FAILING_MATCH = 3;

/**
 * The outcome of casting from the faces rolled: one Fatigue per inventory-slot die showing 4–6
 * (mana dust dice never cause Fatigue), the [sum] of all dice, a mishap when any value shows on two
 * or more dice, and a failed spell when any value shows on three or more dice.
 */
export function castOutcome({ slotFaces, dustFaces }: { slotFaces: readonly number[]; dustFaces: readonly number[] }): {
  fatigue: number;
  sum: number;
  mishap: boolean;
  fails: boolean;
} {
  const slots = wardenFaces(slotFaces, WARDEN_MAGIC_DIE);
  const dust = wardenFaces(dustFaces, WARDEN_MAGIC_DIE);
  const all = [...slots, ...dust];
  const match = largestMatch(all);
  return {
    fatigue: slots.filter((f) => f >= WARDEN_FATIGUE_FROM).length,
    sum: all.reduce((a, b) => a + b, 0),
    mishap: match >= WARDEN_MISHAP_MATCH,
    fails: match >= WARDEN_FAILING_MATCH,
  };
}

export interface WardenCastResult {
  /** Number of Magic Dice rolled: the spell's [dice]. */
  dice: number;
  /** The spell's [sum]. */
  sum: number;
  /** Fatigue to add to the inventory. */
  fatigue: number;
  /** The Mishaps entry to look up (its [sum]) or null when no two dice match. */
  mishap: number | null;
  mishapId: WardenMishapId | null;
  /** Three or more matching dice: the spell fails as well. */
  fails: boolean;
  /** WIL lost from the free die of Mishaps entry 11 (1 when it shows 4–6). */
  wilLoss: number;
  /** Dice showing 5–6 for a Magic Vessel (Mishaps entry 22): each costs 1d4 STR. */
  strLossDice: number;
}

/**
 * A full casting with the lasting changes mishaps leave:
 * - `fatigueFrom` 3 while Mishaps entry 3 lasts ("you gain a Fatigue on a roll of 3-6");
 * - `freeFaces`: the free die of Mishaps entry 11 (no Fatigue; 4–6 costs 1 WIL);
 * - `vessel` (Mishaps entry 22): no Fatigue and no mishaps from casting; each 5–6 costs 1d4 STR.
 */
export function wardenCastSpell({
  slotFaces,
  dustFaces,
  freeFaces = [],
  fatigueFrom = WARDEN_FATIGUE_FROM,
  vessel = false,
}: {
  slotFaces: readonly number[];
  dustFaces: readonly number[];
  freeFaces?: readonly number[];
  fatigueFrom?: number;
  vessel?: boolean;
}): WardenCastResult {
  const slots = wardenFaces(slotFaces, WARDEN_MAGIC_DIE);
  const free = wardenFaces(freeFaces, WARDEN_MAGIC_DIE);
  const base = castOutcome({ slotFaces: slots, dustFaces: [...wardenFaces(dustFaces, WARDEN_MAGIC_DIE), ...free] });
  const all = [...slots, ...wardenFaces(dustFaces, WARDEN_MAGIC_DIE), ...free];
  const threshold = Math.min(WARDEN_FATIGUE_FROM, Math.max(1, wardenInt(fatigueFrom, WARDEN_FATIGUE_FROM)));
  const fatigue = vessel ? 0 : slots.filter((f) => f >= threshold).length;
  const mishapEntry = base.mishap && !vessel ? wardenMishapEntry(base.sum) : null;
  return {
    dice: all.length,
    sum: base.sum,
    fatigue,
    mishap: mishapEntry ? mishapEntry.sum : null,
    mishapId: mishapEntry ? mishapEntry.id : null,
    fails: base.fails,
    wilLoss: free.filter((f) => f >= WARDEN_FATIGUE_FROM).length > 0 ? 1 : 0,
    strLossDice: vessel ? all.filter((f) => f >= 5).length : 0,
  };
}

export interface WardenCastOdds {
  /** The chance that two or more Magic Dice match (a Mishap); 0 for a Magic Vessel, whose casting brings none. */
  mishap: number;
  /** The chance that three or more match (the spell fails as well). */
  fails: number;
  /** The Fatigue to expect from the slot dice. */
  fatigue: number;
}

/**
 * The exact odds of a casting before it is rolled, over every way the dice can fall (at most 6^4 = 1296): a Mishap
 * when any value shows twice, the spell's failure when any value shows three times, one Fatigue per slot die at
 * `fatigueFrom` or more (none for a Magic Vessel, Mishaps entry 22). `dice` counts every die (slot, dust and free).
 */
export function wardenCastOdds({
  dice,
  slotDice,
  fatigueFrom = WARDEN_FATIGUE_FROM,
  vessel = false,
}: {
  dice: number;
  slotDice: number;
  fatigueFrom?: number;
  vessel?: boolean;
}): WardenCastOdds {
  const n = Math.max(0, Math.min(WARDEN_MAX_MAGIC_DICE, wardenInt(dice)));
  const slots = Math.max(0, Math.min(n, wardenInt(slotDice)));
  const threshold = Math.min(WARDEN_FATIGUE_FROM, Math.max(1, wardenInt(fatigueFrom, WARDEN_FATIGUE_FROM)));
  const perSlot = vessel ? 0 : (WARDEN_MAGIC_DIE - threshold + 1) / WARDEN_MAGIC_DIE;
  let pairs = 0;
  let triples = 0;
  const total = WARDEN_MAGIC_DIE ** n;
  for (let k = 0; k < total; k++) {
    const faces: number[] = [];
    for (let i = 0, rest = k; i < n; i++, rest = Math.floor(rest / WARDEN_MAGIC_DIE)) faces.push((rest % WARDEN_MAGIC_DIE) + 1);
    const match = largestMatch(faces);
    if (match >= 2) pairs++;
    if (match >= 3) triples++;
  }
  return { mishap: vessel ? 0 : pairs / total, fails: triples / total, fatigue: slots * perSlot };
}
