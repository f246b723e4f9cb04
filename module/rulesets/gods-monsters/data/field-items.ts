/** The field items (gmField) of an actor, as the rolls and the mojo rules read them. */
import type { GmFieldData } from "../rules/equipment/types.js";
import { actorItemsOfType } from "../../../core/foundry/items.js";

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
  for (const item of actorItemsOfType(actor, "gmField")) {
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
