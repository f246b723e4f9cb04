/**
 * "Why this result" (README "Chat cards"): the terms a ruleset's pure rules added up, each with its source, as a
 * card shows them under a `<details>`. Pure. A term is data (a localization key, a signed value, a plain-text
 * source name), never a sentence, so a card stored in a message re-renders in the reader's language, and the
 * name stays plain text that the template escapes.
 */
import { signed } from "./die-view.js";

export interface WhyTerm {
  /** Localization key of the term's source; it may use `{name}`. */
  key: string;
  /** What the term added (a bonus +, a penalty −, or the starting number). */
  value: number;
  /** A plain-text source name for `{name}` (an ability, a field, an opponent); escaped where it is shown. */
  name?: string;
  /** A count or a face rather than a bonus: written without a sign (a pool's dice, a die kept). */
  plain?: boolean;
}

/** A term as a card shows it: the key, the name and the value written with its sign. */
export interface WhyTermView {
  key: string;
  name: string;
  valueText: string;
}

/** The most terms a card keeps (a stored message cannot make a card grow without end). */
export const MAX_WHY_TERMS = 24;

/** Terms read back from stored roll options: anything malformed is left out, never NaN. */
export function readWhyTerms(value: unknown): WhyTerm[] {
  if (!Array.isArray(value)) return [];
  const out: WhyTerm[] = [];
  for (const t of value.slice(0, MAX_WHY_TERMS)) {
    if (typeof t !== "object" || t === null) continue;
    const { key, value: v, name, plain } = t as Record<string, unknown>;
    if (typeof key !== "string" || !key.startsWith("ANTHOLOGY.") || typeof v !== "number" || !Number.isFinite(v)) continue;
    out.push({ key, value: v, ...(typeof name === "string" && name !== "" ? { name } : {}), ...(plain === true ? { plain } : {}) });
  }
  return out;
}

/** The views of terms; the first term (where the roll starts) and plain terms are written without a sign. */
export function whyTermViews(terms: readonly WhyTerm[]): WhyTermView[] {
  return terms.map((t, i) => ({ key: t.key, name: t.name ?? "", valueText: i === 0 || t.plain ? String(t.value) : signed(t.value) }));
}

/**
 * A ruleset's terms after the roll dialog: a change the player made there is a term of its own ("Changed in the
 * roll dialog"); `null` (the terms no longer describe the roll) leaves the card to the family's own terms.
 */
export function whyAfterDialog(terms: readonly WhyTerm[], shift: number | null): WhyTerm[] | undefined {
  if (shift === null) return undefined;
  return shift === 0 ? [...terms] : [...terms, { key: "ANTHOLOGY.Dice.Why.dialog", value: shift }];
}
