import { advantageContestOdds, wardenOdds, type AdvantageCheck } from "../rules/advantage.js";
import { validateAdvantageInput, type DiceInputError } from "../rules/limits.js";
import { parseNumber } from "./chance.js";

/** An object die on a Warden check, with the label shown in dialog and card (plain text, escaped there). */
export interface ObjectDieSettings {
  label: string;
  faces: number;
  advantage: number;
}

/** Who rolls: the initiator of an action (succeeds on IR ≥ DC/TR) or the target making a save (succeeds on TR > DC/IR). */
export type AdvantageRole = "initiator" | "target";

/** What a Warden check needs (the numbers of a `rollAdvantage` request). */
export interface AdvantageSettings {
  modifier: number;
  /** Net advantage on the base d20. */
  advantage: number;
  objects: ObjectDieSettings[];
  /** The DC, or null for none. */
  dc: number | null;
  /**
   * The DC is one only the GM holds (a secret DC): never shown to players, and the public roll carries the flag but
   * no DC, so its card and every re-render give no DC, outcome or chance. The name every family uses (the roll-under
   * and keep families' `hidden`); read a request's, a hook's or a stored roll's through `advantageHidden`.
   */
  hidden: boolean;
  role: AdvantageRole;
  /** The other side of a contested check: its known result, or its dice to compute the chance of winning. */
  opposed: { label: string; total?: number | null; check?: AdvantageCheck | null } | null;
}

/**
 * Whether a request, settings a hook changed, or a stored roll's options mark the DC as one only the GM holds. The
 * flag was named `dcSecret` before it took the name the other families use (`hidden`): rolls already posted keep
 * `dcSecret: true` in their message's stored options (chat messages are not migrated), and a macro or hook written
 * against the old API may still pass it, so the old name counts too. This is the one place it is read.
 */
export function advantageHidden(o: { hidden?: unknown; dcSecret?: unknown }): boolean {
  return o.hidden === true || o.dcSecret === true;
}

/**
 * The settings as the family uses them: the flag read through `advantageHidden` (a hook may have set the old name on
 * `config.settings`), and only the family's own keys, so a Roll never stores the old name again.
 */
export function advantageSettingsRead(s: AdvantageSettings): AdvantageSettings {
  return { modifier: s.modifier, advantage: s.advantage, objects: s.objects, dc: s.dc, hidden: advantageHidden(s), role: s.role, opposed: s.opposed };
}

/** Object die sizes offered by the dialog. */
export const OBJECT_DIE_FACES = [4, 6, 8, 10, 12, 20] as const;

function dieFormula(faces: number, net: number): string {
  const count = 1 + Math.abs(net);
  const keep = net > 0 ? "kh" : net < 0 ? "kl" : "";
  return `${count}d${faces}${keep}`;
}

/** Foundry's formula: `2d20kh + 4 + 2d10kh` (base d20 first, then the modifier, then each object die). */
export function advantageFormula(s: Pick<AdvantageSettings, "modifier" | "advantage" | "objects">): string {
  let formula = dieFormula(20, s.advantage);
  if (s.modifier !== 0) formula += ` ${s.modifier < 0 ? "-" : "+"} ${Math.abs(s.modifier)}`;
  for (const o of s.objects) formula += ` + ${dieFormula(o.faces, o.advantage)}`;
  return formula;
}

/** The number this roll is compared with: the DC, or the known opposing result; null when there is none. */
export function advantageAgainst(s: AdvantageSettings): number | null {
  if (s.dc !== null && Number.isFinite(s.dc)) return s.dc;
  const total = s.opposed?.total;
  return total !== null && total !== undefined && Number.isFinite(total) ? total : null;
}

/**
 * The exact chance of success: against a number, P(total ≥ it) for an initiator and P(total > it) for a
 * target (the text: IR ≥ TR → the initiator succeeds); against the opposing dice, the contest odds; null
 * when there is nothing to compare with.
 */
export function advantageChance(s: AdvantageSettings): number | null {
  const against = advantageAgainst(s);
  if (against !== null) return wardenOdds({ ...s, dc: s.role === "initiator" ? against : against + 1 });
  const other = s.opposed?.check;
  if (!other) return null;
  return s.role === "initiator" ? advantageContestOdds(s, other) : 1 - advantageContestOdds(other, s);
}

/** Did a rolled total succeed? null when there is nothing to compare with. */
export function advantageSuccess(s: AdvantageSettings, total: number): boolean | null {
  const against = advantageAgainst(s);
  if (against === null) return null;
  return s.role === "initiator" ? total >= against : total > against;
}

/** Read Warden settings from form values (`objects.0.faces` style keys); `error` is a localization key when refused. */
export function parseAdvantageSettings(raw: Record<string, unknown>, base: AdvantageSettings): { settings: AdvantageSettings; error: DiceInputError } {
  const objects = base.objects.map((o, i) => ({
    label: o.label,
    faces: `objects.${i}.faces` in raw ? parseNumber(raw[`objects.${i}.faces`]) : o.faces,
    advantage: `objects.${i}.advantage` in raw ? parseNumber(raw[`objects.${i}.advantage`]) : o.advantage,
  }));
  let dc = base.dc;
  if ("dc" in raw) dc = raw.dc === "" || raw.dc === null ? null : parseNumber(raw.dc);
  const role = raw.role === "initiator" || raw.role === "target" ? raw.role : base.role;
  const settings: AdvantageSettings = {
    ...base,
    modifier: "modifier" in raw ? parseNumber(raw.modifier) : base.modifier,
    advantage: "advantage" in raw ? parseNumber(raw.advantage) : base.advantage,
    objects,
    dc,
    hidden: "hidden" in raw ? raw.hidden === true || raw.hidden === "on" || raw.hidden === "true" : base.hidden,
    role,
  };
  return { settings, error: validateAdvantageInput(settings) };
}
