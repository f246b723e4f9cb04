/** Reads a Warden actor's prepared data in the shapes the pure rules take. */
import type { WardenScore } from "../rules/attributes.js";
import type { WardenDerived } from "../rules/derive.js";
import type { WardenNumbers } from "../rules/effects.js";
import { wardenBaseSlots } from "../settings.js";

/** The prepared system data both Warden actor types share. */
export interface WardenActorSystem extends WardenDerived {
  str: WardenScore;
  dex: WardenScore;
  wil: WardenScore;
  hp: WardenScore;
  ap: { value: number; surprised: boolean };
  condition: string;
  slotsBonus: number;
  armorBonus?: number;
  armorValue?: number;
  marks: string[];
  deprived?: boolean;
  gold?: number;
  detachment?: boolean;
  pending?: { kind: string; id: string; timing: string; changes: Record<string, unknown> }[];
}

export function isWardenActor(actor: unknown): actor is Actor.Implementation {
  const type = (actor as { type?: unknown } | null)?.type;
  return type === "wardenCharacter" || type === "wardenCreature";
}

export function wardenSystem(actor: Actor.Implementation): WardenActorSystem {
  return actor.system as unknown as WardenActorSystem;
}

/** Who takes damage: a PC, a creature, or a detachment. */
export function wardenVictim(actor: Actor.Implementation): "character" | "creature" | "detachment" {
  if ((actor.type as string) === "wardenCharacter") return "character";
  return wardenSystem(actor).detachment ? "detachment" : "creature";
}

export function wardenNumbersOf(actor: Actor.Implementation): WardenNumbers {
  const s = wardenSystem(actor);
  return {
    hp: { ...s.hp },
    str: { ...s.str },
    dex: { ...s.dex },
    wil: { ...s.wil },
    slots: s.inventory.max,
    armorBonus: s.armorBonus ?? s.armorValue ?? 0,
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
