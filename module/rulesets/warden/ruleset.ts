/** The warden ruleset's registration (placeholder until its Foundry skin lands). */
import type { RulesetDefinition } from "../../core/ruleset.js";

export const ruleset: RulesetDefinition = {
  id: "warden",
  label: "ANTHOLOGY.Ruleset.warden",
  actorModels: {},
  itemModels: {},
  actorSheets: [],
  itemSheets: [],
};
