/**
 * Reads an actor's stored data and items into the plain view the pure rules take (`RkActorView`). Pure: it
 * touches no Foundry global, so tests and the data models share it. Bad values are cleaned, never thrown.
 */
import type { RkActorView, RkSpecialityRef } from "../rules/action.js";
import { RK_ATTRIBUTES, isRkAttribute, type RkAttribute } from "../rules/attributes.js";
import { rkCleanMana } from "../rules/keep-pool.js";
import { rkRating } from "../rules/rating.js";

/** The item fields a view reads (an embedded document or plain data). */
export interface RkItemLike {
  id?: string | null;
  _id?: string | null;
  name?: string | null;
  type?: string;
  sort?: number;
  system?: unknown;
}

/** The rkSpeciality items among `items`, as references, in sheet order (sort, then name). */
export function rkSpecialityRefs(items: Iterable<RkItemLike>): RkSpecialityRef[] {
  const refs: (RkSpecialityRef & { sort: number })[] = [];
  for (const item of items) {
    if (item?.type !== "rkSpeciality") continue;
    const id = String(item.id ?? item._id ?? "");
    if (!id) continue;
    const attribute = (item.system as { attribute?: unknown } | undefined)?.attribute;
    refs.push({ id, name: String(item.name ?? ""), attribute: isRkAttribute(attribute) ? attribute : "strength", sort: Number(item.sort) || 0 });
  }
  refs.sort((a, b) => a.sort - b.sort || a.name.localeCompare(b.name));
  return refs.map(({ id, name, attribute }) => ({ id, name, attribute }));
}

/**
 * The view of an actor's system data (`attributes`, `mana.permanent`, and the prepared wound track's penalty,
 * `woundState.penalty`) and its items.
 */
export function rkActorView(system: unknown, items: Iterable<RkItemLike>): RkActorView {
  const data = (typeof system === "object" && system !== null ? system : {}) as {
    attributes?: Record<string, unknown>;
    mana?: { permanent?: unknown };
    woundState?: { penalty?: unknown };
  };
  const attributes = {} as Record<RkAttribute, number>;
  for (const a of RK_ATTRIBUTES) attributes[a] = rkRating(data.attributes?.[a]);
  const woundPenalty = rkRating(data.woundState?.penalty);
  return { attributes, mana: rkCleanMana(data.mana?.permanent), specialities: rkSpecialityRefs(items), ...(woundPenalty > 0 ? { woundPenalty } : {}) };
}
