/**
 * A success test of one attribute from the sheet: [Attribute←Opposition] against the targeted token's
 * usual opposing attribute (the text's pairs), or against the GM's difficulty (+5 to −5, asked in
 * Shadow's difficulty dialog and clamped) when nothing is targeted. Two chances when one side fights blind.
 */
import {
  SHADOW_USUAL_OPPOSITION,
  isShadowAttributeKey,
  shadowBlindChances,
  shadowDifficulty,
  shadowFavour,
  shadowTestTarget,
  shadowTestValue,
  type ShadowAttributeKey,
  type ShadowBlindness,
} from "../rules/index.js";
import { SHADOW_STATUS, hasStatus, localize, shadowKind, shadowView, targetedShadowActor } from "./actor-view.js";
import { shadowRollUnder, type ShadowRollUnderResult } from "./dice.js";
import { shadowAskDifficulty, shadowSigned } from "./difficulty.js";
import { shadowTestHeadline } from "./test-headline.js";
import { shadowTestWhy } from "../chat/why-terms.js";
import type { WhyTerm } from "../../../dice/cards/why.js";

export async function shadowRollAttribute(
  actor: Actor.Implementation,
  key: string,
  { skipDialog = false, difficulty }: { skipDialog?: boolean; difficulty?: unknown } = {},
): Promise<ShadowRollUnderResult | null> {
  if (!shadowKind(actor) || !isShadowAttributeKey(key)) return null;
  const value = shadowTestValue(shadowView(actor).attributes[key]);
  const label = localize(`ANTHOLOGY.Shadow.Attribute.${key}`);
  const opponent = targetedShadowActor();
  const opposedBy = SHADOW_USUAL_OPPOSITION[key];
  let modifier = 0;
  let favour = 0;
  let flavor: string | undefined;
  let why: WhyTerm[] = [];
  if (opponent && opposedBy) {
    const view = shadowView(opponent);
    const opposing = opposedBy === "defense" ? view.defense : view.attributes[opposedBy as ShadowAttributeKey];
    const tested = shadowTestTarget({ attribute: value, opposing });
    modifier = tested.target - value;
    why = shadowTestWhy(tested.parts, { attribute: label, opposition: localize("ANTHOLOGY.Shadow.Why.of", { name: opponent.name ?? "", attribute: localize(`ANTHOLOGY.Shadow.Opposing.${opposedBy}`) }) });
    const self = hasStatus(actor, SHADOW_STATUS.blind);
    const enemy = hasStatus(opponent, SHADOW_STATUS.blind);
    const blindness: ShadowBlindness = self && enemy ? "both" : self ? "self" : enemy ? "enemy" : "none";
    favour = shadowFavour(shadowBlindChances(blindness));
    flavor = localize("ANTHOLOGY.Shadow.Test.Opposed", {
      attribute: label,
      opposition: localize(`ANTHOLOGY.Shadow.Opposing.${opposedBy}`),
      name: opponent.name ?? "",
      value: opposing,
      modifier: modifier >= 0 ? `+${modifier}` : `${modifier}`,
    });
  }
  if (!(opponent && opposedBy)) {
    // Unopposed: the GM's difficulty, given (macros) or asked, held to +5…−5; no second dialog.
    const chosen = difficulty !== undefined ? shadowDifficulty(difficulty) : skipDialog ? 0 : await shadowAskDifficulty(label);
    if (chosen === null) return null;
    const tested = shadowTestTarget({ attribute: value, difficulty: chosen });
    modifier = tested.target - value;
    if (chosen !== 0) flavor = localize("ANTHOLOGY.Shadow.Difficulty.Flavor", { modifier: shadowSigned(chosen) });
    return shadowRollUnder({ actor, label, target: value, modifier, favour, skipDialog: true, flavor, why: shadowTestWhy(tested.parts, { attribute: label }) });
  }
  return shadowRollUnder({ actor, label, target: value, modifier, favour, skipDialog, flavor, headline: shadowTestHeadline(label), why });
}
