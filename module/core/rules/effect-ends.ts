/**
 * When an Active Effect ends (README "Effects that end with the scene, the combat or the rest"), for every ruleset.
 * Most temporary effects at the table last "to the end of the scene", "until the fight is over" or "until you rest",
 * which Foundry's own duration (rounds, turns, seconds: v13 `ActiveEffect#_prepareDuration`,
 * client/documents/active-effect.mjs) cannot say. An effect stores its end in `flags.anthology.ends`; "timed" (or no
 * flag) leaves it to Foundry's duration. Pure: no Foundry globals.
 *
 * The ends are nested: a combat happens inside a scene, and a rest comes after the scene. So an event ends every
 * effect whose end is that event or a shorter one: the end of a combat ends "combat" effects; the end of the scene
 * ends "combat" and "scene" effects; a rest ends all three.
 */

/** The choices, in the order an effect's duration menu lists them. */
export const EFFECT_ENDS = ["timed", "combat", "scene", "rest"] as const;
export type EffectEnd = (typeof EFFECT_ENDS)[number];
/** What happens at the table that can end effects. */
export type EndingEvent = "combat" | "scene" | "rest";

const RANK: Record<EffectEnd, number> = { timed: Number.POSITIVE_INFINITY, combat: 1, scene: 2, rest: 3 };

/** Whether a stored value is one of the ends. */
export function isEffectEnd(value: unknown): value is EffectEnd {
  return typeof value === "string" && (EFFECT_ENDS as readonly string[]).includes(value);
}

/** An effect's end as stored: an unknown or missing value is Foundry's own duration ("timed"), which ends nothing here. */
export function effectEnd(stored: unknown): EffectEnd {
  return isEffectEnd(stored) ? stored : "timed";
}

/** Whether an effect with this end ends at this event. */
export function endsAt(end: EffectEnd, event: EndingEvent): boolean {
  return RANK[end] <= RANK[event];
}

/** The effects (id and name, as given) that the event ends, in their order; the others stay. */
export function effectsEnding<E extends { id: string; ends: unknown }>(effects: readonly E[], event: EndingEvent): E[] {
  return effects.filter((e) => e.id !== "" && endsAt(effectEnd(e.ends), event));
}
