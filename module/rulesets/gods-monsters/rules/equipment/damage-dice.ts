/**
 * Damage dice as the Gods & Monsters tables write them ("D8", "2d6", "1", "4d6+d6"): parsing,
 * validation, normal form, averages, multiplication (cumulative ailment effects) and the
 * size damage progression of 004 ("1 D2 D4 D6 D8 D10 D12 2d8 3d6 4d6 +d6").
 */
import { gmBonus, gmWhole, gmWholeIn } from "./input.js";
import { gmFields, gmObjects } from "../coerce.js";

/** Die sizes a damage formula may use. */
export const GM_DIE_FACES = [2, 3, 4, 6, 8, 10, 12, 20, 100] as const;

/** A group of identical dice. */
export interface GmDiceGroup {
  count: number;
  faces: number;
}

/** A parsed damage formula: dice groups (largest die first) plus a flat amount. */
export interface GmDamageDice {
  dice: GmDiceGroup[];
  flat: number;
}

/** Most dice in one group and largest flat part a formula may have. */
const MAX_COUNT = 100;
const MAX_FLAT = 1000;

const TERM = /^([+-]?)(?:(\d*)d(\d+)|(\d+))$/;

/**
 * Formulas parsed so far, by text: every weapon parses its damage several times in each prepareData (its size's
 * damage, its roll formula, its dice count). Emptied when it reaches PARSED_MAX texts, so hostile input cannot
 * grow it without end.
 */
const PARSED = new Map<string, GmDamageDice | null>();
const PARSED_MAX = 500;

/**
 * Parses a damage formula; `null` when it is not one. Accepts terms joined by + or −: "d8", "2D6",
 * "1", "4d6+d6", "d6+1", "2d4 - 1". Dice must be one of GM_DIE_FACES; the flat part may not make
 * the minimum negative.
 */
export function gmParseDamage(text: unknown): GmDamageDice | null {
  if (typeof text !== "string") return null;
  let parsed = PARSED.get(text);
  if (parsed === undefined) {
    parsed = parseDamageText(text);
    if (PARSED.size >= PARSED_MAX) PARSED.clear();
    PARSED.set(text, parsed);
  }
  // A copy each time: a caller may change what it is given.
  return parsed && { dice: parsed.dice.map((g) => ({ count: g.count, faces: g.faces })), flat: parsed.flat };
}

function parseDamageText(text: string): GmDamageDice | null {
  const compact = text.replace(/\s+/g, "").toLowerCase();
  if (compact === "") return null;
  const terms = compact.match(/[+-]?[^+-]+/g);
  if (!terms || terms.join("") !== compact) return null;
  const groups = new Map<number, number>();
  let flat = 0;
  for (const term of terms) {
    const m = TERM.exec(term);
    if (!m) return null;
    const negative = m[1] === "-";
    if (m[3] !== undefined) {
      if (negative) return null;
      const count = m[2] === "" ? 1 : Number(m[2]);
      const faces = Number(m[3]);
      if (!(GM_DIE_FACES as readonly number[]).includes(faces) || count < 1) return null;
      const total = (groups.get(faces) ?? 0) + count;
      if (total > MAX_COUNT) return null;
      groups.set(faces, total);
    } else {
      flat += (negative ? -1 : 1) * Number(m[4]);
    }
  }
  if (Math.abs(flat) > MAX_FLAT) return null;
  const dice = [...groups.entries()].sort((a, b) => b[0] - a[0]).map(([faces, count]) => ({ count, faces }));
  const minimum = dice.reduce((s, g) => s + g.count, 0) + flat;
  if (minimum < 0 || (dice.length === 0 && flat <= 0)) return null;
  return { dice, flat };
}

/** True when `text` is a damage formula these rules accept. */
export function gmIsDamageFormula(text: unknown): boolean {
  return gmParseDamage(text) !== null;
}

/**
 * Normal form of parsed damage: "d8", "2d6", "5d6", "d6+1", "1". Groups that are not a count of at
 * least one die of GM_DIE_FACES are left out and a non-numeric flat part is 0, so junk formats as "0".
 */
export function gmFormatDamage(d: GmDamageDice): string {
  const input = gmFields(d);
  const parts = gmObjects(input.dice).flatMap((g) => {
    const count = gmWhole(g.count);
    return count >= 1 && (GM_DIE_FACES as readonly unknown[]).includes(g.faces) ? [`${count === 1 ? "" : count}d${g.faces}`] : [];
  });
  const flat = gmBonus(input.flat);
  let out = parts.join("+");
  if (flat > 0) out += out === "" ? `${flat}` : `+${flat}`;
  else if (flat < 0) out += `${flat}`;
  return out === "" ? "0" : out;
}

/** Normal form of a formula, or `null` if it is not one ("D8" → "d8", "4d6+d6" → "5d6"). */
export function gmNormalizeDamage(text: unknown): string | null {
  const d = gmParseDamage(text);
  return d ? gmFormatDamage(d) : null;
}

