/**
 * Spell compatibility (004 "Spell compatibility"): before a sorceror inscribes or learns a spell not paid for with at
 * least spell level archetypal mojo, a reason roll at +6 and −(spell level) (pure `gmSpellCompatibilityTarget`). The
 * roll goes through the check dialog (exact chance shown); its result is kept on the spell (`flags.anthology
 * .gmCompatible`: true compatible, false not), so the sheet shows it and the roll need not be made again.
 */
import { format } from "../../../core/foundry/i18n.js";
import { updateDocument } from "../../../core/foundry/updates.js";
import { gmSpellCompatibilityTarget } from "../rules/mojo/costs.js";
import { isGmSpell } from "../data/types.js";
import { gmCheckBase, gmRollCheck } from "./check.js";
import type { GmCharacterActor } from "../data/view.js";

/** The spell's recorded compatibility: true, false, or null when not rolled yet. */
export function gmSpellCompatible(item: Item.Implementation): boolean | null {
  const value = (item.flags as { anthology?: { gmCompatible?: unknown } } | undefined)?.anthology?.gmCompatible;
  return typeof value === "boolean" ? value : null;
}

/** Rolls the spell's compatibility for its owner and records it; null when there was no roll (closed, refused). */
export async function gmRollSpellCompatibility(actor: GmCharacterActor, item: Item.Implementation, { skipDialog = false } = {}): Promise<boolean | null> {
  if (!isGmSpell(item) || item.parent !== actor) return null;
  if (gmSpellCompatible(item) === true) {
    ui.notifications?.info(format("ANTHOLOGY.GM.Compatibility.Already", { spell: item.name ?? "" }));
    return true;
  }
  const base = gmCheckBase(actor, "reaction", "reason");
  if (!base) return null;
  const level = item.system.level;
  // The roll's number is reason + 6 − level: the dialog starts from reason, so the rest is its modifier.
  const modifier = gmSpellCompatibilityTarget(base.base, level) - base.base;
  const outcome = await gmRollCheck(actor, {
    kind: "reaction",
    key: "reason",
    skipDialog,
    options: { modifier },
    purpose: "spellCompatibility",
    label: format("ANTHOLOGY.GM.Compatibility.Label", { spell: item.name ?? "", level: String(level) }),
  });
  if (!outcome) return null;
  const compatible = outcome.evaluation.success;
  await updateDocument(item, { "flags.anthology.gmCompatible": compatible });
  return compatible;
}
