/**
 * A dead player character's successor (text 002, "Dead Player Characters"): the player builds the next character with
 * all the Experience the dead one gathered (shadowReplacementExperience: its total, at least a new character's 50).
 * Creating an actor is a GM's right by default (v13 `CONST.USER_PERMISSIONS.ACTOR_CREATE`, an ASSISTANT permission),
 * so the GM presses the dead character's button; the new character is owned as the dead one was, and its sheet opens.
 */
import { format } from "../../../core/foundry/i18n.js";
import { shadowReplacementExperience } from "../rules/index.js";
import { isShadowCharacter } from "../data/types.js";

/** The Experience the next character starts with, or null when the character is not dead. */
export function shadowSuccessorExperience(actor: Actor.Implementation): number | null {
  return isShadowCharacter(actor) && actor.system.vital === "dead" ? shadowReplacementExperience(actor.system.experience.total) : null;
}

/** Creates the successor of a dead character (GM only); null, with a message, when refused. */
export async function shadowCreateSuccessor(dead: Actor.Implementation): Promise<Actor.Implementation | null> {
  const experience = shadowSuccessorExperience(dead);
  if (experience === null) {
    ui.notifications?.warn(format("ANTHOLOGY.Shadow.Warn.NotDead", { name: dead.name ?? "" }));
    return null;
  }
  if (!game.user?.isGM) {
    ui.notifications?.warn(format("ANTHOLOGY.Shadow.Warn.GMOnly", {}));
    return null;
  }
  const created = await Actor.create({
    name: format("ANTHOLOGY.Shadow.Successor.Name", { name: dead.name ?? "" }),
    type: "shadowCharacter",
    ownership: { ...(dead.ownership ?? {}) },
    system: { experience: { total: experience } },
  } as never);
  const actor = (created ?? null) as Actor.Implementation | null;
  if (actor) await actor.sheet?.render(true);
  return actor;
}
