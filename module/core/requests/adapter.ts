/**
 * GM roll requests (README "GM roll requests"): what a ruleset tells the core about the checks a GM may ask players
 * for. The core posts the cards, carries the click and fills in the GM's card; the ruleset knows its checks, its
 * difficulty, the exact chance (the dice room's odds, module/dice/rules/) and how its roll goes through the dice
 * room's pipeline (module/dice/flow/pipeline.ts).
 */
import type { RulesetId } from "../ruleset-ids.js";
import { format, localize } from "../foundry/i18n.js";

export interface RollRequestCheck {
  id: string;
  /** Localized name. */
  label: string;
}

export interface RollRequestAdapter {
  ruleset: RulesetId;
  /** The checks the GM can ask for. */
  checks(): RollRequestCheck[];
  /** The difficulty the GM sets: its localization key, default and bounds (a DC, a modifier, a target number). */
  difficulty: { label: string; initial: number; min: number; max: number };
  /**
   * The difficulty as the ruleset names it, localized, for the GM's confirmation and the cards: "DC: 14",
   * "Difficulty: 8 · Difficult", "Difficulty: −3" (a modifier signed with the true minus, as every card prints it).
   */
  describeDifficulty(difficulty: number): string;
  /**
   * Localization key of one line of the GM's confirmation, with {name} and {chance}: what `chance` is the chance of,
   * in the ruleset's words ("Toromeen: 35.0% chance of success"). Without it, ANTHOLOGY.Request.ChanceLine.
   */
  chanceLine?: string;
  /** Whether this actor can roll this check. */
  canRoll(actor: Actor.Implementation, check: string): boolean;
  /** The exact chance that this actor succeeds against this difficulty, 0…1 (the dice room's odds), or null. */
  chance(actor: Actor.Implementation, check: string, difficulty: number): number | null;
  /**
   * The player's roll, through the dice room's pipeline, at once with the requested numbers (no dialog). A hidden
   * difficulty is null: the roll carries none, its card gives no verdict (Warden's secret DC, the roll-under
   * family's `hidden`) and the GM's client settles it. `flags` go on the roll's message.
   */
  roll(actor: Actor.Implementation, check: string, difficulty: number | null, flags: Record<string, unknown>): Promise<ChatMessage.Implementation | null>;
  /** On the GM's client: the roll's result against the kept difficulty, from the roll message's own Roll. */
  settle(actor: Actor.Implementation, check: string, difficulty: number, message: ChatMessage.Implementation): { total: number; success: boolean } | null;
  /** A line the GM's card adds for the whole group (G&M group effort), or null. */
  group?(actors: readonly Actor.Implementation[], check: string, difficulty: number): string | null;
}

const adapters = new Map<RulesetId, RollRequestAdapter>();

export function registerRollRequestAdapter(adapter: RollRequestAdapter): void {
  adapters.set(adapter.ruleset, adapter);
}

export function rollRequestAdapter(ruleset: RulesetId): RollRequestAdapter | null {
  return adapters.get(ruleset) ?? null;
}

/** "Difficulty: 8 · Difficult", "DC: 14": the label (a localization key) and the value as the ruleset names it. */
export function difficultyPhrase(labelKey: string, value: string): string {
  return format("ANTHOLOGY.Request.Difficulty", { label: localize(labelKey), value });
}

/** A number and its name in the ruleset's table of difficulties ("8 · Difficult", "−2 · Very difficult"). */
export function namedDifficulty(value: string, nameKey: string | null): string {
  return nameKey ? format("ANTHOLOGY.Request.NamedDifficulty", { value, name: localize(nameKey) }) : value;
}
