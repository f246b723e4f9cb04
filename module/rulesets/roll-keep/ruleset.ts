/** The roll-keep ruleset's registration (placeholder until its Foundry skin lands). */
import type { RulesetDefinition } from "../../core/ruleset.js";

export const ruleset: RulesetDefinition = {
  id: "rk",
  label: "ANTHOLOGY.Ruleset.rk",
  actorModels: {},
  itemModels: {},
  actorSheets: [],
  itemSheets: [],
};
