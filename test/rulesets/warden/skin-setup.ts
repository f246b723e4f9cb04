/** Shared setup for the Warden skin tests: models registered, settings registered, world reset. */
import type { WardenCharacterData } from "../../../module/rulesets/warden/data/character.js";
import type { WardenCreatureData } from "../../../module/rulesets/warden/data/creature.js";

/** Every field of either Warden actor model: a test reads the one its actor has. */
type WardenActorSystem = WardenCharacterData & WardenCreatureData;
import { ruleset } from "../../../module/rulesets/warden/ruleset.js";

export function installWarden(): void {
  // The world itself was reset by test/harness/setup.ts before this test (with the templates init loads).
  Object.assign(CONFIG.Actor.dataModels, ruleset.actorModels);
  Object.assign(CONFIG.Item.dataModels, ruleset.itemModels);
  Object.assign(CONFIG.ChatMessage.dataModels, ruleset.cardModels);
  // Registered afresh each time so a test's setting change never leaks into the next one.
  ruleset.registerSettings?.();
  (game.settings as unknown as { values: Map<string, unknown> }).values.clear();
}

export async function makeActor(type: "wardenCharacter" | "wardenCreature", name: string, system: object = {}, items: object[] = []) {
  return (await Actor.create({ name, type, system, items } as never)) as unknown as Actor.Implementation;
}

/** The prepared system of a Warden actor. */
export function sys(actor: Actor.Implementation): WardenActorSystem {
  return actor.system as unknown as WardenActorSystem;
}
