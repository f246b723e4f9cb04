/**
 * What every ruleset's stat-block reader shares (pure, no Foundry globals): the answer's shape, the text's
 * clean-up (unicode minus signs, non-breaking spaces, multiplication signs) and its cutting into clauses.
 *
 * A reader takes the text a GM pasted and answers the whole creature (the actor's `system` and its items) with
 * everything it read and everything it could not read. A problem that `blocks` (a required number missing, a number
 * out of the model's range, no name) refuses the whole paste: `actor` is then null and nothing may be created. The
 * other problems (a clause it did not understand, a number the rules derive otherwise, a field left at the model's
 * initial value) are listed for the GM to see, never dropped quietly.
 */

/** Why a piece of the text was not taken as it stands; the skin labels it `ANTHOLOGY.StatBlock.Problem.<code>`. */
export type StatBlockProblemCode =
  "empty" | "tooLong" | "noName" | "missing" | "outOfRange" | "twice" | "unknown" | "columns" | "notUsed" | "initial" | "differs";

export interface StatBlockProblem {
  code: StatBlockProblemCode;
  /** The field concerned (a `ANTHOLOGY.StatBlock.Field.<field>` key), when there is one. */
  field: string;
  /** The text as it was written (the clause, or the number), or the rules' number for `differs`. */
  text: string;
  /** True when the paste is refused whole for it. */
  blocks: boolean;
}

/** A value read: the field it fills and the value as the creature will hold it. */
export interface StatBlockRead {
  field: string;
  value: string;
}

export interface StatBlockDocument {
  name: string;
  type: string;
  system: Record<string, unknown>;
}

export interface StatBlockReading {
  /** True when the creature may be created: no problem blocks. */
  ok: boolean;
  /** The actor to create with its items (one create call), or null when the paste is refused. */
  actor: (StatBlockDocument & { items: StatBlockDocument[] }) | null;
  read: StatBlockRead[];
  problems: StatBlockProblem[];
}

/** The longest paste a reader takes (a long creature runs to a few hundred characters). */
export const STAT_BLOCK_MAX_LENGTH = 5000;
/** The longest name kept for a creature or an item. */
export const STAT_BLOCK_NAME_MAX = 120;

/** The text argument, or a RangeError naming the function: the public rules API refuses what is not text. */
export function statBlockText(text: unknown, fn: string): string {
  if (typeof text !== "string") throw new RangeError(`${fn}: the stat block must be text`);
  return text;
}

/**
 * The text with its typographic variants made plain: every dash or minus sign before a digit (U+2212 minus, en and
 * em dashes, figure dash) is "-", a tab is two spaces (a table's gap), non-breaking and other spaces are " ", the multiplication sign is "x", and
 * Windows and old Mac line ends are "\n".
 */
export function normalizeStatBlock(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(/[\u2212\u2012\u2013\u2014\uFE63\uFF0D]/g, "-")
    .replace(/\t/g, "  ")
    .replace(/[\u00A0\u2000-\u200A\u202F\u205F\u3000]/g, " ")
    .replace(/[\u00D7\u2715]/g, "x")
    .replace(/[\u200B\uFEFF]/g, "");
}

/** "+4", "-3", "4" as a whole number; anything else null. */
export function readInteger(token: string): number | null {
  const m = /^([+-]?)(\d{1,7})$/.exec(token.trim());
  if (!m) return null;
  const n = Number(m[2]);
  return m[1] === "-" ? -n : n;
}

const WORD_NUMBERS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
};

/** A number written in figures ("4", "4th") or as an English word ("four", "fourth"), or null. */
export function readCount(token: string): number | null {
  const t = token.trim().toLowerCase();
  const m = /^(\d{1,4})(?:st|nd|rd|th)?$/.exec(t);
  if (m) return Number(m[1]);
  return WORD_NUMBERS[t] ?? null;
}

/** One line cut at semicolons and at commas outside parentheses; pieces trimmed, empty ones dropped. */
export function splitClauses(line: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let current = "";
  for (const ch of line) {
    if (ch === "(" || ch === "[") depth += 1;
    if ((ch === ")" || ch === "]") && depth > 0) depth -= 1;
    if ((ch === ";" || (ch === "," && depth === 0)) && depth === 0) {
      out.push(current);
      current = "";
      continue;
    }
    current += ch;
  }
  out.push(current);
  return out.map((c) => c.trim().replace(/\s+/g, " ")).filter((c) => c.length > 0);
}

