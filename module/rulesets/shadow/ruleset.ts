/** The shadow ruleset's registration (placeholder until its Foundry skin lands). */
import type { RulesetDefinition } from "../../core/ruleset.js";

export const ruleset: RulesetDefinition = {
  id: "shadow",
  label: "ANTHOLOGY.Ruleset.shadow",
  actorModels: {},
  itemModels: {},
  actorSheets: [],
  itemSheets: [],
};
