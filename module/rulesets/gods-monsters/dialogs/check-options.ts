/**
 * The options of the Gods & Monsters check dialog (ability and reaction rolls), read from the
 * dialog's form values. Pure: bad values become defaults, never NaN.
 */
import { clampInteger } from "../../../core/rules/integer.js";
import { GM_DIFFICULTIES } from "../rules/contests/difficulty.js";
import type { GmDifficulty } from "../rules/contests/difficulty.js";

export interface GmCheckOptions {
  difficulty: GmDifficulty;
  /** Obstacle size in no-penalty units (1 = none). */
  obstacleSize: number;
  /** Careful attempt: 0, 1 or 2. */
  careful: number;
  /** Id of the field item whose bonus applies ("" = none). */
  fieldId: string;
  /** The skill that applies to the roll ("" = none named): a mojo bid may buy it. */
  skill: string;
  /** The appropriate field when the character lacks it ("" = none): a mojo bid may buy it. */
  newField: string;
  modifier: number;
  /** The roller is surprised (004 "Surprise"): −3. */
  surprised: boolean;
  /** The roll counts as archetypal (mojo may be bid on it). */
  archetypal: boolean;
  rollMode?: string;
}

/** A name typed in the dialog: trimmed, at most 100 characters. */
function name(v: unknown, fallback: string): string {
  return typeof v === "string" ? v.trim().slice(0, 100) : fallback;
}

const int = (v: unknown, min: number, max: number, fallback: number): number => clampInteger(v, { min, max, fallback, rounding: "trunc" });

export function gmParseCheckOptions(raw: Record<string, unknown> | null | undefined, defaults: Partial<GmCheckOptions> = {}): GmCheckOptions {
  const r = raw ?? {};
  const difficulty =
    typeof r.difficulty === "string" && r.difficulty in GM_DIFFICULTIES ? (r.difficulty as GmDifficulty) : (defaults.difficulty ?? "difficult");
  return {
    difficulty,
    obstacleSize: int(r.obstacleSize, 1, 1 << 20, defaults.obstacleSize ?? 1),
    careful: int(r.careful, 0, 2, defaults.careful ?? 0),
    fieldId: typeof r.fieldId === "string" ? r.fieldId : (defaults.fieldId ?? ""),
    skill: name(r.skill, defaults.skill ?? ""),
    newField: name(r.newField, defaults.newField ?? ""),
    modifier: int(r.modifier, -99, 99, defaults.modifier ?? 0),
    surprised: r.surprised === undefined ? (defaults.surprised ?? false) : r.surprised === true || r.surprised === "true" || r.surprised === "on",
    archetypal: r.archetypal === undefined ? (defaults.archetypal ?? false) : r.archetypal === true || r.archetypal === "true" || r.archetypal === "on",
    rollMode: typeof r.rollMode === "string" && r.rollMode !== "" ? r.rollMode : defaults.rollMode,
  };
}
