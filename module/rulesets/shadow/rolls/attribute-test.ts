/**
 * A success test of one attribute from the sheet, in the dice room's dialog with Shadow's fields (the Advantage and
 * two chances): [Attribute←Opposition] against the targeted token's usual opposing attribute (the text's pairs),
 * or against the GM's difficulty (+5 to −5, a field of the same dialog, clamped) when nothing is targeted. Two
 * chances are preset when one side fights blind. A roll link may name the opposing attribute instead of the usual one.
 */
import {
  SHADOW_USUAL_OPPOSITION,
  isShadowAttributeKey,
  shadowBlindChances,
  shadowParseTestOptions,
  shadowTestValue,
  type ShadowBlindness,
  type ShadowOpposingStat,
} from "../rules/index.js";
import { SHADOW_STATUS, hasStatus, localize, shadowKind, shadowView, targetedShadowActor } from "../data/view.js";
import { shadowRollUnder, type ShadowRollUnderResult } from "./dice.js";
import { shadowTestExtension } from "./test-extension.js";

export async function shadowRollAttribute(
  actor: Actor.Implementation,
  key: string,
  {
    skipDialog = false,
    difficulty,
    opposing: asked,
    label: named,
  }: { skipDialog?: boolean; difficulty?: unknown; opposing?: ShadowOpposingStat; label?: string } = {},
): Promise<ShadowRollUnderResult | null> {
  if (!shadowKind(actor) || !isShadowAttributeKey(key)) return null;
  const value = shadowTestValue(shadowView(actor).attributes[key]);
  // An ability's test carries the ability's name (rolls/ability-use.ts); the attribute's name otherwise.
  const attribute = localize(`ANTHOLOGY.Shadow.Attribute.${key}`);
  const label = named ?? attribute;
  const opponent = targetedShadowActor();
  // A roll link may name the opposing attribute ("/test accurate vs quick"); it then needs a target.
  if (asked && !opponent) return null;
  const opposedBy = asked ?? SHADOW_USUAL_OPPOSITION[key];
  if (!opponent || !opposedBy) {
    // Unopposed: the GM's difficulty (+5…−5), the Advantage and two chances are fields of the dice room's dialog,
    // its headline the final number with the exact chance. A macro's difficulty rolls at once, clamped.
    const given = difficulty !== undefined;
    const extension = shadowTestExtension({ attribute, value, options: shadowParseTestOptions(given ? { difficulty } : {}) });
    return shadowRollUnder({ actor, label, ...extension.apply(extension.options), skipDialog: skipDialog || given, extension });
  }
  // Opposed: the same fields without the difficulty (the opposition sets the modifier, text 002); two chances are
  // preset from who fights blind, and the player may still change them.
  const view = shadowView(opponent);
  const opposing = opposedBy === "defense" ? view.defense : view.attributes[opposedBy];
  const extension = shadowTestExtension({
    attribute,
    value,
    options: shadowParseTestOptions({ chances: shadowBlindChances(shadowBlindness(actor, opponent)) }),
    opposition: { value: opposing, name: opponent.name ?? "", stat: opposedBy },
  });
  return shadowRollUnder({ actor, label, ...extension.apply(extension.options), skipDialog, extension });
}

/** Who fights blind in a test between two actors (text 002, "Blind Fighting"), from their statuses. */
export function shadowBlindness(actor: Actor.Implementation, opponent: Actor.Implementation): ShadowBlindness {
  const self = hasStatus(actor, SHADOW_STATUS.blind);
  const enemy = hasStatus(opponent, SHADOW_STATUS.blind);
  return self && enemy ? "both" : self ? "self" : enemy ? "enemy" : "none";
}
