/**
 * What the party sheet shows of a Shadow character (README "The party"): toughness and corruption (the token bars),
 * and a test of each attribute with the exact chance at no modifier (the roll request's own odds, `rollUnderOdds`).
 */
import { barAt, glanceRolls, type PartyGlance, type PartyGlanceBar } from "../../../core/party/glance.js";
import { SHADOW_ROLL_REQUESTS } from "../rolls/roll-request.js";
import { SHADOW_ATTRIBUTES } from "../rules/index.js";

export function shadowPartyGlance(actor: Actor.Implementation): PartyGlance {
  const bars = [
    barAt(actor.system, "toughness", "ANTHOLOGY.Shadow.Secondary.toughness"),
    barAt(actor.system, "corruption", "ANTHOLOGY.Shadow.Secondary.corruption"),
  ].filter((b): b is PartyGlanceBar => b !== null);
  return { bars, ...glanceRolls(SHADOW_ROLL_REQUESTS, actor, SHADOW_ATTRIBUTES) };
}
