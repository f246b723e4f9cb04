/**
 * The README's "Trust" section states figures (payloads typed, functions called, actions pressed…); each is checked by
 * the test that produces it, which computes the count and asserts the README states the same number.
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

function readme(): string {
  // A path, not `new URL(…, import.meta.url)`: in the happy-dom environment URL is the DOM's, which refuses file: URLs for fileURLToPath.
  return readFileSync(join(dirname(fileURLToPath(import.meta.url)), "..", "README.md"), "utf8");
}

/** The section "## Trust" up to the next "## " heading, its line breaks and runs of spaces made single spaces. */
export function trustSection(): string {
  const text = readme();
  const start = text.indexOf("\n## Trust\n");
  if (start < 0) throw new Error('README.md has no "## Trust" section');
  const end = text.indexOf("\n## ", start + 1);
  return text.slice(start, end < 0 ? undefined : end).replace(/\s+/g, " ");
}

/** The cells of the Trust section's table row whose first cell starts with `first` (a row of `| a | b | c |`). */
export function trustTableRow(first: string): string[] {
  const row = trustLines().find((line) => line.startsWith(`| ${first}`));
  if (!row) throw new Error(`README "Trust" has no table row starting "${first}"`);
  return row
    .split("|")
    .slice(1, -1)
    .map((cell) => cell.trim());
}

function trustLines(): string[] {
  const text = readme();
  const start = text.indexOf("\n## Trust\n");
  const end = text.indexOf("\n## ", start + 1);
  return text.slice(start, end < 0 ? undefined : end).split("\n");
}

/** A count as the README writes it: 1,272. */
export function figure(n: number): string {
  return n.toLocaleString("en-US");
}

const WORDS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];

/** A small count in words, as the README writes it ("six payload kinds"), else its figure. */
export function inWords(n: number): string {
  return WORDS[n] ?? figure(n);
}
