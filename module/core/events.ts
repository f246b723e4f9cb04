/**
 * What Anthology announces for modules and macros after a rule has changed an actor (README "Hooks for modules and
 * macros"). Each event is a `Hooks.callAll("anthology.<name>", ...)`: every handler runs, none can cancel, and Foundry
 * ignores what they return (https://foundryvtt.com/api/v13/classes/foundry.helpers.Hooks.html#callall). The event
 * fires on the client that made the change, after the actor's update was sent.
 */
import { callAllHooks } from "./foundry/hooks.js";
import type { RulesetId } from "./ruleset-ids.js";

export interface AnthologyEvents {
  /** Damage reached an actor: the amount before the ruleset's own reductions, and the ruleset's whole result. */
  damageApplied: [actor: Actor.Implementation, damage: { ruleset: RulesetId; amount: number; result: unknown }];
  /**
   * A rest was taken: the ruleset's own name for it (G&M night, day, morning, encounter; Warden short, night, week;
   * Shadow "days", with how many).
   */
  restTaken: [actor: Actor.Implementation, rest: { ruleset: RulesetId; kind: string; days?: number }];
  /** Anthology set a status on or off (a Shadow hit, a Warden attribute at 0): fired only when it changed. */
  statusChanged: [actor: Actor.Implementation, change: { status: string; active: boolean }];
  /** A ruleset raised an actor's level (G&M level advancement): from and to, and the ruleset's whole result. */
  levelUp: [actor: Actor.Implementation, level: { ruleset: RulesetId; from: number; to: number; result: unknown }];
}

export function announce<K extends keyof AnthologyEvents>(name: K, ...args: AnthologyEvents[K]): void {
  callAllHooks(`anthology.${name}`, ...args);
}
