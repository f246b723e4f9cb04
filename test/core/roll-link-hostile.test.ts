/**
 * No text freezes a client: every pattern the system registers in `CONFIG.TextEditor.enrichers` runs on every
 * client over every text node of a chat message, a biography or a description (v13 `TextEditor._replaceTextContent`:
 * `textContent.matchAll(pattern)`, in the browser's backtracking engine). So each must take time linear in the text
 * whatever a user typed. Two checks, neither a tight clock:
 * - the work: no pattern has an unbounded quantifier, so a match is at most a fixed length and the engine does a
 *   bounded amount of work at each position (linear in the text, whatever the text);
 * - the clock, generously: 100 KB of each hostile shape is matched in well under 2 s, sizes doubling up to it grow
 *   about linearly (the quadratic pattern this replaced took 1 s for 3,000 spaces and is caught at a few KB), and
 *   the same text goes through `enrichHTML` as a client's would.
 */
import { describe, expect, it } from "vitest";
import { rollLinkEnricher } from "../../module/core/enrichers/roll-links.js";
import { ROLL_LINK_MAX_LENGTH } from "../../module/core/rules/roll-link-syntax.js";
import { RULESETS } from "../../module/rulesets/index.js";
import { journalPage, links, worldOf } from "./roll-link-page.js";

/** Every pattern the system registers: the world's at init, and the roll links of each ruleset as its world would have. */
function registeredPatterns(): { name: string; pattern: RegExp }[] {
  const atInit = (CONFIG.TextEditor.enrichers as unknown as { id?: string; pattern: RegExp }[]).map((c, i) => ({
    name: `init #${i} ${c.id ?? ""}`,
    pattern: c.pattern,
  }));
  return [...atInit, ...RULESETS.map((r) => ({ name: r.id, pattern: rollLinkEnricher(r).pattern }))];
}

/**
 * The quantifiers of a pattern's source, outside character classes and escapes: `*`, `+`, `?`, `{n}`, `{n,}`, `{n,m}`
 * (a lazy `?` after one is part of it). Enough for the patterns a system writes (no named backreferences needed).
 */
function quantifiers(source: string): string[] {
  const out: string[] = [];
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (c === "\\") {
      i++;
      continue;
    }
    if (inClass) {
      if (c === "]") inClass = false;
      continue;
    }
    if (c === "[") inClass = true;
    else if (c === "(" && source[i + 1] === "?")
      i++; // a group's (?: (?= (?! is no quantifier
    else if (c === "*" || c === "+" || c === "?") out.push(c);
    else if (c === "{") {
      const m = /^\{\d+(,\d*)?\}/.exec(source.slice(i));
      if (m) {
        out.push(m[0]);
        i += m[0].length - 1;
      }
    }
  }
  return out;
}

const unbounded = (q: string): boolean => q === "*" || q === "+" || /^\{\d+,\}$/.test(q);

/** Hostile text of about `size` characters in each shape a user could paste. */
const SHAPES: Record<string, (size: number) => string> = {
  "a long run of spaces after [[/test": (n) => `[[/test${" ".repeat(n)}x`,
  "a long run of mixed whitespace": (n) => `[[/test ${" \t\n\u00a0".repeat(n / 4)}strong`,
  "spaces, then a word, then spaces, unclosed": (n) => `[[/test ${" ".repeat(n / 2)}strong${" ".repeat(n / 2)}]`,
  "a run of [[": (n) => "[[".repeat(n / 2),
  "a run of [[/": (n) => "[[/".repeat(n / 3),
  "a run of /test": (n) => `[[${"/test ".repeat(n / 6)}`,
  "a run of [[/test ": (n) => "[[/test ".repeat(n / 8),
  "unclosed links": (n) => "[[/test strong hard ".repeat(n / 20),
  "nested brackets": (n) => `${"[[".repeat(n / 8)}/test strong${"]]".repeat(n / 8)}${"[[/test [[/test ]] ]] ".repeat(n / 44)}`,
  "near misses: one bracket short": (n) => "[[/test strong hard] ".repeat(n / 21),
  "near misses: one bracket too many": (n) => "[[/test strong hard]]] ".repeat(n / 23),
  "near misses: a body one past the limit": (n) => `[[/test ${"a".repeat(ROLL_LINK_MAX_LENGTH)}b]] `.repeat(n / (ROLL_LINK_MAX_LENGTH + 13)),
  "near misses: a command one letter short or long": (n) => "[[/tes strong]] [[/tests strong]] [[/testx]] ".repeat(n / 45),
};

