/**
 * Order of events (004 "Order of events"): the text has no initiative. Everything in a round happens at once; the
 * Guide describes how the non-player characters move, the players move and act, then the Guide resolves the
 * non-player characters (of both sides); unconsciousness and death are checked after both sides. Only when actions
 * clash (each would change the other's outcome) does an agility roll decide which resolves first, with any movement
 * penalty applied to it.
 *
 * `sides` is the text's order for the combat tracker: the players' characters, then everyone else. `agility` is a
 * table option for groups that want a rolled order every round (the margin of an agility roll, larger first).
 */
import { GM_MAX_NUMBER, gmFields, gmInt, gmObjects } from "../coerce.js";

export const GM_COMBAT_ORDERS = ["sides", "agility"] as const;
export type GmCombatOrder = (typeof GM_COMBAT_ORDERS)[number];
/** The text's order. */
export const GM_DEFAULT_COMBAT_ORDER: GmCombatOrder = "sides";

export function gmCombatOrderOf(v: unknown): GmCombatOrder {
  return (GM_COMBAT_ORDERS as readonly unknown[]).includes(v) ? (v as GmCombatOrder) : GM_DEFAULT_COMBAT_ORDER;
}

/** A combatant as the order reads it. `players`: a player's character acts in the players' part of the round. */
export interface GmOrderEntry {
  id: string;
  name: string;
  side: "players" | "others";
  /** A rolled number (a clash roll's margin, or the table option's agility margin), null when not rolled. */
  initiative: number | null;
}

function byRolled(a: GmOrderEntry, b: GmOrderEntry): number {
  const ia = a.initiative ?? Number.NEGATIVE_INFINITY;
  const ib = b.initiative ?? Number.NEGATIVE_INFINITY;
  return ia === ib ? 0 : ib > ia ? 1 : -1;
}

/**
 * The tracker's order (< 0: `a` first). Sides: the players' characters, then the others; within a side a rolled clash
 * margin first (larger first), then by name. Agility: the larger margin first, the unrolled last, then by name.
 */
export function gmCompareCombatants(a: GmOrderEntry, b: GmOrderEntry, order: GmCombatOrder): number {
  const x = entryOf(a);
  const y = entryOf(b);
  if (gmCombatOrderOf(order) === "sides" && x.side !== y.side) return x.side === "players" ? -1 : 1;
  return byRolled(x, y) || x.name.localeCompare(y.name) || x.id.localeCompare(y.id);
}

/** Text or "" (a missing name or id sorted with a TypeError before). */
function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/**
 * An entry as the comparison reads it: a non-object reads as an unrolled "others" entry with no name; an initiative
 * that is not a finite number as not rolled (NaN made the comparison inconsistent).
 */
function entryOf(value: unknown): GmOrderEntry {
  const f = gmFields(value as GmOrderEntry);
  const initiative = typeof f.initiative === "number" && Number.isFinite(f.initiative) ? f.initiative : null;
  return { id: text(f.id), name: text(f.name), side: f.side === "players" ? "players" : "others", initiative };
}

/** One combatant's agility roll in a clash: the number (agility, or a creature's evasion, minus movement penalties) and the d20. */
export interface GmClashRoll {
  id: string;
  target: number;
  die: number;
}

export interface GmClashPlace {
  id: string;
  margin: number;
  success: boolean;
  /** 1 resolves first; equal margins share a place (their actions resolve at the same time, as the text's default). */
  place: number;
}

/**
 * Which clashing actions resolve first: each rolls agility; a success resolves before a failure, and between two
 * successes (or two failures) the larger margin first (our reading: the text names no tie-break). Equal margins share a
 * place and resolve together.
 */
export function gmClashOrder(rolls: readonly GmClashRoll[]): GmClashPlace[] {
  // A non-list is no rolls and junk elements are skipped; an id that is not text reads as "" (it was copied as it came).
  const rows = gmObjects(rolls).map((r) => {
    const target = gmInt(r.target, -GM_MAX_NUMBER, GM_MAX_NUMBER, 0);
    const die = gmInt(r.die, 1, 20, 20);
    return { id: text(r.id), margin: target - die, success: die <= target };
  });
  rows.sort((a, b) => b.margin - a.margin);
  const out: GmClashPlace[] = [];
  rows.forEach((r, i) => {
    const prev = out[i - 1];
    out.push({ ...r, place: prev && prev.margin === r.margin ? prev.place : i + 1 });
  });
  return out;
}
