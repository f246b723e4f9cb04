/**
 * The text of a roll link, `[[/command word word key=value]]`, read into its parts. Pure (no Foundry globals):
 * each ruleset's own parser (`module/rulesets/<r>/rules/roll-links.ts`) reads the parts; anything it does not
 * understand stays plain text in the journal.
 */

/** A roll link's parts: the command, its words in order and its `key=value` options, all lower case. */
export interface RollLinkSyntax {
  command: string;
  words: string[];
  options: Record<string, string>;
  /** The words as written (a table's name keeps its capitals for display). */
  written: string[];
}

/** At most this many characters after the command and its space, up to `]]`: a longer text is no roll link. */
export const ROLL_LINK_MAX_LENGTH = 200;

/**
 * The source of the pattern that finds roll links with the given commands (v13 asks for a global RegExp,
 * https://foundryvtt.com/api/v13/interfaces/CONFIG.TextEditorEnricherConfig.html). Group 1 is the command,
 * group 2 the rest after one space (`parseRollLink` trims it). Brackets cannot occur inside, so a link never
 * swallows the next one.
 *
 * Every client runs this pattern over every text node of every enriched text (v13 `TextEditor._replaceTextContent`
 * calls `textContent.matchAll(pattern)`), in a backtracking engine, so it must take time linear in the text whatever
 * a user typed: it has no unbounded quantifier (`*`, `+`, `{n,}`) and no two quantifiers that could share the same
 * characters. A match is then at most a fixed length, the work at each starting `[[/` is bounded by that length,
 * and the whole text costs one bounded attempt per position. (The earlier `\s+ … {0,200}? \s*` let three quantifiers
 * split a run of spaces between them: quadratic in the run.)
 */
export function rollLinkPatternSource(commands: readonly string[]): string {
  const names = [...new Set(commands)].filter((c) => /^[a-z]+$/.test(c));
  return String.raw`\[\[/(${names.join("|")})(?:\s([^\[\]]{0,${ROLL_LINK_MAX_LENGTH}}))?\]\](?!\])`;
}

/** Reads a roll link's command and body; null when the command is not a word or the body is too long. */
export function parseRollLink(command: unknown, body: unknown): RollLinkSyntax | null {
  if (typeof command !== "string" || !/^[a-z]+$/i.test(command)) return null;
  const text = body === undefined || body === null ? "" : typeof body === "string" ? body : null;
  if (text === null || text.length > ROLL_LINK_MAX_LENGTH) return null;
  const words: string[] = [];
  const written: string[] = [];
  const options: Record<string, string> = {};
  for (const token of text.trim().split(/\s+/).filter(Boolean)) {
    const eq = token.indexOf("=");
    if (eq > 0) {
      const key = token.slice(0, eq).toLowerCase();
      const value = token.slice(eq + 1).toLowerCase();
      // A key given twice or with no value makes the link unreadable rather than guessed.
      if (!value || key in options) return null;
      options[key] = value;
    } else if (eq === 0) return null;
    else {
      words.push(token.toLowerCase());
      written.push(token);
    }
  }
  return { command: command.toLowerCase(), words, options, written };
}

/**
 * The link when it has the shape `parseRollLink` gives (a command, lists of words, options of text), else null:
 * the rulesets' parsers are public rules (`game.anthology.rules`) and take whatever a macro hands them.
 */
export function asRollLink(link: unknown): RollLinkSyntax | null {
  if (typeof link !== "object" || link === null) return null;
  const { command, words, options, written } = link as Record<string, unknown>;
  const texts = (v: unknown): v is string[] => Array.isArray(v) && v.every((w) => typeof w === "string");
  if (typeof command !== "string" || !texts(words) || !texts(written)) return null;
  if (typeof options !== "object" || options === null || Array.isArray(options) || !Object.values(options).every((v) => typeof v === "string")) return null;
  return { command, words, written, options: options as Record<string, string> };
}

/** A signed whole number written as `-2` or `+3` (a bare `3` too), or null. */
export function signedInteger(word: unknown): number | null {
  if (typeof word !== "string" || !/^[+-]?\d{1,3}$/.test(word)) return null;
  return Number(word);
}

/** Whether a link has only the option keys given (an unknown option makes the link plain text). */
export function onlyOptions(link: RollLinkSyntax, allowed: readonly string[]): boolean {
  return Object.keys(link.options).every((k) => allowed.includes(k));
}