const KB = 1024;
const CAP_MS = 2000;

/** The best of three runs (a pause for garbage collection or compilation is noise, not the pattern's work). */
function msToMatch(pattern: RegExp, text: string): number {
  let best = Infinity;
  for (let run = 0; run < 3; run++) {
    const fresh = new RegExp(pattern.source, pattern.flags);
    const start = performance.now();
    for (const m of text.matchAll(fresh)) void m;
    best = Math.min(best, performance.now() - start);
    if (best >= CAP_MS) break;
  }
  return best;
}

describe("no text freezes a client (the patterns of CONFIG.TextEditor.enrichers)", () => {
  it("the system registers its roll-link pattern, global as v13 asks", () => {
    const patterns = registeredPatterns();
    expect(patterns.length).toBe(RULESETS.length + 1);
    for (const { name, pattern } of patterns) expect(pattern.flags, name).toContain("g");
  });

  it("no registered pattern has an unbounded quantifier, so the work at each position is bounded", () => {
    for (const { name, pattern } of registeredPatterns()) {
      const qs = quantifiers(pattern.source);
      expect(qs.filter(unbounded), `${name}: ${pattern.source}`).toEqual([]);
    }
    // The reader of quantifiers sees what it must (a self-check, so the test above cannot pass by reading nothing).
    expect(quantifiers(String.raw`\[\[/(a|b)(?:\s+([^\[\]+*]{0,200}?))?\s*\]\]{2,}(?!\])`)).toEqual(["+", "{0,200}", "?", "?", "*", "{2,}"]);
  });

  it.each(Object.keys(SHAPES))(
    "100 KB of %s: every pattern finishes well under 2 s, and the time grows linearly",
    (shape) => {
      const make = SHAPES[shape]!;
      for (const { name, pattern } of registeredPatterns()) {
        const times: number[] = [];
        // Sizes double up to 100 KB and each must stay under the cap: a quadratic pattern fails at a few KB, not after minutes.
        for (let size = (100 * KB) / 64; size <= 100 * KB; size *= 2) {
          const text = make(size);
          expect(text.length, shape).toBeGreaterThan(size * 0.9);
          const ms = msToMatch(pattern, text);
          expect(ms, `${name}, ${size} characters of ${shape}`).toBeLessThan(CAP_MS);
          times.push(ms);
        }
        const [half, full] = [times.at(-2)!, times.at(-1)!];
        // Linear doubles the time; quadratic quadruples it. A generous ratio, with a floor for noise at small times.
        expect(full, `${name}: 50 KB took ${half.toFixed(1)} ms, 100 KB ${full.toFixed(1)} ms`).toBeLessThan(3 * half + 50);
      }
    },
    120_000,
  );

  it.each(RULESETS.map((r) => [r.id, r]))(
    "%s: 100 KB of every hostile shape goes through enrichHTML, and a real link after it still works",
    async (_id, ruleset) => {
      worldOf(ruleset);
      for (const [shape, make] of Object.entries(SHAPES)) {
        // Doubling up to 100 KB, so a pattern gone quadratic fails here at a few KB instead of holding the run for minutes.
        for (let size = (100 * KB) / 64; size <= 100 * KB; size *= 2) {
          const start = performance.now();
          const page = await journalPage(`<p>${make(size)} [[/test strong hard]]</p>`);
          expect(performance.now() - start, `${size} characters of ${shape}`).toBeLessThan(CAP_MS * 2);
          expect(links(page).at(-1)?.dataset.rollLink, shape).toBe("[[/test strong hard]]");
          page.remove();
        }
      }
    },
    120_000,
  );
});
