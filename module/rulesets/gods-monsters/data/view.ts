/**
 * Typed access to a Gods & Monsters actor's system data from the Foundry side (rolls, chat actions,
 * sheets). fvtt-types does not know our subtypes, so the system is read through these shapes.
 */
import { firstTargetedActor } from "../../../core/foundry/targets.js";
import type { GmCharacterData } from "./character.js";
import type { GmCreatureData } from "./creature.js";

export type GmCharacterActor = Actor.Implementation & { system: GmCharacterData };
export type GmCreatureActor = Actor.Implementation & { system: GmCreatureData };

export function gmIsCharacter(actor: Actor.Implementation | null | undefined): actor is GmCharacterActor {
  return !!actor && (actor.type as string) === "gmCharacter";
}

export function gmIsCreature(actor: Actor.Implementation | null | undefined): actor is GmCreatureActor {
  return !!actor && (actor.type as string) === "gmCreature";
}

export function gmIsGmActor(actor: Actor.Implementation | null | undefined): actor is GmCharacterActor | GmCreatureActor {
  return gmIsCharacter(actor) || gmIsCreature(actor);
}

/** Defense of any G&M actor (characters with armor, creatures as written). */
export function gmDefenseOf(actor: Actor.Implementation | null | undefined): number {
  if (gmIsCharacter(actor)) return actor.system.numbers.defense;
  if (gmIsCreature(actor)) return actor.system.numbers.defense;
  return 0;
}

/** The first targeted token's actor, if any. */
export function gmTargetedActor(): Actor.Implementation | null {
  return firstTargetedActor();
}

/**
 * Whether an actor takes the warriors' cover bonus (004 "Cover"): a character with warrior as
 * archetype or second archetype, or a creature whose archetype is warrior.
 */
export function gmIsWarriorTarget(actor: Actor.Implementation | null | undefined): boolean {
  if (gmIsCharacter(actor)) return actor.system.numbers.archetype === "warrior" || actor.system.numbers.secondArchetype === "warrior";
  if (gmIsCreature(actor)) return (actor.system as { archetype?: string }).archetype === "warrior";
  return false;
}

/**
 * Whether a G&M actor is surprised now (004 "Surprise"): its state, or the "surprised" status on its token (the GM
 * may set either by hand). Rolls and attacks open with the surprise penalties ticked while it lasts.
 */
export function gmActorSurprised(actor: Actor.Implementation | null | undefined): boolean {
  if (!gmIsGmActor(actor)) return false;
  return actor.system.state.surprised === true || (actor.statuses?.has("surprised") ?? false);
}
