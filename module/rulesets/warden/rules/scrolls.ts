import { wardenInt } from "./numbers.js";

/** "It costs 50gp for the gold inks and takes 6 hours to complete, reduced by [sum] hours." */
export const WARDEN_COPY_COST = 50;
export const WARDEN_COPY_HOURS = 6;
/** A new grimoire: "200gp in inks, as well as a blank book", "6 hours of undisturbed labor". */
export const WARDEN_GRIMOIRE_INK_COST = 200;
export const WARDEN_GRIMOIRE_HOURS = 6;
/** "You carry a Grimoire worth 300gp. It is bulky". */
export const WARDEN_GRIMOIRE_VALUE = 300;

export type WardenScrollProblem = "notEnoughGold" | "noScroll" | "noBlankBook";

/**
 * Copying a scroll's spell into the grimoire: 50 gp, 6 − [sum] hours (never below 0), the scroll is
 * destroyed.
 */
export function wardenCopyScroll({
  gold,
  sum,
}: {
  gold: number;
  sum: number;
}): { ok: true; cost: number; hours: number; gold: number; scrollDestroyed: true } | { ok: false; problem: WardenScrollProblem } {
  const purse = Math.max(0, wardenInt(gold));
  if (purse < WARDEN_COPY_COST) return { ok: false, problem: "notEnoughGold" };
  const hours = Math.max(0, WARDEN_COPY_HOURS - Math.max(0, wardenInt(sum)));
  return { ok: true, cost: WARDEN_COPY_COST, hours, gold: purse - WARDEN_COPY_COST, scrollDestroyed: true };
}

/**
 * Creating a grimoire: a scroll (sacrificed; its spell becomes the first one recorded), 200 gp in inks,
 * a blank book, 6 hours under a full moon; afterwards the caster is deprived.
 */
export function wardenCreateGrimoire({
  gold,
  hasScroll,
  hasBlankBook = true,
}: {
  gold: number;
  hasScroll: boolean;
  hasBlankBook?: boolean;
}): { ok: true; cost: number; hours: number; gold: number; deprived: true; scrollDestroyed: true } | { ok: false; problem: WardenScrollProblem } {
  if (!hasScroll) return { ok: false, problem: "noScroll" };
  if (!hasBlankBook) return { ok: false, problem: "noBlankBook" };
  const purse = Math.max(0, wardenInt(gold));
  if (purse < WARDEN_GRIMOIRE_INK_COST) return { ok: false, problem: "notEnoughGold" };
  return {
    ok: true,
    cost: WARDEN_GRIMOIRE_INK_COST,
    hours: WARDEN_GRIMOIRE_HOURS,
    gold: purse - WARDEN_GRIMOIRE_INK_COST,
    deprived: true,
    scrollDestroyed: true,
  };
}
