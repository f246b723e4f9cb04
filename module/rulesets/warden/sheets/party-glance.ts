/**
 * What the party sheet shows of a Warden character (README "The party"): HP and the three attributes (the token
 * bars), and each save with the exact chance against the request's typical DC (the roll request's own odds,
 * `wardenOdds`).
 */
import { barAt, glanceRolls, type PartyGlance, type PartyGlanceBar } from "../../../core/party/glance.js";
import { WARDEN_ROLL_REQUESTS } from "../rolls/roll-request.js";
import { WARDEN_ATTRIBUTES } from "../rules/attributes.js";

export function wardenPartyGlance(actor: Actor.Implementation): PartyGlance {
  const bars = [
    barAt(actor.system, "hp", "ANTHOLOGY.Warden.HP"),
    ...WARDEN_ATTRIBUTES.map((a) => barAt(actor.system, a, `ANTHOLOGY.Warden.Attribute.${a}`)),
  ].filter((b): b is PartyGlanceBar => b !== null);
  return { bars, ...glanceRolls(WARDEN_ROLL_REQUESTS, actor, WARDEN_ATTRIBUTES) };
}
