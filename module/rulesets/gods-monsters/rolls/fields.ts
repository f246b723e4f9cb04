/** The field items (gmField) of an actor, as the rolls and the mojo rules read them. */
import type { GmFieldData } from "../rules/equipment/types.js";
import { gmContents } from "../data/collection.js";

export interface GmFieldView {
  id: string;
  name: string;
  bonus: number;
  skills: string[];
  fightingArt: boolean;
  restrictedTo: string;
}

export function gmFieldsOf(actor: Actor.Implementation | null | undefined): GmFieldView[] {
  if (!actor) return [];
  const out: GmFieldView[] = [];
  for (const item of gmContents<Item.Implementation>(actor.items)) {
    if ((item.type as string) !== "gmField") continue;
    const s = (item.system ?? {}) as Partial<GmFieldData>;
    out.push({
      id: item.id ?? "",
      name: item.name ?? "",
      bonus: Number.isFinite(Number(s.bonus)) ? Math.trunc(Number(s.bonus)) : 0,
      skills: Array.isArray(s.skills) ? s.skills.map(String) : [],
      fightingArt: s.fightingArt === true,
      restrictedTo: typeof s.restrictedTo === "string" ? s.restrictedTo : "",
    });
  }
  return out;
}
