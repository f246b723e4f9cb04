import { evaluateAdvantage } from "../../../dice/rules/index.js";
import { wardenFaces, wardenInt, wardenList, wardenRecord } from "./numbers.js";

/**
 * Check results (IR vs TR, IR vs DC, DC vs TR).
 *
 * The text: "IR is larger or equal to TR: The Initiator Succeed the Action ... IR is smaller than the
 * TR: The Target Succeed the Save." A DC takes the place of whichever side is not rolled: an action
 * against a DC succeeds when IR >= DC; a save against a DC succeeds when TR > DC (the DC is then the
 * initiator).
 */
export function wardenSucceeds({ initiator, target }: { initiator: number; target: number }): boolean {
  const ir = Number(initiator);
  const tr = Number(target);
  if (Number.isNaN(ir) || Number.isNaN(tr)) return false;
  return ir >= tr;
}

/** A save against a DC: the target succeeds when TR > DC. */
export function wardenSavePasses({ tr, dc }: { tr: number; dc: number }): boolean {
  if (Number.isNaN(Number(tr)) || Number.isNaN(Number(dc))) return false;
  return !wardenSucceeds({ initiator: dc, target: tr });
}

/** An action against a DC: the initiator succeeds when IR >= DC. */
export function wardenActionPasses({ ir, dc }: { ir: number; dc: number }): boolean {
  return wardenSucceeds({ initiator: ir, target: dc });
}

/** The Warden's average DC ("20 is an average DC"). */
export const WARDEN_AVERAGE_DC = 20;

/** One object die used in a check: its sides, net advantage and the faces rolled for it. */
export interface WardenObjectDieFaces {
  sides: number;
  advantage?: number;
  faces: readonly number[];
}

/** The faces of a whole check: base d20 pool, modifier (the attribute's score) and object dice. */
export interface WardenCheckFaces {
  base: readonly number[];
  advantage?: number;
  modifier?: number;
  objects?: readonly WardenObjectDieFaces[];
}

export type WardenNatural = "natural1" | "natural20" | null;

export interface WardenCheckResult {
  /** The base d20 that counts after advantage/disadvantage. */
  base: number;
  /** Natural 1 or natural 20 on the base die (the Warden describes something extraordinary). */
  natural: WardenNatural;
  modifier: number;
  /** The counting face of each object die, in order (a weapon's face is also its damage). */
  objects: number[];
  /** Base + modifier + object dice: the IR of an initiator or the TR of a target. */
  total: number;
}

/**
 * Evaluates a check from dice already rolled: "Base Dice (d20) + Modifiers + Object Dice", each die
 * rolled with its own advantage (keep highest) or disadvantage (keep lowest). The dice room's
 * `evaluateAdvantage` does the keeping; this names the result in the ruleset's terms (IR/TR, naturals).
 * A check that is not an object has no dice; object dice that are not objects are skipped.
 */
export function wardenCheckResult(input: WardenCheckFaces): WardenCheckResult {
  const check = wardenRecord(input);
  const r = evaluateAdvantage({
    base: wardenFaces(check.base, 20),
    advantage: wardenInt(check.advantage),
    modifier: wardenInt(check.modifier),
    objects: wardenList(check.objects).map((o) => {
      const sides = Math.max(1, wardenInt(o.sides, 1));
      return { faces: sides, advantage: wardenInt(o.advantage), rolled: wardenFaces(o.faces, sides) };
    }),
  });
  const natural: WardenNatural = r.natural1 ? "natural1" : r.natural20 ? "natural20" : null;
  return { base: r.base.kept, natural, modifier: r.modifier, objects: r.objects.map((o) => o.kept), total: r.total };
}

/**
 * A contested check settled from both results: an initiator (an action) succeeds when IR ≥ TR; a target
 * (a save) succeeds when TR > IR. `opposed` is the other side's result; null or not a number: no verdict.
 */
export function wardenContested(input: { role: "initiator" | "target"; total: number; opposed: number | null | undefined }): boolean | null {
  const { role, total, opposed: given } = wardenRecord(input);
  const raw: unknown = given;
  if (typeof raw !== "number" && (typeof raw !== "string" || raw.trim() === "")) return null;
  const own = Number(total);
  const other = Number(raw);
  if (!Number.isFinite(own) || !Number.isFinite(other)) return null;
  return role === "target" ? !wardenSucceeds({ initiator: other, target: own }) : wardenSucceeds({ initiator: own, target: other });
}

/** An attack deals damage unless it is known to have failed (no DC and no TR known: the Warden decides). */
export function wardenAttackLands(success: boolean | null | undefined): boolean {
  return success !== false;
}

/** A shield (or other worn object) whose die the defender adds to its save against an attack. */
export interface WardenDefenceObject {
  label: string;
  faces: number;
}

/** The defender's save against a targeted attack, as the dialog's chance and the save's defaults read it. */
export interface WardenDefence {
  attribute: "str" | "dex";
  modifier: number;
  objects: { label: string; faces: number; advantage: number }[];
}

/**
 * The save a targeted creature makes against an attack (003 "Actions": an attack is a Contested Check, the Target
 * makes a Save; "Example 1 (Save)": Bo'Mack blocks with STR and his Heater's die). The text leaves the attribute to
 * the Warden; the table option here starts from the better of STR (block) and DEX (dodge), STR on a tie, with the
 * die of each shield the defender carries. The GM changes either in the save's dialog.
 */
export function wardenDefence(input: { str: number; dex: number; shields?: readonly WardenDefenceObject[] }): WardenDefence {
  const str = Math.max(0, wardenInt(input.str));
  const dex = Math.max(0, wardenInt(input.dex));
  const attribute = dex > str ? "dex" : "str";
  const objects = wardenList(input.shields)
    .filter((s) => wardenInt(s.faces) >= 2)
    .map((s) => ({ label: typeof s.label === "string" ? s.label : "", faces: wardenInt(s.faces), advantage: 0 }));
  return { attribute, modifier: attribute === "dex" ? dex : str, objects };
}
