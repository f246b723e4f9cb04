/** The gods-monsters ruleset's registration (placeholder until its Foundry skin lands). */
import type { RulesetDefinition } from "../../core/ruleset.js";

export const ruleset: RulesetDefinition = {
  id: "gm",
  label: "ANTHOLOGY.Ruleset.gm",
  actorModels: {},
  itemModels: {},
  actorSheets: [],
  itemSheets: [],
};
