/**
 * Damage and injuries as a whole outcome (CONTRIBUTING "Whole outcomes"; 004 "Survival", "Injury points"): where
 * `gmApplyDamage` or `gmAddInjuries` put the points, as the one actor update that records them. A creature has no
 * verve. Unconsciousness and death are not decided here: they follow their own rolls
 * (004 "Unconsciousness", "A time to die"), which the card offers.
 */
import type { ActorOutcome } from "../../../../core/rules/outcome.js";
import { asRecord } from "../../../../core/rules/shape.js";
import { gmCount } from "../coerce.js";
import { gmVitals, type GmDamageResult, type GmVitals } from "./damage.js";

export function gmDamageOutcome(result: GmDamageResult, options: { character: boolean }): ActorOutcome {
  const { survival, verve, injuries, pool } = gmVitals(asRecord(result).vitals as Partial<GmVitals> | undefined);
  const actor: Record<string, number> = { "system.survival.value": survival, "system.injuries": injuries, "system.pool": pool };
  if (asRecord(options).character === true) actor["system.verve.value"] = verve;
  return { actor };
}

/** Injuries gained directly: only the injury points change (no pool, verve or survival takes them). */
export function gmInjuriesOutcome(result: GmDamageResult): ActorOutcome {
  const r = asRecord(result);
  if (gmCount(r.toInjuries) === 0) return {};
  return { actor: { "system.injuries": gmVitals(r.vitals as Partial<GmVitals> | undefined).injuries } };
}
