/**
 * A semi-conscious character directed to do something or asked a question (001 "Semi-consciousness"): a willpower
 * roll through the check dialog (its exact chance); made, they react at once, failed, they take d4 rounds (pure
 * `gmSemiConsciousDelay`). The card says which. What semi-consciousness changes on the sheet (defense without the
 * agility bonus, half Movement a round) comes from the derived numbers and `gmSemiConsciousMovement`.
 */
import { format, localize } from "../../../core/foundry/i18n.js";
import { gmSemiConsciousDelay } from "../rules/consequences/semi-consciousness.js";
import { gmRollCheck } from "./check.js";
import type { GmCharacterActor } from "../data/view.js";
import { gmPostConsequence } from "./consequence-rolls.js";

/** The rounds the character takes to react (0 at once), or null when nothing was rolled (not semi-conscious, closed). */
export async function gmSemiConsciousRespond(actor: GmCharacterActor, { skipDialog = false } = {}): Promise<number | null> {
  if (!actor.system.state.semiConscious) {
    ui.notifications?.warn(format("ANTHOLOGY.GM.SemiConscious.NotSemiConscious", { name: actor.name ?? "" }));
    return null;
  }
  const check = await gmRollCheck(actor, {
    kind: "reaction",
    key: "willpower",
    skipDialog,
    purpose: "semiConscious",
    label: localize("ANTHOLOGY.GM.SemiConscious.Respond"),
  });
  if (!check) return null;
  const rolls: Roll[] = [];
  let d4 = 0;
  if (!check.evaluation.success) {
    const roll = await new Roll("1d4").evaluate();
    rolls.push(roll);
    d4 = Number(roll.total);
  }
  const rounds = gmSemiConsciousDelay(check.evaluation.success, d4);
  await gmPostConsequence(
    actor,
    "ANTHOLOGY.GM.SemiConscious.Title",
    [
      rounds === 0
        ? { key: "ANTHOLOGY.GM.SemiConscious.AtOnce", data: { name: actor.name ?? "" } }
        : { key: "ANTHOLOGY.GM.SemiConscious.Delay", data: { name: actor.name ?? "", rounds: String(rounds) } },
    ],
    rolls,
  );
  return rounds;
}
