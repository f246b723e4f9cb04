/**
 * Warden roll links in journal text (README "Roll links"): `[[/save dex dc=15]]`, `[[/action str +d6]]` (an
 * object die the situation lends), `[[/action wil dc=24]]`, and the neutral `[[/test strong hard]]` through
 * WARDEN_NEUTRAL_TABLE (an action against a DC). Pure: anything else is null (plain text).
 */
import { asRollLink, onlyOptions } from "../../../core/rules/roll-link-syntax.js";
import { asNeutralTest, type NeutralTable } from "../../../core/rules/neutral-test.js";
import { MAX_OBJECT_DICE, MAX_OBJECT_FACES } from "../../../dice/rules/limits.js";
import { WARDEN_ATTRIBUTES, type WardenAttribute } from "./attributes.js";
import { WARDEN_AVERAGE_DC } from "./check.js";

export interface WardenRollLink {
  kind: "save" | "action";
  attribute: WardenAttribute;
  /** The DC the link names; null lets the Warden set it in the dice dialog. */
  dc: number | null;
  /** Faces of the object dice the link adds (`+d6` → 6). */
  dice: number[];
}

export const WARDEN_ROLL_LINK_COMMANDS = ["save", "action"] as const;
export const WARDEN_ROLL_LINK_MAX_DC = 99;

function isWardenAttribute(word: string | undefined): word is WardenAttribute {
  return word !== undefined && WARDEN_ATTRIBUTES.some((a) => a === word);
}

export function wardenParseRollLink(input: unknown): WardenRollLink | null {
  const link = asRollLink(input);
  if (!link) return null;
  if (link.command !== "save" && link.command !== "action") return null;
  if (!onlyOptions(link, ["dc"])) return null;
  const [attribute, ...extra] = link.words;
  if (!isWardenAttribute(attribute)) return null;
  let dc: number | null = null;
  if (link.options.dc !== undefined) {
    if (!/^\d{1,2}$/.test(link.options.dc)) return null;
    dc = Number(link.options.dc);
    if (dc < 1 || dc > WARDEN_ROLL_LINK_MAX_DC) return null;
  }
  const dice: number[] = [];
  for (const word of extra) {
    const m = /^\+d(\d{1,3})$/.exec(word);
    const faces = m ? Number(m[1]) : NaN;
    if (!(faces >= 2 && faces <= MAX_OBJECT_FACES)) return null;
    dice.push(faces);
  }
  if (dice.length > MAX_OBJECT_DICE) return null;
  return { kind: link.command, attribute, dc, dice };
}

/**
 * The neutral words in Warden: STR for strength and toughness, DEX for speed and stealth, WIL for the mind and
 * presence; "normal" is the text's average DC 20 (003: "higher means harder"), each step four further.
 */
export const WARDEN_NEUTRAL_TABLE: NeutralTable<WardenAttribute, number> = {
  attributes: { strong: "str", quick: "dex", tough: "str", smart: "wil", wise: "wil", charming: "wil", sneaky: "dex", alert: "wil" },
  difficulties: {
    "very-easy": WARDEN_AVERAGE_DC - 8,
    easy: WARDEN_AVERAGE_DC - 4,
    normal: WARDEN_AVERAGE_DC,
    hard: WARDEN_AVERAGE_DC + 4,
    "very-hard": WARDEN_AVERAGE_DC + 8,
  },
};

export function wardenNeutralRollLink(input: unknown): WardenRollLink | null {
  const test = asNeutralTest(input);
  if (!test) return null;
  return { kind: "action", attribute: WARDEN_NEUTRAL_TABLE.attributes[test.attribute], dc: WARDEN_NEUTRAL_TABLE.difficulties[test.difficulty], dice: [] };
}
