/**
 * A Roll & Keep character or creature read from its numbers as 000 gives them: the seven attributes
 * ("Finesse 5", "Acuity 2"), permanent mana by colour ("3 black mana", "Mana: black 3, blue 2") and specialities
 * with their attribute ("Deceit (Cunning)", as 000's example lists them). The NPC is created with its current mana
 * pool full.
 *
 * The seven attributes are required: without any of them the paste is refused. No mana written is no mana, and the
 * reading says so.
 */
import {
  STAT_BLOCK_NAME_MAX,
  StatBlockCollector,
  type StatBlockDocument,
  type StatBlockReading,
  leadingName,
  openStatBlock,
  readInteger,
  splitClauses,
  statBlockNotes,
} from "../../../core/rules/stat-block.js";
import { RK_ATTRIBUTES, RK_COLOURS } from "./attributes.js";

/** The largest attribute or mana the rkNpc model holds (data/fields.ts RK_SHEET_MAX). */
const RK_STAT_BLOCK_MAX = 40;
const SECTIONS = /^(mana|specialit(?:y|ies)|specialt(?:y|ies)|skills|attributes)\s*:?\s*/i;

function isOneOf<T extends string>(list: readonly T[], word: string): word is T {
  return (list as readonly string[]).includes(word);
}

function readClause(clause: string, section: string, c: StatBlockCollector, specialities: StatBlockDocument[]): boolean {
  const t = clause.toLowerCase().replace(/\.$/, "").trim();
  let m = /^([a-z]+)\s*:?\s*([+-]?\d+)$/.exec(t) ?? /^([+-]?\d+)\s+([a-z]+)$/.exec(t);
  if (m) {
    const [word, number] = /^[a-z]/.test(m[1]) ? [m[1], m[2]] : [m[2], m[1]];
    const n = readInteger(number) ?? NaN;
    if (isOneOf(RK_ATTRIBUTES, word)) {
      c.int(word, n, 0, RK_STAT_BLOCK_MAX, clause);
      return true;
    }
    if (isOneOf(RK_COLOURS, word) && /^mana$/i.test(section)) {
      c.int(`mana.${word}`, n, 0, RK_STAT_BLOCK_MAX, clause);
      return true;
    }
  }
  if ((m = /^(?:([a-z]+)\s+mana\s*:?\s*(\d+)|(\d+)\s+([a-z]+)(?:\s+mana)?)$/.exec(t))) {
    const colour = m[1] ?? m[4];
    if (isOneOf(RK_COLOURS, colour)) {
      c.int(`mana.${colour}`, readInteger(m[2] ?? m[3]) ?? NaN, 0, RK_STAT_BLOCK_MAX, clause);
      return true;
    }
  }
  const s = /^(.+?)\s*\(\s*([a-z]+)\s*\)$/i.exec(clause.trim());
  if (s) {
    const attribute = s[2].toLowerCase();
    if (!isOneOf(RK_ATTRIBUTES, attribute)) {
      c.problem("unknown", "speciality", clause, false);
      return true;
    }
    const name = s[1].trim().slice(0, STAT_BLOCK_NAME_MAX);
    specialities.push({ name, type: "rkSpeciality", system: { attribute } });
    c.set(`speciality.${specialities.length}`, `${name} (${attribute})`, clause);
    return true;
  }
  return false;
}

/** Reads a Roll & Keep NPC (module comment); refuses a non-text argument. */
export function rkReadStatBlock(text: string): StatBlockReading {
  const { c, plain, lines, refused } = openStatBlock(text, "rkReadStatBlock", "rkNpc");
  if (refused) return refused;
  const head = leadingName(lines[0]);
  const named = head && !isOneOf(RK_ATTRIBUTES, head.name.toLowerCase()) && !SECTIONS.test(`${head.name}:`) ? head : null;
  if (!named) c.problem("noName", "name", lines[0], true);
  const specialities: StatBlockDocument[] = [];
  for (const line of named ? [named.rest, ...lines.slice(1)] : lines) {
    let section = "";
    for (const raw of splitClauses(line)) {
      let clause = raw;
      const s = SECTIONS.exec(clause);
      if (s && clause.slice(s[0].length).trim()) {
        section = s[1];
        clause = clause.slice(s[0].length);
      }
      if (!readClause(clause, section, c, specialities)) c.problem("unknown", "", raw, false);
    }
  }
  const read = new Map(c.read.map((r) => [r.field, Number(r.value)]));
  for (const a of RK_ATTRIBUTES) if (!read.has(a)) c.problem("missing", a, "", true);
  if (!RK_COLOURS.some((colour) => read.has(`mana.${colour}`)) && !c.blocked) c.problem("initial", "mana", "0", false);
  const attributes = Object.fromEntries(RK_ATTRIBUTES.map((a) => [a, read.get(a) ?? 0]));
  const mana = Object.fromEntries(RK_COLOURS.map((colour) => [colour, read.get(`mana.${colour}`) ?? 0]));
  const system = { attributes, mana: { permanent: mana, current: { ...mana } }, notes: statBlockNotes(plain) };
  return c.answer({ name: named?.name ?? "", type: "rkNpc", system, items: specialities });
}
