/**
 * Reads an actor's items into plain summaries for the pure derivation (`wardenDerive`).
 */
import type { WardenItemSummary } from "../rules/derive.js";

interface ItemLike {
  type: string;
  system: unknown;
}

/** Plain summaries of the items of a Warden actor (the parent of a data model). */
export function wardenItemSummaries(parent: unknown): WardenItemSummary[] {
  // Foundry's Collection: `contents` is the array of documents.
  const items = (parent as { items?: { contents?: ItemLike[] } } | null)?.items?.contents;
  if (!Array.isArray(items)) return [];
  const out: WardenItemSummary[] = [];
  for (const item of items) {
    const s = (item.system ?? {}) as Partial<WardenItemSummary>;
    out.push({
      type: String(item.type),
      slots: s.slots,
      bulky: s.bulky,
      petty: s.petty,
      equipped: s.equipped,
      armor: s.armor,
      quantity: s.quantity,
      weightless: s.weightless,
    });
  }
  return out;
}
