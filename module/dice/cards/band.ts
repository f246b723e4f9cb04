/**
 * The result band at the top of every roll card (README "Chat cards"): the outcome in one word and its notes
 * (made by, missed by, botch, natural 1/20, hit, saved, damage). Pure: localization keys and values the rules
 * computed, never sentences and never arithmetic.
 */
export type BandTone = "success" | "failure" | "botch" | "neutral";

/** One note after the outcome: a key, localized with `{value}`. */
export interface BandNote {
  key: string;
  value?: number | string;
  /** A second value for the key, `{of}` ("total {value} of {of}"). */
  of?: number | string;
  /** A class for the note (e.g. "natural1"). */
  tone?: string;
}

export interface ResultBand {
  tone: BandTone;
  /** The outcome's localization key ("Success", "Botch", "Hit"…). */
  key: string;
  /** A value for the outcome's key (a degree's successes, a damage total). */
  value?: number | string;
  notes: BandNote[];
}

/** Notes that apply, in order (a false entry is left out). */
export function bandNotes(...notes: (BandNote | false | null | undefined)[]): BandNote[] {
  return notes.filter((n): n is BandNote => Boolean(n));
}
