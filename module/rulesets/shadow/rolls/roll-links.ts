/**
 * Shadow roll links (`[[/test accurate]]`, `[[/test cunning -2]]`, `[[/test accurate vs quick]]`, the neutral
 * `[[/test strong hard]]`): the pure reading in rules/roll-links.ts. A test with a difficulty rolls through
 * `shadowRollAttribute` (the sheet's attribute test: against the targeted token's usual opposition, else the
 * link's difficulty); `vs <attribute>` rolls against that attribute of the targeted opponent and asks for one.
 */
import { defineRollLinks } from "../../../core/enrichers/roll-links.js";
import { rollUnderOdds } from "../../../dice/odds/index.js";
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
  type ShadowBlindness,
  type ShadowRollLink,
} from "../rules/index.js";
import { SHADOW_STATUS, hasStatus, localize, shadowKind, shadowView, targetedShadowActor } from "./actor-view.js";
import { shadowRollAttribute } from "./attribute-test.js";
import { shadowRollUnder } from "./dice.js";

function label(request: ShadowRollLink): string {
  const name = localize(`ANTHOLOGY.Shadow.Attribute.${request.attribute}`);
  if (request.kind === "opposed") return localize("ANTHOLOGY.Shadow.RollLink.Opposed", { name, opposing: localize(`ANTHOLOGY.Shadow.Attribute.${request.opposing}`) });
  if (request.difficulty === 0) return localize("ANTHOLOGY.Shadow.RollLink.Test", { name });
  return localize("ANTHOLOGY.Shadow.RollLink.TestWith", { name, modifier: request.difficulty > 0 ? `+${request.difficulty}` : String(request.difficulty) });
}

function favourAgainst(actor: Actor.Implementation, opponent: Actor.Implementation): number {
  const self = hasStatus(actor, SHADOW_STATUS.blind);
  const enemy = hasStatus(opponent, SHADOW_STATUS.blind);
  const blindness: ShadowBlindness = self && enemy ? "both" : self ? "self" : enemy ? "enemy" : "none";
  return shadowFavour(shadowBlindChances(blindness));
}

/** The d20 target and favour a link's test has for this actor now, as the attribute test computes them. */
function testTarget(actor: Actor.Implementation, request: ShadowRollLink): { value: number; modifier: number; favour: number; opponent: Actor.Implementation | null; opposingValue: number } | null {
  const value = shadowTestValue(shadowView(actor).attributes[request.attribute]);
  const opponent = targetedShadowActor();
  const opposedBy = request.kind === "opposed" ? request.opposing : SHADOW_USUAL_OPPOSITION[request.attribute];
  if (opponent && opposedBy) {
    const view = shadowView(opponent);
    const opposingValue = opposedBy === "defense" ? view.defense : view.attributes[opposedBy as ShadowAttributeKey];
    return { value, modifier: shadowTestTarget({ attribute: value, opposing: opposingValue }).target - value, favour: favourAgainst(actor, opponent), opponent, opposingValue };
  }
  if (request.kind === "opposed") return null;
  return { value, modifier: shadowTestTarget({ attribute: value, difficulty: request.difficulty }).target - value, favour: 0, opponent: null, opposingValue: 0 };
}

async function roll(actor: Actor.Implementation, request: ShadowRollLink, skipDialog: boolean): Promise<unknown> {
  if (request.kind === "test") return shadowRollAttribute(actor, request.attribute, { skipDialog, difficulty: request.difficulty });
  const test = testTarget(actor, request);
  if (!test?.opponent) {
    ui.notifications?.warn(localize("ANTHOLOGY.Shadow.RollLink.NeedsTarget", { opposing: localize(`ANTHOLOGY.Shadow.Attribute.${request.opposing}`) }));
    return null;
  }
  const name = localize(`ANTHOLOGY.Shadow.Attribute.${request.attribute}`);
  const flavor = localize("ANTHOLOGY.Shadow.Test.Opposed", {
    attribute: name,
    opposition: localize(`ANTHOLOGY.Shadow.Opposing.${request.opposing}`),
    name: test.opponent.name ?? "",
    value: test.opposingValue,
    modifier: test.modifier >= 0 ? `+${test.modifier}` : `${test.modifier}`,
  });
  return shadowRollUnder({ actor, label: name, target: test.value, modifier: test.modifier, favour: test.favour, skipDialog, flavor });
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
