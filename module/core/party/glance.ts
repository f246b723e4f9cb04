/**
 * What a GM glances at for one member of the party (README "The party"), provided by the member's own ruleset
 * (`RulesetDefinition.partyGlance`): its health-like numbers as bars, and its most-asked checks with the exact
 * chance against the ruleset's typical difficulty (the roll request adapter's own `chance`, the dice room's odds).
 */
import type { RollRequestAdapter } from "../requests/adapter.js";
import { localize } from "../foundry/i18n.js";

export interface PartyGlanceBar {
  /** Localized name ("Survival", "Toughness"). */
  label: string;
  value: number;
  max: number;
}

export interface PartyGlanceRoll {
  /** The request check's id, so the sheet can ask for it. */
  check: string;
  /** Localized name. */
  label: string;
  /** 0…1, or null when this actor cannot roll it. */
  chance: number | null;
}

export interface PartyGlance {
  bars: PartyGlanceBar[];
  rolls: PartyGlanceRoll[];
  /** The typical difficulty the chances are against, as the ruleset names it ("DC: 20", "Difficulty: 0"). */
  difficulty: string;
}

/** A `{value, max}` of the prepared system data at `path` (a token bar's shape), or null when it is not one. */
export function barAt(system: unknown, path: string, labelKey: string): PartyGlanceBar | null {
  const bar = foundry.utils.getProperty(system as object, path) as { value?: unknown; max?: unknown } | undefined;
  const value = Number(bar?.value);
  const max = Number(bar?.max);
  return Number.isFinite(value) && Number.isFinite(max) ? { label: localize(labelKey), value, max } : null;
}

/** The checks (by request id) with this actor's exact chance against the adapter's typical difficulty. */
export function glanceRolls(
  adapter: RollRequestAdapter,
  actor: Actor.Implementation,
  checks: readonly string[],
): { rolls: PartyGlanceRoll[]; difficulty: string } {
  const labels = new Map(adapter.checks().map((c) => [c.id, c.label]));
  const difficulty = adapter.difficulty.initial;
  const rolls = checks.map((check) => ({
    check,
    label: labels.get(check) ?? check,
    chance: adapter.canRoll(actor, check) ? adapter.chance(actor, check, difficulty) : null,
  }));
  return { rolls, difficulty: adapter.describeDifficulty(difficulty) };
}