/** The formula in Foundry roll notation ("d8" → "1d8"), or "0" for an invalid one. */
export function gmDamageRollFormula(text: unknown): string {
  const d = gmParseDamage(text);
  if (!d) return "0";
  const parts = d.dice.map((g) => `${g.count}d${g.faces}`);
  if (d.flat !== 0 || parts.length === 0) parts.push(`${d.flat}`);
  return parts.join(" + ").replace("+ -", "- ");
}

/** Number of dice rolled (one injury per die in weapon contests and falls); 0 for a flat amount. */
export function gmDamageDiceCount(text: unknown): number {
  const d = gmParseDamage(text);
  return d ? d.dice.reduce((s, g) => s + g.count, 0) : 0;
}

/** Average result; 0 for an invalid formula. */
export function gmDamageAverage(text: unknown): number {
  const d = gmParseDamage(text);
  if (!d) return 0;
  return d.dice.reduce((s, g) => s + (g.count * (g.faces + 1)) / 2, 0) + d.flat;
}

/** Smallest and largest result; [0, 0] for an invalid formula. */
export function gmDamageRange(text: unknown): [number, number] {
  const d = gmParseDamage(text);
  if (!d) return [0, 0];
  const n = d.dice.reduce((s, g) => s + g.count, 0);
  const max = d.dice.reduce((s, g) => s + g.count * g.faces, 0);
  return [n + d.flat, max + d.flat];
}

/**
 * The formula taken `times` times (cumulative effects: a sleep of "2d10" three times is "6d10").
 * Invalid formulas and zero times give "0".
 */
export function gmMultiplyDamage(text: unknown, times: number): string {
  const d = gmParseDamage(text);
  const n = gmWholeIn(times, 0, MAX_COUNT, 0);
  if (!d || n === 0) return "0";
  return gmFormatDamage({ dice: d.dice.map((g) => ({ count: g.count * n, faces: g.faces })), flat: d.flat * n });
}

/**
 * Sums rolled dice: `faces` are the dice already rolled, in the order of the normal form's groups;
 * each face is clamped to its die. Missing faces count as 1.
 */
export function gmSumDamage(text: unknown, faces: readonly number[]): number {
  const d = gmParseDamage(text);
  if (!d) return 0;
  let i = 0;
  let total = d.flat;
  for (const g of d.dice) {
    for (let k = 0; k < g.count; k++, i++) total += gmWholeIn(faces[i], 1, g.faces, 1);
  }
  return Math.max(0, total);
}

/* ------------------------------------------------------- size damage progression */

/** The progression of 004 up to 4d6; each step beyond adds a d6 (5d6, 6d6, …). */
export const GM_DAMAGE_PROGRESSION: readonly string[] = ["1", "d2", "d4", "d6", "d8", "d10", "d12", "2d8", "3d6", "4d6"];

/** The formula at progression step `step` (0 = "1"; 10 = "5d6"). Below 0 stays at "1". */
export function gmDamageAtStep(step: number): string {
  const s = gmWholeIn(step, 0, 100, 0);
  if (s < GM_DAMAGE_PROGRESSION.length) return GM_DAMAGE_PROGRESSION[s];
  return `${4 + s - (GM_DAMAGE_PROGRESSION.length - 1)}d6`;
}

/**
 * Where a formula sits on the progression. Formulas on it map exactly ("d8" → 4, "5d6" → 10);
 * others (the great sword's 2d6, a d3) take the step with the nearest average, the lower step on a
 * tie (2d6 → d12, d3 → d2). `null` for an invalid formula.
 */
export function gmDamageStep(text: unknown): number | null {
  const norm = gmNormalizeDamage(text);
  if (norm === null) return null;
  const exact = GM_DAMAGE_PROGRESSION.indexOf(norm);
  if (exact >= 0) return exact;
  const d6 = /^(\d+)d6$/.exec(norm);
  if (d6 && Number(d6[1]) >= 5) return GM_DAMAGE_PROGRESSION.length - 1 + Number(d6[1]) - 4;
  const avg = gmDamageAverage(norm);
  let best = 0;
  let bestGap = Infinity;
  for (let s = 0; s < 40; s++) {
    const gap = Math.abs(gmDamageAverage(gmDamageAtStep(s)) - avg);
    if (gap < bestGap) {
      best = s;
      bestGap = gap;
    }
  }
  return best;
}

/**
 * Damage moved `steps` along the progression (a weapon made one size larger: +1). Zero steps
 * return the normal form unchanged, so off-progression dice (2d6) stay as written at their own size.
 * Never below "1". Invalid formulas give "0".
 */
export function gmShiftDamage(text: unknown, steps: number): string {
  const norm = gmNormalizeDamage(text);
  if (norm === null) return "0";
  const k = gmWholeIn(steps, -100, 100, 0);
  if (k === 0) return norm;
  const from = gmDamageStep(norm) ?? 0;
  return gmDamageAtStep(Math.max(0, from + k));
}
