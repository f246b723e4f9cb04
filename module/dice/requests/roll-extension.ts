import type { WhyTerm } from "../cards/why.js";

/**
 * A ruleset's part of a roll dialog: its own fields (a template the dice room renders inside its dialog) and how
 * they change the family's numbers through the ruleset's pure rules. The dice room owns the dialog, the live
 * headline and exact chance, validation, the Roll and the card; the ruleset only describes.
 */
import type { ChatCardData } from "../../core/chat/card-data.js";

export interface RollExtension<O, S> {
  /** The ruleset's fields: a Handlebars template rendered with `context(options)` inside the dice dialog's form. */
  template: string;
  /** The options the dialog opens with. */
  options: O;
  /** The template's context for these options (choices, labels); values are escaped by Handlebars. */
  context(options: O): Record<string, unknown>;
  /** Read the form's values (strings, booleans) over the current options. Pure: bad values become defaults. */
  parse(raw: Record<string, unknown>, current: O): O;
  /** The family's settings for these options: the ruleset's pure rules (e.g. G&M's `gmRollTarget`). */
  apply(options: O): S;
  /** The headline for these settings, localized, instead of the family's (Shadow: "Accurate 13 − 2 = 11"). */
  headline?(settings: S, options: O): string;
  /**
   * The chance sentence under the formula, localized, instead of the family's; `chance` is the family's exact chance,
   * formatted (the Warden cast: "Chance the spell takes effect: 97.2%" for the pool's fewer than three matching dice).
   */
  chance?(chance: string, settings: S, options: O): string;
  /**
   * The percentage's sentence at the top, localized, instead of the family's ("87.5% chance of success"); `chance` is
   * the family's exact chance, formatted. R&K's contest side: "87.5% chance of at least one success", or the chance
   * to win when the roller knows the other side.
   */
  percent?(chance: string, settings: S, options: O): string;
  /** A line under the headline, localized, or "" (G&M: the chance with mojo bids), redrawn with it. */
  note?(settings: S, options: O): string;
  /**
   * A localization key when these options cannot be rolled (R&K: a typed difficulty outside 1–10, a pool with no
   * dice), else null. The dialog shows it and refuses to roll, as for the family's own limits, and so does the pipeline.
   */
  refuse?(options: O): string | null;
  /**
   * Redraw what the ruleset's own fields show for these options after an edit (R&K: the specialities marked as
   * related to the attribute chosen, a side's list ticked afresh): marks and ticks only, never numbers.
   */
  refresh?(form: HTMLFormElement, options: O): void;
  /**
   * What the card carries for the options chosen: its label when a field changes it, a flavor line, the data its chat
   * buttons read (`data`, the ruleset's card type and system, CONTRIBUTING "Chat cards"), and the pure rules' terms
   * for "Why this result".
   */
  card?(options: O): { label?: string; flavor?: string; data?: ChatCardData; why?: WhyTerm[] };
}

/** An extension with its option type forgotten (what the dialog and pipeline carry; methods are bivariant). */
export type AnyRollExtension<S> = RollExtension<unknown, S>;
