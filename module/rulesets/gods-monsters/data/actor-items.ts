/**
 * Reads a Gods & Monsters actor's embedded items into the plain summaries the pure sheet numbers
 * take (armor worn, carried items). Item data follows `rules/equipment/types.ts`; missing fields are
 * tolerated, so an item of an older shape never breaks the actor.
 */
import type { GmArmorPiece, GmCarriedItem } from "../rules/equipment/index.js";
import type { GmArmorData, GmPhysicalItemData } from "../rules/equipment/types.js";
import { actorItems } from "../../../core/foundry/items.js";

interface ItemLike {
  id?: string | null;
  type: string;
  system: unknown;
}

const PHYSICAL = new Set(["gmWeapon", "gmArmor", "gmGear", "gmAmmunition"]);

function itemsOf(parent: unknown): ItemLike[] {
  return actorItems<ItemLike>(parent);
}

export type GmArmorSummary = GmArmorPiece & { perceptionPenalty?: number; attackPenalty?: number };

export function gmArmorSummaries(parent: unknown): GmArmorSummary[] {
  return itemsOf(parent)
    .filter((i) => String(i.type) === "gmArmor")
    .map((i) => {
      const s = (i.system ?? {}) as Partial<GmArmorData>;
      return {
        kind: s.kind === "shield" || s.kind === "helmet" ? s.kind : "armor",
        defense: Number(s.defense) || 0,
        againstOneOpponent: s.againstOneOpponent === true,
        equipped: s.equipped === true,
        perceptionPenalty: Number(s.perceptionPenalty) || 0,
        attackPenalty: Number(s.attackPenalty) || 0,
      };
    });
}

export function gmCarriedSummaries(parent: unknown): GmCarriedItem[] {
  return itemsOf(parent)
    .filter((i) => PHYSICAL.has(String(i.type)))
    .map((i) => {
      const s = (i.system ?? {}) as Partial<GmPhysicalItemData> & { container?: unknown; carriedBulkMultiplier?: number; equipped?: boolean };
      const armor = String(i.type) === "gmArmor";
      return {
        id: String(i.id ?? ""),
        bulk: typeof s.bulk === "number" ? s.bulk : null,
        quantity: s.quantity,
        size: s.size,
        carried: s.carried !== false,
        containerId: s.containerId ?? "",
        isContainer: s.container !== null && s.container !== undefined,
        halfBulkUnused: s.halfBulkUnused === true,
        carriedBulkMultiplier: armor ? s.carriedBulkMultiplier : undefined,
        worn: armor ? s.equipped === true : undefined,
      };
    });
}
