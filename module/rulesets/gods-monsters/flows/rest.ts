/**
 * Rest from the sheet (004 "Regaining survival and healing injuries", "Using verve"): a night's rest
 * with its health roll, a full day's rest, the morning's verve and verve from a non-conflict encounter.
 */
import { announce } from "../../../core/events.js";
import { updateDocument } from "../../../core/foundry/updates.js";
import { gmDayRest, gmEncounterVerve, gmMorningVerve, gmNightRest } from "../rules/survival/rest.js";
import type { GmCharacterActor } from "../data/view.js";
import { gmRollCheck } from "../rolls/check.js";
import { gmDeathCancelled } from "../rules/survival/death.js";
import { gmNote } from "../rolls/damage.js";

/**
 * Healing every injury in time cancels death (004 "A time to die"): a dying character whose
 * injuries are now 0 stops dying; a card says so. Returns whether death was cancelled.
 */
export async function gmCancelDeathIfHealed(actor: GmCharacterActor): Promise<boolean> {
  const s = actor.system;
  if (!s.state.dying || !gmDeathCancelled(s.injuries)) return false;
  await updateDocument(actor, { "system.state.dying": false, "system.state.deathTime": 0 });
  await gmNote(actor, "ANTHOLOGY.GM.Death.Cancelled", { name: actor.name });
  return true;
}

function restInput(actor: GmCharacterActor, healInjury?: boolean) {
  const n = actor.system.numbers;
  return { survival: n.survival.value, maxSurvival: n.survival.max, injuries: n.injuries, level: n.level, healInjury, unhealable: actor.system.aging.unhealable };
}

/** A night's rest: health roll (with the injury penalty; an assistant's field bonus can be chosen in the dialog). */
export async function gmNightRestAction(actor: GmCharacterActor, options: { skipDialog?: boolean; healInjury?: boolean } = {}): Promise<boolean> {
  const roll = await gmRollCheck(actor, { kind: "reaction", key: "health", skipDialog: options.skipDialog, purpose: "rest" });
  if (!roll) return false;
  const r = gmNightRest({ ...restInput(actor, options.healInjury), healthRollSucceeded: roll.evaluation.success });
  await updateDocument(actor, { "system.survival.value": r.survival, "system.injuries": r.injuries });
  await gmCancelDeathIfHealed(actor);
  announce("restTaken", actor, { ruleset: "gm", kind: "night" });
  return true;
}

export async function gmDayRestAction(actor: GmCharacterActor, healInjury?: boolean): Promise<void> {
  const r = gmDayRest(restInput(actor, healInjury));
  await updateDocument(actor, { "system.survival.value": r.survival, "system.injuries": r.injuries });
  await gmCancelDeathIfHealed(actor);
  announce("restTaken", actor, { ruleset: "gm", kind: "day" });
}

export async function gmNewDayAction(actor: GmCharacterActor): Promise<void> {
  await updateDocument(actor, { "system.verve.value": gmMorningVerve(actor.system.numbers.verve.max) });
  announce("restTaken", actor, { ruleset: "gm", kind: "morning" });
}

export async function gmEncounterAction(actor: GmCharacterActor): Promise<void> {
  const n = actor.system.numbers;
  await updateDocument(actor, { "system.verve.value": gmEncounterVerve(n.verve.value, n.verve.max, n.level) });
  announce("restTaken", actor, { ruleset: "gm", kind: "encounter" });
}
