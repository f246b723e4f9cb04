/**
 * Applies the numbers a scar or mishap changes (a pure `WardenChanges`), Fatigue and marks to a Warden actor, each as
 * one whole outcome from the pure rules (`rules/state-outcome.ts`) written once by `applyOutcome` (CONTRIBUTING
 * "Whole outcomes"): a refused outcome writes nothing.
 */
import { applyOutcome } from "../../../core/outcome/apply-outcome.js";
import { outcomeIsEmpty, type Outcome } from "../../../core/rules/outcome.js";
import type { WardenChanges } from "../rules/effects.js";
import {
  wardenChangesOutcome,
  wardenFatigueOutcome,
  wardenMarksOutcome,
  type WardenActorNow,
  type WardenOutcomeNames,
  type WardenOutcomeWithDrop,
} from "../rules/state-outcome.js";
import { baseSlots, wardenNumbersOf, wardenPending, wardenSystem } from "../data/numbers.js";
import { isWardenCharacter } from "../data/types.js";
import { syncAttributeStates } from "./states.js";
import { format, localize } from "../../../core/foundry/i18n.js";

/** What the pure outcome rules read of the actor as it is now. */
export function wardenNow(actor: Actor.Implementation): WardenActorNow {
  const s = wardenSystem(actor);
  return {
    numbers: wardenNumbersOf(actor),
    character: isWardenCharacter(actor),
    baseSlots: baseSlots(),
    free: s.inventory.free,
    marks: s.marks,
    pending: wardenPending(actor),
  };
}

/** The names the outcomes give the documents they create, localized. */
export function wardenOutcomeNames(): WardenOutcomeNames {
  return { fatigue: localize("TYPES.Item.wardenFatigue") };
}

/**
 * Writes an outcome with items to drop: once, then (when written) says how many items must be dropped and lets the
 * attribute statuses catch up. Returns the items to drop, or null when the outcome was refused or a write failed.
 */
export async function applyWardenOutcome(
  actor: Actor.Implementation,
  { outcome, mustDrop }: WardenOutcomeWithDrop,
  cards: Outcome["cards"] = [],
): Promise<number | null> {
  // Nothing to write and nothing to post: nothing to ask of the actor (or of the user's permissions).
  if (outcomeIsEmpty(outcome) && !cards?.length) return mustDrop;
  const applied = await applyOutcome(actor, { ...outcome, cards });
  if (!applied.ok) return null;
  if (mustDrop > 0) ui.notifications?.warn(format("ANTHOLOGY.Warden.Warn.MustDrop", { name: actor.name ?? "", count: String(mustDrop) }));
  // The statuses of attributes at 0 follow the numbers through the updateActor hook (flows/states.ts); wait for that queue.
  await syncAttributeStates(actor);
  return mustDrop;
}

/** Adds `count` Fatigue items (one slot each). Returns how many items must be dropped for lack of room (null: refused). */
export async function addFatigue(actor: Actor.Implementation, count: number, source: string): Promise<number | null> {
  return applyWardenOutcome(actor, wardenFatigueOutcome(wardenNow(actor), count, wardenOutcomeNames(), source));
}

/** Adds marks (scar statuses, mishap marks) not already there. */
export async function addMarks(actor: Actor.Implementation, marks: readonly string[]): Promise<void> {
  await applyWardenOutcome(actor, { outcome: wardenMarksOutcome(wardenNow(actor), marks), mustDrop: 0 });
}

/** Applies the changes; returns how many items must be dropped for the Fatigue they added (0 when none, null: refused). */
export async function applyWardenChanges(actor: Actor.Implementation, changes: WardenChanges, fatigueSource = "event"): Promise<number | null> {
  return applyWardenOutcome(actor, wardenChangesOutcome(wardenNow(actor), changes, wardenOutcomeNames(), fatigueSource));
}
