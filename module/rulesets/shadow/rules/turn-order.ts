/**
 * Turn order (text 002, "Turn Order"): highest Quick first; equal Quick compares Vigilant; still equal,
 * each rolls 1d20 and the highest goes first. A combatant may place itself later in the order, never
 * earlier, and the order is fixed once established.
 */

import { clampShadowAttribute } from "./attributes.js";
import { shadowDescribe, shadowDieFace, shadowList } from "./coerce.js";

export interface ShadowTurnOrderEntry {
  quick: unknown;
  vigilant: unknown;
  /** The d20 rolled to break a tie of Quick and Vigilant; absent until one is needed. */
  tieBreak?: number | null;
}

function tie(entry: ShadowTurnOrderEntry): number {
  const t = entry.tieBreak;
  return typeof t === "number" && Number.isFinite(t) ? t : 0;
}

/**
 * A comparator for `Array.prototype.sort` and a custom combat sort: negative when `a` acts before `b`.
 * Returns 0 only when Quick, Vigilant and the tie-break d20 are all equal (the d20 must be rerolled).
 */
export function shadowTurnOrderCompare(a: ShadowTurnOrderEntry, b: ShadowTurnOrderEntry): number {
  const quick = clampShadowAttribute(b.quick) - clampShadowAttribute(a.quick);
  if (quick !== 0) return quick;
  const vigilant = clampShadowAttribute(b.vigilant) - clampShadowAttribute(a.vigilant);
  if (vigilant !== 0) return vigilant;
  return tie(b) - tie(a);
}

/**
 * One number that sorts (descending) exactly like the comparator, for a combat tracker's initiative:
 * Quick, then Vigilant in the hundredths, then the tie-break d20 in the ten-thousandths.
 * Quick 13, Vigilant 11, tie-break 7 gives 13.1107.
 */
export function shadowInitiativeValue(quick: unknown, vigilant: unknown, tieBreak: number | null = null): number {
  const d20 = tieBreak === null ? 0 : shadowDieFace(tieBreak, 20, "Shadow turn order tie-break");
  return Math.round((clampShadowAttribute(quick) + clampShadowAttribute(vigilant) / 100 + d20 / 10_000) * 10_000) / 10_000;
}

/** The greatest number of tie-break rounds before giving up (keeping input order among the rest). */
export const SHADOW_TIE_BREAK_ROUNDS = 100;

/**
 * The full turn order: sorts by Quick then Vigilant; every group still tied rolls a d20 each through
 * `rollD20` (highest first), and rerolls among those who tie again. Returns new entries carrying the
 * last tie-break face each rolled; entries never tied keep theirs as given. A non-list counts as no
 * entries and elements that are not objects are skipped; a `rollD20` that is not a function is refused
 * (RangeError), as is a face it returns that is not a d20 face.
 */
export function shadowTurnOrder<T extends ShadowTurnOrderEntry>(
  entries: readonly T[],
  rollD20: () => number,
): Array<T & Pick<ShadowTurnOrderEntry, "tieBreak">> {
  if (typeof rollD20 !== "function") {
    throw new RangeError(`Shadow turn order: rollD20 must be a function returning a d20 face, got ${shadowDescribe(rollD20)}`);
  }
  const byAttributes = (a: T, b: T) =>
    clampShadowAttribute(b.quick) - clampShadowAttribute(a.quick) || clampShadowAttribute(b.vigilant) - clampShadowAttribute(a.vigilant);
  const sorted = shadowList(entries)
    .filter((e): e is T => typeof e === "object" && e !== null && !Array.isArray(e))
    .sort(byAttributes);
  const out: T[] = [];
  let i = 0;
  while (i < sorted.length) {
    let j = i + 1;
    while (j < sorted.length && byAttributes(sorted[i], sorted[j]) === 0) j++;
    const group = sorted.slice(i, j);
    out.push(...(group.length > 1 ? breakTies(group, rollD20, 0) : group));
    i = j;
  }
  return out;
}

