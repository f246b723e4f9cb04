/**
 * Cleaning of the actor view the action plans read (`RkActorView`): every plan and pool takes a view, so a
 * view that came from a macro, a stored flag or an older version is cleaned once here, at the boundary.
 * Attributes and mana become whole ratings (see `rating.ts`), specialities a list of well-formed references.
 * Never throws.
 */
import { asList, asRecord } from "../../../dice/rules/coerce.js";
import type { RkActorView, RkSpecialityRef } from "./action.js";
import { RK_ATTRIBUTES, isRkAttribute, type RkAttribute } from "./attributes.js";
import { rkCleanMana } from "./keep-pool.js";
import { rkRating } from "./rating.js";

/**
 * Speciality references as a clean list: a list that is not a list holds none, an entry without a string id
 * is not a speciality and is skipped, a name that is not text is empty, and an attribute that is not one of
 * the seven counts as Strength (as `rkSpecialityRefs` reads an item with a bad attribute).
 */
export function rkCleanSpecialityRefs(list: unknown): RkSpecialityRef[] {
  const refs: RkSpecialityRef[] = [];
  for (const entry of asList(list)) {
    const { id, name, attribute } = asRecord(entry);
    if (typeof id !== "string" || id === "") continue;
    refs.push({ id, name: typeof name === "string" ? name : "", attribute: isRkAttribute(attribute) ? attribute : "strength" });
  }
  return refs;
}

/** An actor view with every number a clean rating and every speciality well-formed; anything not a view counts as an empty one (all 0). */
export function rkCleanView(view: unknown): RkActorView {
  const source = asRecord(view);
  const stored = asRecord(source.attributes);
  const attributes = {} as Record<RkAttribute, number>;
  for (const a of RK_ATTRIBUTES) attributes[a] = rkRating(stored[a]);
  const woundPenalty = rkRating(source.woundPenalty);
  return {
    attributes,
    mana: rkCleanMana(source.mana),
    specialities: rkCleanSpecialityRefs(source.specialities),
    ...(woundPenalty > 0 ? { woundPenalty } : {}),
  };
}
