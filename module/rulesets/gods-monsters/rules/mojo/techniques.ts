/**
 * Monk techniques (004 "Fields and skills"): a technique for one skill costs 2 mojo, for all skills of a field 4;
 * widening a one-skill technique to the whole field costs 3, a two-skill one 2 (GM_MONK_TECHNIQUE_COSTS). The text
 * names no price for widening three or more skills: this system charges 2, as for two (a table option, README).
 */
import { gmList } from "../coerce.js";
import { GM_MONK_TECHNIQUE_COSTS } from "./costs.js";

/** The techniques a monk holds in one field: skills named one by one, or the whole field. */
export interface GmTechniques {
  skills: readonly string[];
  field: boolean;
}

/**
 * Mojo for the next technique in a field: `skill` (a new skill's technique: null when the skill already has one or
 * the field already has its technique) or `field` (the whole field: null when held).
 */
export function gmMonkTechniqueCost(held: GmTechniques, want: "skill" | "field", skill = ""): number | null {
  const h = held && typeof held === "object" ? held : { skills: [], field: false };
  if (h.field === true) return null;
  const skills = gmList(h.skills).filter((s): s is string => typeof s === "string" && s.trim() !== "");
  if (want === "skill") {
    const name = typeof skill === "string" ? skill.trim().toLowerCase() : "";
    if (!name || skills.some((s) => s.trim().toLowerCase() === name)) return null;
    return GM_MONK_TECHNIQUE_COSTS.skill;
  }
  if (want !== "field") return null;
  if (skills.length === 0) return GM_MONK_TECHNIQUE_COSTS.field;
  if (skills.length === 1) return GM_MONK_TECHNIQUE_COSTS.convertOneSkill;
  return GM_MONK_TECHNIQUE_COSTS.convertTwoSkills;
}
