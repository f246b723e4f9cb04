/**
 * Buying just before a roll (004 "Fields and skills"): a field bonus or a skill bought immediately before a roll it
 * helps adds the mojo spent as a bonus on that roll (pure `gmPurchaseRollBonus`). The purchase goes through the
 * sheet's mojo flow (its cost, its refusal when the character cannot afford it), then the roll opens in the check
 * dialog with the field chosen, the skill named and the bonus as its modifier (the exact chance shown).
 */
import { gmPurchaseRollBonus } from "../rules/mojo/costs.js";
import { GM_ABILITIES, GM_REACTIONS } from "../rules/equipment/types.js";
import { gmBuyWithMojo, gmPracticalShare, gmPurchaseCost } from "../flows/mojo-spend.js";
import type { GmMojoPurchase } from "../flows/mojo-spend.js";
import { gmRollCheck } from "./check.js";
import type { GmCheckKind } from "./check.js";
import type { GmCharacterActor } from "../data/view.js";
import type { GmRollUnderOutcome } from "./dice-api.js";

export interface GmBuyBeforeRoll {
  fieldId: string;
  /** "bonus" raises the field's bonus by one; "skill" adds the skill named. */
  buy: "bonus" | "skill";
  skill?: string;
  /** `ability.<name>` or `reaction.<name>`. */
  roll: string;
}

/** Buys, then rolls; null when nothing was rolled (a refused purchase has told the user why). */
export async function gmBuyBeforeRoll(actor: GmCharacterActor, input: GmBuyBeforeRoll, { skipDialog = false } = {}): Promise<GmRollUnderOutcome | null> {
  const [kind, key] = String(input.roll).split(".") as [string, string];
  const known =
    (kind === "ability" && (GM_ABILITIES as readonly string[]).includes(key)) || (kind === "reaction" && (GM_REACTIONS as readonly string[]).includes(key));
  if (!known) return null;
  const skill = (input.skill ?? "").trim().slice(0, 100);
  const purchase: GmMojoPurchase = input.buy === "skill" ? { kind: "skill", fieldId: input.fieldId, skill } : { kind: "fieldBonus", fieldId: input.fieldId };
  const cost = gmPurchaseCost(actor, purchase);
  // 004 "Practical mojo never offers bonuses to rolls when used": only the character's own mojo spent is the bonus.
  const practical = cost === null ? 0 : gmPracticalShare(actor, purchase, cost);
  if (!(await gmBuyWithMojo(actor, purchase)) || cost === null) return null;
  return gmRollCheck(actor, {
    kind: kind as GmCheckKind,
    key,
    skipDialog,
    options: { modifier: gmPurchaseRollBonus(cost - practical), fieldId: input.fieldId, skill },
    purpose: "boughtBeforeRoll",
  });
}
