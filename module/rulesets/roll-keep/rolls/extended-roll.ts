/**
 * Extended actions on an actor: started from the sheet (what is rolled, against what, how many successes in
 * all, optionally per round and a limit of rounds), rolled round by round through the dice room's keep roll
 * (its card shows the running total), recorded on the actor by the pure rules, and announced in chat when
 * they end (done, failed or botched).
 */
import { updateDocument } from "../../../core/foundry/updates.js";
import { postChatCard } from "../../../core/chat/post-card.js";
import { validateKeepInput } from "../../../dice/rules/index.js";
import type { RkExtendedSetup } from "../dialogs/extended-form.js";
import { rkChosenSpecialities, rkPoolFor } from "../rules/action.js";
import type { RkAttribute } from "../rules/attributes.js";
import { rkExtendedProgress, rkExtendedRecord, rkExtendedStart, type RkExtendedAction, type RkExtendedProgress } from "../rules/extended.js";
import { rkWorldColourLinks } from "../settings.js";
import { rkRollKeep, type RkKeepOutcome } from "./dice-api.js";
import { rkExtendedRoundExtension, rkExtendedStartExtension } from "./extended-extension.js";
import { rkActionLabel, rkFormat } from "./labels.js";
import { rkUserRollMode } from "./roll-mode.js";
import { rkMayAct } from "./may-act.js";
import { rkViewOf } from "./targets.js";
import { rkWoundedDifficulty } from "../rules/wounds.js";
import { isRkActor } from "../data/types.js";
import { rkCard, type RkCardExtendedEnd } from "../data/card.js";
import { format, localize } from "../../../core/foundry/i18n.js";

export const RK_EXTENDED_CARD = "systems/anthology/templates/roll-keep/chat/extended-card.hbs";
export { RK_EXTENDED_ROUND_TEMPLATE } from "./extended-extension.js";

/** An extended action as stored on the actor (`system.extended`). */
export interface RkStoredExtended extends RkExtendedAction {
  id: string;
  label: string;
  attribute: RkAttribute;
  specialityIds: string[];
  difficulty: number;
}

export function rkStoredExtended(actor: Actor.Implementation): RkStoredExtended[] {
  if (!isRkActor(actor)) return [];
  const list = actor.system.extended;
  return (foundry.utils.deepClone(list) as RkStoredExtended[]).filter((e) => typeof e === "object" && e !== null);
}

async function save(actor: Actor.Implementation, list: RkStoredExtended[]): Promise<void> {
  await updateDocument(actor, { "system.extended": list });
}

/**
 * Starts a new extended action: its set-up is asked in the dice room's keep dialog of its first round (the one
 * pipeline, `rkExtendedStartExtension`); Roll stores the action on the actor with that round recorded (and announces
 * its end if the round ended it), Cancel or closing stores and rolls nothing.
 */
export async function rkStartExtended(actor: Actor.Implementation, preset: { attribute?: RkAttribute } = {}): Promise<RkStoredExtended | null> {
  if (!rkMayAct(actor)) return null;
  const view = rkViewOf(actor);
  const id = foundry.utils.randomID();
  const labelOf = (setup: RkExtendedSetup) => setup.label || rkActionLabel(setup.attribute, rkChosenSpecialities(view.specialities, setup.specialityIds));
  // The set-up rolled: the pipeline asks the card for it once the dialog closes.
  const picked: { setup: RkExtendedSetup | null } = { setup: null };
  const extension = rkExtendedStartExtension({
    view,
    links: rkWorldColourLinks(),
    attribute: preset.attribute ?? "intelligence",
    card: (setup) => {
      picked.setup = setup;
      return { label: labelOf(setup), flavor: rkFormat("ANTHOLOGY.RollKeep.Extended.roundFlavor", { round: 1 }), data: rkCard({ extended: { id } }) };
    },
  });
  const outcome = await rkRollKeep({
    actor,
    label: format("ANTHOLOGY.RollKeep.Extended.newTitle", { name: actor.name ?? "" }),
    ...extension.apply(extension.options),
    rollMode: rkUserRollMode(),
    extension,
  });
  const setup = picked.setup;
  if (!outcome || !setup) return null;
  const entry: RkStoredExtended = {
    ...rkExtendedStart(setup),
    id,
    label: labelOf(setup),
    attribute: setup.attribute,
    specialityIds: rkChosenSpecialities(view.specialities, setup.specialityIds).map((s) => s.id),
    difficulty: setup.difficulty,
  };
  const next: RkStoredExtended = { ...entry, ...rkExtendedRecord(entry, { successes: outcome.evaluation.successes, botch: outcome.evaluation.botch }) };
  await save(actor, [...rkStoredExtended(actor), next]);
  const progress = rkExtendedProgress(next);
  if (progress.status !== "ongoing") await announceEnd(actor, next, progress, progress.status);
  return next;
}

