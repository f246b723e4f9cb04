/**
 * What the party sheet shows of a Roll & Keep character (README "The party"): the wound track where the world keeps
 * one (the token bar), and an action of each attribute with the exact chance against the usual difficulty (the roll
 * request's own odds, `keepChance`).
 */
import { barAt, glanceRolls, type PartyGlance, type PartyGlanceBar } from "../../../core/party/glance.js";
import { RK_ROLL_REQUESTS } from "../rolls/roll-request.js";
import { RK_ATTRIBUTES } from "../rules/attributes.js";
import { RK_WOUND_BAR } from "../data/actor.js";

export function rkPartyGlance(actor: Actor.Implementation): PartyGlance {
  const bars = [barAt(actor.system, RK_WOUND_BAR, "ANTHOLOGY.RollKeep.Wounds.title")].filter((b): b is PartyGlanceBar => b !== null);
  return { bars, ...glanceRolls(RK_ROLL_REQUESTS, actor, RK_ATTRIBUTES) };
}
