/**
 * The lines of a card's "Why this result" after its terms: how the dice were read and compared, each a
 * localization key with the numbers the rules computed (README "Chat cards"). Pure.
 */
import type { WhyTermView } from "./why.js";

/** One line, localized with these values (`{value}`, `{target}`, `{die}`, `{count}`). */
export interface WhyLine {
  key: string;
  value?: number | string;
  target?: number | string;
  die?: number | string;
  count?: number | string;
}

/** What the card's `<details>` shows: the terms, the reading of the dice, and the exact chance the roll had. */
export interface WhyView {
  terms: WhyTermView[];
  lines: WhyLine[];
  /** The exact chance (the dice room's odds), formatted; null when it is secret or there is nothing to compare. */
  chance: string | null;
  /** A second chance shown with it (a keep pool's botch), formatted, or null. */
  botchChance: string | null;
}

export function whyLines(...lines: (WhyLine | false | null | undefined)[]): WhyLine[] {
  return lines.filter((l): l is WhyLine => Boolean(l));
}
