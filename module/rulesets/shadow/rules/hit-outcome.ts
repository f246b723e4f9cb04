/**
 * A hit and its pain as whole outcomes (CONTRIBUTING "Whole outcomes"; 002 "Toughness", "Pain Threshold", "Dying"):
 * the Toughness left, a character's dying record started afresh when it falls, and the dead and dying statuses as
 * the creature's vital state says; the Pain Threshold's knock-down as the prone status.
 */
import type { ActorOutcome } from "../../../core/rules/outcome.js";
import { shadowInteger, shadowRecord } from "./coerce.js";
import { SHADOW_ROLLED_VALUE_MAX, shadowVitalState, type ShadowCreatureKind, type ShadowDamageApplied, type ShadowVitalState } from "./damage.js";

const VITAL_STATES: readonly ShadowVitalState[] = ["standing", "dying", "dead"];
import type { ShadowPainChoice } from "./pain.js";

/** The status ids of the vital states and of being knocked down (`CONFIG.statusEffects`). */
export const SHADOW_HIT_STATUSES = { dead: "dead", dying: "dying", prone: "prone" } as const;

export function shadowHitOutcome(input: {
  kind: ShadowCreatureKind;
  vitalBefore: ShadowVitalState;
  /** A character whose death test killed it stays dead whatever its Toughness. */
  killedByDeathTest: boolean;
  applied: ShadowDamageApplied;
}): ActorOutcome {
  const given = shadowRecord(input);
  const kind: ShadowCreatureKind = given.kind === "monster" ? "monster" : "character";
  const hit = shadowRecord(given.applied);
  const toughness = shadowInteger(hit.toughness, 0, SHADOW_ROLLED_VALUE_MAX, 0);
  const state: ShadowVitalState = VITAL_STATES.includes(hit.state as ShadowVitalState) ? (hit.state as ShadowVitalState) : shadowVitalState(toughness, kind);
  const applied = { toughness, state };
  const vitalBefore = given.vitalBefore;
  const killedByDeathTest = given.killedByDeathTest === true;
  const actor: Record<string, unknown> = { "system.toughness.value": applied.toughness };
  // Falling now: a new dying count (11–19 results) and no stabilization carried over.
  if (kind === "character" && applied.state === "dying" && vitalBefore === "standing") {
    actor["system.dying.closer"] = 0;
    actor["system.dying.stable"] = false;
  }
  const vital: ShadowVitalState = killedByDeathTest ? "dead" : applied.state;
  return { actor, statuses: { [SHADOW_HIT_STATUSES.dead]: vital === "dead", [SHADOW_HIT_STATUSES.dying]: vital === "dying" } };
}

/** The chosen pain: knocked down marks the victim prone; a Free Attack changes nothing on it. */
export function shadowPainOutcome(choice: ShadowPainChoice): ActorOutcome {
  return choice === "knockedDown" ? { statuses: { [SHADOW_HIT_STATUSES.prone]: true } } : {};
}
