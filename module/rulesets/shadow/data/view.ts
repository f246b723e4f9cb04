/** Reading Shadow actors and items in Foundry: their kind, derived numbers, statuses and targets. */
import { format, localize as coreLocalize } from "../../../core/foundry/i18n.js";
import { hasStatus, setStatus } from "../../../core/foundry/statuses.js";
import { firstTargetedActor } from "../../../core/foundry/targets.js";
import { actorFromUuid as anyActorFromUuid } from "../../../core/foundry/uuid.js";
import type { ShadowCombatant } from "../rules/index.js";
import { isShadowActor, isShadowCharacter, isShadowMonster, type ShadowActorModel } from "./types.js";

export type ShadowActorKind = "character" | "monster";

/** A Shadow actor's system data, stored and derived (its model). */
export type ShadowActorView = ShadowActorModel;

export function shadowKind(actor: Actor.Implementation | null | undefined): ShadowActorKind | null {
  return isShadowCharacter(actor) ? "character" : isShadowMonster(actor) ? "monster" : null;
}

/**
 * A Shadow actor's system data. A document of another ruleset's type has none of it (every ruleset's models are
 * registered in every world), so asking is a programming error, not a value to guess.
 */
export function shadowView(actor: Actor.Implementation): ShadowActorView {
  if (!isShadowActor(actor)) throw new Error(`Anthology | not a Shadow actor: ${actor.type}`);
  return actor.system;
}

/** The status ids Shadow uses (see ruleset.ts). */
export const SHADOW_STATUS = {
  dead: "dead",
  dying: "dying",
  prone: "prone",
  blind: "blind",
  unaware: "unaware",
  flanked: "flanked",
  /** Stands lower than its attackers (climbing a ladder or a wall towards them): every attack on it has Advantage. */
  lowerGround: "lowerGround",
} as const;

export { hasStatus };

/** The actor as the attack plan of the pure rules sees it. */
export function shadowCombatant(actor: Actor.Implementation): ShadowCombatant & { prone: boolean; flanked: boolean; unaware: boolean; lowerGround: boolean } {
  const view = shadowView(actor);
  return {
    isPlayer: shadowKind(actor) === "character",
    attributes: view.attributes,
    defense: view.defense,
    blind: hasStatus(actor, SHADOW_STATUS.blind),
    prone: hasStatus(actor, SHADOW_STATUS.prone),
    flanked: hasStatus(actor, SHADOW_STATUS.flanked),
    unaware: hasStatus(actor, SHADOW_STATUS.unaware),
    lowerGround: hasStatus(actor, SHADOW_STATUS.lowerGround),
  };
}

/** The actor of the first token the current user targets, if it is a Shadow actor. */
export function targetedShadowActor(): Actor.Implementation | null {
  return firstTargetedActor((actor) => shadowKind(actor) !== null);
}

/** A Shadow actor from its uuid; null for anything else. */
export async function actorFromUuid(uuid: unknown): Promise<Actor.Implementation | null> {
  const actor = await anyActorFromUuid(uuid);
  return shadowKind(actor) ? actor : null;
}

export function localize(key: string, data?: Record<string, string | number>): string {
  return data ? format(key, data) : coreLocalize(key);
}

/** Toggles the dying and dead statuses to match the actor's vital state. */
export async function syncVitalStatuses(actor: Actor.Implementation): Promise<void> {
  const vital = shadowView(actor).vital;
  if (hasStatus(actor, SHADOW_STATUS.dead) !== (vital === "dead")) await setStatus(actor, SHADOW_STATUS.dead, vital === "dead");
  if (hasStatus(actor, SHADOW_STATUS.dying) !== (vital === "dying")) await setStatus(actor, SHADOW_STATUS.dying, vital === "dying");
}

/**
 * Update options of the flows that sync the statuses themselves (damage, healing, death tests): the GM's
 * updateActor hook (vital-sync.ts) leaves those updates alone, so the statuses are not toggled twice.
 */
export const SHADOW_SYNCED_OPTION = "shadowSyncsStatuses";

/** Fresh options for such an update (Foundry adds its own keys to the object it is given). */
export function shadowSyncedUpdate(): Record<string, unknown> {
  return { [SHADOW_SYNCED_OPTION]: true };
}
