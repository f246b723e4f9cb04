/**
 * Keeping concentration when attacked (001 "Concentration"): a character concentrating for more than a round who is
 * successfully attacked makes an evasion roll or loses their concentration. From the GM's tools, on the selected
 * concentrating tokens (the *Concentrating* status): the evasion roll goes through the check's dialog (its exact
 * chance), and a failure takes the status off in one outcome; a card says whether the concentration holds.
 */
import { format, localize } from "../../../core/foundry/i18n.js";
import { applyOutcome } from "../../../core/outcome/apply-outcome.js";
import { gmConcentrationCheckNeeded, gmConcentrationHolds } from "../rules/consequences/concentration.js";
import { gmRollCheck } from "./check.js";
import { gmPostConsequence } from "./consequence-rolls.js";

const STATUS = "concentrating";

/** The evasion roll to keep concentrating after a successful attack; whether it holds, or null when nothing was rolled. */
export async function gmKeepConcentration(actor: Actor.Implementation, input: { rounds: number; skipDialog?: boolean }): Promise<boolean | null> {
  const name = actor.name ?? "";
  if (!actor.statuses?.has(STATUS)) {
    ui.notifications?.warn(format("ANTHOLOGY.GM.Concentration.NotConcentrating", { name }));
    return null;
  }
  if (!game.user || !actor.canUserModify(game.user, "update")) {
    ui.notifications?.warn(format("ANTHOLOGY.GM.Concentration.NotAllowed", { name }));
    return null;
  }
  if (!gmConcentrationCheckNeeded(true, input.rounds)) {
    // A concentration of a round or less is not broken by an attack: the card says so and nothing is rolled.
    await gmPostConsequence(actor, "ANTHOLOGY.GM.Concentration.Title", [], [], { key: "ANTHOLOGY.GM.Concentration.NoRoll", data: { name }, tone: "success" });
    return true;
  }
  const roll = await gmRollCheck(actor, {
    kind: "reaction",
    key: "evasion",
    skipDialog: input.skipDialog,
    purpose: "concentration",
    label: localize("ANTHOLOGY.GM.Concentration.RollLabel"),
  });
  if (!roll) return null;
  const holds = gmConcentrationHolds(true, input.rounds, roll.evaluation.success);
  const band = holds
    ? { key: "ANTHOLOGY.GM.Concentration.Holds", data: { name, target: roll.evaluation.target }, tone: "success" as const }
    : { key: "ANTHOLOGY.GM.Concentration.Broken", data: { name, target: roll.evaluation.target }, tone: "failure" as const };
  const card = () => gmPostConsequence(actor, "ANTHOLOGY.GM.Concentration.Title", [], [], band);
  const applied = await applyOutcome(actor, { ...(holds ? {} : { statuses: { [STATUS]: false } }), cards: [card] });
  return applied.ok ? holds : null;
}
