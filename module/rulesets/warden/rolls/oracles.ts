/** The Warden's quick rolls: reactions (2d6), the die of fate (d6), morale and retreat saves. */
import { isWardenCreature } from "../data/types.js";
import { updateDocument } from "../../../core/foundry/updates.js";
import { WARDEN_AVERAGE_DC } from "../rules/check.js";
import { wardenDieOfFate } from "../rules/fate.js";
import { type WardenMoraleTrigger } from "../rules/morale.js";
import { wardenReaction } from "../rules/reactions.js";
import { postWardenCard } from "../chat/cards.js";
import { wardenRollCheck } from "./check.js";
import { localize } from "../../../core/foundry/i18n.js";

export async function wardenRollReaction(): Promise<string> {
  const roll = await new Roll("2d6").evaluate();
  const id = wardenReaction(Number(roll.total));
  await postWardenCard("table", { title: "ANTHOLOGY.Warden.Reaction.Title", total: roll.total, result: `ANTHOLOGY.Warden.Reaction.${id}` }, null, [roll]);
  return id;
}

export async function wardenRollDieOfFate(): Promise<string> {
  const roll = await new Roll("1d6").evaluate();
  const id = wardenDieOfFate(Number(roll.total));
  // "4 or more generally favors the PCs": the band is green then, red on 3 or under.
  await postWardenCard(
    "table",
    { title: "ANTHOLOGY.Warden.Fate.Title", total: roll.total, result: `ANTHOLOGY.Warden.Fate.${id}`, tone: id === "favorable" ? "success" : "failure" },
    null,
    [roll],
  );
  return id;
}

/** A morale save (WIL, or the leader's WIL) against the Warden's DC; records the trigger as rolled. */
export async function wardenMoraleFlow(actor: Actor.Implementation, trigger: WardenMoraleTrigger, skipDialog = false): Promise<string | null> {
  // Morale is a creature's (003 "Morale"): its own WIL or its leader's.
  if (!isWardenCreature(actor)) return null;
  const s = actor.system;
  // The dialog of every Warden action or save (rolls/check-extension.ts), on WIL: the creature's own or its leader's.
  const out = await wardenRollCheck(actor, {
    attribute: "wil",
    score: s.moraleWil,
    kind: "save",
    label: `${localize("ANTHOLOGY.Warden.Check.morale")} (${localize(`ANTHOLOGY.Warden.Morale.${trigger}`)})`,
    dc: WARDEN_AVERAGE_DC,
    skipDialog,
  });
  if (!out) return null;
  // The dice room compares with the DC the Warden left in its dialog (TR > DC passes); no DC, no verdict.
  if (out.evaluation.success === null) return null;
  const result = out.evaluation.success ? "stands" : "flees";
  await updateDocument(actor, { "system.morale.checked": [...new Set([...s.morale.checked, trigger])] });
  // The save's own card above shows the TR and its dice; this one says what it means, with no number shown as a die.
  await postWardenCard(
    "table",
    { title: "ANTHOLOGY.Warden.Check.morale", total: "", result: `ANTHOLOGY.Warden.Morale.${result}`, tone: result === "stands" ? "success" : "failure" },
    actor,
  );
  return result;
}

/** Retreat: a DEX save (the Warden also judges whether there is a safe place to run to). */
export async function wardenRetreatFlow(actor: Actor.Implementation, skipDialog = false): Promise<boolean | null> {
  // The dialog of every Warden action or save (rolls/check-extension.ts): DEX, as a save, against the average DC.
  const out = await wardenRollCheck(actor, {
    attribute: "dex",
    kind: "save",
    label: localize("ANTHOLOGY.Warden.Check.retreat"),
    dc: WARDEN_AVERAGE_DC,
    skipDialog,
  });
  if (!out || out.evaluation.success === null) return null;
  const escaped = out.evaluation.success;
  // The save's own card above shows the TR and its dice; this one says what it means, with no number shown as a die.
  await postWardenCard(
    "table",
    {
      title: "ANTHOLOGY.Warden.Check.retreat",
      total: "",
      result: `ANTHOLOGY.Warden.Retreat.${escaped ? "escaped" : "saveFailed"}`,
      tone: escaped ? "success" : "failure",
    },
    actor,
  );
  return escaped;
}