/** Dice as the damage fields take them ("d6", "1d8", "2d4+1"), or null. */
export function readDice(token: string): string | null {
  const t = token.trim().toLowerCase().replace(/\s+/g, "");
  return /^\d{0,2}d\d{1,3}(?:[+-]\d{1,3})?$/.test(t) ? t : null;
}

/** HTML-escaped text (the readers keep the pasted block in the creature's notes as plain text). */
export function escapeStatBlockText(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);
}

/** The pasted block as the notes of the creature: its own lines, escaped, in a paragraph. */
export function statBlockNotes(text: string): string {
  const lines = text
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l.length > 0);
  return lines.length ? `<p>${lines.map(escapeStatBlockText).join("<br>")}</p>` : "";
}

/**
 * A reading under way: the values read (by field, so a field given twice with two values is caught), the problems,
 * and the reading's answer once the reader has built the creature.
 */
export class StatBlockCollector {
  readonly read: StatBlockRead[] = [];
  readonly problems: StatBlockProblem[] = [];
  readonly #values = new Map<string, string>();

  problem(code: StatBlockProblemCode, field: string, text: string, blocks: boolean): void {
    this.problems.push({ code, field, text: text.slice(0, 200), blocks });
  }

  /** Records a value; a second, different value for the same field blocks (which one did the GM mean?). */
  set(field: string, value: string | number, text: string): boolean {
    const shown = String(value);
    const before = this.#values.get(field);
    if (before !== undefined) {
      if (before !== shown) this.problem("twice", field, text, true);
      return before === shown;
    }
    this.#values.set(field, shown);
    this.read.push({ field, value: shown });
    return true;
  }

  has(field: string): boolean {
    return this.#values.has(field);
  }

  /** A whole number within [min, max], recorded; outside it blocks (the model would clamp it silently). */
  int(field: string, value: number, min: number, max: number, text: string): number | null {
    if (!Number.isInteger(value) || value < min || value > max) {
      this.problem("outOfRange", field, text, true);
      return null;
    }
    return this.set(field, value, text) ? value : null;
  }

  get blocked(): boolean {
    return this.problems.some((p) => p.blocks);
  }

  /** The answer: the creature when nothing blocks, else null with the list. */
  answer(actor: StatBlockDocument & { items: StatBlockDocument[] }): StatBlockReading {
    const ok = !this.blocked;
    return { ok, actor: ok ? actor : null, read: [...this.read], problems: [...this.problems] };
  }
}

/** The checks every reader starts with: empty text and over-long text block; the text comes back normalized. */
export function startReading(text: string, collector: StatBlockCollector): string | null {
  const plain = normalizeStatBlock(text);
  if (plain.length > STAT_BLOCK_MAX_LENGTH) {
    collector.problem("tooLong", "", String(plain.length), true);
    return null;
  }
  if (!plain.trim()) {
    collector.problem("empty", "", "", true);
    return null;
  }
  return plain;
}

/**
 * The name at the start of a block: the first line's words before its first number or its first colon, or the
 * whole first line when it holds no number. Null when the first line starts with a number.
 */
export function leadingName(line: string): { name: string; rest: string } | null {
  const m = /^\s*([^\d:;,()+-][^\d:;,()]*?)\s*(?::\s*|[,;]\s*|(?=[+-]?\d)|$)(.*)$/.exec(line);
  if (!m) return null;
  const name = m[1].trim().replace(/\s+/g, " ");
  if (!name) return null;
  return { name: name.slice(0, STAT_BLOCK_NAME_MAX), rest: m[2].trim() };
}

/** How every reader starts (one place): the argument checked, a collector, and the paste's non-empty trimmed lines. */
export interface StatBlockStart {
  c: StatBlockCollector;
  /** The paste, normalized (spaces, dashes, line ends). */
  plain: string;
  lines: string[];
  /** The whole answer already, when the paste is empty or too long (nothing to read further); else null. */
  refused: StatBlockReading | null;
}

/** Starts reading `text` for the reader `fn`, whose creature is of actor type `type`; refuses a non-text argument. */
export function openStatBlock(text: unknown, fn: string, type: string): StatBlockStart {
  const source = statBlockText(text, fn);
  const c = new StatBlockCollector();
  const plain = startReading(source, c);
  if (plain === null) return { c, plain: "", lines: [], refused: c.answer({ name: "", type, system: {}, items: [] }) };
  const lines = plain
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l);
  return { c, plain, lines, refused: null };
}
