/**
 * The heroic last effort (004 "A time to die"): once a dying player character's time has run out, one last roll at a
 * bonus of their level (pure `gmHeroicLastEffortTarget`), with no injury penalty, archetypal (so mojo may be bid on it,
 * by the other players too, from the bid card a failure offers). Made through the check dialog (its exact chance); the
 * effort is recorded on the character (`flags.anthology.gmHeroicEffort`), who dies at its end: the card says so.
 */
import { format, localize } from "../../../core/foundry/i18n.js";
import { updateDocument } from "../../../core/foundry/updates.js";
import { gmHeroicLastEffortTarget } from "../rules/survival/death.js";
import { GM_ABILITIES, GM_REACTIONS } from "../rules/equipment/types.js";
import { gmCheckBase, gmRollCheck } from "./check.js";
import type { GmCheckKind } from "./check.js";
import type { GmCharacterActor } from "../data/view.js";
import type { GmRollUnderOutcome } from "./dice-api.js";
import { gmPostConsequence } from "./consequence-rolls.js";

/** Whether the character already made their heroic last effort. */
export function gmHeroicEffortMade(actor: GmCharacterActor): boolean {
  return (actor.flags as { anthology?: { gmHeroicEffort?: unknown } } | undefined)?.anthology?.gmHeroicEffort === true;
}

/** Rolls the effort with an ability (`ability.strength`) or reaction (`reaction.willpower`); null when nothing was rolled. */
export async function gmHeroicLastEffort(actor: GmCharacterActor, roll: string, { skipDialog = false } = {}): Promise<GmRollUnderOutcome | null> {
  if (!actor.system.state.dying) {
    ui.notifications?.warn(format("ANTHOLOGY.GM.Heroic.NotDying", { name: actor.name ?? "" }));
    return null;
  }
  if (gmHeroicEffortMade(actor)) {
    ui.notifications?.warn(format("ANTHOLOGY.GM.Heroic.Made", { name: actor.name ?? "" }));
    return null;
  }
  const [kind, key] = roll.split(".") as [string, string];
  const known =
    (kind === "ability" && (GM_ABILITIES as readonly string[]).includes(key)) || (kind === "reaction" && (GM_REACTIONS as readonly string[]).includes(key));
  const base = known ? gmCheckBase(actor, kind as GmCheckKind, key) : null;
  if (!base) return null;
  // The level is the modifier the dialog starts from; the injury penalty is left out by the request.
  const modifier = gmHeroicLastEffortTarget(base.base, actor.system.numbers.level) - base.base;
  const what = localize(kind === "ability" ? `ANTHOLOGY.GM.Ability.${key}` : `ANTHOLOGY.GM.Reaction.${key}`);
  const outcome = await gmRollCheck(actor, {
    kind: kind as GmCheckKind,
    key,
    skipDialog,
    ignoreInjuries: true,
    options: { modifier, archetypal: true },
    purpose: "heroicLastEffort",
    label: format("ANTHOLOGY.GM.Heroic.Label", { roll: what }),
  });
  if (!outcome) return null;
  await updateDocument(actor, { "flags.anthology.gmHeroicEffort": true });
  await gmPostConsequence(actor, "ANTHOLOGY.GM.Heroic.Title", [{ key: "ANTHOLOGY.GM.Heroic.Dies", data: { name: actor.name ?? "" } }]);
  return outcome;
}
