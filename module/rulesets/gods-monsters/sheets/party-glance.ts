/**
 * What the party sheet shows of a Gods & Monsters character (README "The party"): survival and injuries (the token
 * bars), and the reaction rolls the Guide asks for most, with the exact chance at no modifier (the roll request's
 * own odds, `rollUnderOdds`).
 */
import { barAt, glanceRolls, type PartyGlance, type PartyGlanceBar } from "../../../core/party/glance.js";
import { GM_ROLL_REQUESTS } from "../rolls/roll-request.js";
import { GM_REACTIONS } from "../rules/equipment/types.js";
import { GM_INJURY_BAR } from "../data/token-bars.js";

export function gmPartyGlance(actor: Actor.Implementation): PartyGlance {
  const bars = [barAt(actor.system, "survival", "ANTHOLOGY.GM.Sheet.Survival"), barAt(actor.system, GM_INJURY_BAR, "ANTHOLOGY.GM.Sheet.Injuries")].filter(
    (b): b is PartyGlanceBar => b !== null,
  );
  return {
    bars,
    ...glanceRolls(
      GM_ROLL_REQUESTS,
      actor,
      GM_REACTIONS.map((r) => `reaction.${r}`),
    ),
  };
}
