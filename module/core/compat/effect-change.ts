/**
 * One Active Effect change, written in the shape of the running generation. v13 changes carry a numeric `mode`
 * (`CONST.ACTIVE_EFFECT_MODES.ADD` is 2; https://foundryvtt.com/api/v13/interfaces/foundry.documents.types.EffectChangeData.html);
 * v14 changes carry a string `type` ("add", `CONST.ACTIVE_EFFECT_CHANGE_TYPES`) and a `phase` ("initial" applies
 * before derived data, as v13 always did; https://foundryvtt.com/api/v14/interfaces/foundry.documents.types.ActiveEffectChangeData.html).
 * Rulesets describe a change as "add this number to this path" and never write either shape themselves.
 */
import { foundryGeneration } from "./generation.js";

/** v13 CONST.ACTIVE_EFFECT_MODES.ADD. */
const V13_ADD = 2;

export interface EffectChangeV13 {
  key: string;
  mode: number;
  value: string;
  priority: number;
}

export interface EffectChangeV14 {
  key: string;
  type: "add";
  phase: "initial";
  value: string;
  priority: number;
}

/** A change adding `value` to the number at `key`, applied with `priority` among the effect changes. */
export function addEffectChange(key: string, value: number, priority: number): EffectChangeV13 | EffectChangeV14 {
  if (foundryGeneration() >= 14) return { key, type: "add", phase: "initial", value: String(value), priority };
  return { key, mode: V13_ADD, value: String(value), priority };
}
