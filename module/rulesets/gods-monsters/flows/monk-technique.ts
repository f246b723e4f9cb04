/**
 * A monk buys a technique with mojo (004 "Fields and skills"): for one skill of a field or for the whole field, at the
 * pure rule's price (`gmMonkTechniqueCost`). The mojo and the field's techniques (`flags.anthology.gmTechniques` on the
 * field) change in one whole outcome; a non-monk, an unaffordable or an already held technique is refused with a
 * message.
 */
import { format } from "../../../core/foundry/i18n.js";
import { applyOutcome } from "../../../core/outcome/apply-outcome.js";
import { gmMonkTechniqueCost, type GmTechniques } from "../rules/mojo/techniques.js";
import type { GmCharacterActor } from "../data/view.js";

/** A field's techniques as stored (none when absent or malformed). */
export function gmTechniquesOf(item: Item.Implementation | null | undefined): GmTechniques {
  const t = (item?.flags as { anthology?: { gmTechniques?: { skills?: unknown; field?: unknown } } } | undefined)?.anthology?.gmTechniques;
  const skills = Array.isArray(t?.skills) ? t.skills.filter((s): s is string => typeof s === "string") : [];
  return { skills, field: t?.field === true };
}

/** Whether the character is a monk (first or second archetype). */
export function gmIsMonk(actor: GmCharacterActor): boolean {
  const n = actor.system.numbers;
  return n.archetype === "monk" || n.secondArchetype === "monk";
}

export async function gmBuyTechnique(actor: GmCharacterActor, field: Item.Implementation, want: "skill" | "field", skill = ""): Promise<boolean> {
  if (!gmIsMonk(actor)) {
    ui.notifications?.warn(format("ANTHOLOGY.GM.Technique.NotMonk", { name: actor.name ?? "" }));
    return false;
  }
  if ((field.type as string) !== "gmField" || field.parent !== actor) return false;
  const held = gmTechniquesOf(field);
  const name = skill.trim().slice(0, 100);
  const cost = gmMonkTechniqueCost(held, want, name);
  if (cost === null) {
    ui.notifications?.warn(format("ANTHOLOGY.GM.Technique.Held", { field: field.name ?? "" }));
    return false;
  }
  if (cost > actor.system.mojo) {
    ui.notifications?.warn(format("ANTHOLOGY.GM.Mojo.TooExpensive", { cost: String(cost), mojo: String(actor.system.mojo) }));
    return false;
  }
  const techniques = want === "field" ? { skills: [], field: true } : { skills: [...held.skills, name], field: false };
  const result = await applyOutcome(actor, {
    actor: { "system.mojo": actor.system.mojo - cost },
    items: { update: [{ _id: field.id ?? "", "flags.anthology.gmTechniques": techniques }] },
  });
  return result.ok;
}
