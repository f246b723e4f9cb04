/**
 * Applies the numbers a scar or mishap changes (a pure `WardenChanges`) to a Warden actor: HP and attribute
 * maxima and values, slots, armor bonus, Fatigue items, and marks.
 */
import { createEmbedded } from "../../../core/foundry/updates.js";
import { updateDocument } from "../../../core/foundry/updates.js";
import { wardenApplyChanges, type WardenChanges } from "../rules/effects.js";
import { wardenFatigueItems, wardenNumbersUpdate } from "../rules/numbers-update.js";
import { baseSlots, wardenNumbersOf, wardenSystem } from "../data/numbers.js";
import { syncAttributeStates } from "./states.js";

/** Adds `count` Fatigue items (one slot each). Returns how many items must be dropped for lack of room. */
export async function addFatigue(actor: Actor.Implementation, count: number, source: string): Promise<number> {
  const n = Math.max(0, Math.floor(count));
  if (n === 0) return 0;
  const free = wardenSystem(actor).inventory.free;
  await createEmbedded(actor, "Item", wardenFatigueItems(n, { name: game.i18n!.localize("TYPES.Item.wardenFatigue"), source }));
  const mustDrop = Math.max(0, n - free);
  if (mustDrop > 0) ui.notifications?.warn(game.i18n!.format("ANTHOLOGY.Warden.Warn.MustDrop", { name: actor.name ?? "", count: String(mustDrop) }));
  return mustDrop;
}

/** Adds marks (scar statuses, mishap marks) not already there. */
export async function addMarks(actor: Actor.Implementation, marks: readonly string[]): Promise<void> {
  const current = wardenSystem(actor).marks;
  const next = [...new Set([...current, ...marks])];
  if (next.length !== current.length) await updateDocument(actor, { "system.marks": next });
}

/** Applies the changes; returns how many items must be dropped for the Fatigue they added (0 when none). */
export async function applyWardenChanges(actor: Actor.Implementation, changes: WardenChanges, fatigueSource = "event"): Promise<number> {
  const before = wardenNumbersOf(actor);
  const after = wardenApplyChanges(before, changes);
  const update = wardenNumbersUpdate(before, after, { creature: (actor.type as string) === "wardenCreature", baseSlots: baseSlots() });
  if (Object.keys(update).length) {
    await updateDocument(actor, update);
    await syncAttributeStates(actor);
  }
  return after.fatigue > before.fatigue ? addFatigue(actor, after.fatigue - before.fatigue, fatigueSource) : 0;
}
