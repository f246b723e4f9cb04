/**
 * Quickdraw from a weapon row (004 "Quickdraw"): the evasion roll through the dice room's dialog (its exact chance);
 * made, the weapon is drawn (equipped) and the attack roll follows at once; missed, the character is surprised
 * (the token's status), to be shaken off as surprise is.
 */
import { applyOutcome } from "../../../core/outcome/apply-outcome.js";
import { gmQuickdrawOutcome } from "../rules/conflict/surprise.js";
import { gmIsCharacter } from "../data/view.js";
import { gmRollAttack } from "./attack.js";
import { gmRollCheck } from "./check.js";
import { gmNote } from "./damage.js";
import { translations } from "../../../core/foundry/i18n.js";

export async function gmQuickdraw(
  actor: Actor.Implementation,
  item: Item.Implementation,
  options: { skipDialog?: boolean } = {},
): Promise<"attacked" | "surprised" | null> {
  if (!gmIsCharacter(actor) || (item.type as string) !== "gmWeapon" || item.parent !== actor) return null;
  const i18n = translations();
  const check = await gmRollCheck(actor, {
    kind: "reaction",
    key: "evasion",
    skipDialog: options.skipDialog ?? false,
    purpose: "quickdraw",
    label: i18n.format("ANTHOLOGY.GM.Quickdraw.Roll", { weapon: item.name ?? "" }),
  });
  if (!check) return null;
  const success = check.evaluation.success;
  const { attack, ...outcome } = gmQuickdrawOutcome(success, item.id ?? "");
  const name = actor.name ?? "";
  const applied = await applyOutcome(actor, { ...outcome, cards: attack ? [] : [() => gmNote(actor, "ANTHOLOGY.GM.Quickdraw.Surprised", { name })] });
  if (!applied.ok) return null;
  if (!attack) return "surprised";
  await gmRollAttack(actor, { item, skipDialog: options.skipDialog });
  return "attacked";
}