/** Removes an extended action from the actor. */
export async function rkRemoveExtended(actor: Actor.Implementation, id: string): Promise<void> {
  if (!rkMayAct(actor)) return;
  await save(
    actor,
    rkStoredExtended(actor).filter((e) => e.id !== id),
  );
}

/** Rolls the next round of an extended action and records it; announces the end in chat. */
export async function rkRollExtendedRound(
  actor: Actor.Implementation,
  id: string,
  options: { skipDialog?: boolean } = {},
): Promise<{ outcome: RkKeepOutcome; progress: RkExtendedProgress } | null> {
  if (!rkMayAct(actor)) return null;
  const list = rkStoredExtended(actor);
  const entry = list.find((e) => e.id === id);
  if (!entry) return null;
  const before = rkExtendedProgress(entry);
  if (before.status !== "ongoing") {
    ui.notifications?.warn(localize("ANTHOLOGY.RollKeep.Warn.extendedOver"));
    return null;
  }
  const view = rkViewOf(actor);
  const specialities = rkChosenSpecialities(view.specialities, entry.specialityIds);
  const pool = rkPoolFor(view, entry.attribute, specialities.length, rkWorldColourLinks());
  // Wounds raise each round's difficulty as the character stands now (a table option, rules/wounds.ts), refused past 10.
  const wounded = rkWoundedDifficulty(entry.difficulty, view.woundPenalty);
  const error =
    pool.roll < 1
      ? "ANTHOLOGY.RollKeep.Warn.noDice"
      : !wounded.reachable
        ? "ANTHOLOGY.RollKeep.Warn.woundUnreachable"
        : validateKeepInput({ roll: pool.roll, keep: Math.max(1, pool.keep), difficulty: wounded.difficulty });
  if (error) {
    ui.notifications?.warn(localize(error));
    return null;
  }
  const label = entry.label || rkActionLabel(entry.attribute, specialities);
  const round = before.roundsRolled + 1;
  // The pool and difficulty are the stored action's: the dice room's keep dialog shows them (not editable), this
  // round's chance and the chance of reaching the total by each coming round; the player chooses the roll mode.
  const extension = rkExtendedRoundExtension({ action: entry, pool, difficulty: wounded.difficulty, penalty: wounded.penalty, total: before.total });
  const outcome = await rkRollKeep({
    actor,
    label,
    flavor: rkFormat("ANTHOLOGY.RollKeep.Extended.roundFlavor", { round }),
    ...extension.apply(extension.options),
    skipDialog: options.skipDialog,
    rollMode: rkUserRollMode(),
    extension,
    card: rkCard({ extended: { id: entry.id } }),
  });
  if (!outcome) return null;
  const next: RkStoredExtended = { ...entry, ...rkExtendedRecord(entry, { successes: outcome.evaluation.successes, botch: outcome.evaluation.botch }) };
  await save(
    actor,
    list.map((e) => (e.id === id ? next : e)),
  );
  const progress = rkExtendedProgress(next);
  if (progress.status !== "ongoing") await announceEnd(actor, next, progress, progress.status);
  return { outcome, progress };
}

async function announceEnd(
  actor: Actor.Implementation,
  entry: RkStoredExtended,
  progress: RkExtendedProgress,
  status: RkCardExtendedEnd["status"],
): Promise<void> {
  await postChatCard({
    template: RK_EXTENDED_CARD,
    actor,
    context: {
      actorName: actor.name ?? "",
      label: entry.label,
      status: progress.status,
      total: progress.total,
      required: entry.required,
      rounds: entry.rounds.map((r, i) => ({ number: i + 1, successes: r.successes, botch: r.botch })),
    },
    card: rkCard({ extendedEnd: { id: entry.id, status } }),
  });
}
