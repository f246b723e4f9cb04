/**
 * A PC's scar: the Scars entry for the HP before the blow, its follow-up rolls made with Foundry dice, the
 * numbers it changes applied now or kept as pending until their moment (once mended, upon recovery...).
 */
import { WARDEN_AVERAGE_DC } from "../rules/check.js";
import { wardenResolveScar, type WardenScarOutcome } from "../rules/scars.js";
import { applyWardenOutcome, wardenNow, wardenOutcomeNames } from "../flows/apply-changes.js";
import { wardenScarChanges } from "../rules/state-outcome.js";
import { wardenNumbersOf, wardenSystem } from "../data/numbers.js";
import { postWardenCard } from "../chat/cards.js";
import { rollWardenAdvantage } from "./dice-api.js";
import { withFoundryDice } from "./foundry-roller.js";
import { changeLines } from "../chat/change-lines.js";
import { localize } from "../../../core/foundry/i18n.js";

export async function wardenScarFlow(
  actor: Actor.Implementation,
  entry: number,
  { wilSavePassed }: { wilSavePassed?: boolean } = {},
): Promise<WardenScarOutcome> {
  const numbers = wardenNumbersOf(actor);
  const { result, roll } = await withFoundryDice((r) => wardenResolveScar({ entry, roll: r, numbers, wilSavePassed }));
  // One whole outcome (CONTRIBUTING "Whole outcomes"): the marks, the changes due now or kept as pending, the Fatigue
  // they add, then the card; a refused outcome writes nothing and posts no card.
  const card = () =>
    postWardenCard(
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
  await applyWardenOutcome(actor, wardenScarChanges(wardenNow(actor), result, wardenOutcomeNames()), [card]);
  return result;
}

/** Scars entries 8 and 10: the WIL save (against the Warden's DC), then the entry's follow-up. */
export async function wardenScarSaveFlow(actor: Actor.Implementation, entry: number, skipDialog = false): Promise<WardenScarOutcome | null> {
  const s = wardenSystem(actor);
  const out = await rollWardenAdvantage({
    actor,
    label: localize("ANTHOLOGY.Warden.Check.wilSave"),
    modifier: s.wil.value,
    dc: WARDEN_AVERAGE_DC,
    role: "target",
    skipDialog,
  });
  if (!out) return null;
  return wardenScarFlow(actor, entry, { wilSavePassed: out.evaluation.success === true });
}
