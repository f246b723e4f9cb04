/**
 * A PC's scar: the Scars entry for the HP before the blow, its follow-up rolls made with Foundry dice, the
 * numbers it changes applied now or kept as pending until their moment (once mended, upon recovery...).
 */
import { updateDocument } from "../../../core/foundry/updates.js";
import { WARDEN_AVERAGE_DC } from "../rules/check.js";
import { wardenResolveScar, type WardenScarOutcome } from "../rules/scars.js";
import { addMarks, applyWardenChanges } from "../flows/apply-changes.js";
import { wardenNumbersOf, wardenPending, wardenSystem } from "../data/numbers.js";
import { postWardenCard } from "../chat/cards.js";
import { rollWardenAdvantage } from "./dice-api.js";
import { withFoundryDice } from "./foundry-roller.js";
import { changeLines } from "../chat/change-lines.js";

export async function wardenScarFlow(
  actor: Actor.Implementation,
  entry: number,
  { wilSavePassed }: { wilSavePassed?: boolean } = {},
): Promise<WardenScarOutcome> {
  const numbers = wardenNumbersOf(actor);
  const { result, roll } = await withFoundryDice((r) => wardenResolveScar({ entry, roll: r, numbers, wilSavePassed }));
  if (!result.needsWilSave) {
    const marks = result.statuses.filter((s) => s !== "deprived");
    if (result.statuses.includes("deprived")) await updateDocument(actor, { "system.deprived": true });
    if (marks.length) await addMarks(actor, marks);
    if (result.timing === "now") await applyWardenChanges(actor, result.changes);
    else if (Object.keys(result.changes).length) {
      const pending = [...wardenPending(actor), { kind: "scar", id: result.id, timing: result.timing, changes: result.changes }];
      await updateDocument(actor, { "system.pending": pending });
    }
  }
  await postWardenCard(
    "scar",
    {
      actorName: actor.name ?? "",
      actorUuid: actor.uuid,
      entry: result.entry,
      id: result.id,
      detail: result.detail,
      rolls: result.rolls,
      timing: result.timing,
      changes: changeLines(result.changes),
      needsWilSave: result.needsWilSave,
      statuses: result.statuses,
    },
    actor,
    [roll],
    { actorUuid: actor.uuid, entry: result.entry },
  );
  return result;
}

/** Scars entries 8 and 10: the WIL save (against the Warden's DC), then the entry's follow-up. */
export async function wardenScarSaveFlow(actor: Actor.Implementation, entry: number, skipDialog = false): Promise<WardenScarOutcome | null> {
  const s = wardenSystem(actor);
  const out = await rollWardenAdvantage({
    actor,
    label: game.i18n!.localize("ANTHOLOGY.Warden.Check.wilSave"),
    modifier: s.wil.value,
    dc: WARDEN_AVERAGE_DC,
    role: "target",
    skipDialog,
  });
  if (!out) return null;
  return wardenScarFlow(actor, entry, { wilSavePassed: out.evaluation.success === true });
}
