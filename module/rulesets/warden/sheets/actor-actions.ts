/** Sheet actions both Warden actor sheets share. */
import { updateDocument } from "../../../core/foundry/updates.js";
import { isAttributeKey, wardenRollCheck } from "../rolls/check.js";
import type { RollRequest } from "../../../core/sheets/actor-sheet.js";
import { isWardenCarried } from "../data/types.js";
import { WARDEN_SPECIAL_ACTIONS, type WardenSpecialAction } from "../rules/actions.js";
import { wardenSpecialActionFlow } from "../flows/special-actions.js";

/** A click on an attribute rolls it; `data-roll="check"` opens the action-or-save dialog; `data-roll="unarmed"` attacks with a d4. */
export async function wardenSheetRoll(actor: Actor.Implementation, { dataset, skipDialog }: RollRequest): Promise<unknown> {
  if (dataset.roll === "attribute" && isAttributeKey(dataset.key)) {
    return wardenRollCheck(actor, { attribute: dataset.key, skipDialog, kind: "action" });
  }
  if (dataset.roll === "check") return wardenRollCheck(actor, { skipDialog });
  if (dataset.roll === "unarmed") return wardenRollCheck(actor, { attribute: "str", kind: "attack", unarmed: true, skipDialog });
  return null;
}

/** Equip or unequip an item (armor counts only while worn). */
export async function toggleEquipped(item: Item.Implementation | undefined): Promise<void> {
  if (!isWardenCarried(item)) return;
  await updateDocument(item, { "system.equipped": !item.system.equipped });
}

/** `data-action="specialAction" data-special="move|gainAdvantage|held"`: spends the AP (flows/special-actions.ts). */
export async function wardenSheetSpecialAction(actor: Actor.Implementation, special: string | undefined): Promise<unknown> {
  const action = WARDEN_SPECIAL_ACTIONS.find((a): a is WardenSpecialAction => a === special);
  return action ? wardenSpecialActionFlow(actor, action) : null;
}
