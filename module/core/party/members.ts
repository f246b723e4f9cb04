/**
 * Who is in the party (README "The party"): adding a member dropped on the sheet, removing one, reading the list.
 * Only a world actor of a character type of its ruleset (`RulesetDefinition.partyMembers`) may join; anything else is
 * refused with a message saying why. Changing the list is the party's owner's (the GM's): v13 refuses anyone else's
 * update on the server, and this says so first.
 */
import { rulesetOfType } from "../document-types.js";
import { rulesetDefinition } from "../registry.js";
import { updateDocument } from "../foundry/updates.js";
import { format, localize } from "../foundry/i18n.js";
import { PARTY_MAX_MEMBERS } from "./model.js";
import type { PartyGlance } from "./glance.js";
import { documentOfType } from "../foundry/typed.js";
import type { PartyData } from "./model.js";

export const PARTY_TYPE = "party";
export const isParty = documentOfType<Actor.Implementation, PartyData>(PARTY_TYPE);

/** The member ids the party's data holds (empty for any other actor). */
export function partyMemberIds(party: Actor.Implementation): string[] {
  return isParty(party) ? [...party.system.members] : [];
}

/** Each member id with its world actor, or null when no actor of the world has that id any more. */
export function partyMembers(party: Actor.Implementation): { id: string; actor: Actor.Implementation | null }[] {
  return partyMemberIds(party).map((id) => ({ id, actor: (game.actors?.get(id) as Actor.Implementation | undefined) ?? null }));
}

/** Whether this actor type is a character its ruleset lets join a party. */
export function isPartyMemberType(type: string): boolean {
  const ruleset = rulesetOfType(type);
  return ruleset !== null && (rulesetDefinition(ruleset)?.partyMembers ?? []).includes(type);
}

/** The member's glance from its own ruleset, or null when its ruleset offers none. */
export function memberGlance(actor: Actor.Implementation): PartyGlance | null {
  const ruleset = rulesetOfType(actor.type);
  const def = ruleset ? rulesetDefinition(ruleset) : undefined;
  return def?.partyGlance ? def.partyGlance(actor) : null;
}

function refuse(key: string, data: Record<string, string> = {}): null {
  ui.notifications?.warn(format(key, data));
  return null;
}

/** Adds a world character to the party; null (with a message) when refused. */
export async function addPartyMember(party: Actor.Implementation, actor: Actor.Implementation | null): Promise<string[] | null> {
  const partyName = party.name ?? "";
  if (!isParty(party)) return refuse("ANTHOLOGY.Party.Warn.NotParty", { name: partyName });
  if (!party.isOwner) return refuse("ANTHOLOGY.Party.Warn.NotOwner", { party: partyName });
  if (!actor) return refuse("ANTHOLOGY.Party.Warn.Missing", { party: partyName });
  const name = actor.name ?? "";
  // A token's own (unlinked) actor lives only on its scene: the party keeps world actors.
  const id = actor.id ?? "";
  if (actor.isToken || !id || game.actors?.get(id) !== actor) return refuse("ANTHOLOGY.Party.Warn.NotWorldActor", { name });
  if (!isPartyMemberType(actor.type)) return refuse("ANTHOLOGY.Party.Warn.NotCharacter", { name, type: localize(`TYPES.Actor.${actor.type}`) });
  const ids = partyMemberIds(party);
  if (ids.includes(id)) return refuse("ANTHOLOGY.Party.Warn.Already", { name, party: partyName });
  if (ids.length >= PARTY_MAX_MEMBERS) return refuse("ANTHOLOGY.Party.Warn.Full", { party: partyName, max: String(PARTY_MAX_MEMBERS) });
  const members = [...ids, id];
  await updateDocument(party, { "system.members": members });
  return members;
}

/** Removes a member (or a missing member's id); null (with a message) when refused. */
export async function removePartyMember(party: Actor.Implementation, id: string): Promise<string[] | null> {
  if (!isParty(party)) return refuse("ANTHOLOGY.Party.Warn.NotParty", { name: party.name ?? "" });
  if (!party.isOwner) return refuse("ANTHOLOGY.Party.Warn.NotOwner", { party: party.name ?? "" });
  const ids = partyMemberIds(party);
  if (!ids.includes(id)) return null;
  const members = ids.filter((m) => m !== id);
  await updateDocument(party, { "system.members": members });
  return members;
}
