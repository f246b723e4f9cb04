/** Reads a Warden actor's prepared data in the shapes the pure rules take. */
import type { WardenNumbers } from "../rules/effects.js";
import { WARDEN_BANKED_ADVANTAGE_PATH, WARDEN_MAX_BANKED_ADVANTAGE } from "../rules/actions.js";
import { wardenClamp } from "../rules/numbers.js";
import { wardenBaseSlots } from "../settings.js";
import type { WardenCharacterData } from "./character.js";
import { isWardenActor, isWardenCharacter, isWardenCreature, type WardenActorModel } from "./types.js";

export { isWardenActor };

/**
 * A Warden actor's prepared system data. A document of another ruleset's type has none of it (every ruleset's
 * models are registered in every world), so asking is a programming error, not a value to guess.
 */
export function wardenSystem(actor: Actor.Implementation): WardenActorModel {
  if (!isWardenActor(actor)) throw new Error(`Anthology | not a Warden actor: ${actor.type}`);
  return actor.system;
}

/** Effects waiting for their time (Mishaps and Scars that apply later): a character's; a creature has none. */
export type WardenPending = WardenCharacterData["pending"];

export function wardenPending(actor: Actor.Implementation): WardenPending {
  return isWardenCharacter(actor) ? actor.system.pending : [];
}

/** Who takes damage: a PC, a creature, or a detachment. */
export function wardenVictim(actor: Actor.Implementation): "character" | "creature" | "detachment" {
  if (isWardenCharacter(actor)) return "character";
  return isWardenCreature(actor) && actor.system.detachment ? "detachment" : "creature";
}

export function wardenNumbersOf(actor: Actor.Implementation): WardenNumbers {
  const s = wardenSystem(actor);
  return {
    hp: { ...s.hp },
    str: { ...s.str },
    dex: { ...s.dex },
    wil: { ...s.wil },
    slots: s.inventory.max,
    armorBonus: "armorBonus" in s ? s.armorBonus : s.armorValue,
    fatigue: s.inventory.fatigue,
  };
}

export function hasMark(actor: Actor.Implementation, mark: string): boolean {
  return wardenSystem(actor).marks.includes(mark);
}

/** The world's base slots (for turning an absolute slot count back into the actor's bonus). */
export function baseSlots(): number {
  return wardenBaseSlots();
}

/** The Advantage banked by Gain Advantage for the actor's next roll (its flag, held to 0…4; rules/actions.ts). */
export function wardenBankedAdvantage(actor: Actor.Implementation): number {
  const raw: unknown = foundry.utils.getProperty(actor, WARDEN_BANKED_ADVANTAGE_PATH);
  return wardenClamp(raw, 0, WARDEN_MAX_BANKED_ADVANTAGE, 0);
}
