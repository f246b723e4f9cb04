/**
 * The rolls a document's data model offers (`item.system.roll()`, a Roll & Keep actor's `rollAttribute`), looked up in
 * the rulesets' definitions: each ruleset names the roll of each of its item types (`itemRolls`) and its actors'
 * named rolls (`actorRolls`) in its `ruleset.ts`, so a data model never imports its room's rolls (CONTRIBUTING
 * "Imports run one way"). The hotbar macro and the sheets still ask the model (`system.roll`), as before.
 */
import { registeredRulesets } from "../registry.js";
import type { ItemRoll, RollOptions } from "../ruleset.js";

/** The roll a ruleset names for items of `type`, if any. */
export function itemRollOf(type: string): ItemRoll | undefined {
  for (const def of registeredRulesets()) {
    const roll = def.itemRolls?.[type];
    if (roll) return roll;
  }
  return undefined;
}

/** Rolls `item` with its ruleset's roll for its type; null when there is no item or no roll for it. */
export async function rollRegisteredItem(item: Item.Implementation | null | undefined, options: RollOptions = {}): Promise<unknown> {
  if (!item) return null;
  const roll = itemRollOf(item.type);
  return roll ? roll(item, options) : null;
}

/** Rolls the actor roll a ruleset names `name` (e.g. Roll & Keep's "attribute"); null when there is none. */
export async function rollRegisteredActor(
  actor: Actor.Implementation | null | undefined,
  name: string,
  options: Record<string, unknown> = {},
): Promise<unknown> {
  if (!actor) return null;
  for (const def of registeredRulesets()) {
    const roll = def.actorRolls?.[name];
    if (roll) return roll(actor, options);
  }
  return null;
}
