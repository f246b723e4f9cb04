/**
 * Shadow roll links (`[[/test accurate]]`, `[[/test cunning -2]]`, `[[/test accurate vs quick]]`, the neutral
 * `[[/test strong hard]]`): the pure reading in rules/roll-links.ts. A test with a difficulty rolls through
 * `shadowRollAttribute` (the sheet's attribute test: against the targeted token's usual opposition, else the
 * link's difficulty); `vs <attribute>` rolls against that attribute of the targeted opponent and asks for one.
 */
import { defineRollLinks } from "../../../core/enrichers/roll-links.js";
import { rollUnderOdds } from "../../../dice/rules/index.js";
import {
  SHADOW_ROLL_LINK_COMMANDS,
  SHADOW_USUAL_OPPOSITION,
  shadowBlindChances,
  shadowFavour,
  shadowNeutralRollLink,
  shadowParseRollLink,
  shadowTestTarget,
  shadowTestValue,
  type ShadowAttributeKey,
  type ShadowRollLink,
} from "../rules/index.js";
import { localize, shadowKind, shadowView, targetedShadowActor } from "../data/view.js";
import { shadowBlindness, shadowRollAttribute } from "./attribute-test.js";

function label(request: ShadowRollLink): string {
  const name = localize(`ANTHOLOGY.Shadow.Attribute.${request.attribute}`);
  if (request.kind === "opposed")
    return localize("ANTHOLOGY.Shadow.RollLink.Opposed", { name, opposing: localize(`ANTHOLOGY.Shadow.Attribute.${request.opposing}`) });
  if (request.difficulty === 0) return localize("ANTHOLOGY.Shadow.RollLink.Test", { name });
  return localize("ANTHOLOGY.Shadow.RollLink.TestWith", { name, modifier: request.difficulty > 0 ? `+${request.difficulty}` : String(request.difficulty) });
}

function favourAgainst(actor: Actor.Implementation, opponent: Actor.Implementation): number {
  return shadowFavour(shadowBlindChances(shadowBlindness(actor, opponent)));
}

/** The d20 target and favour a link's test has for this actor now, as the attribute test computes them. */
function testTarget(
  actor: Actor.Implementation,
  request: ShadowRollLink,
): { value: number; modifier: number; favour: number; opponent: Actor.Implementation | null; opposingValue: number } | null {
  const value = shadowTestValue(shadowView(actor).attributes[request.attribute]);
  const opponent = targetedShadowActor();
  const opposedBy = request.kind === "opposed" ? request.opposing : SHADOW_USUAL_OPPOSITION[request.attribute];
  if (opponent && opposedBy) {
    const view = shadowView(opponent);
    const opposingValue = opposedBy === "defense" ? view.defense : view.attributes[opposedBy as ShadowAttributeKey];
    return {
      value,
      modifier: shadowTestTarget({ attribute: value, opposing: opposingValue }).target - value,
      favour: favourAgainst(actor, opponent),
      opponent,
      opposingValue,
    };
  }
  if (request.kind === "opposed") return null;
  return {
    value,
    modifier: shadowTestTarget({ attribute: value, difficulty: request.difficulty }).target - value,
    favour: 0,
    opponent: null,
    opposingValue: 0,
  };
}

async function roll(actor: Actor.Implementation, request: ShadowRollLink, skipDialog: boolean): Promise<unknown> {
  if (request.kind === "test") return shadowRollAttribute(actor, request.attribute, { skipDialog, difficulty: request.difficulty });
  if (!targetedShadowActor()) {
    ui.notifications?.warn(localize("ANTHOLOGY.Shadow.RollLink.NeedsTarget", { opposing: localize(`ANTHOLOGY.Shadow.Attribute.${request.opposing}`) }));
    return null;
  }
  // The sheet's opposed test with the link's opposing attribute: Shadow's dialog (Advantage, two chances preset
  // from who fights blind, the opposition named), or at once on a shift-click.
  return shadowRollAttribute(actor, request.attribute, { skipDialog, opposing: request.opposing });
}

export const shadowRollLinks = defineRollLinks<ShadowRollLink>({
  commands: SHADOW_ROLL_LINK_COMMANDS,
  parse: shadowParseRollLink,
  neutral: shadowNeutralRollLink,
  label,
  accepts: (actor) => shadowKind(actor) !== null,
  roll: (actor, request, { skipDialog }) => roll(actor, request, skipDialog),
  chance: (actor, request) => {
    const test = testTarget(actor, request);
    return test ? rollUnderOdds({ target: test.value + test.modifier, favour: test.favour }) : null;
  },
});
