/**
 * The GM sends a roll request (README "GM roll requests"): for the chosen actors, a check and a difficulty, shown or
 * hidden. Before anything is posted the GM has each actor's exact chance (`requestChances`, shown in the request
 * dialog); the public card carries no hidden difficulty, not even in its flags.
 */
import { rollRequestAdapter, type RollRequestAdapter } from "./adapter.js";
import { postGmRequest, postPublicRequest, type GmRequestFlags, type RequestLabels } from "./cards.js";
import type { RulesetId } from "../ruleset-ids.js";
import { localize } from "../foundry/i18n.js";

export interface RollRequestInput {
  ruleset: RulesetId;
  actors: readonly Actor.Implementation[];
  check: string;
  difficulty: number;
  hidden: boolean;
}

export interface RequestChance {
  actor: Actor.Implementation;
  chance: number | null;
}

/** The check's name and the difficulty as the ruleset names it; no difficulty (null) for the public card of a hidden one. */
export function requestLabels(adapter: RollRequestAdapter, check: string, difficulty: number | null): RequestLabels {
  const label = adapter.checks().find((c) => c.id === check)?.label ?? check;
  return { check: label, difficultyText: difficulty === null ? null : adapter.describeDifficulty(difficulty) };
}

/** The difficulty held to the ruleset's bounds (a whole number). */
export function requestDifficulty(adapter: RollRequestAdapter, value: unknown): number {
  const n = Math.round(Number(value));
  if (!Number.isFinite(n)) return adapter.difficulty.initial;
  return Math.min(adapter.difficulty.max, Math.max(adapter.difficulty.min, n));
}

/** Each actor that can roll the check, with its exact chance against the difficulty. */
export function requestChances(input: RollRequestInput): RequestChance[] {
  const adapter = rollRequestAdapter(input.ruleset);
  if (!adapter) return [];
  const difficulty = requestDifficulty(adapter, input.difficulty);
  return input.actors.filter((a) => adapter.canRoll(a, input.check)).map((actor) => ({ actor, chance: adapter.chance(actor, input.check, difficulty) }));
}

/** GM only: posts the public card and the GM's card. Null when refused (not a GM, nobody can roll it). */
export async function sendRollRequest(
  input: RollRequestInput,
): Promise<{ message?: ChatMessage.Implementation; gmMessage?: ChatMessage.Implementation } | null> {
  const adapter = rollRequestAdapter(input.ruleset);
  if (!game.user?.isGM || !adapter) {
    ui.notifications?.warn(localize("ANTHOLOGY.Request.GmOnly"));
    return null;
  }
  const chances = requestChances(input);
  if (chances.length === 0) {
    ui.notifications?.warn(localize("ANTHOLOGY.Request.NoActors"));
    return null;
  }
  const difficulty = requestDifficulty(adapter, input.difficulty);
  const id = foundry.utils.randomID();
  const names = new Map(chances.map((c) => [c.actor.uuid, c.actor.name ?? ""]));
  const actors = chances.map((c) => c.actor.uuid);
  const shown = input.hidden ? null : difficulty;
  const message = await postPublicRequest(
    { id, ruleset: input.ruleset, check: input.check, difficulty: shown, hidden: input.hidden, actors },
    requestLabels(adapter, input.check, shown),
    names,
  );
  const gmFlags: GmRequestFlags = {
    id,
    ruleset: input.ruleset,
    check: input.check,
    difficulty,
    hidden: input.hidden,
    rows: chances.map((c) => ({ uuid: c.actor.uuid, name: c.actor.name ?? "", chance: c.chance, total: null, success: null })),
    group:
      adapter.group?.(
        chances.map((c) => c.actor),
        input.check,
        difficulty,
      ) ?? null,
  };
  const gmMessage = await postGmRequest(gmFlags, requestLabels(adapter, input.check, difficulty));
  return { message, gmMessage };
}
