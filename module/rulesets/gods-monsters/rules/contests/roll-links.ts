/**
 * Gods & Monsters roll links in journal text (README "Roll links"): `[[/check strength difficulty=difficult]]`,
 * `[[/reaction evasion -2]]`, `[[/damage 2d6]]`, and the neutral `[[/test strong hard]]` through GM_NEUTRAL_TABLE.
 * Pure: a link this does not understand is null, and the journal shows it as plain text.
 */
import { asRollLink, onlyOptions, signedInteger } from "../../../../core/rules/roll-link-syntax.js";
import { asNeutralTest, type NeutralTable } from "../../../../core/rules/neutral-test.js";
import { GM_ABILITIES, GM_REACTIONS } from "../equipment/types.js";
import type { GmAbilityName, GmReactionName } from "../equipment/types.js";
import { GM_DIFFICULTIES } from "./difficulty.js";
import type { GmDifficulty } from "./difficulty.js";

export type GmRollLink =
  | { kind: "ability"; key: GmAbilityName; difficulty: GmDifficulty; modifier: number }
  | { kind: "reaction"; key: GmReactionName; difficulty: GmDifficulty; modifier: number }
  | { kind: "damage"; formula: string };

export const GM_ROLL_LINK_COMMANDS = ["check", "reaction", "damage"] as const;

/** Difficulty words as a journal writes them: `difficult`, `veryDifficult`, `very-difficult`, any case. */
export function gmDifficultyWord(word: unknown): GmDifficulty | null {
  if (typeof word !== "string") return null;
  const plain = word.replace(/-/g, "").toLowerCase();
  return (Object.keys(GM_DIFFICULTIES) as GmDifficulty[]).find((k) => k.toLowerCase() === plain) ?? null;
}

/** A damage formula a journal may hold: dice and numbers added or taken away (`2d6`, `1d8+2`, `d6+d4`). */
const DAMAGE_FORMULA = /^\d{0,2}d\d{1,3}(?:[+-](?:\d{0,2}d\d{1,3}|\d{1,3}))*$/;

export function gmParseRollLink(input: unknown): GmRollLink | null {
  const link = asRollLink(input);
  if (!link) return null;
  if (link.command === "damage") {
    const [formula, ...rest] = link.words;
    if (rest.length || !formula || !DAMAGE_FORMULA.test(formula) || Object.keys(link.options).length) return null;
    return { kind: "damage", formula };
  }
  if (link.command !== "check" && link.command !== "reaction") return null;
  if (!onlyOptions(link, ["difficulty"])) return null;
  const [key, modifierWord, ...rest] = link.words;
  if (rest.length) return null;
  const difficulty = link.options.difficulty === undefined ? "difficult" : gmDifficultyWord(link.options.difficulty);
  const modifier = modifierWord === undefined ? 0 : signedInteger(modifierWord);
  if (difficulty === null || modifier === null) return null;
  if (link.command === "check" && (GM_ABILITIES as readonly string[]).includes(key ?? ""))
    return { kind: "ability", key: key as GmAbilityName, difficulty, modifier };
  if (link.command === "reaction" && (GM_REACTIONS as readonly string[]).includes(key ?? ""))
    return { kind: "reaction", key: key as GmReactionName, difficulty, modifier };
  return null;
}

/**
 * The neutral words in Gods & Monsters: the six abilities, perception for alertness; "normal" is the text's
 * plain "difficult" (no modifier) and each step is the next difficulty word (004 "Difficulty levels").
 */
export const GM_NEUTRAL_TABLE: NeutralTable<{ kind: "ability"; key: GmAbilityName } | { kind: "reaction"; key: GmReactionName }, GmDifficulty> = {
  attributes: {
    strong: { kind: "ability", key: "strength" },
    quick: { kind: "ability", key: "agility" },
    tough: { kind: "ability", key: "endurance" },
    smart: { kind: "ability", key: "intelligence" },
    wise: { kind: "ability", key: "wisdom" },
    charming: { kind: "ability", key: "charisma" },
    sneaky: { kind: "ability", key: "agility" },
    alert: { kind: "reaction", key: "perception" },
  },
  difficulties: { "very-easy": "veryEasy", easy: "easy", normal: "difficult", hard: "veryDifficult", "very-hard": "extremelyDifficult" },
};

export function gmNeutralRollLink(input: unknown): GmRollLink | null {
  const test = asNeutralTest(input);
  if (!test) return null;
  const target = GM_NEUTRAL_TABLE.attributes[test.attribute];
  const difficulty = GM_NEUTRAL_TABLE.difficulties[test.difficulty];
  return target.kind === "ability"
    ? { kind: "ability", key: target.key, difficulty, modifier: 0 }
    : { kind: "reaction", key: target.key, difficulty, modifier: 0 };
}
