/**
 * Roll & Keep roll links in journal text (README "Roll links"): `[[/keep cunning deceit difficulty=6]]` (an
 * attribute, the specialities that help, by name with hyphens for spaces, and a difficulty as a number 1–10 or
 * the text's word: `standard`, `challenging`, …), and the neutral `[[/test strong hard]]` through
 * RK_NEUTRAL_TABLE. Pure: anything else is null (plain text).
 */
import { asRollLink, onlyOptions } from "../../../core/rules/roll-link-syntax.js";
import { asNeutralTest, type NeutralTable } from "../../../core/rules/neutral-test.js";
import type { RkSpecialityRef } from "./action.js";
import { rkCleanSpecialityRefs } from "./actor-view.js";
import { isRkAttribute, type RkAttribute } from "./attributes.js";
import { RK_DEFAULT_DIFFICULTY, RK_DIFFICULTIES, RK_DIFFICULTY_MAX, RK_DIFFICULTY_MIN } from "./difficulty.js";

export interface RkRollLink {
  attribute: RkAttribute;
  /** Speciality names as slugs (`acute-hearing`), matched against the roller's own specialities. */
  specialities: string[];
  difficulty: number;
}

export const RK_ROLL_LINK_COMMANDS = ["keep"] as const;

/** A speciality's name as a link writes it: lower case, spaces as hyphens. */
export function rkSpecialitySlug(name: unknown): string {
  if (typeof name !== "string") return "";
  return name.trim().toLowerCase().replace(/\s+/g, "-");
}

function difficultyOf(word: string | undefined): number | null {
  if (word === undefined) return RK_DEFAULT_DIFFICULTY;
  if (/^\d{1,2}$/.test(word)) {
    const n = Number(word);
    return n >= RK_DIFFICULTY_MIN && n <= RK_DIFFICULTY_MAX ? n : null;
  }
  const plain = word.replace(/-/g, "");
  return RK_DIFFICULTIES.find((d) => d.id.toLowerCase() === plain)?.value ?? null;
}

export function rkParseRollLink(input: unknown): RkRollLink | null {
  const link = asRollLink(input);
  if (!link) return null;
  if (link.command !== "keep" || !onlyOptions(link, ["difficulty"])) return null;
  const [attribute, ...specialities] = link.words;
  if (!isRkAttribute(attribute) || specialities.some((s) => !/^[a-z][a-z0-9'-]{0,60}$/.test(s))) return null;
  const difficulty = difficultyOf(link.options.difficulty);
  if (difficulty === null) return null;
  return { attribute, specialities: [...new Set(specialities)], difficulty };
}

/**
 * The roller's specialities a link names, by id; null when one of the names is not among them (the link then
 * refuses rather than rolling a smaller pool than the text asks for).
 */
export function rkLinkSpecialityIds(own: readonly RkSpecialityRef[], slugs: readonly string[]): string[] | null {
  const mine = rkCleanSpecialityRefs(own);
  const ids: string[] = [];
  for (const slug of Array.isArray(slugs) ? slugs : []) {
    const found = typeof slug === "string" && slug !== "" ? mine.find((s) => rkSpecialitySlug(s.name) === slug) : undefined;
    if (!found) return null;
    ids.push(found.id);
  }
  return ids;
}

/**
 * The neutral words in Roll & Keep: its seven attributes (Acuity for wisdom and alertness, Cunning for stealth
 * and guile); difficulties are the text's named ones around Standard (6).
 */
export const RK_NEUTRAL_TABLE: NeutralTable<RkAttribute, number> = {
  attributes: {
    strong: "strength",
    quick: "finesse",
    tough: "endurance",
    smart: "intelligence",
    wise: "acuity",
    charming: "charisma",
    sneaky: "cunning",
    alert: "acuity",
  },
  difficulties: { "very-easy": 3, easy: 4, normal: 6, hard: 8, "very-hard": 9 },
};

export function rkNeutralRollLink(input: unknown): RkRollLink | null {
  const test = asNeutralTest(input);
  if (!test) return null;
  return { attribute: RK_NEUTRAL_TABLE.attributes[test.attribute], specialities: [], difficulty: RK_NEUTRAL_TABLE.difficulties[test.difficulty] };
}
