/**
 * Entering and leaving psychic conflict (004 "Psychic Conflict"): the psychically aware initiator pays two verve, and a
 * target who does not wish to engage makes a willpower roll with charisma as a minor contributor to stay out; a
 * combatant who chooses to leave makes a reason roll with charisma as a minor contributor. Each roll goes through the
 * check's dialog (its exact chance); the verve is one outcome; a card with a band says where each one stands.
 */
import { format, localize } from "../../../core/foundry/i18n.js";
import { applyOutcome } from "../../../core/outcome/apply-outcome.js";
import { contributor } from "../rules/character/contributors.js";
import { GM_PSYCHIC } from "../rules/conflict/psychic.js";
import { gmIsCharacter } from "../data/view.js";
import { gmRollCheck } from "./check.js";
import { gmPostConsequence } from "./consequence-rolls.js";

export interface GmPsychicEntry {
  /** The target stayed out (made the willpower roll). */
  resisted: boolean;
  /** The initiator's verve after paying. */
  verve: number;
}

function refuse(key: string, name: string): null {
  ui.notifications?.warn(format(key, { name }));
  return null;
}

/** Charisma as a minor contributor: what the willpower and reason rolls of psychic conflict add. */
function charismaMinor(actor: Actor.Implementation): number {
  return gmIsCharacter(actor) ? contributor(actor.system.numbers.abilities.charisma.value, "minor") : 0;
}

/**
 * `initiator` draws `target` into psychic conflict. With `resist` the target rolls willpower first (closing its dialog
 * changes nothing); the two verve are paid either way once the attempt is made.
 */
export async function gmEnterPsychicConflict(
  initiator: Actor.Implementation,
  target: Actor.Implementation,
  options: { resist?: boolean; skipDialog?: boolean } = {},
): Promise<GmPsychicEntry | null> {
  const name = initiator.name ?? "";
  if (!gmIsCharacter(initiator) || (initiator.system.numbers.archetypeLevels.monk ?? 0) < 1) return refuse("ANTHOLOGY.GM.Psychic.NotAware", name);
  if (!game.user || !initiator.canUserModify(game.user, "update")) return refuse("ANTHOLOGY.GM.Psychic.NotAllowed", name);
  const verve = initiator.system.numbers.verve.value;
  if (verve < GM_PSYCHIC.enterVerve) return refuse("ANTHOLOGY.GM.Psychic.NoVerve", name);
  let resisted = false;
  if (options.resist) {
    const roll = await gmRollCheck(target, {
      kind: "reaction",
      key: "willpower",
      skipDialog: options.skipDialog,
      purpose: "psychicEnter",
      label: format("ANTHOLOGY.GM.Psychic.ResistLabel", { name }),
      options: { modifier: charismaMinor(target) },
    });
    if (!roll) return null;
    resisted = roll.evaluation.success;
  }
  const left = verve - GM_PSYCHIC.enterVerve;
  const band = resisted
    ? { key: "ANTHOLOGY.GM.Psychic.Resisted", data: { name: target.name ?? "", initiator: name }, tone: "success" as const }
    : { key: "ANTHOLOGY.GM.Psychic.Engaged", data: { name: target.name ?? "", initiator: name }, tone: "failure" as const };
  const lines = [
    { key: "ANTHOLOGY.GM.Psychic.Paid", data: { name, verve: GM_PSYCHIC.enterVerve, left } },
    ...(resisted ? [] : [{ key: "ANTHOLOGY.GM.Psychic.FirstRound", data: { penalty: -GM_PSYCHIC.firstRoundPenalty } }]),
  ];
  const card = () => gmPostConsequence(target, "ANTHOLOGY.GM.Psychic.EnterTitle", lines, [], band);
  const applied = await applyOutcome(initiator, { actor: { "system.verve.value": left }, cards: [card] });
  return applied.ok ? { resisted, verve: left } : null;
}

/** A combatant tries to leave psychic conflict: a reason roll with charisma as a minor contributor. */
export async function gmExitPsychicConflict(actor: Actor.Implementation, options: { skipDialog?: boolean } = {}): Promise<boolean | null> {
  const name = actor.name ?? "";
  if (!gmIsCharacter(actor)) return refuse("ANTHOLOGY.GM.Psychic.NotAware", name);
  const roll = await gmRollCheck(actor, {
    kind: "reaction",
    key: "reason",
    skipDialog: options.skipDialog,
    purpose: "psychicExit",
    label: localize("ANTHOLOGY.GM.Psychic.ExitLabel"),
    options: { modifier: charismaMinor(actor) },
  });
  if (!roll) return null;
  const left = roll.evaluation.success;
  await gmPostConsequence(actor, "ANTHOLOGY.GM.Psychic.ExitTitle", [], [], {
    key: left ? "ANTHOLOGY.GM.Psychic.Left" : "ANTHOLOGY.GM.Psychic.Stays",
    data: { name, target: roll.evaluation.target },
    tone: left ? "success" : "failure",
  });
  return left;
}
