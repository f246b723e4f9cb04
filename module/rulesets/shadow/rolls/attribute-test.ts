/**
 * A success test of one attribute from the sheet: [Attribute←Opposition] against the targeted token's
 * usual opposing attribute (the text's pairs), or against the GM's difficulty (+5 to −5, a field of the dice
 * room's dialog with the Advantage and two chances, clamped) when nothing is targeted. Two chances when one side
 * fights blind.
 */
import {
  SHADOW_USUAL_OPPOSITION,
  isShadowAttributeKey,
  shadowBlindChances,
  shadowParseTestOptions,
  shadowFavour,
  shadowTestTarget,
  shadowTestValue,
  type ShadowAttributeKey,
  type ShadowBlindness,
} from "../rules/index.js";
import { SHADOW_STATUS, hasStatus, localize, shadowKind, shadowView, targetedShadowActor } from "./actor-view.js";
import { shadowRollUnder, type ShadowRollUnderResult } from "./dice.js";
import { shadowTestExtension } from "./test-extension.js";
import { shadowTestHeadline } from "./test-headline.js";
import { shadowTestWhy } from "../chat/why-terms.js";

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
  if (!opponent || !opposedBy) {
    // Unopposed: the GM's difficulty (+5…−5), the Advantage and two chances are fields of the dice room's dialog,
    // its headline the final number with the exact chance. A macro's difficulty rolls at once, clamped.
    const given = difficulty !== undefined;
    const extension = shadowTestExtension({ attribute: label, value, options: shadowParseTestOptions(given ? { difficulty } : {}) });
    return shadowRollUnder({ actor, label, ...extension.apply(extension.options), skipDialog: skipDialog || given, extension });
  }
  const view = shadowView(opponent);
  const opposing = opposedBy === "defense" ? view.defense : view.attributes[opposedBy as ShadowAttributeKey];
  const tested = shadowTestTarget({ attribute: value, opposing });
  const modifier = tested.target - value;
  const why = shadowTestWhy(tested.parts, { attribute: label, opposition: localize("ANTHOLOGY.Shadow.Why.of", { name: opponent.name ?? "", attribute: localize(`ANTHOLOGY.Shadow.Opposing.${opposedBy}`) }) });
  const self = hasStatus(actor, SHADOW_STATUS.blind);
  const enemy = hasStatus(opponent, SHADOW_STATUS.blind);
  const blindness: ShadowBlindness = self && enemy ? "both" : self ? "self" : enemy ? "enemy" : "none";
  const favour = shadowFavour(shadowBlindChances(blindness));
  const flavor = localize("ANTHOLOGY.Shadow.Test.Opposed", {
    attribute: label,
    opposition: localize(`ANTHOLOGY.Shadow.Opposing.${opposedBy}`),
    name: opponent.name ?? "",
    value: opposing,
    modifier: modifier >= 0 ? `+${modifier}` : `${modifier}`,
  });
  return shadowRollUnder({ actor, label, target: value, modifier, favour, skipDialog, flavor, headline: shadowTestHeadline(label), why });
}
