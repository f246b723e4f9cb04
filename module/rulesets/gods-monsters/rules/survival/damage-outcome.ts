/**
 * Damage and injuries as a whole outcome (CONTRIBUTING "Whole outcomes"; 004 "Survival", "Injury points"): where
 * `gmApplyDamage` or `gmAddInjuries` put the points, as the one actor update that records them. A creature has no
 * verve. Unconsciousness and death are not decided here: they follow their own rolls
 * (004 "Unconsciousness", "A time to die"), which the card offers.
 */
import type { ActorOutcome } from "../../../../core/outcome/outcome.js";
import type { GmDamageResult } from "./damage.js";

export function gmDamageOutcome(result: GmDamageResult, { character }: { character: boolean }): ActorOutcome {
  const { survival, verve, injuries, pool } = result.vitals;
  const actor: Record<string, number> = { "system.survival.value": survival, "system.injuries": injuries, "system.pool": pool };
  if (character) actor["system.verve.value"] = verve;
  return { actor };
}

/** Injuries gained directly: only the injury points change (no pool, verve or survival takes them). */
export function gmInjuriesOutcome(result: GmDamageResult): ActorOutcome {
  return result.toInjuries === 0 ? {} : { actor: { "system.injuries": result.vitals.injuries } };
}
