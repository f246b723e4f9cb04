/**
 * The options of a Warden action or save as the fields of the dice room's dialog hold them (pure: no Foundry): the
 * attribute used as modifier, who rolls, the other side's known result, the base d20's advantage, each object die
 * (an item's, used or not, or one the situation lends) with its own advantage, and the DC. `wardenCheckSettings`
 * turns them into the numbers of the dice room's AdvantageRoll (module/dice/API.md "Warden").
 */
import type { AdvantageRole, AdvantageSettings } from "../../../dice/index.js";
import type { AdvantageCheck } from "../../../dice/rules/index.js";
import type { WardenAttribute } from "../rules/attributes.js";
import { isWardenAttribute, wardenModifier } from "./check-request.js";

/** An object die the check may use: an item's (ticked or not) or one the situation lends (always used). */
export interface WardenCheckDie {
  /** The item's id, or "" for a die the situation lends (a roll link's extra die, the unarmed d4). */
  itemId: string;
  /** Plain text (an item's name), escaped where it is shown. */
  label: string;
  faces: number;
  advantage: number;
  used: boolean;
  /** A weapon's die is the attack's damage. */
  weapon: boolean;
}

export interface WardenCheckRollOptions {
  attribute: WardenAttribute;
  role: AdvantageRole;
  /** The other side's result when it is known (the target's TR, or the initiator's IR); null if not. */
  opposed: number | null;
  /** Net advantage on the base d20. */
  advantage: number;
  dice: WardenCheckDie[];
  dc: number | null;
  /** The DC is one only the GM holds (the dice room's `AdvantageSettings.hidden`). */
  hidden: boolean;
}

/** What the options are read against: the attributes' scores and whether this user may see and set the DC. */
export interface WardenCheckContext {
  scores: Record<WardenAttribute, { value: number }>;
  /** A GM always; a player unless the DC is secret (a player's form has no DC field then). */
  mayEditDc: boolean;
  /** The other side's name for the headline and card ("Bo'Mack", or the localized "Target's result (TR)"). */
  opposedLabel: (role: AdvantageRole) => string;
  /**
   * A targeted attack's other side: the target's name and the save it makes (rules/check.ts `wardenDefence`). With no
   * DC and no known result, the dialog shows the exact chance of winning that contest (the dice room's
   * `advantageContestOdds`); the public roll keeps only the name (dice room `publicAdvantageSettings`).
   */
  contest?: { label: string; check: AdvantageCheck } | null;
}

/** The limit a net advantage is held to in the form (the dice room refuses more, API.md). */
const MAX_ADVANTAGE = 10;

/** A typed whole number, or null when blank or not a number. */
function wholeOrNull(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? Math.trunc(value) : null;
  if (typeof value !== "string" || value.trim() === "") return null;
  const n = Number(value);
  return Number.isFinite(n) ? Math.trunc(n) : null;
}

function advantageOf(value: unknown, fallback: number): number {
  if (value === undefined) return fallback;
  const n = wholeOrNull(value) ?? 0;
  return Math.max(-MAX_ADVANTAGE, Math.min(MAX_ADVANTAGE, n));
}

/**
 * Reads the dialog's form over the current options: an unknown attribute or role keeps the current one, a blank or
 * non-numeric result or DC is none, an advantage is a whole number held to ±10; a field the form lacks keeps its
 * value (a player's form has no DC field for a secret DC, so the DC given stays).
 */
export function parseWardenCheckOptions(raw: Record<string, unknown>, current: WardenCheckRollOptions, mayEditDc: boolean): WardenCheckRollOptions {
  const role = raw.role === "initiator" || raw.role === "target" ? raw.role : current.role;
  const dc = mayEditDc && "dc" in raw ? wholeOrNull(raw.dc) : current.dc;
  const hidden = mayEditDc && "hidden" in raw ? raw.hidden === true : current.hidden;
  return {
    attribute: isWardenAttribute(raw.attribute) ? raw.attribute : current.attribute,
    role,
    opposed: "opposed" in raw ? wholeOrNull(raw.opposed) : current.opposed,
    advantage: advantageOf(raw.advantage, current.advantage),
    dice: current.dice.map((d, i) => ({
      ...d,
      // A die the situation lends has no box: it is always used.
      used: d.itemId === "" ? true : `dice.${i}.used` in raw ? raw[`dice.${i}.used`] === true : d.used,
      advantage: advantageOf(raw[`dice.${i}.advantage`], d.advantage),
    })),
    dc,
    hidden: dc !== null && hidden,
  };
}

/** The dice used, in the order they are rolled (the card and the damage read them in this order). */
export function wardenUsedDice(options: WardenCheckRollOptions): WardenCheckDie[] {
  return options.dice.filter((d) => d.used);
}

/** The dice room's numbers for these options: the attribute's score, the dice used, the DC or the other side's result. */
export function wardenCheckSettings(
  options: WardenCheckRollOptions,
  context: Pick<WardenCheckContext, "scores" | "opposedLabel" | "contest">,
): AdvantageSettings {
  const known = options.opposed === null ? null : { label: context.opposedLabel(options.role), total: options.opposed };
  // A contested check compares with the other side's result instead of a DC.
  const dc = known ? null : options.dc;
  // An action against a target whose result is not known yet: the contest with the target's save (003, a CC).
  const contest =
    !known && dc === null && options.role === "initiator" && context.contest ? { label: context.contest.label, check: context.contest.check } : null;
  const opposed = known ?? contest;
  return {
    modifier: wardenModifier(context.scores, options.attribute),
    advantage: options.advantage,
    objects: wardenUsedDice(options).map((d) => ({ label: d.label, faces: d.faces, advantage: d.advantage })),
    dc,
    hidden: dc !== null && options.hidden,
    role: options.role,
    opposed,
  };
}

/** Options as the dice room hands them back (`out.options`, typed unknown there): the shape this file makes. */
export function isWardenCheckRollOptions(value: unknown): value is WardenCheckRollOptions {
  if (typeof value !== "object" || value === null) return false;
  const o: Record<string, unknown> = { ...value };
  return isWardenAttribute(o.attribute) && (o.role === "initiator" || o.role === "target") && Array.isArray(o.dice) && typeof o.advantage === "number";
}
