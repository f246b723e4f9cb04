/**
 * Creating a world actor. `Document.create(data, operation)` (v13
 * https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#create) resolves to the created document, or
 * undefined when a `preCreateActor` hook or `_preCreate` cancelled it. It is called on the configured class,
 * `CONFIG.Actor.documentClass`: what `Actor.implementation` returns (v13 `foundry.utils.getDocumentClass`, "the
 * configured Document class implementation", https://foundryvtt.com/api/v13/functions/foundry.utils.getDocumentClass.html),
 * so a system's or module's Actor subclass runs its own `_preCreate`.
 *
 * fvtt-types 13.345 types `data.type` by the core's subtypes only, so a ruleset's own type (`wardenCreature`) did not
 * type-check and each caller hand-typed the method. The shape lives here once; Foundry validates `system` against the
 * type's data model and refuses an unknown type.
 */

/** What a ruleset gives to create an actor: its name and type, and optionally its system data and image. */
export interface ActorCreateData {
  name: string;
  type: string;
  system?: object;
  img?: string;
}

/**
 * The configured Actor class as this adapter calls it: a method shape, whose parameter TypeScript compares
 * bivariantly (fvtt-types' creation data is an object), so no cast is needed; callers pass `ActorCreateData`.
 */
interface ActorFactory {
  create(data: object): Promise<Actor.Implementation | null | undefined>;
}

/** Creates a world actor; null when the creation was cancelled (a hook or `_preCreate` returned false). */
export async function createActor(data: ActorCreateData): Promise<Actor.Implementation | null> {
  const actors: ActorFactory = CONFIG.Actor.documentClass;
  return (await actors.create(data)) ?? null;
}
