/**
 * One mojo increase as a whole outcome (004 "Using mojo", "Mojo increases"): the next field bonus, a new skill in a
 * field, or a new field at +1 with its skill, and, when the increase is bought from the sheet, the mojo it costs.
 * The bid (a failed roll turned by mojo) and the spend from the sheet both grant increases through this one rule.
 */
import type { ActorOutcome } from "../../../../core/rules/outcome.js";
import { gmCount, gmInt, gmIsRecord, gmOneOf } from "../coerce.js";
import type { GmMojoIncrease } from "./bids.js";
import { GM_NEW_FIELD_BONUS } from "./costs.js";

/** The field an increase applies to, as the character has it. */
export interface GmIncreaseField {
  id: string;
  name: string;
  bonus: number;
  skills: readonly string[];
}

export interface GmIncreaseOutcomeInput {
  increase: GmMojoIncrease;
  /** The character's field the increase applies to; null for a new field. */
  field: GmIncreaseField | null;
  /** The skill learned (a new skill, or the new field's skill). */
  skill?: string;
  /** The new field's name. */
  newField?: string;
  /** When the increase is bought: the character's mojo and the cost, paid in the same outcome. */
  paid?: { mojo: number; cost: number };
}

export interface GmIncreaseOutcome {
  /** The writes: the field's update or the new field, and the mojo paid. */
  changes: ActorOutcome;
  /** The field's name, for the card. */
  field: string;
}

const NAME_MAX = 100;

function text(value: unknown): string {
  return typeof value === "string" ? value.trim().slice(0, NAME_MAX) : "";
}

/**
 * The whole outcome of one increase, or null when it does not apply (no such field, an empty name, a skill the field
 * already has, or mojo short of the cost). 004: Language Science +1 and 6 mojo spent → Language Science +2.
 */
export function gmMojoIncreaseOutcome(input: GmIncreaseOutcomeInput): GmIncreaseOutcome | null {
  if (!gmIsRecord(input)) return null;
  const increase = gmOneOf(["fieldBonus", "skill", "field"] as const, input.increase, null);
  if (increase === null) return null;
  const raw: unknown = input.field;
  const field = gmIsRecord(raw) && typeof raw.id === "string" && raw.id !== "" ? raw : null;
  const skill = text(input.skill);
  const actor: Record<string, unknown> = {};
  if (input.paid !== undefined) {
    if (!gmIsRecord(input.paid)) return null;
    const mojo = gmCount(input.paid.mojo);
    const cost = gmCount(input.paid.cost);
    if (cost > mojo) return null;
    actor["system.mojo"] = mojo - cost;
  }
  const skills = field && Array.isArray(field.skills) ? field.skills.filter((s): s is string => typeof s === "string") : [];
  const fieldName = field ? text(field.name) : "";
  if (increase === "fieldBonus" && field) {
    return { changes: { actor, items: { update: [{ _id: field.id as string, "system.bonus": gmInt(field.bonus, 0, 99, 0) + 1 }] } }, field: fieldName };
  }
  if (increase === "skill" && field && skill && !skills.includes(skill)) {
    return { changes: { actor, items: { update: [{ _id: field.id as string, "system.skills": [...skills, skill] }] } }, field: fieldName };
  }
  const name = text(input.newField);
  if (increase === "field" && !field && name) {
    return {
      changes: { actor, items: { create: [{ name, type: "gmField", system: { bonus: GM_NEW_FIELD_BONUS, skills: skill ? [skill] : [] } }] } },
      field: name,
    };
  }
  return null;
}
