/** The Roll & Keep actor the user has targeted (the passive side or the opponent of an opposed action). */
import { rkActorView, type RkItemLike } from "../data/view.js";
import type { RkActorView } from "../rules/action.js";
import { actorItems } from "../../../core/foundry/items.js";
import { firstTargetedActor } from "../../../core/foundry/targets.js";
import { isRkActor } from "../data/types.js";

export { isRkActor };

/** The view of any Roll & Keep actor (its stored attributes, permanent mana and specialities). */
export function rkViewOf(actor: Actor.Implementation): RkActorView {
  return rkActorView(actor.system, actorItems<RkItemLike>(actor));
}

/** The first targeted token's actor that plays Roll & Keep, other than `self`; null when none. */
export function rkTargetedActor(self?: Actor.Implementation | null): Actor.Implementation | null {
  return firstTargetedActor((actor) => isRkActor(actor) && actor !== self);
}