function breakTies<T extends ShadowTurnOrderEntry>(group: T[], rollD20: () => number, round: number): T[] {
  if (group.length < 2 || round >= SHADOW_TIE_BREAK_ROUNDS) return group;
  const rolled = group.map((e) => ({ ...e, tieBreak: shadowDieFace(rollD20(), 20, "Shadow turn order tie-break") }));
  rolled.sort((a, b) => b.tieBreak - a.tieBreak);
  const out: T[] = [];
  let i = 0;
  while (i < rolled.length) {
    let j = i + 1;
    while (j < rolled.length && rolled[j].tieBreak === rolled[i].tieBreak) j++;
    const same = rolled.slice(i, j);
    out.push(...(same.length > 1 ? breakTies(same, rollD20, round + 1) : same));
    i = j;
  }
  return out;
}

/**
 * A combatant choosing to act later: moves the entry at `from` to the later position `to`.
 * Moving earlier is not allowed by the text, so a `to` before `from` leaves the order unchanged.
 * The order holds combatants (ids or entries): a non-list counts as empty, and elements that are
 * neither a string nor an object are skipped before the positions are read.
 */
export function shadowActLater<T extends string | object>(order: readonly T[], from: number, to: number): T[] {
  const copy = shadowList(order).filter((e): e is T => typeof e === "string" || (typeof e === "object" && e !== null));
  if (!Number.isInteger(from) || from < 0 || from >= copy.length) return copy;
  const target = Math.min(copy.length - 1, Number.isInteger(to) ? to : from);
  if (target <= from) return copy;
  const [moved] = copy.splice(from, 1);
  copy.splice(target, 0, moved);
  return copy;
}

/**
 * The tie-break d20 folded into an initiative number made by `shadowInitiativeValue` (or by the
 * formula "@attributes.quick + @attributes.vigilant / 100 + 1d20 / 10000"): null when there is none.
 */
export function shadowTieBreakFromInitiative(initiative: unknown, quick: unknown, vigilant: unknown): number | null {
  if (typeof initiative !== "number" || !Number.isFinite(initiative)) return null;
  const rest = Math.round((initiative - clampShadowAttribute(quick) - clampShadowAttribute(vigilant) / 100) * 10_000);
  return rest >= 1 && rest <= 20 ? rest : null;
}

/** The combat tracker's initiative formula whose value sorts like the text's turn order. */
export const SHADOW_INITIATIVE_FORMULA = "@attributes.quick + @attributes.vigilant / 100 + 1d20 / 10000";
export const SHADOW_INITIATIVE_DECIMALS = 4;

/**
 * A combatant acting later, as an initiative number: `keys` are the sort numbers of the combatants in their current
 * order (highest first, as `shadowInitiativeValue` makes them), `from` the position of the one who waits and `after`
 * the position of the one it will follow. The answer lies halfway between the followed one's number and the next
 * lower number after it (or one below the last), so the order keeps everyone else where they were and, as the text
 * says, the new place holds for the rest of the combat. Null (refused) when a position is not a whole number inside
 * the order, when `after` is not later than `from` (acting earlier is not allowed), or when a key is not a finite
 * number; a non-list counts as empty.
 * Keys 14.1, 12.11, 9.08: the first waiting until after the second gets (12.11 + 9.08) / 2 = 10.595.
 */
export function shadowActLaterInitiative(keys: readonly unknown[], from: unknown, after: unknown): number | null {
  const list = shadowList(keys);
  if (!list.every((k): k is number => typeof k === "number" && Number.isFinite(k))) return null;
  const inside = (i: unknown): i is number => Number.isInteger(i) && (i as number) >= 0 && (i as number) < list.length;
  if (!inside(from) || !inside(after) || after <= from) return null;
  const followed = list[after];
  // Those tied with the followed one stay ahead of the one who waits: the next number strictly lower.
  const next = list.slice(after + 1).find((k) => k < followed);
  return next === undefined ? followed - 1 : (followed + next) / 2;
}
