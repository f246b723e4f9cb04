/**
 * Rest from the sheet (004 "Regaining survival and healing injuries", "Using verve"): a night's rest
 * with its health roll, a full day's rest, the morning's verve and verve from a non-conflict encounter.
 */
import { announce } from "../../../core/events.js";
import { updateDocument } from "../../../core/foundry/updates.js";
import { applyOutcome } from "../../../core/outcome/apply-outcome.js";
import type { Outcome } from "../../../core/rules/outcome.js";
import { gmDayRest, gmEncounterVerve, gmMorningVerve, gmNightRest } from "../rules/survival/rest.js";
import type { GmRestResult } from "../rules/survival/rest.js";
import type { GmCharacterActor } from "../data/view.js";
import { gmRollCheck } from "../rolls/check.js";
import { gmDeathCancelled } from "../rules/survival/death.js";
import { gmNote } from "../rolls/damage.js";

/**
 * A rest's whole outcome (CONTRIBUTING "Whole outcomes"): survival and injuries, and, when every injury is healed in
 * time, death cancelled with them (004 "A time to die": a dying character whose injuries are now 0 stops dying), as
 * one actor update; the card saying death was cancelled follows only once that update was written.
 */
function gmRestOutcome(actor: GmCharacterActor, r: GmRestResult): Outcome {
  const s = actor.system;
  const cancelled = s.state.dying && gmDeathCancelled(r.injuries);
  return {
    actor: {
      "system.survival.value": r.survival,
      "system.injuries": r.injuries,
      ...(cancelled ? { "system.state.dying": false, "system.state.deathTime": 0 } : {}),
    },
    cards: cancelled ? [() => gmNote(actor, "ANTHOLOGY.GM.Death.Cancelled", { name: actor.name })] : [],
  };
}

function restInput(actor: GmCharacterActor, healInjury?: boolean) {
  const n = actor.system.numbers;
  return {
    survival: n.survival.value,
    maxSurvival: n.survival.max,
    injuries: n.injuries,
    level: n.level,
    healInjury,
    unhealable: actor.system.aging.unhealable,
  };
}

/** A night's rest: health roll (with the injury penalty; an assistant's field bonus can be chosen in the dialog). */
export async function gmNightRestAction(actor: GmCharacterActor, options: { skipDialog?: boolean; healInjury?: boolean } = {}): Promise<boolean> {
  const roll = await gmRollCheck(actor, { kind: "reaction", key: "health", skipDialog: options.skipDialog, purpose: "rest" });
  if (!roll) return false;
  const r = gmNightRest({ ...restInput(actor, options.healInjury), healthRollSucceeded: roll.evaluation.success });
  const applied = await applyOutcome(actor, gmRestOutcome(actor, r));
  if (!applied.ok) return false;
  announce("restTaken", actor, { ruleset: "gm", kind: "night" });
  return true;
}

export async function gmDayRestAction(actor: GmCharacterActor, healInjury?: boolean): Promise<boolean> {
  const r = gmDayRest(restInput(actor, healInjury));
  const applied = await applyOutcome(actor, gmRestOutcome(actor, r));
  if (!applied.ok) return false;
  announce("restTaken", actor, { ruleset: "gm", kind: "day" });
  return true;
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
