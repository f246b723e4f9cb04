/** The actor types of the core, every ruleset's (README "The party"): registered beside the rulesets' own. */
import { PartyData } from "./model.js";

export const CORE_ACTOR_MODELS = { party: PartyData } as const;
