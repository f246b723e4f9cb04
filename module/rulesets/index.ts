/** Every ruleset Anthology plays, in the order the settings list them. */
import type { RulesetDefinition } from "../core/ruleset.js";
import { ruleset as gm } from "./gods-monsters/ruleset.js";
import { ruleset as rk } from "./roll-keep/ruleset.js";
import { ruleset as shadow } from "./shadow/ruleset.js";
import { ruleset as warden } from "./warden/ruleset.js";

export const RULESETS: RulesetDefinition[] = [gm, shadow, warden, rk];
